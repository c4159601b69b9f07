import Foundation

/// The object that manages one presentation (iOS 8), as apps meet it: `presentationController`,
/// its `delegate` (adapting the style, and hearing a user's dismissal: a click outside a sheet or
/// popover, UIKit's swipe), the controllers and the container view. `UIPopoverPresentationController`
/// places a popover at its source; `UISheetPresentationController` sizes a sheet by its detents.
///
/// A subclass an app hands out from its `transitioningDelegate` for `modalPresentationStyle =
/// .custom` lays the presentation out itself (R-BR2): `frameOfPresentedViewInContainerView`, a
/// `presentedView` of its own (wrapping the controller's), dimming views added in
/// `presentationTransitionWillBegin()` and animated through the presented controller's
/// `transitionCoordinator`, layout in `containerViewWillLayoutSubviews()`. Its container is clear
/// and a click on it does nothing unless the subclass says so; the presenter's view stays unless
/// `shouldRemovePresentersView`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
    /// Unowned: the presented controller owns this object (`presentationController`), so a strong
    /// reference back would keep both alive for ever.
    public unowned let presentedViewController: UIViewController
    /// The controller presenting: non-optional, as in UIKit (apps write
    /// `presentingViewController.transitionCoordinator`). The one given to the initializer or,
    /// once the presentation begins, the presenter; the presented controller's presenter while it
    /// is alive otherwise; the presented controller itself when none is known, rather than a trap.
    public var presentingViewController: UIViewController {
        presentingStorage ?? presentedViewController.presentingViewController ?? presentedViewController
    }
    /// Weak: the presenter owns the presented controller, which owns this.
    private weak var presentingStorage: UIViewController?
    public weak var delegate: UIAdaptivePresentationControllerDelegate?

    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        presentingStorage = presentingViewController
        super.init()
    }

    /// The view holding the presentation while it shows.
    open var containerView: UIView? { presentedViewController.presentationContainer }
    open var presentedView: UIView? { presentedViewController.viewIfLoaded }
    open var presentationStyle: UIModalPresentationStyle { presentedViewController.modalPresentationStyle }
    /// Where the presented view sits: for an app's own presentation controller the whole
    /// container (UIKit's base answer, which subclasses override); for the library's styles the
    /// sheet, card or popover frame.
    open var frameOfPresentedViewInContainerView: CGRect {
        if isSuppliedByApp { return containerView?.bounds ?? .zero }
        return presentedViewController.presentedFrame(in: containerView?.bounds ?? .zero)
    }

    /// Whether the presenter's view leaves the window once the presentation covers it (UIKit's
    /// answer for the base class is false; the full-screen styles remove it).
    open var shouldRemovePresentersView: Bool {
        isSuppliedByApp ? false : presentedViewController.modalPresentationStyle.coversPresenter
    }
    open var shouldPresentInFullscreen: Bool { true }
    open var adaptivePresentationStyle: UIModalPresentationStyle { presentationStyle }

    // What a subclass overrides to take part in its presentation's transitions and layout.
    open func presentationTransitionWillBegin() {}
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    open func dismissalTransitionWillBegin() {}
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    open func containerViewWillLayoutSubviews() {}
    open func containerViewDidLayoutSubviews() {}
    open func size(forChildContentContainer container: UIViewController, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }

    /// Set when the app's transitioning delegate made this object (or the style is `.custom`
    /// with a transitioning delegate): it lays the presentation out, not the library.
    var isSuppliedByApp = false

    /// The style the presentation shows with, once it began (the requested one, or its adaptation).
    var shownStyle: UIModalPresentationStyle?

    /// The presenter changed (the presentation began).
    func presentationWillBegin(from presenter: UIViewController) { presentingStorage = presenter }

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
