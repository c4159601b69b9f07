import CCairo
import CPango
import Foundation

/// One Pango layout (R-TX4): shaping, bidirectional runs, fallback fonts, wrapping and
/// ellipsizing. A `TextLayout` is one of these for a label or a field, and one per paragraph for a
/// text view, so that an edit lays out one paragraph again instead of the whole text.
///
/// Offsets in and out are UTF-16 offsets of the *model* text this layout holds. Pango counts UTF-8
/// bytes; a masked layout (secure entry) shows one bullet per grapheme cluster. Both mappings live
/// here and nowhere else.
@MainActor
final class ParagraphLayout {
    typealias Style = TextLayout.Style

    /// Where a visual caret step ended: at a new offset, or off either logical end of this layout.
    enum VisualStep: Equatable {
        case moved(Int)
        case beforeStart
        case afterEnd
    }

    let text: String
    let style: Style
    /// The layout's logical size in points.
    let size: CGSize
    private let layout: OpaquePointer
    /// The string Pango lays out: the text, or one bullet per grapheme for a masked layout.
    private let displayText: String
    /// For each Unicode scalar boundary of `displayText`, its UTF-8 and UTF-16 offsets.
    private let scalarUTF8: [Int32]
    private let scalarUTF16: [Int32]
    /// Masked layouts: the model UTF-16 offset of every grapheme boundary (bullet k ↔ entry k).
    private let maskBoundaries: [Int]?
    /// When only the first lines are shown, how many.
    private let drawnLines: Int?

    init(text: String, style: Style) {
        self.text = text
        self.style = style
        if style.masked {
            var boundaries = [0]
            var offset = 0
            for character in text {
                offset += character.utf16.count
                boundaries.append(offset)
            }
            maskBoundaries = boundaries
            displayText = String(repeating: "\u{2022}", count: boundaries.count - 1)
        } else {
            maskBoundaries = nil
            displayText = text
        }
        var utf8: [Int32] = [0], utf16: [Int32] = [0]
        utf8.reserveCapacity(displayText.utf8.count + 1)
        utf16.reserveCapacity(displayText.utf8.count + 1)
        var bytes: Int32 = 0, units: Int32 = 0
        for scalar in displayText.unicodeScalars {
            bytes += Int32(UTF8.width(scalar))
            units += Int32(UTF16.width(scalar))
            utf8.append(bytes)
            utf16.append(units)
        }
        scalarUTF8 = utf8
        scalarUTF16 = utf16

        layout = pango_cairo_create_layout(ParagraphLayout.measuringContext)!
        let description = style.font.makePangoDescription()
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        pango_layout_set_text(layout, displayText, -1)
        // Attributes change sizes (a run's font, kern): set before anything is measured.
        Self.applyAttributes(to: layout, style: style, utf8: utf8, utf16: utf16, mask: maskBoundaries)
        if style.lineSpacing > 0, style.lineSpacing.isFinite {
            pango_layout_set_spacing(layout, TextRun.pangoUnits(style.lineSpacing))
        }
        if style.singleParagraph { pango_layout_set_single_paragraph_mode(layout, 1) }
        if let width = style.wrapWidth, width.isFinite, width > 0, style.lineBreakMode != .byClipping {
            // At most a million points: a larger width would overflow Pango's 32-bit units.
            pango_layout_set_width(layout, Int32((min(width, 1_000_000) * CGFloat(PANGO_SCALE)).rounded()))
            pango_layout_set_wrap(layout, style.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            // An ellipsis needs a line limit: Pango takes a negative height as a line count.
            if style.lineBreakMode.isTruncating, style.maximumLines > 0 {
                switch style.lineBreakMode {
                case .byTruncatingHead: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_START)
                case .byTruncatingMiddle: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_MIDDLE)
                default: pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
                }
                pango_layout_set_height(layout, Int32(-style.maximumLines))
            }
        }
        // Natural alignment follows the text's direction (Hebrew starts at the right), as Pango's
        // auto-dir does; left means left whatever the script.
        pango_layout_set_auto_dir(layout, style.alignment == .natural ? 1 : 0)
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified: pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        var width: Int32 = 0, height: Int32 = 0
        pango_layout_get_size(layout, &width, &height)
        lineCount = Int(pango_layout_get_line_count(layout))
        if style.maximumLines > 0, lineCount > style.maximumLines {
            // Wrapping modes show the first lines whole and drop the rest (UIKit's label does).
            drawnLines = style.maximumLines
            var top: Int32 = 0, bottom: Int32 = 0
            let iterator = pango_layout_get_iter(layout)!
            for _ in 1..<style.maximumLines { pango_layout_iter_next_line(iterator) }
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            pango_layout_iter_free(iterator)
            height = bottom
        } else {
            drawnLines = nil
        }
        var measuredWidth = CGFloat(width) / CGFloat(PANGO_SCALE)
        if pango_layout_is_ellipsized(layout) != 0, let wrapWidth = style.wrapWidth, wrapWidth.isFinite {
            // Pango fits an ellipsized line to the width before the font's negative tracking
            // trims the edges (R-BR5's Inter), so the line reports up to one tracking wider than
            // it was given; what is drawn fits, and the label is as wide as it was given.
            measuredWidth = min(measuredWidth, wrapWidth)
        }
        size = CGSize(width: measuredWidth, height: CGFloat(height) / CGFloat(PANGO_SCALE))
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// A Cairo context on a 1×1 surface, shared by everything that measures text (nothing is drawn
    /// into it). Layouts made on it are drawn unchanged on any surface, so positions do not move.
    static let measuringContext: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
        defer { cairo_surface_destroy(surface) }   // the context keeps its own reference
        return cairo_create(surface)!
    }()

    /// Whether an ellipsis replaced part of the text.
    var isEllipsized: Bool { pango_layout_is_ellipsized(layout) != 0 }

    /// The number of visual lines (an empty text has one). Kept: a text view reads it for every
    /// paragraph on every edit.
    let lineCount: Int

    // MARK: Offsets

    /// Display UTF-16 offset → Pango byte index.
    private func byteIndex(displayUTF16 offset: Int) -> Int32 {
        let scalar = Self.scalarIndex(in: scalarUTF16, for: Int32(offset))
        return scalarUTF8[scalar]
    }

    /// Pango byte index → display UTF-16 offset.
    private func displayUTF16(byteIndex: Int32) -> Int {
        Int(scalarUTF16[Self.scalarIndex(in: scalarUTF8, for: byteIndex)])
    }

    /// The last scalar boundary at or before `value` (binary search).
    private static func scalarIndex(in table: [Int32], for value: Int32) -> Int {
        var low = 0, high = table.count - 1
        if value <= 0 { return 0 }
        if value >= table[high] { return high }
        while low < high {
            let mid = (low + high + 1) / 2
            if table[mid] <= value { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private func displayOffset(model offset: Int) -> Int {
        guard let maskBoundaries else { return offset }
        return Self.scalarIndexUpperBound(maskBoundaries, offset)
    }

    private func modelOffset(display offset: Int) -> Int {
        guard let maskBoundaries else { return offset }
        return maskBoundaries[min(max(0, offset), maskBoundaries.count - 1)]
    }

    private static func scalarIndexUpperBound(_ boundaries: [Int], _ offset: Int) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    private func byteIndex(model offset: Int) -> Int32 { byteIndex(displayUTF16: displayOffset(model: offset)) }
    private func modelOffset(byteIndex: Int32) -> Int { modelOffset(display: displayUTF16(byteIndex: byteIndex)) }

    // MARK: Geometry

    /// The caret position nearest `point` (layout coordinates), between grapheme clusters.
    func offset(at point: CGPoint) -> Int {
        var index: Int32 = 0, trailing: Int32 = 0
        let x = Int32(clamping: Int((point.x.isFinite ? point.x : 0) * CGFloat(PANGO_SCALE)))
        let y = Int32(clamping: Int((point.y.isFinite ? point.y : 0) * CGFloat(PANGO_SCALE)))
        pango_layout_xy_to_index(layout, x, y, &index, &trailing)
        return modelOffset(byteIndex: advance(byteIndex: index, graphemes: Int(trailing)))
    }

    /// The strong caret at `offset` (layout coordinates): a zero-width rectangle one line high.
    func caretRect(at offset: Int) -> CGRect {
        var strong = PangoRectangle(), weak = PangoRectangle()
        pango_layout_get_cursor_pos(layout, byteIndex(model: offset), &strong, &weak)
        return CGRect(x: points(strong.x), y: points(strong.y), width: 0, height: points(strong.height))
    }

    /// The highlight of `range`: one rectangle per line and direction run (layout coordinates).
    /// `includesBreak`: the selection goes on past this layout's end, over the line break after it.
    func selectionRects(for range: NSRange, includesBreak: Bool = false) -> [(rect: CGRect, rightToLeft: Bool)] {
        guard range.length > 0 || includesBreak else { return [] }
        let start = byteIndex(model: range.location), end = byteIndex(model: range.location + range.length)
        var result: [(CGRect, Bool)] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        repeat {
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            let lineStart = line.pointee.start_index, lineEnd = lineStart + line.pointee.length
            guard lineEnd >= start, lineStart <= end else { continue }
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            var ranges: UnsafeMutablePointer<Int32>?
            var count: Int32 = 0
            pango_layout_line_get_x_ranges(line, max(start, lineStart), min(end, lineEnd), &ranges, &count)
            let rightToLeft = line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue
            var spans: [(Int32, Int32)] = []
            for index in 0..<Int(count) {
                let x0 = ranges![2 * index], x1 = ranges![2 * index + 1]
                if let last = spans.last, last.1 == x0 { spans[spans.count - 1].1 = x1 } else { spans.append((x0, x1)) }
            }
            // Pango quirk: a cluster drawn as several glyphs (an emoji sequence without an emoji
            // font) can leave holes in the ranges. A line with no right-to-left run is one span.
            if spans.count > 1, !hasRightToLeftRun(line) {
                spans = [(spans.map(\.0).min()!, spans.map(\.1).max()!)]
            }
            for (x0, x1) in spans {
                var width = x1 - x0
                // A selected line break shows as a little room past the line's end, as GTK does.
                if width == 0, end > lineEnd || includesBreak { width = PANGO_SCALE * 4 }
                result.append((CGRect(x: points(x0), y: points(top), width: points(width), height: points(bottom - top)), rightToLeft))
            }
            g_free(ranges)
        } while pango_layout_iter_next_line(iterator) != 0
        return result
    }

    private func hasRightToLeftRun(_ line: UnsafeMutablePointer<PangoLayoutLine>) -> Bool {
        var node = line.pointee.runs
        while let current = node {
            if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
               run.pointee.item.pointee.analysis.level % 2 == 1 { return true }
            node = current.pointee.next
        }
        return false
    }

    /// The model range of the visual line that holds `offset` (without its line break).
    func lineRange(containing offset: Int) -> NSRange {
        guard let line = pango_layout_get_line_readonly(layout, Int32(line(of: offset))) else { return NSRange(location: 0, length: 0) }
        let start = modelOffset(byteIndex: line.pointee.start_index)
        var end = modelOffset(byteIndex: line.pointee.start_index + line.pointee.length)
        // A wrapped line's trailing space belongs to it in Pango; End stops before a paragraph's
        // line break but after a wrap's space, as GTK does.
        if end > start, end <= text.utf16.count, text.utf16Unit(at: end - 1) == 0x0A { end -= 1 }
        return NSRange(location: start, length: max(0, end - start))
    }

    /// The index of the visual line that holds `offset`.
    func line(of offset: Int) -> Int {
        var lineNumber: Int32 = 0, x: Int32 = 0
        pango_layout_index_to_line_x(layout, byteIndex(model: offset), 0, &lineNumber, &x)
        return Int(lineNumber)
    }

    /// The offset on visual line `target` nearest horizontal position `x` (points); nil when there
    /// is no such line.
    func offset(onLine target: Int, x: CGFloat) -> Int? {
        guard target >= 0, target < lineCount, let line = pango_layout_get_line_readonly(layout, Int32(target)) else { return nil }
        var index: Int32 = 0, trailing: Int32 = 0
        let lineX = Int32(clamping: Int(((x.isFinite ? x : 0) - lineLeft(Int32(target))) * CGFloat(PANGO_SCALE)))
        pango_layout_line_x_to_index(line, lineX, &index, &trailing)
        var result = modelOffset(byteIndex: advance(byteIndex: index, graphemes: Int(trailing)))
        // Past a wrapped line's end the caret would land on the next line's start; stay on this one.
        let range = lineRange(containing: result)
        if result > range.location + range.length { result = range.location + range.length }
        return result
    }

    /// The left edge of line `number` in layout coordinates (Pango's line x is relative to it).
    private func lineLeft(_ number: Int32) -> CGFloat {
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        for _ in 0..<number where pango_layout_iter_next_line(iterator) == 0 { break }
        var logical = PangoRectangle()
        pango_layout_iter_get_line_extents(iterator, nil, &logical)
        return points(logical.x)
    }

    /// One caret step left (`direction` −1) or right (+1) on screen, by grapheme clusters; in
    /// right-to-left runs that moves backwards through the text. Pango reports a step off the
    /// layout by its logical end (−1 before the start, G_MAXINT past the end), whatever the
    /// direction on screen.
    func step(visuallyFrom offset: Int, direction: Int) -> VisualStep {
        var newIndex: Int32 = 0, newTrailing: Int32 = 0
        pango_layout_move_cursor_visually(layout, 1, byteIndex(model: offset), 0, Int32(direction), &newIndex, &newTrailing)
        if newIndex < 0 { return .beforeStart }
        if newIndex == Int32.max { return .afterEnd }
        return .moved(modelOffset(byteIndex: advance(byteIndex: newIndex, graphemes: Int(newTrailing))))
    }

    /// The byte index `graphemes` cursor positions after `byteIndex` (Pango's "trailing").
    private func advance(byteIndex: Int32, graphemes: Int) -> Int32 {
        guard graphemes > 0 else { return byteIndex }
        var attributeCount: Int32 = 0
        guard let attributes = pango_layout_get_log_attrs_readonly(layout, &attributeCount) else { return byteIndex }
        var scalar = Self.scalarIndex(in: scalarUTF8, for: byteIndex)
        var remaining = graphemes
        while remaining > 0, scalar < scalarUTF8.count - 1 {
            scalar += 1
            if scalar >= Int(attributeCount) || attributes[scalar].is_cursor_position != 0 { remaining -= 1 }
        }
        return scalarUTF8[scalar]
    }

    // MARK: Words

    /// Pango's per-character break attributes (one more than the characters).
    private var logAttributes: UnsafeBufferPointer<PangoLogAttr> {
        var count: Int32 = 0
        let attributes = pango_layout_get_log_attrs_readonly(layout, &count)
        return UnsafeBufferPointer(start: attributes, count: Int(count))
    }

    private func scalarIndex(model offset: Int) -> Int {
        Self.scalarIndex(in: scalarUTF16, for: Int32(displayOffset(model: offset)))
    }

    private func modelOffset(scalarIndex index: Int) -> Int {
        modelOffset(display: Int(scalarUTF16[min(max(0, index), scalarUTF16.count - 1)]))
    }

    /// Ctrl+arrow: the next word end after `offset` (forward) or the previous word start before it,
    /// by Unicode's word rules as Pango applies them; nil when this layout has none that way. A
    /// masked layout has no words to reveal: it goes to the ends, as GTK does.
    func wordBoundary(from offset: Int, forward: Bool) -> Int? {
        if style.masked { return forward ? text.utf16.count : 0 }
        let attributes = logAttributes
        guard !attributes.isEmpty else { return nil }
        var index = scalarIndex(model: offset)
        if forward {
            while index < attributes.count - 1 {
                index += 1
                if attributes[index].is_word_end != 0 { return modelOffset(scalarIndex: index) }
            }
        } else {
            while index > 0 {
                index -= 1
                if attributes[index].is_word_start != 0 { return modelOffset(scalarIndex: index) }
            }
        }
        return nil
    }

    /// Double-click: the word around `offset`, or the run of spaces or the one symbol there.
    func wordRange(at offset: Int) -> NSRange {
        let length = text.utf16.count
        if style.masked { return NSRange(location: 0, length: length) }
        let attributes = logAttributes
        let index = scalarIndex(model: offset)
        guard !attributes.isEmpty, index < attributes.count else { return NSRange(location: offset, length: 0) }
        /// Whether the character after boundary `i` belongs to a word: scanning back, a word
        /// start comes before any word end.
        func isInsideWord(_ i: Int) -> Bool {
            var j = i
            while j >= 0 {
                if attributes[j].is_word_start != 0 { return true }
                if attributes[j].is_word_end != 0 { return false }
                j -= 1
            }
            return false
        }
        var start = index, end = index
        if index < attributes.count - 1, isInsideWord(index) {
            while start > 0, attributes[start].is_word_start == 0 { start -= 1 }
            end = index + 1
            while end < attributes.count - 1, attributes[end].is_word_end == 0 { end += 1 }
        } else if index > 0, attributes[index].is_word_end != 0 {
            // Just after a word's last letter: that word.
            start = index - 1
            while start > 0, attributes[start].is_word_start == 0 { start -= 1 }
        } else {
            // Not in a word: the single cluster at the click (a space, a symbol).
            end = min(attributes.count - 1, index + 1)
            while end < attributes.count - 1, attributes[end].is_cursor_position == 0 { end += 1 }
        }
        let from = modelOffset(scalarIndex: start), to = modelOffset(scalarIndex: end)
        return NSRange(location: from, length: max(0, to - from))
    }

    // MARK: Drawing

    /// Draws the text with its top-left at `origin` in `context`; with `visibleRect` (context
    /// coordinates) only the lines that reach it, so a long text costs what is on screen.
    func draw(in context: CGContext, at origin: CGPoint, color: UIColor, visibleRect: CGRect? = nil) {
        let cr = context.cairo
        cairo_save(cr)
        let c = color.cgColor
        cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha))
        guard visibleRect != nil || drawnLines != nil else {
            cairo_move_to(cr, Double(origin.x), Double(origin.y))
            pango_cairo_show_layout(cr, layout)
            cairo_restore(cr)
            return
        }
        let visible = visibleRect ?? .infinite
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var lineIndex = 0
        repeat {
            defer { lineIndex += 1 }
            if let drawnLines, lineIndex >= drawnLines { break }
            var top: Int32 = 0, bottom: Int32 = 0
            pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
            let lineTop = origin.y + points(top), lineBottom = origin.y + points(bottom)
            if lineBottom < visible.minY { continue }
            if lineTop > visible.maxY { break }
            guard let line = pango_layout_iter_get_line_readonly(iterator) else { continue }
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            let baseline = points(pango_layout_iter_get_baseline(iterator))
            cairo_move_to(cr, Double(origin.x + points(logical.x)), Double(origin.y + baseline))
            pango_cairo_show_layout_line(cr, line)
        } while pango_layout_iter_next_line(iterator) != 0
        cairo_restore(cr)
    }

    /// Attributed runs (not over masked text, whose bullets are not the characters), then the
    /// input method's preedit underline; offsets are the model's, mapped through the tables the
    /// initialiser has just built.
    private static func applyAttributes(to layout: OpaquePointer, style: Style, utf8: [Int32], utf16: [Int32], mask: [Int]?) {
        let runs = style.masked ? [] : style.runs
        let marked = style.markedRange.flatMap { $0.length > 0 ? $0 : nil }
        guard !runs.isEmpty || marked != nil || style.font.hasSettingAttributes else { return }
        func byteIndex(_ model: Int) -> UInt32 {
            let display = mask.map { scalarIndexUpperBound($0, model) } ?? model
            return UInt32(utf8[scalarIndex(in: utf16, for: Int32(clamping: display))])
        }
        let attributes = pango_attr_list_new()!
        // The paragraph font's tracking and figures first: a run's own font, inserted after,
        // wins where it applies.
        if style.font.hasSettingAttributes {
            style.font.addSettingAttributes(to: PangoAttributeRange(list: attributes, start: 0, end: UInt32(utf8.last ?? 0)))
        }
        for run in runs {
            let start = byteIndex(run.range.location), end = byteIndex(run.range.location + run.range.length)
            guard end > start else { continue }
            run.addAttributes(to: attributes, start: start, end: end)
        }
        if let marked {
            PangoAttributeRange(list: attributes, start: byteIndex(marked.location), end: byteIndex(marked.location + marked.length))
                .insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE))
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
    }

    private func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
}

extension String {
    /// The UTF-16 code unit at `offset` (0 when out of range).
    func utf16Unit(at offset: Int) -> UInt16 {
        guard offset >= 0, offset < utf16.count else { return 0 }
        return utf16[utf16.index(utf16.startIndex, offsetBy: offset)]
    }
}
