import Foundation

/// A spring: damping ratio and initial velocity (the vector's length, in whole distances per
/// second), settled in the animator's duration as UIKit does.
@preconcurrency @MainActor
public final class UISpringTimingParameters: UITimingCurveProvider {
    public let dampingRatio: CGFloat
    public let initialVelocity: CGVector

    public init() { dampingRatio = 1; initialVelocity = CGVector(dx: 0, dy: 0) }

    public init(dampingRatio ratio: CGFloat) { dampingRatio = ratio; initialVelocity = CGVector(dx: 0, dy: 0) }

    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        dampingRatio = ratio
        initialVelocity = velocity
    }

    /// A spring from its physics: stiffness and damping for `mass`, as a damping ratio.
    public convenience init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        let critical = 2 * (max(mass, 1e-6) * max(stiffness, 1e-6)).squareRoot()
        self.init(dampingRatio: damping / critical, initialVelocity: velocity)
    }

    var timing: AnimationTiming {
        .spring(dampingRatio: dampingRatio, initialVelocity: (initialVelocity.dx * initialVelocity.dx + initialVelocity.dy * initialVelocity.dy).squareRoot()
            * (initialVelocity.dx + initialVelocity.dy < 0 ? -1 : 1))
    }

    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
