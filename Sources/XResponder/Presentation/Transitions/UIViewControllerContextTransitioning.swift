import Foundation

/// What an animator is handed for one transition (R-BR2): the container to animate in, the two
/// controllers and views, where each view starts and ends, and `completeTransition(_:)`, which the
/// animator must call when it is done. The library's context also serves as the transition's
/// coordinator (`transitionCoordinator`), as UIKit's does.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the arriving view must end up inside it.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }

    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Ends the transition: true when it went through, false when it was cancelled.
    func completeTransition(_ didComplete: Bool)

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view starts (`.zero` when the transition does not say).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must end (`.zero` when the transition does not say: it is removed).
    func finalFrame(for vc: UIViewController) -> CGRect
}
