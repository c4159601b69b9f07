import Foundation

// UIView's keyframe animations (R-L3), as UIKit declares them: `animateKeyframes` around blocks
// that `addKeyframe` places within the animation's time.

extension UIView {
    /// UIKit's `UIView.KeyframeAnimationOptions`, by its raw values. Honoured: user interaction,
    /// beginning from the current state, and the linear and discrete calculation modes (paced and
    /// cubic ones animate as linear).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var isDiscrete: Bool { (rawValue >> 10) & 7 == 1 }
    }

    /// Animates the changes the `addKeyframe` blocks inside `animations` make, each over its part
    /// of `duration` (after `delay`), one after another for a property several of them change. As
    /// with `animate`, the model takes the final values at once; changes made in `animations`
    /// outside any keyframe take the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: (@MainActor (Bool) -> Void)? = nil) {
        let animator = UIApplication.shared.viewAnimator
        let outer = (animationRecorder, animator.recordsKeyframes, animator.keyframeWindow, animator.discreteKeyframes)
        animationRecorder = animator
        animator.recordsKeyframes = true
        animator.keyframeWindow = nil
        animator.discreteKeyframes = options.isDiscrete
        defer { (animationRecorder, animator.recordsKeyframes, animator.keyframeWindow, animator.discreteKeyframes) = outer }
        let shared = AnimationOptions(rawValue: options.rawValue & (AnimationOptions.allowUserInteraction.rawValue
                                                                    | AnimationOptions.beginFromCurrentState.rawValue))
        animator.animate(duration: duration, delay: delay, options: shared.union(.curveLinear), animations: animations,
                         completion: completion)
    }

    /// Inside `animateKeyframes`: the changes `animations` makes run from `frameStartTime` for
    /// `frameDuration`, both fractions (0…1) of the whole animation. Outside one, `animations`
    /// simply runs.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        let animator = UIApplication.shared.viewAnimator
        guard animator.recordsKeyframes, animationRecorder === animator else { return animations() }
        func fraction(_ value: Double) -> CGFloat { value.isFinite ? CGFloat(min(max(value, 0), 1)) : 0 }
        let start = fraction(frameStartTime)
        let outer = animator.keyframeWindow
        animator.keyframeWindow = ViewAnimator.KeyframeWindow(start: start, duration: min(fraction(frameDuration), 1 - start))
        defer { animator.keyframeWindow = outer }
        animations()
    }
}
