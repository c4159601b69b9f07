import Foundation

/// Insets whose horizontal sides follow the layout direction: `leading` is the left in
/// left-to-right layouts and the right in right-to-left ones.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    /// Side by side sums (nil adds nothing).
    func adding(_ other: UIEdgeInsets?) -> UIEdgeInsets {
        guard let other else { return self }
        return UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// Side by side differences, never below zero.
    func subtracting(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(0, top - other.top), left: max(0, left - other.left),
                     bottom: max(0, bottom - other.bottom), right: max(0, right - other.right))
    }

    /// The physical insets of `directional` in `direction`.
    init(_ directional: NSDirectionalEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: directional.top, left: rtl ? directional.trailing : directional.leading,
                  bottom: directional.bottom, right: rtl ? directional.leading : directional.trailing)
    }
}

extension NSDirectionalEdgeInsets {
    init(_ insets: UIEdgeInsets, direction: UIUserInterfaceLayoutDirection) {
        let rtl = direction == .rightToLeft
        self.init(top: insets.top, leading: rtl ? insets.right : insets.left,
                  bottom: insets.bottom, trailing: rtl ? insets.left : insets.right)
    }
}
