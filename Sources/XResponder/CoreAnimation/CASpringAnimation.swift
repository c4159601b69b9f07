import Foundation

/// A basic animation that moves as a damped spring (R-BR2): a mass on a spring of `stiffness`
/// with `damping`, starting at `initialVelocity` (whole distances per second towards the end).
/// Unlike `UIView`'s springs, it is not fitted to `duration`: it runs on the physics, and
/// `settlingDuration` says how long it takes to come to rest (set `duration` to it, as apps do).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    open var initialVelocity: CGFloat = 0
    /// Kept for source compatibility (iOS 17): overshoot is the same for every property here.
    open var allowsOverdamping = false

    public required init() { super.init() }

    /// iOS 17's perceptual parameters: how long the spring seems to take, and how much it bounces
    /// (0 none, up to 1; negative values overdamp).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = max(perceptualDuration.isFinite ? perceptualDuration : 0.5, 0.01)
        stiffness = pow(2 * .pi / CGFloat(duration), 2) * mass
        let b = min(max(bounce.isFinite ? bounce : 0, -1), 0.99)
        damping = b >= 0 ? 4 * .pi * (1 - b) / CGFloat(duration) * mass : 4 * .pi / (CGFloat(duration) * (1 + b)) * mass
        self.duration = settlingDuration
    }

    override func copyState(to copy: CAAnimation) {
        super.copyState(to: copy)
        guard let copy = copy as? CASpringAnimation else { return }
        copy.mass = mass; copy.stiffness = stiffness; copy.damping = damping; copy.initialVelocity = initialVelocity
        copy.allowsOverdamping = allowsOverdamping
    }

    /// How long the spring takes to stay within 0.1 % of the distance of its end.
    open var settlingDuration: CFTimeInterval {
        var last: CGFloat = 0
        var t: CGFloat = 0
        while t < 60 {
            if abs(remaining(at: t)) > 0.001 { last = t }
            t += 1.0 / 240
        }
        return Double(last + 1.0 / 240)
    }

    override func progress(at phase: Phase) -> CGFloat {
        1 - remaining(at: CGFloat(phase.seconds))
    }

    /// The distance still to go (1 at the start) after `t` seconds.
    func remaining(at t: CGFloat) -> CGFloat {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 100
        let c = damping.isFinite && damping >= 0 ? damping : 10
        let v0 = initialVelocity.isFinite ? initialVelocity : 0
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        if zeta < 1 {
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
        }
        if zeta == 1 { return exp(-omega * t) * (1 + (omega - v0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
}
