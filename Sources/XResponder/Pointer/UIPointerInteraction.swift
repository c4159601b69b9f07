import Foundation

/// Gives a view its own pointer style (R-TX5): add it with `view.addInteraction(_:)`, and the
/// delegate says which region of the view the pointer is in and how the pointer looks there. Text
/// fields and text views have one built in (the I-beam over their text).
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
    public weak var delegate: UIPointerInteractionDelegate?
    public var isEnabled = true
    public private(set) weak var view: UIView?

    public init(delegate: UIPointerInteractionDelegate?) {
        self.delegate = delegate
    }

    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) { self.view = view }

    /// Asks the pointer to be resolved again (the regions or styles changed).
    public func invalidate() {
        view?.window?.pointerStyleNeedsUpdate()
    }

    /// The style at `point` (the view's coordinates), or nil when the pointer is in no region.
    func style(at point: CGPoint, modifiers: UIKeyModifierFlags) -> UIPointerStyle? {
        guard isEnabled, let view else { return nil }
        let defaultRegion = UIPointerRegion(rect: view.bounds)
        let request = UIPointerRegionRequest(location: point, modifiers: modifiers)
        let region = delegate.map { $0.pointerInteraction(self, regionFor: request, defaultRegion: defaultRegion) }
            ?? defaultRegion
        guard let region, region.rect.contains(point) else { return nil }
        return delegate.map { $0.pointerInteraction(self, styleFor: region) } ?? .system()
    }
}
