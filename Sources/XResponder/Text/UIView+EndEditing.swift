import Foundation

extension UIView {
    /// `endEditing(_:)`: the first responder resigns when it is this view or inside it — how an
    /// iOS app ends text editing, since a touch elsewhere never does (R-F6). With `force` it is not
    /// asked: no `textFieldShouldEndEditing`, no `canResignFirstResponder`; the field ends editing
    /// and sends its end-of-editing callbacks anyway. Returns whether nothing inside is editing
    /// any more (true when nothing was: XResponder's choice, UIKit does not say).
    func endEditingInside(force: Bool) -> Bool {
        guard let window = self as? UIWindow ?? window, let responder = window.firstResponderStorage else { return true }
        guard let view = responder as? UIView, view === self || view.isDescendant(of: self) else { return true }
        if !force { return view.resignFirstResponder() }
        window.firstResponderStorage = nil
        EventTrace.log("firstResponder of \(window.traceName) resigned by endEditing(true) on \(traceName)")
        (view as? any TextEditingView)?.finishEditing()
        return true
    }
}
