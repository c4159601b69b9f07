import Foundation

/// A cubic Bézier timing curve: one of UIKit's four, or two control points of one's own.
@preconcurrency @MainActor
public final class UICubicTimingParameters: UITimingCurveProvider {
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint
    let curve: TimingCurve

    public init() {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        curve = .easeInOut
    }

    public init(animationCurve: UIView.AnimationCurve) {
        self.animationCurve = animationCurve
        curve = animationCurve.timingCurve
        let points: [UIView.AnimationCurve: (CGPoint, CGPoint)] = [
            .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1)), .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1)),
            .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1)), .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1)),
        ]
        (controlPoint1, controlPoint2) = points[animationCurve]!
    }

    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        curve = .custom(point1.x, point1.y, point2.x, point2.y)
    }

    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }
}
