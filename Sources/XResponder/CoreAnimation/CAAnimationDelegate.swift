import Foundation

/// Hears when an animation starts and stops. Core Animation keeps its delegate strongly (unlike
/// most delegates), here too: the animation and its delegate live until it is removed.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    /// Called once, when the animation's active time begins (after any `beginTime` delay).
    func animationDidStart(_ anim: CAAnimation)
    /// Called once: `flag` is true when the animation ran to its end, false when it was removed
    /// first (`removeAnimation(forKey:)`, another animation added for its key, its layer gone).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
