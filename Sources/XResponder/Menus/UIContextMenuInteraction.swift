import Foundation

/// A context menu for a view (R-DT1): a right click on the view (or a touch held still on it), or
/// the Menu key (Shift+F10) while the keyboard focus is in it, asks the delegate for a
/// configuration and shows its menu as a popup window at the pointer (at the view's centre for the
/// keyboard). The menu is navigated by pointer or keyboard and goes away on a choice, Escape, or
/// a click outside it. Previews are not shown on the desktop.
@preconcurrency @MainActor
open class UIContextMenuInteraction: UIInteraction {
    /// How the menu was shown (iOS 14): always `.compact` here, a menu without a preview.
    public enum Appearance: Int, Sendable {
        case unknown = 0, rich, compact
    }

    public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
    public private(set) weak var view: UIView?
    /// The recognizer that opens the menu on a right click or a long touch; added to the view
    /// with the interaction.
    let recognizer = ContextMenuRecognizer()
    /// Where the Menu key opens the menu, in the view's coordinates (a list: its selected row);
    /// nil, or an answer of nil: the view's centre.
    var keyboardLocation: (() -> CGPoint?)?
    /// Prepares a presentation before it shows (a button's menu names the button as its actions'
    /// sender and follows the choice).
    var willShow: ((ContextMenuPresentation) -> Void)?
    /// Where the menu was asked for, in the window's coordinates (`location(in:)`).
    private var lastLocation: (point: CGPoint, window: UIWindow?)?

    public init(delegate: any UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        recognizer.interaction = self
    }

    public func willMove(to view: UIView?) {
        if view == nil, isPresenting { dismissMenu() }
        self.view?.removeGestureRecognizer(recognizer)
    }

    public func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(recognizer)
    }

    /// Where the menu was asked for, in `view`'s coordinates (nil: the window's).
    public func location(in view: UIView?) -> CGPoint {
        guard let lastLocation else { return .zero }
        guard let view else { return lastLocation.point }
        return view.convert(lastLocation.point, from: lastLocation.window)
    }

    public var menuAppearance: Appearance { isPresenting ? .compact : .unknown }

    /// Dismisses this interaction's menu, if it is showing.
    public func dismissMenu() {
        guard let presentation = ContextMenuPresentation.current, presentation.interaction === self else { return }
        presentation.dismiss(reason: "dismissMenu()")
    }

    /// Replaces the menu on screen with what `block` makes of it (iOS 14).
    public func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {
        guard let presentation = ContextMenuPresentation.current, presentation.interaction === self else { return }
        presentation.replaceRootMenu(block(presentation.rootMenu))
    }

    var isPresenting: Bool { ContextMenuPresentation.current?.interaction === self }

    /// Asks the delegate for a menu at `point` (the view's coordinates) and shows it there. Returns
    /// whether a menu opened.
    @discardableResult
    func presentMenu(at point: CGPoint, byKeyboard: Bool = false) -> Bool {
        guard let view, let window = view.window, let delegate else { return false }
        lastLocation = (view.convert(point, to: window), window)
        guard let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: point),
              let menu = configuration.makeMenu() else {
            EventTrace.log("context menu: no menu for \(view.traceName) at \(point)")
            return false
        }
        let screenPoint = window.convertToScreen(view.convert(point, to: window))
        let presentation = ContextMenuPresentation(menu: menu, configuration: configuration, interaction: self,
                                                   sourceWindow: window)
        willShow?(presentation)
        guard presentation.show(at: screenPoint, selectingFirstRow: byKeyboard) else { return false }
        let animator = ContextMenuAnimator()
        delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
        animator.run()
        return true
    }

    /// The menu went away: the delegate hears it (with an animator whose completions run once it has).
    func menuDidEnd(_ configuration: UIContextMenuConfiguration) {
        let animator = ContextMenuAnimator()
        delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
        animator.run()
    }
}
