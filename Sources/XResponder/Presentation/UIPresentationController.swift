import Foundation

/// The object that manages one presentation (iOS 8), as apps meet it: `presentationController`,
/// its `delegate` (adapting the style, and hearing a user's dismissal: a click outside a sheet or
/// popover, UIKit's swipe), the controllers and the container view. `UIPopoverPresentationController`
/// places a popover at its source; `UISheetPresentationController` sizes a sheet by its detents.
///
/// Not yet (R-BR2): subclasses that lay out and animate their own presentations through a
/// `transitioningDelegate`; the library's own presentation runs whatever class this is.
@preconcurrency @MainActor
open class UIPresentationController {
    /// Unowned: the presented controller owns this object (`presentationController`), so a strong
    /// reference back would keep both alive for ever.
    public unowned let presentedViewController: UIViewController
    /// Weak: the presenter owns the presented controller, which owns this.
    public private(set) weak var presentingViewController: UIViewController?
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view holding the presentation while it shows.
    open var containerView: UIView? { presentedViewController.presentationContainer }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    open var frameOfPresentedViewInContainerView: CGRect {
        presentedViewController.presentedFrame(in: containerView?.bounds ?? .zero)
    }

    /// The style the presentation shows with, once it began (the requested one, or its adaptation).
    var shownStyle: UIModalPresentationStyle?

    /// The presenter changed (the presentation began).
    func presentationWillBegin(from presenter: UIViewController) { presentingViewController = presenter }

    /// The style to show with: the delegate's adaptation in a horizontally compact window (UIKit
    /// adapts popovers and sheets there), else the requested one.
    func adaptedStyle(in window: UIWindow) -> UIModalPresentationStyle {
        let requested = presentedViewController.modalPresentationStyle
        guard window.sizeClasses.horizontal == .compact, let delegate else { return requested }
        let adapted = delegate.adaptivePresentationStyle(for: self, traitCollection: window.traitCollection)
        return adapted == .automatic ? requested : adapted == .none ? requested : adapted
    }

    /// A click outside asks to dismiss (UIKit's swipe): the delegate may refuse, as may
    /// `isModalInPresentation`; then it hears the attempt. Answers whether it dismissed.
    @discardableResult
    func userAskedToDismiss() -> Bool {
        let presented = presentedViewController
        guard !presented.isModalInPresentation, delegate?.presentationControllerShouldDismiss(self) ?? true else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
            return false
        }
        delegate?.presentationControllerWillDismiss(self)
        presented.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.presentationControllerDidDismiss(self)
        }
        return true
    }
}
