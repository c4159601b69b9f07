import Foundation

extension UIView {
    /// The controller a control's popover (a colour well's picker, a compact date picker's
    /// calendar) is presented from: the one whose view holds this view, or the window's root, then
    /// whatever that presents on top. Nil for a view in no window and no controller's view.
    var popoverPresenter: UIViewController? {
        var controller = nearestController ?? window?.rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }
}
