import Foundation

/// The frame rates an animation or display link would like (iOS 15). Kept for source
/// compatibility: XResponder draws at the display's rate.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
