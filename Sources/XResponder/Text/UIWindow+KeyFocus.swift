import Foundation

// Keyboard focus as desktop users expect it (R-TX1), where UIKit on a phone has no rule:
//
// - Tab and Shift+Tab move to the next or previous view that can become first responder, in the
//   order of the view tree (depth first, subviews back to front), wrapping around — or, in a
//   window embedded in another program, on to the host's widgets. Hidden, transparent, disabled
//   and non-interactive views are skipped. Tab that reaches the window unused does the same.
// - A click on a text field or text view focuses it (they do that themselves). A click anywhere
//   else leaves the focus where it is (R-F6: in UIKit a touch never changes the first responder by
//   itself), so a "Copy" button acts on the field's selection; apps end editing with
//   `endEditing(_:)`, and a scroll view's `keyboardDismissMode` ends it on a drag.

extension UIWindow {
    /// Moves the first responder to the next (or previous) focusable view after `current`. Past
    /// the last (first) one, a window embedded in another program hands the focus to the host's
    /// next widget (R-E1) when `passesToHost`; any other window wraps around.
    @discardableResult
    func moveKeyFocus(from current: UIView?, backwards: Bool, passesToHost: Bool = true) -> Bool {
        var candidates: [UIView] = []
        // Under a modal presentation (R-AS3) the focus stays inside the frontmost one.
        let root: UIView = subviewStorage.last { $0 is PresentationContainerView } ?? self
        TreeWalk.preorder(from: root) { view in
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return false }
            if view !== root, view.canBecomeFirstResponder, (view as? UIControl)?.isEnabled ?? true {
                candidates.append(view)
            }
            return true
        }
        let count = candidates.count
        let index = current.flatMap { view in candidates.firstIndex { $0 === view } }
        // The positions after `current` in Tab order, to the end of the list; then those before it.
        let start = index ?? (backwards ? count : -1)
        let ahead = backwards ? Array(stride(from: start - 1, through: 0, by: -1)) : Array(stride(from: start + 1, to: count, by: 1))
        let behind = backwards ? Array(stride(from: count - 1, to: start, by: -1)) : Array(stride(from: 0, to: start, by: 1))
        for position in ahead where candidates[position].becomeFirstResponder() { return true }
        if passesToHost, root === self, let platformWindow, platformWindow.passKeyFocusToHost(from: self, backwards: backwards) {
            if let responder = firstResponderStorage, responder.isFirstResponder { _ = responder.resignFirstResponder() }
            return true
        }
        for position in behind where candidates[position].becomeFirstResponder() { return true }
        return false
    }

    /// R-TX1: Tab or Shift+Tab that no responder used moves the focus, as desktop users expect
    /// of any window (a text view uses Tab itself first; a window subclass overriding
    /// `pressesBegan` without calling `super` keeps Tab for itself).
    func handleUnusedTab(_ presses: Set<UIPress>) -> Bool {
        guard presses.count == 1, let key = presses.first?.key, key.keyCode == .keyboardTab,
              key.modifierFlags.isSubset(of: [.shift, .alphaShift]) else { return false }
        moveKeyFocus(from: firstResponderStorage as? UIView, backwards: key.modifierFlags.contains(.shift))
        return true
    }
}
