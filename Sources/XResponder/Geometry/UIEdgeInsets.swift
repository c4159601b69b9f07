import Foundation

/// Insets for each edge of a rectangle, as in UIKit: positive values shrink the rectangle.
public struct UIEdgeInsets: Equatable, Sendable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public static let zero = UIEdgeInsets()

    /// Non-finite insets would poison every offset computed from them (R-H8); they count as zero.
    var finite: UIEdgeInsets {
        func clean(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        return UIEdgeInsets(top: clean(top), left: clean(left), bottom: clean(bottom), right: clean(right))
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}
