import Foundation

/// iOS's Dynamic Type sizes (R-BR3): the point size of each text style at each content size
/// category, as the Human Interface Guidelines list them for iOS 11 and later (every style grows
/// through the accessibility sizes), and how a font made from them follows a new category.
enum DynamicType {
    /// Sizes from `.extraSmall` to `.accessibilityExtraExtraExtraLarge`, in
    /// `UIContentSizeCategory.ordered`'s order. Pairs searched in order, not a dictionary: the
    /// first dictionary keyed by a type asks the Swift runtime, before the first frame, to search
    /// every conformance record in the program for its `Hashable` (issue #50).
    private static let table: [(style: UIFont.TextStyle, sizes: [CGFloat])] = [
        (.largeTitle, [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]),
        (.title1, [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]),
        (.title2, [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]),
        (.title3, [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]),
        (.headline, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.body, [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]),
        (.callout, [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]),
        (.subheadline, [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]),
        (.footnote, [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]),
        (.caption1, [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]),
        (.caption2, [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]),
    ]

    /// The size of `style` in `category`; `.unspecified` (and a name UIKit does not have) is the
    /// application's category, and a style UIKit does not have is sized as the body.
    static func size(of style: UIFont.TextStyle, in category: UIContentSizeCategory) -> CGFloat {
        let sizes = (table.first { $0.style == style } ?? table.first { $0.style == .body }!).sizes
        let order = category.order >= 0 ? category.order : max(DesktopAppearance.contentSizeCategory.order, 0)
        return sizes[order]
    }

    /// The weight iOS gives a style (the headline is semibold; every other style regular).
    static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
        style == .headline ? .semibold : .regular
    }

    /// The category a trait collection asks for: its own, else the application's.
    static func category(of traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category.order >= 0 else {
            return DesktopAppearance.contentSizeCategory
        }
        return category
    }

    /// What a font that follows Dynamic Type was made from, so that it can be made again for
    /// another category (`UIFont.adjusted(to:)`).
    struct Source: Hashable, Sendable {
        /// The text style whose growth the font follows.
        let style: UIFont.TextStyle
        /// For a font scaled by `UIFontMetrics`: its size at `.large` and the most it may grow
        /// to (nil: no limit). Nil for `preferredFont(forTextStyle:)`, whose size is the table's.
        let scaledFrom: CGFloat?
        let maximumPointSize: CGFloat?

        /// The size for `category`.
        func pointSize(in category: UIContentSizeCategory) -> CGFloat {
            let styled = DynamicType.size(of: style, in: category)
            guard let base = scaledFrom else { return styled }
            let scaled = base * styled / DynamicType.size(of: style, in: .large)
            guard let maximumPointSize, maximumPointSize > 0 else { return scaled }
            return min(scaled, maximumPointSize)
        }
    }
}
