import Foundation

/// How an animation's progress follows time: a cubic Bézier curve, or a damped spring.
enum AnimationTiming {
    case curve(TimingCurve)
    /// UIKit's spring: `dampingRatio` (1 settles without overshoot, less oscillates) and the initial
    /// velocity in "whole distances per second", settled by the animation's duration.
    case spring(dampingRatio: CGFloat, initialVelocity: CGFloat)

    /// The progress (0 at the start, 1 at the end; a spring overshoots in between) at linear
    /// time `t` (0…1) of an animation lasting `duration` seconds.
    func progress(_ t: CGFloat, duration: TimeInterval) -> CGFloat {
        switch self {
        case .curve(let curve):
            return curve.apply(t)
        case .spring(let damping, let velocity):
            guard t < 1 else { return 1 }
            return 1 - Self.springDisplacement(seconds: t * CGFloat(max(duration, 1e-3)), duration: CGFloat(max(duration, 1e-3)),
                                               damping: damping, velocity: velocity)
        }
    }

    /// The distance still to go (1 at the start) of a unit-mass spring whose slowest motion decays
    /// to 1/1000 over `duration`: that is how UIKit fits a spring to the duration it is given.
    static func springDisplacement(seconds t: CGFloat, duration: CGFloat, damping: CGFloat, velocity: CGFloat) -> CGFloat {
        let zeta = min(max(damping.isFinite ? damping : 1, 0.05), 20)
        let v0 = velocity.isFinite ? min(max(velocity, -100), 100) : 0
        let settle = log(1000) / duration   // the decay rate of the slowest mode
        if zeta < 1 {
            let omega = settle / zeta
            let damped = omega * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * omega * t) * (cos(damped * t) + (zeta * omega - v0) / damped * sin(damped * t))
        }
        if zeta == 1 {
            let omega = settle
            return exp(-omega * t) * (1 + (omega - v0) * t)
        }
        // Overdamped: two real decay rates; the slower one is `settle`.
        let root = (zeta * zeta - 1).squareRoot()
        let omega = settle / (zeta - root)
        let r1 = -omega * (zeta - root), r2 = -omega * (zeta + root)
        let a = (-v0 - r2) / (r1 - r2)
        return a * exp(r1 * t) + (1 - a) * exp(r2 * t)
    }
}
