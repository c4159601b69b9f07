import Foundation

// The motion of a scroll view along one axis, as closed-form curves of time so that a frame at any
// moment lands exactly where the curve says (the headless tests step them frame by frame, R-S3).
//
// - Deceleration is UIKit's: the velocity is multiplied by `decelerationRate` every millisecond
//   (.normal 0.998, .fast 0.99), so v(t) = v₀·r^(1000t) and the distance still to go is
//   v/(−1000·ln r) — about half a second's worth of the current speed at .normal.
// - Bounces and page snaps are a critically damped spring, x(t) = target + (c₁ + c₂t)·e^(−ωt): it
//   never oscillates, and it carries the velocity the motion had when it started.
// - Rubber-banding while dragging past an edge is UIKit's well-known curve
//   f(x, d) = (1 − 1/(0.55·x/d + 1))·d: the farther past the edge, the less the content follows.
// - Animated offsets (`setContentOffset(_:animated:)`, keys) ease out over 0.3 s.

enum ScrollPhysics {
    /// UIKit's rubber-band coefficient.
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far the content moves when the finger is `overshoot` points past the edge of a view
    /// `dimension` points long.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard overshoot > 0, dimension > 0, overshoot.isFinite else { return 0 }
        return (1 - 1 / (overshoot * rubberBandCoefficient / dimension + 1)) * dimension
    }

    /// The finger distance past the edge that shows the content `distance` points past it: the
    /// inverse of `rubberBand`, used when a drag starts while the content is still past an edge.
    static func inverseRubberBand(_ distance: CGFloat, dimension: CGFloat) -> CGFloat {
        guard distance > 0, dimension > 0, distance < dimension else { return distance >= dimension ? .greatestFiniteMagnitude : 0 }
        return dimension * (1 / (1 - distance / dimension) - 1) / rubberBandCoefficient
    }
}

/// UIKit's deceleration from `start` at `velocity` points per second.
struct DecelerationCurve {
    let start: CGFloat
    let velocity: CGFloat
    let rate: CGFloat

    /// 1000·ln(rate): negative for any rate below 1.
    private var k: CGFloat { 1000 * log(Self.validRate(rate)) }

    static func validRate(_ rate: CGFloat) -> CGFloat {
        rate.isFinite && rate > 0 && rate < 1 ? rate : 0.998
    }

    func position(at t: TimeInterval) -> CGFloat {
        start + velocity * (pow(Self.validRate(rate), 1000 * CGFloat(t)) - 1) / k
    }

    func velocity(at t: TimeInterval) -> CGFloat {
        velocity * pow(Self.validRate(rate), 1000 * CGFloat(t))
    }

    /// Where the motion comes to rest.
    var end: CGFloat { start - velocity / k }

    /// The velocity that comes to rest exactly `distance` points away (a changed target).
    static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
        -distance * 1000 * log(validRate(rate))
    }
}

/// A critically damped spring from `start` (moving at `velocity`) to `target`.
struct SpringCurve {
    let start: CGFloat
    let velocity: CGFloat
    let target: CGFloat
    let omega: CGFloat

    /// Bounce back from past an edge: settles in about half a second.
    static let bounceOmega: CGFloat = 11
    /// Snapping to a page: a little brisker.
    static let pagingOmega: CGFloat = 14

    private var c1: CGFloat { start - target }
    private var c2: CGFloat { velocity + omega * c1 }

    func position(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(t)
        return target + (c1 + c2 * t) * exp(-omega * t)
    }

    func velocity(at t: TimeInterval) -> CGFloat {
        let t = CGFloat(t)
        return (c2 - omega * (c1 + c2 * t)) * exp(-omega * t)
    }

    /// Close enough to rest that snapping to the target cannot be seen.
    func isSettled(at t: TimeInterval) -> Bool {
        abs(position(at: t) - target) < 0.5 && abs(velocity(at: t)) < 20
    }
}

/// An eased move over a fixed duration (animated offsets and zoom changes).
struct TimedCurve {
    let from: CGFloat
    let to: CGFloat
    let duration: TimeInterval

    static let standardDuration: TimeInterval = 0.3

    /// Ease-out cubic: fast at first, gentle at the end.
    func position(at t: TimeInterval) -> CGFloat {
        guard duration > 0 else { return to }
        let p = CGFloat(min(max(t / duration, 0), 1))
        let eased = 1 - pow(1 - p, 3)
        return from + (to - from) * eased
    }

    func isFinished(at t: TimeInterval) -> Bool { t >= duration }
}

/// What one axis of a scroll view is doing between frames.
enum AxisMotion {
    case idle
    /// Coasting after a fling, to `target` when the delegate chose one (nil: where it comes to rest).
    case decelerating(DecelerationCurve, since: TimeInterval, target: CGFloat?)
    case spring(SpringCurve, since: TimeInterval)
    case timed(TimedCurve, since: TimeInterval)

    var isIdle: Bool {
        if case .idle = self { return true }
        return false
    }

    /// The position at `now`, and the motion to use from then on (idle once it has arrived). A
    /// deceleration that runs past `range` turns into a bounce back to the edge when `bounces`, and
    /// stops at the edge otherwise.
    func step(from current: CGFloat, at now: TimeInterval, range: ClosedRange<CGFloat>,
              bounces: Bool) -> (position: CGFloat, next: AxisMotion) {
        switch self {
        case .idle:
            return (current, .idle)
        case .decelerating(let curve, let since, let target):
            let t = now - since
            let position = curve.position(at: t)
            if let target, abs(position - target) < 0.25 || abs(curve.end - position) < 0.25 {
                return (target, .idle)
            }
            if position < range.lowerBound || position > range.upperBound {
                let edge = position < range.lowerBound ? range.lowerBound : range.upperBound
                guard bounces else { return (edge, .idle) }
                let spring = SpringCurve(start: position, velocity: curve.velocity(at: t), target: edge,
                                         omega: SpringCurve.bounceOmega)
                return (position, .spring(spring, since: now))
            }
            if abs(curve.end - position) < 0.25 { return (curve.end, .idle) }
            return (position, self)
        case .spring(let curve, let since):
            let t = now - since
            if curve.isSettled(at: t) { return (curve.target, .idle) }
            return (curve.position(at: t), self)
        case .timed(let curve, let since):
            let t = now - since
            if curve.isFinished(at: t) { return (curve.to, .idle) }
            return (curve.position(at: t), self)
        }
    }
}
