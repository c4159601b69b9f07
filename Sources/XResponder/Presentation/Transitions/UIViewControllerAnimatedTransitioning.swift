import Foundation

/// An object that animates one transition between controllers (R-BR2), handed out by a
/// `transitioningDelegate`, a navigation controller's or a tab bar controller's delegate.
/// `animateTransition(using:)` puts the arriving view in the context's container, animates, and
/// calls `completeTransition(_:)`. One that never calls it is timed out: the transition completes
/// a few seconds after its duration, with a message on standard error, so the window never stays
/// frozen beneath it.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// An animator an interaction controller can scrub, pause and continue (optional in UIKit).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Told after `completeTransition(_:)` (optional in UIKit).
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    /// Not implemented by the animator: the library scrubs the blocks `animateTransition(using:)`
    /// starts instead (see `UIPercentDrivenInteractiveTransition`).
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
}

/// The answer of an animator that has no interruptible animator of its own (Objective-C's
/// unimplemented optional method, which Swift on Linux cannot express): recognised and skipped.
@MainActor
final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
    var state: UIViewAnimatingState { .inactive }
    var isRunning: Bool { false }
    var isReversed = false
    var fractionComplete: CGFloat = 0
    func startAnimation() {}
    func startAnimation(afterDelay delay: TimeInterval) {}
    func pauseAnimation() {}
    func stopAnimation(_ withoutFinishing: Bool) {}
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
    func addAnimations(_ animation: @escaping () -> Void) {}
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {}
}
