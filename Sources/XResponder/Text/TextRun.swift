import CCairo
import CPango
import Foundation

/// A stretch of attributed text with the attributes Pango can draw (R-AP3), in UTF-16 offsets of
/// the whole text. Made from an `NSAttributedString`; turned into Pango attributes by the layout.
struct TextRun: Equatable {
    var range: NSRange
    var font: UIFont?
    var color: UIColor?
    var background: UIColor?
    var underline: NSUnderlineStyle = []
    var underlineColor: UIColor?
    var strikethrough: NSUnderlineStyle = []
    var kern: CGFloat = 0
    var baselineOffset: CGFloat = 0

    /// The runs of `string` (only those that set something); the paragraph style of its first
    /// character, which the whole layout takes.
    static func runs(of string: NSAttributedString) -> (runs: [TextRun], paragraph: NSParagraphStyle?) {
        var runs: [TextRun] = []
        var paragraph: NSParagraphStyle?
        let whole = NSRange(location: 0, length: string.length)
        string.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? NSParagraphStyle }
            var run = TextRun(range: range)
            run.font = attributes[.font] as? UIFont
            run.color = attributes[.foregroundColor] as? UIColor
            run.background = attributes[.backgroundColor] as? UIColor
            run.underline = Self.style(attributes[.underlineStyle])
            run.underlineColor = attributes[.underlineColor] as? UIColor
            run.strikethrough = Self.style(attributes[.strikethroughStyle])
            run.kern = Self.number(attributes[.kern]) ?? 0
            run.baselineOffset = Self.number(attributes[.baselineOffset]) ?? 0
            if attributes[.link] != nil {
                run.color = run.color ?? .link
                if run.underline.isEmpty { run.underline = .single }
            }
            if run != TextRun(range: range) { runs.append(run) }
        }
        return (runs, paragraph)
    }

    /// The run's attributes by UIKit's keys: what `runs(of:)` read, written back.
    var attributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font { attributes[.font] = font }
        if let color { attributes[.foregroundColor] = color }
        if let background { attributes[.backgroundColor] = background }
        if !underline.isEmpty { attributes[.underlineStyle] = underline.rawValue }
        if let underlineColor { attributes[.underlineColor] = underlineColor }
        if !strikethrough.isEmpty { attributes[.strikethroughStyle] = strikethrough.rawValue }
        if kern != 0 { attributes[.kern] = kern }
        if baselineOffset != 0 { attributes[.baselineOffset] = baselineOffset }
        return attributes
    }

    private static func style(_ value: Any?) -> NSUnderlineStyle {
        if let style = value as? NSUnderlineStyle { return style }
        if let raw = value as? Int { return NSUnderlineStyle(rawValue: raw) }
        if let number = value as? NSNumber { return NSUnderlineStyle(rawValue: number.intValue) }
        return []
    }

    private static func number(_ value: Any?) -> CGFloat? {
        if let value = value as? CGFloat { return value }
        if let value = value as? Double { return CGFloat(value) }
        if let value = value as? Int { return CGFloat(value) }
        if let value = value as? NSNumber { return CGFloat(value.doubleValue) }
        return nil
    }

    /// Points as Pango units, clamped to ±10,000 points (a huge kern must not trap the conversion).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32((min(max(points, -10_000), 10_000) * CGFloat(PANGO_SCALE)).rounded())
    }

    /// Adds this run's Pango attributes for the bytes `start..<end` to `list`. Colours resolve
    /// against the current traits (the layout is made again when they change).
    func addAttributes(to list: OpaquePointer, start: UInt32, end: UInt32) {
        let range = PangoAttributeRange(list: list, start: start, end: end)
        func channel(_ value: CGFloat) -> UInt16 { UInt16((min(max(value.isFinite ? value : 0, 0), 1) * 65_535).rounded()) }
        if let font {
            let description = font.makePangoDescription()
            range.insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            font.addSettingAttributes(to: range)
        }
        if let color = color?.cgColor {
            range.insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
            if color.alpha < 1 { range.insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha)))) }
        }
        if let color = background?.cgColor, color.alpha > 0 {
            range.insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
            if color.alpha < 1 { range.insert(pango_attr_background_alpha_new(max(1, channel(color.alpha)))) }
        }
        if !underline.isEmpty {
            let kind = underline.contains(.double) && underline.rawValue & 0x08 != 0 ? PANGO_UNDERLINE_DOUBLE
                : underline.contains(.thick) ? PANGO_UNDERLINE_SINGLE_LINE : PANGO_UNDERLINE_SINGLE
            range.insert(pango_attr_underline_new(kind))
            if let color = underlineColor?.cgColor {
                range.insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
        }
        if !strikethrough.isEmpty { range.insert(pango_attr_strikethrough_new(1)) }
        if kern != 0, kern.isFinite { range.insert(pango_attr_letter_spacing_new(Self.pangoUnits(kern))) }
        if baselineOffset != 0, baselineOffset.isFinite {
            // Pango's rise is upwards, as UIKit's baseline offset.
            range.insert(pango_attr_rise_new(Self.pangoUnits(baselineOffset)))
        }
    }
}
