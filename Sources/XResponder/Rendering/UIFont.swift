import CCairo
import Foundation

/// A font, drawn through Pango. `pointSize` is in points (the view coordinate unit).
public final class UIFont: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }

    /// A fontconfig family name ("Sans", "DejaVu Sans", "Monospace", …).
    public let familyName: String
    public let pointSize: CGFloat
    public let weight: Weight

    public init?(name fontName: String, size fontSize: CGFloat) {
        guard fontSize.isFinite, fontSize > 0 else { return nil }
        familyName = fontName
        pointSize = fontSize
        weight = .regular
    }

    private init(family: String, size: CGFloat, weight: Weight) {
        familyName = family
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
    }

    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(family: "Sans", size: fontSize, weight: weight)
    }

    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        UIFont(family: "Sans", size: fontSize, weight: .bold)
    }

    public static func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(family: "Monospace", size: fontSize, weight: weight)
    }

    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(family: familyName, size: fontSize, weight: weight) }

    /// A new `PangoFontDescription`; the caller frees it.
    func makePangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, familyName)
        // Absolute size: one Pango device unit is one point in our user space.
        pango_font_description_set_absolute_size(description, Double(pointSize) * Double(PANGO_SCALE))
        let pangoWeight: PangoWeight = weight.rawValue >= 0.4 ? PANGO_WEIGHT_BOLD
            : weight.rawValue >= 0.3 ? PANGO_WEIGHT_SEMIBOLD
            : weight.rawValue >= 0.2 ? PANGO_WEIGHT_MEDIUM : PANGO_WEIGHT_NORMAL
        pango_font_description_set_weight(description, pangoWeight)
        return description
    }

    /// The distance from the baseline to the top of the tallest glyphs (positive), from Pango's
    /// metrics for the font fontconfig picks.
    public var ascender: CGFloat { metrics.ascent }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative, as UIKit's).
    public var descender: CGFloat { -metrics.descent }
    /// The height of one line of text.
    public var lineHeight: CGFloat { metrics.ascent + metrics.descent }

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

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.familyName == rhs.familyName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(familyName)
        hasher.combine(pointSize)
        hasher.combine(weight)
    }
}

