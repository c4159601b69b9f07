import Foundation

/// The reader's preferred text size (R-BR3). On the desktop it comes from the text scale the
/// desktop asks for (docs/appearance.md#dynamic-type-r-br3): at a scale of 1 it is `.large`, iOS's
/// default, at which `preferredFont(forTextStyle:)` gives its listed sizes.
///
/// Ordered as in UIKit: `.extraSmall < … < .extraExtraExtraLarge < .accessibilityMedium < … <
/// .accessibilityExtraExtraExtraLarge`; `.unspecified` sorts below every size.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Posted by the application when the preferred size changed while running; `userInfo`
    /// holds the new category under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Every size from smallest to largest (without `.unspecified`).
    static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The place in `ordered`; -1 for `.unspecified` and names UIKit does not have.
    var order: Int { Self.ordered.firstIndex(of: self) ?? -1 }

    /// The category whose body text is nearest to the default body scaled by `textScale` (the
    /// desktop's 1.25 is 21.25 points, `.extraExtraLarge`'s 21); half-way rounds up. A scale
    /// that is not a positive number is 1.
    static func nearest(toTextScale textScale: Double) -> UIContentSizeCategory {
        let scale = textScale.isFinite && textScale > 0 ? CGFloat(textScale) : 1
        let wanted = DynamicType.size(of: .body, in: .large) * scale
        var best = UIContentSizeCategory.large
        var bestDistance = CGFloat.infinity
        for category in ordered {
            let distance = abs(DynamicType.size(of: .body, in: category) - wanted)
            if distance <= bestDistance { best = category; bestDistance = distance }
        }
        return best
    }

    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }
}
