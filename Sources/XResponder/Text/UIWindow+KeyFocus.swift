import Foundation

// Keyboard focus as desktop users expect it (R-TX1), where UIKit on a phone has no rule:
//
// - Tab and Shift+Tab move to the next or previous view that can become first responder, in the
//   order of the view tree (depth first, subviews back to front), wrapping around. Hidden,
//   transparent, disabled and non-interactive views are skipped.
// - A click on a view that can become first responder focuses it (the text views do that
//   themselves). A click on a control (a button, a slider) leaves the focus where it is, so a
//   "Copy" button acts on the field's selection. A click anywhere else ends text editing.

extension UIWindow {
    /// Moves the first responder to the next (or previous) focusable view after `current`.
    @discardableResult
    func moveKeyFocus(from current: UIView?, backwards: Bool) -> Bool {
        var candidates: [UIView] = []
        TreeWalk.preorder(from: self) { view in
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return false }
            if view !== self, view.canBecomeFirstResponder, (view as? UIControl)?.isEnabled ?? true {
                candidates.append(view)
            }
            return true
        }
        guard !candidates.isEmpty else { return false }
        let index = current.flatMap { view in candidates.firstIndex { $0 === view } }
        let count = candidates.count
        let start = index ?? (backwards ? 0 : count - 1)
        for step in 1...count {
            let next = candidates[((start + (backwards ? -step : step)) % count + count) % count]
            if next === current { return false }
            if next.becomeFirstResponder() { return true }
        }
        return false
    }

    /// A touch began on `view`: ends text editing when the click is neither in the editing view nor
    /// on a control or another view that takes focus itself.
    func endTextEditingForTouch(on view: UIView) {
        guard let editing = firstResponderStorage as? any TextEditingView, !view.isDescendant(of: editing) else { return }
        var ancestor: UIView? = view
        while let current = ancestor, current !== self {
            if current is UIControl || current.canBecomeFirstResponder { return }
            ancestor = current.superview
        }
        editing.resignFirstResponder()
    }
}
