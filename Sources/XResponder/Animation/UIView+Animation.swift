import Foundation

// UIView.animate (R-L3): frame, center, bounds, alpha, transform and backgroundColor, on the
// application's clock. See ViewAnimator for how the model and the drawing differ meanwhile.

extension UIView {
    /// The four standard timing curves, by UIKit's values.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3

        var timingCurve: TimingCurve {
            switch self {
            case .easeInOut: .easeInOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }

    /// UIKit's `UIView.AnimationOptions` (the parts XResponder honours).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Touches reach the animated views during the animation (without it they pass them by).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is drawn now when the property is already animating.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// The timing curve these options name.
        var curve: TimingCurve {
            switch (rawValue >> 16) & 3 {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            default: return .easeInOut
            }
        }
    }

    /// The recorder of the animations block being run, if any (checked by the animatable setters).
    static var animationRecorder: ViewAnimator? {
        get { areAnimationsEnabled ? recorderStorage : nil }
        set { recorderStorage = newValue }
    }
    private static var recorderStorage: ViewAnimator?

    /// Whether animation blocks animate (UIKit's switch; off, their changes take effect at once and
    /// completions run with true).
    public private(set) static var areAnimationsEnabled = true

    public class func setAnimationsEnabled(_ enabled: Bool) { areAnimationsEnabled = enabled }

    /// Animates the changes `animations` makes to frame, center, bounds, alpha, transform and
    /// backgroundColor. The model takes the new values at once (read them back, hit-test with them);
    /// the drawing follows over `duration` seconds after `delay`. `completion` gets true when the
    /// animation ran to its end, false when a later animation of the same property replaced it.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        let animator = UIApplication.shared.viewAnimator
        let outer = (animationRecorder, animator.recordsKeyframes)
        animationRecorder = animator
        animator.recordsKeyframes = false   // a block nested in a keyframe animation is its own
        defer { (animationRecorder, animator.recordsKeyframes) = outer }
        animator.animate(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// A spring (R-AP3): `dampingRatio` 1 settles without overshoot, less oscillates; `velocity` is
    /// the initial speed in whole distances per second. The spring settles in `duration`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: (@MainActor (Bool) -> Void)? = nil) {
        let animator = UIApplication.shared.viewAnimator
        let outer = (animationRecorder, animator.recordsKeyframes)
        animationRecorder = animator
        animator.recordsKeyframes = false   // a block nested in a keyframe animation is its own
        defer { (animationRecorder, animator.recordsKeyframes) = outer }
        animator.animate(duration: duration, delay: delay, options: options,
                         timing: .spring(dampingRatio: dampingRatio, initialVelocity: velocity), animations: animations,
                         completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: (@MainActor (Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// Runs `actionsWithoutAnimation` with no animation, even inside an animations block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let outer = animationRecorder
        animationRecorder = nil
        defer { animationRecorder = outer }
        actionsWithoutAnimation()
    }
}

/// Timing curves: cubic Béziers with Core Animation's control points.
enum TimingCurve: Equatable {
    case linear, easeIn, easeOut, easeInOut
    /// A curve of one's own (`UICubicTimingParameters(controlPoint1:controlPoint2:)`).
    case custom(CGFloat, CGFloat, CGFloat, CGFloat)

    private var controlPoints: (CGFloat, CGFloat, CGFloat, CGFloat) {
        switch self {
        case .linear: return (0, 0, 1, 1)
        case .easeIn: return (0.42, 0, 1, 1)
        case .easeOut: return (0, 0, 0.58, 1)
        case .easeInOut: return (0.42, 0, 0.58, 1)
        case .custom(let x1, let y1, let x2, let y2): return (min(max(x1, 0), 1), y1, min(max(x2, 0), 1), y2)
        }
    }

    /// The eased progress at linear time `t` (0…1): solve x(s) = t for the Bézier parameter by
    /// bisection, then return y(s).
    func apply(_ t: CGFloat) -> CGFloat {
        guard self != .linear else { return t }
        let (x1, y1, x2, y2) = controlPoints
        func bezier(_ s: CGFloat, _ a: CGFloat, _ b: CGFloat) -> CGFloat {
            let u = 1 - s
            return 3 * u * u * s * a + 3 * u * s * s * b + s * s * s
        }
        var low: CGFloat = 0, high: CGFloat = 1
        for _ in 0..<30 {
            let middle = (low + high) / 2
            if bezier(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return bezier((low + high) / 2, y1, y2)
    }
}
