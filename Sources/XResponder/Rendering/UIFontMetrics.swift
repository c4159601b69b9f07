import Foundation

/// Scales a custom font or a length as a text style grows with the content size category
/// (R-BR3), as UIKit's does: a 20-point Avenir scaled for the body is 20 × body(category) /
/// body(.large) points. Fonts it makes follow later changes in a label, field or text view with
/// `adjustsFontForContentSizeCategory`.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    private let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` at the size this style grows it to in the trait collection's category (the
    /// application's without one), no larger than `maximumPointSize` when that is above 0. The
    /// font's size is taken as its size at `.large`, whatever category it was made in.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat,
                           compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let base = font.dynamicSource.flatMap { $0.scaledFrom ?? DynamicType.size(of: $0.style, in: .large) } ?? font.pointSize
        let source = DynamicType.Source(style: textStyle, scaledFrom: base,
                                        maximumPointSize: maximumPointSize > 0 && maximumPointSize.isFinite ? maximumPointSize : nil)
        let size = source.pointSize(in: DynamicType.category(of: traitCollection))
        return UIFont(family: SystemFace.family(font.familyName, resizedTo: size, tabularFigures: font.monospacedDigits), size: size,
                      weight: font.weight, italic: font.isItalic, dynamicSource: source, monospacedDigits: font.monospacedDigits)
    }

    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// A length (a spacing, an image's side) grown as this style's text is.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        let category = DynamicType.category(of: traitCollection)
        return value * DynamicType.size(of: textStyle, in: category) / DynamicType.size(of: textStyle, in: .large)
    }
}
