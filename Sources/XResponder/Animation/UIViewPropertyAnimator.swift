import Foundation

/// An animation you hold and steer (R-AP3), as UIKit's `UIViewPropertyAnimator`: start, pause,
/// scrub (`fractionComplete`), reverse (`isReversed`), stop, and finish at the start, the end or
/// where it is. Animations can be added while it runs; completions get the position it ended at.
///
/// As with `UIView.animate`, the model takes the animations' end values when they are added; what
/// moves is the drawing. Ending at `.start` (a reversed run, or `finishAnimation(at: .start)`) puts
/// the model back to the start values; `.current` leaves it where the drawing is.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
    public let duration: TimeInterval
    public let timingParameters: UITimingCurveProvider?
    private let timing: AnimationTiming
    public private(set) var state: UIViewAnimatingState = .inactive
    public private(set) var isRunning = false
    /// Runs backwards from where it is towards the start.
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue else { return }
            rebase(wasReversed: oldValue)
        }
    }
    /// Interruptible animators can be paused and scrubbed while running (always, here).
    open var isInterruptible = true
    open var isUserInteractionEnabled = true
    /// When true, reaching the end pauses instead of finishing (it can be reversed from there).
    open var pausesOnCompletion = false
    /// While paused, `fractionComplete` maps linearly to the drawing (true, UIKit's default) or
    /// through the timing curve.
    open var scrubsLinearly = true
    open private(set) var delay: TimeInterval = 0

    private var pending: [(animations: () -> Void, delayFactor: CGFloat)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Linear time (0…1) at `runStart`; while paused, the fraction itself.
    private var baseFraction: CGFloat = 0
    private var runStart: TimeInterval = 0
    /// `continueAnimation`'s durationFactor: the rest runs as if the whole lasted this many times
    /// its duration.
    private var paceFactor: CGFloat = 1
    /// Set by `continueAnimation` with timing parameters: the rest eases from where the
    /// animation was shown, at `linear` time, to its end along `timing`.
    struct Continuation {
        let linear: CGFloat
        let timing: AnimationTiming
        /// The progress shown when it continued, for a group of timing `groupTiming`.
        func shownProgress(of groupTiming: AnimationTiming, duration: TimeInterval, scrubbedLinearly: Bool) -> CGFloat {
            scrubbedLinearly ? linear : groupTiming.progress(linear, duration: duration)
        }
    }
    private(set) var continuation: Continuation?
    private var animator: ViewAnimator { UIApplication.shared.viewAnimator }

    public init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        timingParameters = parameters
        if let spring = parameters.springTimingParameters {
            timing = spring.timing
        } else {
            timing = .curve(parameters.cubicTimingParameters?.curve ?? .easeInOut)
        }
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running (UIKit's replacement for `UIView.animate` with options).
    @discardableResult
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: UIView.AnimationOptions, animations: @escaping () -> Void,
                                              completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, timingParameters: UICubicTimingParameters(
            animationCurve: UIView.AnimationCurve(rawValue: Int(options.rawValue >> 16) & 3) ?? .easeInOut))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Animations and completions

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds animations that start `delayFactor` of the remaining duration late. Added to an
    /// active animator, they join it from where it is.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .inactive {
            pending.append((animation, delayFactor))
        } else {
            record(animation, delayFactor: delayFactor)
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    // MARK: Running

    open func startAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        // Started by an interactive transition's animator: it waits, paused, for the interaction.
        if let capture = animator.transitionCapture, capture.driver !== self {
            capture.adopt(self)
            return
        }
        guard !isRunning else { return }
        isRunning = true
        runStart = UIApplication.shared.clock.now
        animator.ensureTicking()
    }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = max(0, delay.isFinite ? delay : 0)
        startAnimation()
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        activateIfNeeded()
        guard isRunning else { return }
        baseFraction = linearFraction(at: UIApplication.shared.clock.now)
        isRunning = false
        animator.redraw(self)
    }

    /// How far along the animation is, 0…1 in time. Setting it (scrubbing) pauses a running one.
    open var fractionComplete: CGFloat {
        get { linearFraction(at: UIApplication.shared.clock.now) }
        set {
            guard state != .stopped, newValue.isFinite else { return }
            activateIfNeeded()
            if isRunning { pauseAnimation() }
            baseFraction = min(max(newValue, 0), 1)
            animator.redraw(self)
        }
    }

    /// Stops where it is. Without finishing, the model takes what is drawn and the animator is
    /// inactive with no completion; otherwise it waits, stopped, for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        baseFraction = linearFraction(at: UIApplication.shared.clock.now)
        isRunning = false
        if withoutFinishing {
            animator.finish(self, at: .current)
            state = .inactive
            animator.driverBecameInactive(self)
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator at `position` and runs its completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    /// Continues a paused animation: what is left runs as if the whole animation lasted
    /// `durationFactor` times its duration (0 keeps the pace) and, with `parameters`, eases from
    /// where it is shown to its end along their curve (UIKit blends the curves; here the new one
    /// takes over from the place shown).
    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else { return startAnimation() }
        if durationFactor.isFinite, durationFactor > 0 { paceFactor = durationFactor }
        if let parameters {
            let timing: AnimationTiming = parameters.springTimingParameters?.timing
                ?? .curve(parameters.cubicTimingParameters?.curve ?? .easeInOut)
            continuation = Continuation(linear: baseFraction, timing: timing)
        }
        startAnimation()
    }

    // MARK: For the view animator

    /// Linear time at `now`: paused, where it was left; running, moving with the clock (backwards
    /// when reversed).
    func linearFraction(at now: TimeInterval) -> CGFloat { linearFraction(at: now, reversed: isReversed) }

    private func linearFraction(at now: TimeInterval, reversed: Bool) -> CGFloat {
        guard isRunning else { return baseFraction }
        guard duration > 0 else { return reversed ? 0 : 1 }
        let elapsed = CGFloat(max(0, now - runStart - delay) / (duration * Double(paceFactor)))
        return min(max(reversed ? baseFraction - elapsed : baseFraction + elapsed, 0), 1)
    }

    func isFinished(at now: TimeInterval) -> Bool {
        guard isRunning else { return false }
        let fraction = linearFraction(at: now)
        return isReversed ? fraction <= 0 : fraction >= 1
    }

    /// The view animator ran every group of this animator to its end.
    func didFinishRunning() {
        let position: UIViewAnimatingPosition = isReversed ? .start : .end
        if pausesOnCompletion {
            baseFraction = isReversed ? 0 : 1
            isRunning = false
            return
        }
        finish(at: position)
    }

    // MARK: Helpers

    private func activateIfNeeded() {
        guard state == .inactive else { return }
        state = .active
        animator.driverBecameActive(self)
        baseFraction = 0
        for (animation, factor) in pending { record(animation, delayFactor: factor) }
        pending = []
    }

    private func record(_ animation: () -> Void, delayFactor: CGFloat) {
        let factor = min(max(delayFactor.isFinite ? delayFactor : 0, 0), 1)
        let outer = UIView.animationRecorder
        UIView.animationRecorder = animator
        defer { UIView.animationRecorder = outer }
        animator.animate(duration: duration, delay: TimeInterval(factor) * duration, options: [.allowUserInteraction],
                         timing: timing, driver: self, animations: animation, completion: nil)
    }

    /// Continues from the fraction reached, now in the other direction.
    private func rebase(wasReversed: Bool) {
        guard isRunning else { return }
        let now = UIApplication.shared.clock.now
        baseFraction = linearFraction(at: now, reversed: wasReversed)
        runStart = now
        delay = 0
    }

    private func finish(at position: UIViewAnimatingPosition) {
        isRunning = false
        state = .inactive
        animator.finish(self, at: position)
        animator.driverBecameInactive(self)
        let pendingCompletions = completions
        completions = []
        for completion in pendingCompletions { completion(position) }
    }
}
