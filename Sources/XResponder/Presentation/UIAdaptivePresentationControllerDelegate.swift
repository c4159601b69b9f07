import Foundation

/// UIKit's presentation delegate; every method is optional (defaults below). A style of
/// `.automatic` from the adaptation methods (the default) means the system's choice.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Asked before a user's dismissal (a click outside the sheet); false keeps it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// After a user's dismissal only, not after `dismiss(animated:)` in code, as in UIKit.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss a presentation that may not be (`isModalInPresentation`, or the
    /// delegate said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
