import Foundation

/// A tap felt on impact (accepted, not felt: see `UIFeedbackGenerator`).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How strong an impact feels (a desktop has no haptics: it is accepted and ignored).
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() { self.init(style: .medium) }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}
