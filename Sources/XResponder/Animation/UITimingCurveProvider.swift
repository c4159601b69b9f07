import Foundation

/// Timing for a property animator: a cubic curve or a spring.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}
