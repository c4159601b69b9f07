import Foundation

/// A list row's content as a value (iOS 14): text, secondary text and an image, with their
/// properties. Give it to a cell's `contentConfiguration`; `cell.defaultContentConfiguration()`
/// starts from the cell's style.
public struct UIListContentConfiguration: Sendable {
    /// How a list cell's text or secondary text is drawn: font, colour, lines, alignment, transform.
    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        /// 0: as many lines as the text needs (UIKit's default: apps set 1 to keep a row to one line).
        public var numberOfLines = 0
        public var alignment: NSTextAlignment = .natural
        /// Whether a Dynamic Type font follows the reader's text size (true, as in UIKit).
        public var adjustsFontForContentSizeCategory = true

        /// The colour the text is drawn in.
        public func resolvedColor() -> UIColor { color }
    }

    /// How a list cell's image is drawn: tint, size limits, corner radius, symbol configuration.
    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var maximumSize: CGSize = .zero
        /// The size and scale a symbol image is drawn at.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Room kept for the image whether or not it is that size, so rows line up.
        public var reservedLayoutSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
        public var accessibilityIgnoresInvertColors = false

        /// The colour a template image is drawn in: its tint, else the view's `tintColor`.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor { self.tintColor ?? tintColor }
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties: TextProperties
    public var secondaryTextProperties: TextProperties
    public var imageProperties = ImageProperties()
    /// The secondary text beside the text (value cells) instead of below it.
    public var prefersSideBySideTextAndSecondaryText = false
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    /// The room between the text and the secondary text side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// The axes along which the content keeps the cell's own layout margins (both, as in UIKit;
    /// the margins used here are `directionalLayoutMargins` either way).
    public var axesPreservingSuperviewLayoutMargins: UIAxis = .both
    public var imageToTextPadding: CGFloat = 16

    init(secondaryFont: UIFont, sideBySide: Bool) {
        textProperties = TextProperties(font: .preferredFont(forTextStyle: .body), color: .label)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: .secondaryLabel)
        prefersSideBySideTextAndSecondaryText = sideBySide
    }

    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
    }

    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
    }

    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .body), sideBySide: true)
    }

    /// A plain table's section header: bold, on the grouped background.
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
        configuration.textProperties.font = .boldSystemFont(ofSize: 17)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return configuration
    }

    /// A grouped table's section header: small capitals in the secondary colour.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(secondaryFont: .preferredFont(forTextStyle: .subheadline), sideBySide: false)
        configuration.textProperties.font = .preferredFont(forTextStyle: .footnote)
        configuration.textProperties.color = .secondaryLabel
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16)
        return configuration
    }
}

extension UIListContentConfiguration.TextProperties {
    /// The font to show in `category`: a configuration made before the text size changed still
    /// shows at the new size when it adjusts.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        adjustsFontForContentSizeCategory ? font.adjusted(to: category) : font
    }
}
