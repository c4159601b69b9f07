import Foundation

// The pointer's look follows what is under it (R-TX5): on every hover the window hit-tests the
// pointer's position and asks the view there, then its superviews, for a style (their pointer
// interactions, or a text view's own I-beam). The platform is told only when the cursor changes.

extension UIWindow {
    /// The pointer moved over the window (a hover, no button held).
    func pointerMoved(to point: CGPoint, modifiers: UIKeyModifierFlags) {
        lastPointerLocation = point
        // An open menu's grab reports the pointer over our own windows to them (X11's owner
        // events): the menu bar that opened it hears it pass over its other titles (R-DA1).
        if !isPopupMenu, let menu = UIApplication.shared.activePopup as? ContextMenuPresentation {
            menu.pointerMovedOutsidePopups(to: convertToScreen(point))
        }
        let style: UIPointerStyle
        if let view = hitTest(point, with: nil) {
            style = view.pointerStyle(at: view.convert(point, from: self), modifiers: modifiers)
        } else {
            style = .system()
        }
        guard style.cursorName != currentPointerStyle?.cursorName || currentPointerStyle == nil else { return }
        currentPointerStyle = style
        EventTrace.log("pointer over \(traceName): \(style.cursorName ?? "hidden")")
        platformWindow?.pointerStyleDidChange(self, to: style)
    }

    /// Resolves the pointer again where it last was (an interaction was invalidated).
    func pointerStyleNeedsUpdate() {
        guard let lastPointerLocation else { return }
        pointerMoved(to: lastPointerLocation, modifiers: [])
    }

    /// The style the window last gave the platform (tests read it).
    public var pointerStyle: UIPointerStyle? { currentPointerStyle }
}
