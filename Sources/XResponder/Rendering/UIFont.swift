import CCairo
import CPango
import Foundation

/// A font, drawn through Pango (R-AP3). `pointSize` is in points (the view coordinate unit).
///
/// System fonts are drawn in `SystemFace`'s family (Inter when installed, else fontconfig's
/// "Sans"; "Monospace" for the monospaced one), with UIKit's nine weights and an italic style.
/// `UIFont(name:size:)` is failable as in UIKit: it answers fonts fontconfig has, by family or
/// PostScript-style name ("DejaVuSans-Bold"), and the iOS families apps name most often through a
/// documented table of stand-ins (docs/appearance.md); any other name gives nil.
public final class UIFont: Hashable, Sendable {
    /// A font's weight, from ultra light to black, as UIKit's CGFloat values.
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)
    }

    /// A fontconfig family name ("Inter", "Sans", "DejaVu Sans", "Monospace", …).
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight
    public let isItalic: Bool
    /// What the font was made from when it follows Dynamic Type (`preferredFont(forTextStyle:)`,
    /// `UIFontMetrics.scaledFont(for:)`); nil for a font of a fixed size.
    let dynamicSource: DynamicType.Source?
    /// Figures of one width (OpenType `tnum`), as `monospacedDigitSystemFont` asks.
    let monospacedDigits: Bool

    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize > 0, let resolved = FontCatalog.resolve(fontName) else { return nil }
        self.init(family: SystemFace.family(resolved.family, resizedTo: fontSize), size: fontSize, weight: resolved.weight,
                  italic: resolved.italic)
    }

    init(family: String, size: CGFloat, weight: Weight, italic: Bool = false, dynamicSource: DynamicType.Source? = nil,
         monospacedDigits: Bool = false) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        isItalic = italic
        self.dynamicSource = dynamicSource
        self.monospacedDigits = monospacedDigits
    }

    /// The letter spacing this font is set with, in points (R-BR5): the system face's published
    /// tracking for the size, as San Francisco's own is applied on iOS; 0 for other faces.
    var tracking: CGFloat { SystemFace.tracking(family: familyName, pointSize: pointSize) }

    /// "Family-Weight" or "Family-Italic", as UIKit's PostScript names read.
    public var fontName: String {
        let style = [weight == .regular ? "" : FontCatalog.weightName(weight), isItalic ? "Italic" : ""].joined()
        return style.isEmpty ? familyName : "\(familyName)-\(style)"
    }

    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: SystemFace.family(ofSize: fontSize), size: fontSize, weight: .regular)
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: SystemFace.family(ofSize: fontSize), size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: SystemFace.family(ofSize: fontSize), size: fontSize, weight: .bold)
    }

    public static func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: SystemFace.family(ofSize: fontSize), size: fontSize, weight: .regular, italic: true)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "Monospace", size: fontSize, weight: weight)
    }

    /// The system font with figures of one width (OpenType `tnum`; DejaVu Sans's are so already),
    /// so counters and clocks do not jiggle.
    public static func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: SystemFace.family(ofSize: fontSize, tabularFigures: true), size: fontSize, weight: weight,
               monospacedDigits: true)
    }

    /// The font of a text style at the application's content size category (R-BR3): the
    /// desktop's text scale picks it (docs/appearance.md#dynamic-type-r-br3). A label with
    /// `adjustsFontForContentSizeCategory` follows later changes.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the trait collection's content size category (the
    /// application's when it has none).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let source = DynamicType.Source(style: style, scaledFrom: nil, maximumPointSize: nil)
        let size = source.pointSize(in: DynamicType.category(of: traitCollection))
        return UIFont(family: SystemFace.family(ofSize: size), size: size,
                      weight: DynamicType.weight(of: style), dynamicSource: source)
    }

    /// This font as it is in `category`: a Dynamic Type font at that category's size, any other
    /// font itself.
    func adjusted(to category: UIContentSizeCategory) -> UIFont {
        guard let dynamicSource else { return self }
        let size = dynamicSource.pointSize(in: category)
        guard size != pointSize else { return self }
        return UIFont(family: SystemFace.family(familyName, resizedTo: size, tabularFigures: monospacedDigits), size: size,
                      weight: weight, italic: isItalic,
                      dynamicSource: dynamicSource, monospacedDigits: monospacedDigits)
    }

    public static var familyNames: [String] { FontCatalog.families.sorted() }

    public static func fontNames(forFamilyName familyName: String) -> [String] {
        FontCatalog.families.contains(familyName) ? [familyName, "\(familyName)-Bold", "\(familyName)-Italic"] : []
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(family: SystemFace.family(familyName, resizedTo: fontSize, tabularFigures: monospacedDigits), size: fontSize,
               weight: weight, italic: isItalic,
               monospacedDigits: monospacedDigits)
    }

    public var fontDescriptor: UIFontDescriptor {
        var traits: UIFontDescriptor.SymbolicTraits = []
        if weight.rawValue >= Weight.bold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if familyName == "Monospace" { traits.insert(.traitMonoSpace) }
        return UIFontDescriptor(family: familyName, size: pointSize, weight: weight, symbolicTraits: traits,
                                dynamicSource: dynamicSource)
    }

    /// A font of the descriptor. Size 0 keeps the descriptor's size and, for a Dynamic Type
    /// descriptor (`preferredFontDescriptor(withTextStyle:)`, bold or not), its following of the
    /// content size; any other size is fixed.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let bold = descriptor.symbolicTraits.contains(.traitBold)
        let weight = bold && descriptor.weight.rawValue < Weight.bold.rawValue ? .bold : descriptor.weight
        let keepsSize = !(pointSize > 0) || pointSize == descriptor.pointSize
        let size = keepsSize ? descriptor.pointSize : pointSize
        self.init(family: SystemFace.family(descriptor.familyName, resizedTo: size), size: size, weight: weight,
                  italic: descriptor.symbolicTraits.contains(.traitItalic),
                  dynamicSource: keepsSize ? descriptor.dynamicSource : nil)
    }

    /// A new `PangoFontDescription`; the caller frees it.
    func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        // Absolute size: one Pango device unit is one point in our user space.
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, FontCatalog.pangoWeight(weight))
        if isItalic { pango_font_description_set_style(description, PANGO_STYLE_ITALIC) }
        return description
    }

    /// Inserts over `range` what the font description cannot carry:
    /// the face's tracking (always, so a run's font replaces the paragraph's) and tabular figures.
    func addSettingAttributes(to range: PangoAttributeRange) {
        range.insert(pango_attr_letter_spacing_new(Int32((tracking * CGFloat(PANGO_SCALE)).rounded())))
        if monospacedDigits { range.insert(pango_attr_font_features_new("tnum")) }
    }

    /// Whether `addSettingAttributes` changes anything for a paragraph in this font.
    var hasSettingAttributes: Bool { tracking != 0 || monospacedDigits }

    /// The distance from the baseline to the top of the tallest glyphs (positive), from Pango's
    /// metrics for the font fontconfig picks.
    public var ascender: CGFloat { metrics.ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative, as UIKit's).
    public var descender: CGFloat { -metrics.descent }
    /// The height of one line of text.
    public var lineHeight: CGFloat { metrics.ascent + metrics.descent }
    /// Approximations from the ascent (Pango reports no cap or x height): 0.7 and 0.52 of it.
    public var capHeight: CGFloat { metrics.ascent * 0.7 }
    public var xHeight: CGFloat { metrics.ascent * 0.52 }
    public var leading: CGFloat { 0 }

    private var metrics: (ascent: CGFloat, descent: CGFloat) {
        guard let map = pango_cairo_font_map_get_default(), let context = pango_font_map_create_context(map) else {
            return (pointSize * 0.93, pointSize * 0.24)
        }
        defer { g_object_unref(UnsafeMutableRawPointer(context)) }
        let description = makePangoDescription()
        defer { pango_font_description_free(description) }
        guard let metrics = pango_context_get_metrics(context, description, nil) else {
            return (pointSize * 0.93, pointSize * 0.24)
        }
        defer { pango_font_metrics_unref(metrics) }
        return (CGFloat(pango_font_metrics_get_ascent(metrics)) / CGFloat(PANGO_SCALE),
                CGFloat(pango_font_metrics_get_descent(metrics)) / CGFloat(PANGO_SCALE))
    }

    /// Fonts that draw alike are equal, whether or not they follow Dynamic Type.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.isItalic == rhs.isItalic && lhs.monospacedDigits == rhs.monospacedDigits
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(monospacedDigits)
    }
}

extension UIFont {
    /// iOS's text styles; their sizes at each content size category are `DynamicType`'s.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    }
}
