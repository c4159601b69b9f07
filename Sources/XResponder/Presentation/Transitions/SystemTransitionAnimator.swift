import Foundation

/// The library's own animator for presentations, dismissals, pushes and pops: the containers
/// describe where views start (`prepare`, run without animation) and end (`animations`); this runs
/// the one into the other over `duration`, or at once when the transition is not animated. Going
/// through the same transition machinery as an app's animator means a system transition can be
/// driven interactively and has a coordinator for `animate(alongsideTransition:)`.
@MainActor
final class SystemTransitionAnimator: UIViewControllerAnimatedTransitioning {
    private let duration: TimeInterval
    private let options: UIView.AnimationOptions
    private let prepare: @MainActor () -> Void
    private let animations: @MainActor () -> Void

    init(duration: TimeInterval, options: UIView.AnimationOptions, prepare: @escaping @MainActor () -> Void,
         animations: @escaping @MainActor () -> Void) {
        self.duration = duration
        self.options = options
        self.prepare = prepare
        self.animations = animations
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        transitionContext?.isAnimated == false ? 0 : duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard transitionContext.isAnimated, duration > 0, UIView.areAnimationsEnabled else {
            UIView.performWithoutAnimation(animations)
            transitionContext.completeTransition(true)
            return
        }
        UIView.performWithoutAnimation(prepare)
        // Driven by a finger, the views follow it one to one (UIKit's interactive pop is linear);
        // the curve is the two bits `curveLinear` sets.
        let options = transitionContext.isInteractive ? options.subtracting(.curveLinear).union(.curveLinear) : options
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}
