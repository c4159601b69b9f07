import CCairo
import Foundation

/// A laid-out text, by Pango (R-TX4). Text views hit-test, place the caret and draw with the same
/// layout, so what is drawn is what a click finds.
///
/// A wrapped multi-line text (a text view, a wrapping label) is laid out paragraph by paragraph,
/// one Pango layout each, the way GtkTextView does: Pango has no incremental layout and one layout
/// of a whole long document costs time superlinear in its length, while an edit changes one
/// paragraph. A layout made `reusing:` the previous one keeps every paragraph whose text and style
/// did not change, so a key typed into a 5,000-line document lays out one line (R-P, issue #11).
/// Labels, fields, secure entry and unwrapped text stay one Pango layout, which alignment,
/// ellipsizing and line limits need.
///
/// Offsets in and out are UTF-16 offsets of the whole text; coordinates are the layout's, with
/// paragraphs stacked top to bottom.
@MainActor
final class TextLayout {
    struct Style: Equatable {
        var font: UIFont
        var alignment: NSTextAlignment = .natural
        /// nil: unbounded lines; otherwise the width text wraps or is ellipsized at, in points.
        var wrapWidth: CGFloat?
        var masked = false
        /// Underlined (an input method's preedit), in model UTF-16 offsets.
        var markedRange: NSRange?
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        /// At most this many lines are shown (and measured); 0 means all.
        var maximumLines = 0
        /// Line breaks in the text do not start new lines (a one-line field or label).
        var singleParagraph = false
        /// Attributed text's runs (R-AP3), in UTF-16 offsets of the whole text.
        var runs: [TextRun] = []
        /// Extra space between lines (an attributed string's paragraph style).
        var lineSpacing: CGFloat = 0
        /// A paragraph longer than twice this (UTF-16 units) is laid out in pieces of about this
        /// length, each starting a new line (ParagraphPieces). Tests make it small.
        var paragraphPieceLength = ParagraphPieces.defaultLength

        /// Whether the text can be laid out a paragraph at a time with the same result as whole:
        /// each paragraph is aligned within the same wrap width, and nothing counts lines across
        /// paragraphs (a line limit) or hides characters (secure entry).
        var splitsIntoParagraphs: Bool {
            guard let wrapWidth, wrapWidth.isFinite, wrapWidth > 0 else { return false }
            // Runs hold whole-text offsets: attributed text is laid out as one.
            return !singleParagraph && !masked && maximumLines == 0 && lineBreakMode != .byClipping && runs.isEmpty
        }

        /// The style apart from the marked range, which each paragraph holds its own part of.
        var withoutMarkedRange: Style {
            var style = self
            style.markedRange = nil
            return style
        }
    }

    /// One paragraph: where it is in the text, where it is on screen, and its own Pango layout.
    private struct Paragraph {
        let index: Int
        let start: Int
        let length: Int
        let breakLength: Int
        /// A piece of a long paragraph whose text goes on in the next one, with no break between.
        let joinsNext: Bool
        let top: CGFloat
        /// The index of its first visual line among all the layout's lines.
        let firstLine: Int
        let layout: ParagraphLayout

        var end: Int { start + length }
    }

    /// The text, as the rope it is kept in (a text view's is the editor's own, shared).
    let storage: TextStorage
    let style: Style
    /// For a one-line text too long to lay out whole (a field holding a 10 MB paste, R-U7), the
    /// stretch of it that is laid out, in UTF-16 offsets on grapheme boundaries; offsets outside
    /// it are clamped to its ends. Its owner lays out another stretch when the caret nears an end.
    let window: Range<Int>?
    /// The layout's logical size in points. A long text's grows or shrinks as its paragraphs are
    /// laid out (LaidOutParagraphs: until then their sizes are estimates).
    var size: CGSize { CGSize(width: paragraphs.width, height: paragraphs.height) }
    /// The paragraphs, handed to the next layout when this one is replaced by an edit.
    private var paragraphs: LaidOutParagraphs

    /// Lays out only `window` of the one-line `text`: what a field shows of a very long text.
    init(storage: TextStorage, style: Style, window: Range<Int>) {
        self.storage = storage
        self.style = style
        self.window = window
        let stretch = storage.substring(NSRange(location: window.lowerBound, length: window.count))
        paragraphs = LaidOutParagraphs(whole: stretch, style: style, start: window.lowerBound)
    }

    convenience init(text: String, style: Style, window: Range<Int>) {
        self.init(storage: TextStorage(text), style: style, window: window)
    }

    /// Lays `text` out; paragraphs that `previous` already laid out with the same text and style
    /// are taken from it instead of being laid out again (the two texts are compared to find
    /// them: an editor says what changed instead, `init(storage:style:reusing:change:)`).
    convenience init(text: String, style: Style, reusing previous: consuming TextLayout? = nil) {
        let storage = TextStorage(text)
        var change: TextChange?
        if let previous, style.splitsIntoParagraphs {
            let old = previous.storage.string
            if old != text { change = TextChange.between(old, text) }
        }
        self.init(storage: storage, style: style, reusing: previous, change: change)
    }

    /// Lays `storage` out. `previous`, when given, is the layout of the text before `change` (nil:
    /// the same text); every paragraph the change did not reach is taken from it, and with it
    /// the tree of paragraphs, which the change edits along one path (LaidOutParagraphs).
    init(storage: TextStorage, style: Style, reusing previous: consuming TextLayout?, change: TextChange?) {
        self.storage = storage
        self.style = style
        window = nil
        if !style.splitsIntoParagraphs {
            paragraphs = LaidOutParagraphs(whole: storage.string, style: style)
        } else if var previous = consume previous, previous.window == nil, previous.style.splitsIntoParagraphs,
                  previous.style.withoutMarkedRange == style.withoutMarkedRange, previous.paragraphs.count > 0,
                  // A text mostly new (a long paste into a short one) is cut anew.
                  change.map({ $0.end - $0.start < 65_536 || $0.end - $0.start <= 4 * (storage.utf16Count - $0.delta) }) ?? true {
            paragraphs = previous.paragraphs
            // Nothing else holds the old layout (a text view hands it over): its tree becomes this
            // one's, unshared, and the edit changes its nodes in place instead of copying its path.
            if isKnownUniquelyReferenced(&previous) { previous.paragraphs = .empty }
            paragraphs.apply(change, to: storage, oldStyle: previous.style, style: style)
        } else {
            paragraphs = LaidOutParagraphs(storage: storage, style: style)
        }
    }

    var lineCount: Int { paragraphs.lineCount }

    private var paragraphCount: Int { paragraphs.count }

    /// The paragraph at `index`, laid out now if it was not yet (a long text's, LaidOutParagraphs).
    private func paragraph(_ index: Int) -> Paragraph {
        paragraph(paragraphs.paragraph(index))
    }

    private func paragraph(_ located: LaidOutParagraphs.Located) -> Paragraph {
        let entry = located.entry
        let layout = entry.layout ?? layOut(located)
        return Paragraph(index: located.index, start: located.start, length: entry.length, breakLength: entry.breakLength,
                         joinsNext: entry.joinsNext, top: located.top, firstLine: located.firstLine, layout: layout)
    }

    private func layOut(_ located: LaidOutParagraphs.Located) -> ParagraphLayout {
        let layout = LaidOutParagraphs.layOut(located.entry.span, at: located.start, of: storage, style: style)
        paragraphs.realize(located.index, with: layout)
        return layout
    }

    /// How many paragraphs the last `draw` drew: what is on screen, not the whole text (R-S5).
    private(set) var lastDrawnParagraphCount = 0

    /// The Pango layouts made so far, paragraph by paragraph (tests check which an edit reused).
    var paragraphLayouts: [ParagraphLayout] {
        var layouts: [ParagraphLayout] = []
        paragraphs.forEach(from: 0) { located in
            if let layout = located.entry.layout { layouts.append(layout) }
            return true
        }
        return layouts
    }

    /// How many paragraphs have a Pango layout (a long text's only those asked for).
    var laidOutParagraphCount: Int { paragraphs.laidOutCount }

    /// How much text those layouts hold, in UTF-16 units.
    var laidOutLength: Int { paragraphs.laidOutLength }

    /// How many paragraphs have their own measured size (a long text's others are estimated).
    var measuredParagraphCount: Int { paragraphs.measuredCount }

    /// Whether some paragraph's size is still an estimate.
    var hasEstimatedParagraphs: Bool { paragraphs.measuredCount < paragraphs.count }

    /// Measures paragraphs whose size is an estimate, in text order, until `deadline` (a
    /// `DispatchTime` uptime in nanoseconds) passes: a text view's idle-time work (issue #35), in
    /// slices short enough that a key waits for at most one. Returns whether any remain.
    /// Stops early when `yield` says input is waiting.
    func measureEstimatedParagraphs(until deadline: UInt64, yield: () -> Bool = { false }) -> Bool {
        while let index = paragraphs.firstUnmeasured {
            paragraphs.measure(index, of: storage, style: style)
            if DispatchTime.now().uptimeNanoseconds >= deadline || yield() { return paragraphs.firstUnmeasured != nil }
        }
        return false
    }

    /// Lays out the paragraph holding `offset` and those above it that fill `height`: what a view
    /// scrolled to show `offset` at its bottom edge will draw. In a long text those may still be
    /// estimates; measured first, the scroll lands where the text will be drawn (R-U7), rather
    /// than an estimate's error away from it.
    func layOutParagraphs(endingAt offset: Int, height: CGFloat) {
        var index = paragraphIndex(containing: offset)
        var filled: CGFloat = 0
        while index >= 0, filled < height {
            filled += paragraph(index).layout.size.height
            index -= 1
        }
    }

    /// The index of the paragraph at height `y` and its top: what a text view keeps in place on
    /// screen while estimates above it are replaced by measured heights.
    func paragraphAnchor(atY y: CGFloat) -> (index: Int, top: CGFloat) {
        let index = paragraphIndex(atY: y)
        return (index, paragraphs.paragraph(index).top)
    }

    func paragraphTop(_ index: Int) -> CGFloat { paragraphs.paragraph(min(index, paragraphCount - 1)).top }

    /// How many paragraphs the text has.
    var paragraphTotal: Int { paragraphs.count }

    /// Each paragraph's (or long paragraph's piece's) length and break (tests compare them with
    /// the text cut afresh).
    var paragraphSpans: [TextParagraphs.Span] {
        var spans: [TextParagraphs.Span] = []
        paragraphs.forEach(from: 0) { spans.append($0.entry.span); return true }
        return spans
    }

    /// The paragraph tree's root node (tests check that typing edits it in place).
    var paragraphTreeRoot: ObjectIdentifier { paragraphs.treeRoot }

    /// Whether an ellipsis replaced part of the text.
    var isEllipsized: Bool { paragraphLayouts.contains { $0.isEllipsized } }

    // MARK: Paragraphs

    /// The paragraph holding `offset`; an offset on a line break belongs to the paragraph before it.
    private func paragraphIndex(containing offset: Int) -> Int { paragraphs.index(containing: offset) }

    /// The paragraph at height `y`, the first or last one above or below the text.
    private func paragraphIndex(atY y: CGFloat) -> Int { paragraphs.index(atY: y) }

    /// The local offset of `offset` in `paragraph`, clamped to its text.
    private func local(_ offset: Int, in paragraph: Paragraph) -> Int {
        min(max(0, offset - paragraph.start), paragraph.length)
    }

    // MARK: Geometry

    /// The caret position nearest `point` (layout coordinates), between grapheme clusters.
    func offset(at point: CGPoint) -> Int {
        let paragraph = paragraph(paragraphIndex(atY: point.y.isFinite ? point.y : 0))
        return paragraph.start + paragraph.layout.offset(at: CGPoint(x: point.x, y: point.y - paragraph.top))
    }

    /// The strong caret at `offset` (layout coordinates): a zero-width rectangle one line high.
    func caretRect(at offset: Int) -> CGRect {
        let paragraph = paragraph(paragraphIndex(containing: offset))
        return paragraph.layout.caretRect(at: local(offset, in: paragraph)).offsetBy(dx: 0, dy: paragraph.top)
    }

    /// The highlight of `range`: one rectangle per line and direction run (layout coordinates);
    /// with `visibleRect` (layout coordinates) only the paragraphs that reach it, so that a
    /// selection of a long text costs what is on screen.
    func selectionRects(for range: NSRange, visibleRect: CGRect? = nil) -> [(rect: CGRect, rightToLeft: Bool)] {
        guard range.length > 0 else { return [] }
        let end = range.location + range.length
        var result: [(rect: CGRect, rightToLeft: Bool)] = []
        var first = paragraphIndex(containing: range.location)
        if let visibleRect, visibleRect.minY.isFinite { first = max(first, paragraphIndex(atY: visibleRect.minY)) }
        // Paragraph by paragraph, each found afresh: laying one out may move those after it.
        for index in first..<paragraphCount {
            let paragraph = paragraph(index)
            if let visibleRect, visibleRect.maxY.isFinite, paragraph.top > visibleRect.maxY { break }
            if paragraph.start >= end { break }
            let from = local(range.location, in: paragraph), to = local(end, in: paragraph)
            let includesBreak = paragraph.breakLength > 0 && end > paragraph.end
            for part in paragraph.layout.selectionRects(for: NSRange(location: from, length: to - from), includesBreak: includesBreak) {
                result.append((part.rect.offsetBy(dx: 0, dy: paragraph.top), part.rightToLeft))
            }
        }
        return result
    }

    /// The model range of the visual line that holds `offset` (without its line break).
    func lineRange(containing offset: Int) -> NSRange {
        // A stretch of a one-line text: the line is the whole text.
        if window != nil { return NSRange(location: 0, length: storage.utf16Count) }
        let paragraph = paragraph(paragraphIndex(containing: offset))
        let range = paragraph.layout.lineRange(containing: local(offset, in: paragraph))
        return NSRange(location: range.location + paragraph.start, length: range.length)
    }

    /// The line index of `offset` and the number of lines.
    func lineNumber(of offset: Int) -> (line: Int, count: Int) {
        let paragraph = paragraph(paragraphIndex(containing: offset))
        return (paragraph.firstLine + paragraph.layout.line(of: local(offset, in: paragraph)), lineCount)
    }

    /// The offset `lines` lines above (negative) or below `offset`, at horizontal position `x`
    /// (points); nil past the first or last line.
    ///
    /// Counted paragraph by paragraph, each laid out as it is passed, rather than by line number:
    /// in a long text still being measured the paragraphs ahead may be estimates whose line counts
    /// differ from their own, and a Page Down must move a page of the lines the user will see. The
    /// walk passes at most `|lines|` paragraphs.
    func offset(from offset: Int, lines: Int, x: CGFloat) -> Int? {
        var index = paragraphIndex(containing: offset)
        var current = paragraph(index)
        var line = current.layout.line(of: local(offset, in: current)) + lines
        while line < 0 {
            guard index > 0 else { return nil }
            index -= 1
            current = paragraph(index)
            line += current.layout.lineCount
        }
        while line >= current.layout.lineCount {
            guard index < paragraphCount - 1 else { return nil }
            line -= current.layout.lineCount
            index += 1
            current = paragraph(index)
        }
        let found = current
        return found.layout.offset(onLine: line, x: x).map { $0 + found.start }
    }

    /// One caret step left (`direction` −1) or right (+1) on screen, by grapheme clusters; in
    /// right-to-left runs that moves backwards through the text. Off a paragraph's end it goes on
    /// over the line break, as one Pango layout of the whole text would; nil at the text's ends.
    /// Off a piece of a long paragraph it goes on into the next or previous piece, where the step
    /// is taken again (no break to step over).
    func offset(visuallyFrom offset: Int, direction: Int) -> Int? {
        let index = paragraphIndex(containing: offset)
        let paragraph = paragraph(index)
        switch paragraph.layout.step(visuallyFrom: local(offset, in: paragraph), direction: direction) {
        case .moved(let moved): return moved + paragraph.start
        case .beforeStart:
            if let window, window.lowerBound > 0 { return storage.characterBoundary(before: window.lowerBound) }
            guard index > 0 else { return nil }
            let previous = self.paragraph(index - 1)
            guard previous.joinsNext else { return paragraph.start - previous.breakLength }
            // From the piece's start, which is the previous piece's end: step there.
            if case .moved(let moved) = previous.layout.step(visuallyFrom: previous.length, direction: direction) {
                return moved + previous.start
            }
            return previous.start
        case .afterEnd:
            // The end of a piece is the next piece's start (an offset there belongs to that piece).
            if paragraph.joinsNext { return paragraph.end }
            if let window, window.upperBound < storage.utf16Count { return storage.characterBoundary(after: window.upperBound) }
            return index < paragraphCount - 1 ? paragraph.end + paragraph.breakLength : nil
        }
    }

    // MARK: Words

    /// Ctrl+arrow: the next word end after `offset` (forward) or the previous word start before it,
    /// by Unicode's word rules as Pango applies them, across paragraphs; the text's ends when there
    /// is none. A masked layout has no words to reveal: it goes to the ends, as GTK does.
    func wordBoundary(from offset: Int, forward: Bool) -> Int {
        var index = paragraphIndex(containing: offset)
        var from = local(offset, in: paragraph(index))
        while true {
            let paragraph = paragraph(index)
            if let found = paragraph.layout.wordBoundary(from: from, forward: forward) { return found + paragraph.start }
            // A stretch of a one-line text: on to its end, where the next stretch is laid out.
            if let window { return forward ? window.upperBound : window.lowerBound }
            if forward {
                guard index < paragraphCount - 1 else { return storage.utf16Count }
                index += 1
                from = 0
            } else {
                guard index > 0 else { return 0 }
                index -= 1
                from = paragraphs.paragraph(index).entry.length
            }
        }
    }

    /// Double-click: the word around `offset`, or the run of spaces or the one symbol there (at a
    /// paragraph's end, its line break).
    func wordRange(at offset: Int) -> NSRange {
        let paragraph = paragraph(paragraphIndex(containing: offset))
        let range = paragraph.layout.wordRange(at: local(offset, in: paragraph))
        if range.length == 0, offset == paragraph.end, paragraph.breakLength > 0 {
            // A paragraph's own break, not where two pieces meet.
            return NSRange(location: paragraph.end, length: paragraph.breakLength)
        }
        return NSRange(location: range.location + paragraph.start, length: range.length)
    }

    // MARK: Drawing

    /// Draws the text with its top-left at `origin` in `context`; with `visibleRect` (context
    /// coordinates) only the lines that reach it, so a long text costs what is on screen.
    func draw(in context: CGContext, at origin: CGPoint, color: UIColor, visibleRect: CGRect? = nil) {
        guard paragraphCount > 1 else {
            paragraph(0).layout.draw(in: context, at: origin, color: color, visibleRect: visibleRect)
            lastDrawnParagraphCount = 1
            return
        }
        let visible = visibleRect ?? .infinite
        let first = visible.isInfinite ? 0 : paragraphIndex(atY: visible.minY - origin.y)
        lastDrawnParagraphCount = 0
        for index in first..<paragraphCount {
            let paragraph = paragraph(index)
            if origin.y + paragraph.top > visible.maxY { break }
            if origin.y + paragraph.top + paragraph.layout.size.height < visible.minY { continue }
            paragraph.layout.draw(in: context, at: CGPoint(x: origin.x, y: origin.y + paragraph.top), color: color, visibleRect: visibleRect)
            lastDrawnParagraphCount += 1
        }
    }
}
