import Foundation

/// A popover (R-BR1): a card of the presented controller's `preferredContentSize` (320 × 480 when
/// zero) placed beside its source — `sourceView` and `sourceRect` (the view's bounds when empty) or
/// a `barButtonItem` — below it when there is room, else above, left or right, within the
/// `permittedArrowDirections`, kept inside the window. The rest of the window stays undimmed; a
/// click outside dismisses it (the delegate may refuse). In a horizontally compact window the
/// delegate's `adaptivePresentationStyle` may turn it into a sheet (`.none` keeps the popover).
///
/// A source set while the popover is up (apps set it just after `present`, which UIKit allows)
/// moves it there; it fades in where it stands rather than sliding, so that move never shows.
///
/// The card has iOS's arrow toward the middle of its source and a soft shadow
/// (`PopoverChromeView`); it stands the arrow's 13 points from its source. Written-down choice:
/// with no source at all it is centred, without an arrow, where UIKit raises.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The default content size when the presented controller asks for none.
    static let defaultSize = CGSize(width: 320, height: 480)
    static let gap: CGFloat = PopoverChromeView.arrowHeight
    /// The source's rectangle in window points at the last placement (nil: none), where the
    /// arrow points.
    private(set) var lastSourceRect: CGRect?

    open weak var sourceView: UIView? { didSet { sourceDidChange() } }
    open var sourceRect: CGRect = .zero { didSet { sourceDidChange() } }
    open weak var barButtonItem: UIBarButtonItem? { didSet { sourceDidChange() } }
    open var permittedArrowDirections: UIPopoverArrowDirection = .any { didSet { sourceDidChange() } }
    /// Where the arrow would point for the last placement (toward the source).
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var canOverlapSourceViewRect = false

    /// A source set while the popover is up — commonly right after `present(_:animated:)`, which
    /// UIKit allows because it places the popover when the transition starts — moves it there.
    private func sourceDidChange() {
        guard shownStyle == .popover, !isSuppliedByApp, let view = presentedView,
              let container = view.superview as? PresentationContainerView, let window = view.window else { return }
        view.frame = popoverFrame(in: container.bounds, window: window)
        (view.superview as? PresentationContainerView)?.layoutPopoverChrome()
    }

    /// The source in window points: the bar item's button, or the source view's rectangle.
    private func anchor(in window: UIWindow) -> CGRect? {
        // The source's bar or superview is laid out first: a bar makes its buttons anew when its
        // items change, and a popover presented in the same turn would read a button not yet placed.
        if let item = barButtonItem, let button = TreeWalk.first(from: window, where: { ($0 as? BarButton)?.item === item }) {
            button.superview?.layoutIfNeeded()
            return button.convert(button.bounds, to: window)
        }
        guard let view = sourceView, view.window === window else { return nil }
        view.superview?.layoutIfNeeded()
        let rect = sourceRect.isEmpty || sourceRect.isNull ? view.bounds : sourceRect
        return view.convert(rect, to: window)
    }

    /// The popover's frame within `bounds`, an area in `window`'s coordinates (a presentation
    /// container's bounds are: see `PresentationContainerView.fill`).
    func popoverFrame(in bounds: CGRect, window: UIWindow) -> CGRect {
        let preferred = presentedViewController.preferredContentSize
        let area = bounds.inset(by: popoverLayoutMargins)
        let size = CGSize(width: min(preferred.width > 0 ? preferred.width : Self.defaultSize.width, area.width),
                          height: min(preferred.height > 0 ? preferred.height : Self.defaultSize.height, area.height))
        let source = anchor(in: window)
        lastSourceRect = source
        guard let source else {
            arrowDirection = .unknown
            return CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
        }
        let gap = Self.gap
        func horizontallyCentred(y: CGFloat) -> CGRect {
            CGRect(x: min(max(source.midX - size.width / 2, area.minX), area.maxX - size.width), y: y, width: size.width, height: size.height)
        }
        func verticallyCentred(x: CGFloat) -> CGRect {
            CGRect(x: x, y: min(max(source.midY - size.height / 2, area.minY), area.maxY - size.height), width: size.width, height: size.height)
        }
        let choices: [(UIPopoverArrowDirection, CGRect, Bool)] = [
            (.up, horizontallyCentred(y: source.maxY + gap), source.maxY + gap + size.height <= area.maxY),
            (.down, horizontallyCentred(y: source.minY - gap - size.height), source.minY - gap - size.height >= area.minY),
            (.left, verticallyCentred(x: source.maxX + gap), source.maxX + gap + size.width <= area.maxX),
            (.right, verticallyCentred(x: source.minX - gap - size.width), source.minX - gap - size.width >= area.minX),
        ]
        let permitted = choices.filter { permittedArrowDirections.contains($0.0) }
        let chosen = permitted.first { $0.2 } ?? permitted.first ?? choices[0]
        arrowDirection = chosen.0
        // No room on any side: kept inside the window, over the source if it must.
        var frame = chosen.1
        frame.origin.y = min(max(frame.minY, area.minY), area.maxY - size.height)
        return frame
    }
}
