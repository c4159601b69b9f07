import Foundation

/// A sheet's detents (iOS 15): the heights it rests at — `.large()` (the full page sheet),
/// `.medium()` (half the window), `.custom` (iOS 16, from a resolver) — the one selected, and a
/// grabber. The sheet opens at `selectedDetentIdentifier` (the smallest detent when nil); a click on
/// the grabber moves it to the next detent, and a drag on it moves it to the detent nearest where
/// it is let go; the delegate hears the change. `animateChanges` applies changes made in it at once.
///
/// While the sheet rests at a detent no taller than `largestUndimmedDetentIdentifier`'s, the page
/// above it is neither dimmed nor blocked: clicks and drags there reach the presenting page (a map
/// beside its sheet), and the sheet stays; taller, the page dims and a click on it dismisses.
///
/// Written-down choice: scrolling inside the sheet does not grow it
/// (`prefersScrollingExpandsWhenScrolledToEdge` is kept).
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// A height a sheet may rest at: medium, large, or a custom height from a resolver.
    @preconcurrency @MainActor
    public final class Detent {
        /// A detent's identifier, by which `selectedDetentIdentifier` and `largestUndimmedDetentIdentifier` name it.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public var rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier
        let resolve: (CGFloat) -> CGFloat?

        init(identifier: Identifier, resolve: @escaping (CGFloat) -> CGFloat?) {
            self.identifier = identifier
            self.resolve = resolve
        }

        public static func medium() -> Detent { Detent(identifier: .medium) { $0 / 2 } }
        public static func large() -> Detent { Detent(identifier: .large) { $0 } }
        /// iOS 16: a height from `resolver`, given the largest height a detent may have.
        public static func custom(identifier: Identifier? = nil, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(UUID().uuidString)) { maximum in
                resolver(DetentContext(maximumDetentValue: maximum))
            }
        }
    }

    open var detents: [Detent] = [.large()] { didSet { sheetDidChange() } }
    open var selectedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    open var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetDidChange() } }
    open var prefersGrabberVisible = false { didSet { sheetDidChange() } }
    open var preferredCornerRadius: CGFloat? { didSet { sheetDidChange() } }
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false
    open var widthFollowsPreferredContentSizeWhenEdgeAttached = false

    /// Changes made in `changes` (a new detent) apply together; here at once.
    open func animateChanges(_ changes: () -> Void) { changes() }

    /// The heights of the detents in a window of `bounds`, with their identifiers, smallest first.
    func resolvedDetents(in bounds: CGRect) -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let maximum = bounds.height - min(40, bounds.height * 0.1)
        let resolved = detents.compactMap { detent in detent.resolve(maximum).map { (detent.identifier, min(max($0, 0), maximum)) } }
        return (resolved.isEmpty ? [(.large, maximum)] : resolved).sorted { $0.1 < $1.1 }
    }

    /// The detent the sheet shows: the selected one, else the smallest.
    func currentDetent(in bounds: CGRect) -> (identifier: Detent.Identifier, height: CGFloat) {
        let resolved = resolvedDetents(in: bounds)
        return resolved.first { $0.identifier == selectedDetentIdentifier } ?? resolved[0]
    }

    /// Whether the page above the sheet stays live: the sheet rests at or below the largest
    /// undimmed detent.
    func leavesPageUndimmed(in bounds: CGRect) -> Bool {
        guard let largest = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents(in: bounds).first(where: { $0.identifier == largest }) else { return false }
        return currentDetent(in: bounds).height <= limit.height
    }

    /// The sheet's frame: a page sheet as tall as its detent, from the bottom of the window.
    func sheetFrame(in bounds: CGRect) -> CGRect {
        let width = min(bounds.width, 720)
        let height = currentDetent(in: bounds).height
        return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
    }

    /// Moves to the detent after the current one (the last goes back to the first): a click on
    /// the grabber.
    func advanceDetent() {
        guard let bounds = containerView?.bounds else { return }
        let resolved = resolvedDetents(in: bounds)
        guard resolved.count > 1, let index = resolved.firstIndex(where: { $0.identifier == currentDetent(in: bounds).identifier }) else { return }
        select(resolved[(index + 1) % resolved.count].identifier)
    }

    /// The detent nearest a sheet top at `y` (a drag let go there).
    func settle(atTop y: CGFloat) {
        guard let bounds = containerView?.bounds else { return }
        let height = bounds.maxY - y
        guard let nearest = resolvedDetents(in: bounds).min(by: { abs($0.height - height) < abs($1.height - height) }) else { return }
        select(nearest.identifier)
        sheetDidChange()
    }

    private func select(_ identifier: Detent.Identifier) {
        guard identifier != selectedDetentIdentifier else { return }
        selectedDetentIdentifier = identifier
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    /// Lays the sheet (and its grabber) out again after a change.
    func sheetDidChange() {
        guard let container = containerView as? PresentationContainerView, let view = presentedView, view.superview === container else { return }
        view.frame = sheetFrame(in: container.bounds)
        container.layoutGrabber(for: self)
        container.dim(for: self, animated: true)
    }
}
