import Foundation

/// The background of a button configuration (and, later, of list cells): a fill, a corner radius
/// and an outline. Nil colours mean "the style's own" (a filled button's tint, say).
public struct UIBackgroundConfiguration: Equatable, Sendable {
    public var backgroundColor: UIColor?
    /// Used when the button's `cornerStyle` is `.fixed`.
    public var cornerRadius: CGFloat = 0
    public var strokeColor: UIColor?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero

    public init() {}

    /// No fill, no outline.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }
}
