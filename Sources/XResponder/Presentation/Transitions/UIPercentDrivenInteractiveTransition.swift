import Foundation

/// Drives a transition's animator by hand (R-BR2): a gesture calls `update(_:)` with how far along
/// it is, then `finish()` or `cancel()`, and the animation runs on from there to the end or back
/// to the start. Handed out by `interactionControllerForPresentation(using:)`,
/// `interactionControllerForDismissal(using:)` or a navigation controller's delegate.
///
/// How it scrubs: an animator with an interruptible animator of its own is paused and scrubbed
/// through it; otherwise the animations `animateTransition(using:)` begins — `UIView.animate`
/// blocks and property animators — are captured and scrubbed together (`TransitionCapture`), as
/// UIKit scrubs them by pausing the container's layer time. After `finish()` or `cancel()` the rest
/// runs along `completionCurve` (or `timingCurve`) from where it is shown, `completionSpeed` times
/// as fast as the animation's own pace (0.5: twice as long).
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration, once it started.
    open private(set) var duration: CGFloat = 0
    open private(set) var percentComplete: CGFloat = 0
    open var completionSpeed: CGFloat = 1
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    open var timingCurve: UITimingCurveProvider?
    open var wantsInteractiveStart = true

    /// Weak: the transition's controllers hold it while it runs.
    private weak var context: (any UIViewControllerContextTransitioning)?
    private var scrubbed: [any UIViewAnimating] = []
    /// Alongside blocks given after the interaction began, each on a driver of its own covering
    /// what was left of the transition then: the animation, and the progress it starts at.
    private var late: [(animation: UIViewPropertyAnimator, from: CGFloat)] = []

    /// Whether the interaction holds the transition's animations (until finished or cancelled).
    var isScrubbing: Bool { !scrubbed.isEmpty }

    public override init() { super.init() }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        scrubbed = []
        guard let transition = transitionContext as? ControllerTransition, let animator = transition.animator else { return }
        duration = CGFloat(transition.transitionDuration)
        let interruptible = animator.interruptibleAnimator(using: transitionContext)
        let ownAnimator = interruptible is NoInterruptibleAnimator ? nil : interruptible
        // What starts now is captured onto a paused driver: the animator's blocks, or, when it
        // has an interruptible animator of its own (paused and scrubbed itself), the alongside ones.
        ownAnimator?.pauseAnimation()
        let capture = TransitionCapture(duration: transition.transitionDuration)
        capture.capturing { if ownAnimator == nil { transition.startAnimations() } else { transition.markAnimationsStarted() } }
        capture.driver.pauseAnimation()
        scrubbed = (ownAnimator.map { [$0] } ?? []) + (capture.scrubbed as [any UIViewAnimating])
        apply(percentComplete)
    }

    /// Moves the transition to `percentComplete` (0…1) of the way.
    open func update(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
        apply(self.percentComplete)
        context?.updateInteractiveTransition(self.percentComplete)
    }

    /// Holds the transition where it is (it stays interactive).
    open func pause() {
        for animation in scrubbed where animation.isRunning { animation.pauseAnimation() }
        context?.pauseInteractiveTransition()
    }

    /// Runs the rest of the transition back to the start; the animator's completion then reports
    /// it cancelled (`transitionWasCancelled`).
    open func cancel() {
        context?.cancelInteractiveTransition()
        run(reversed: true)
    }

    /// Runs the rest of the transition to its end.
    open func finish() {
        context?.finishInteractiveTransition()
        run(reversed: false)
    }

    private func apply(_ fraction: CGFloat) {
        for animation in scrubbed where animation.state != .stopped { animation.fractionComplete = fraction }
        for (animation, from) in late where animation.state != .stopped {
            animation.fractionComplete = from < 1 ? min(max((fraction - from) / (1 - from), 0), 1) : 1
        }
    }

    /// An alongside block given while the interaction holds the transition: its animations are
    /// captured on a paused driver of their own and scrubbed with the rest, from where the
    /// transition stands now to its end (cancelled, back to where they began).
    func scrubAlongside(_ animations: @escaping () -> Void) {
        let from = percentComplete
        let capture = TransitionCapture(duration: max(0.01, TimeInterval(duration * (1 - from))))
        capture.capturing {
            UIView.animate(withDuration: capture.driver.duration, delay: 0, options: [.curveEaseInOut], animations: animations)
        }
        capture.driver.pauseAnimation()
        for animation in capture.scrubbed {
            animation.pauseAnimation()
            late.append((animation, from))
        }
        apply(percentComplete)
    }

    private func run(reversed: Bool) {
        let running = scrubbed + late.map(\.animation)
        scrubbed = []
        late = []
        let factor = completionSpeed.isFinite && completionSpeed > 0 ? 1 / completionSpeed : 1
        let curve = timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
        for animation in running where animation.state == .active {
            animation.isReversed = reversed
            if let animator = animation as? UIViewPropertyAnimator {
                animator.continueAnimation(withTimingParameters: curve, durationFactor: factor)
            } else {
                animation.startAnimation()
            }
        }
    }
}
