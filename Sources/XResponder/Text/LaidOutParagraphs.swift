import Foundation

/// A wrapped text's paragraphs, each laid out by Pango on its own and stacked top to bottom, in a
/// `SummedTree` that adds up their lengths, heights and visual lines (TextLayout).
///
/// A paragraph's offset, top and first line are running totals of the paragraphs before it, so
/// finding the paragraph at an offset, a height or a line is a walk down the tree, and an edit
/// replaces the paragraphs it touched without moving the million after them (issue #35): a key
/// typed into a long text costs the paragraph it changed and O(log n) besides.
///
/// A long text (more than `lazyThreshold` paragraphs) is laid out lazily (R-U7, a 10 MB paste):
/// a paragraph gets its Pango layout when something first asks for it — drawing what is on
/// screen, a caret, a click — and until then takes the size `ParagraphEstimate` gives from its
/// length. When a paragraph is laid out its measured size replaces the estimate and the running
/// totals after it follow. Estimates are exact for a paragraph that fits on one line and the
/// character width the estimate assumed; elsewhere the content's height settles as the text is seen.
///
/// An entry is a paragraph or, for a paragraph longer than twice the style's piece length, one
/// piece of it (ParagraphPieces): a piece that joins the next has no line break after it, and an
/// offset where two pieces meet belongs to the later one (as a caret at a wrap is on the next line).
/// A text longer than `lazyLength` is laid out lazily too, however few its paragraphs.
@MainActor
struct LaidOutParagraphs {
    /// One paragraph: its length, its line break, its size (measured or estimated) and its layout.
    struct Entry: Summarized {
        /// nil while a long text's paragraph has not been asked for.
        var layout: ParagraphLayout?
        var height: Double
        var width: Float
        private var storedLength: UInt32
        private var storedLines: UInt32
        private var storedBreakLength: UInt8
        /// A piece of a long paragraph that goes on in the next entry.
        let joinsNext: Bool
        /// The size is the paragraph's own, measured by Pango (laid out now or before), not an estimate.
        private(set) var isMeasured: Bool

        init(span: TextParagraphs.Span, layout: ParagraphLayout?, size: CGSize, lines: Int, isMeasured: Bool = true) {
            self.layout = layout
            self.isMeasured = isMeasured
            height = Double(size.height)
            width = Float(size.width)
            storedLength = UInt32(clamping: span.length)
            storedLines = UInt32(clamping: lines)
            storedBreakLength = UInt8(clamping: span.breakLength)
            joinsNext = span.joinsNext
        }

        var length: Int { Int(storedLength) }
        var breakLength: Int { Int(storedBreakLength) }
        var lines: Int { Int(storedLines) }
        var span: TextParagraphs.Span { TextParagraphs.Span(length: length, breakLength: breakLength, joinsNext: joinsNext) }

        nonisolated var summary: Summary {
            Summary(elementCount: 1, utf16: Int(storedLength) + Int(storedBreakLength), height: height,
                    lines: Int(storedLines), width: width, laidOut: layout == nil ? 0 : 1,
                    laidOutUTF16: layout == nil ? 0 : Int(storedLength), measured: isMeasured ? 1 : 0)
        }
    }

    struct Summary: TreeSummary {
        var elementCount: Int
        /// Text and line breaks, in UTF-16 units.
        var utf16: Int
        var height: Double
        var lines: Int
        /// The widest paragraph's width (laid out or estimated).
        var width: Float
        /// How many have a Pango layout.
        var laidOut: Int
        /// The text those hold, in UTF-16 units.
        var laidOutUTF16: Int
        /// How many have their measured size (the others an estimate).
        var measured: Int

        static let zero = Summary(elementCount: 0, utf16: 0, height: 0, lines: 0, width: 0, laidOut: 0, laidOutUTF16: 0,
                                  measured: 0)

        func adding(_ other: Summary) -> Summary {
            Summary(elementCount: elementCount + other.elementCount, utf16: utf16 + other.utf16, height: height + other.height,
                    lines: lines + other.lines, width: max(width, other.width), laidOut: laidOut + other.laidOut,
                    laidOutUTF16: laidOutUTF16 + other.laidOutUTF16, measured: measured + other.measured)
        }
    }

    /// A paragraph where it stands: its entry, and its start, top and first visual line.
    struct Located {
        let index: Int
        let entry: Entry
        let start: Int
        let top: CGFloat
        let firstLine: Int
    }

    private(set) var entries: SummedTree<Entry>
    /// Set for a long text: how an unlaid paragraph's size is guessed.
    private(set) var estimate: ParagraphEstimate?
    /// The UTF-16 offset of the first paragraph in the text (a stretch of a long one-line text).
    let origin: Int

    /// Texts with more paragraphs than this are laid out lazily.
    static let lazyThreshold = 10_000
    /// Texts longer than this (UTF-16 units) are laid out lazily, however few their paragraphs.
    static let lazyLength = 1 << 19
    /// An edit of a long text lays out the paragraphs it cut anew when there are at most this many,
    /// holding at most `eagerEditLength` units together.
    static let eagerEditLimit = 64
    static let eagerEditLength = 1 << 15

    static let empty = LaidOutParagraphs(entries: SummedTree(), estimate: nil, origin: 0)

    var count: Int { entries.count }
    var height: CGFloat { CGFloat(entries.summary.height) }
    var width: CGFloat { CGFloat(entries.summary.width) }
    var lineCount: Int { entries.summary.lines }
    var laidOutCount: Int { entries.summary.laidOut }
    var laidOutLength: Int { entries.summary.laidOutUTF16 }
    var measuredCount: Int { entries.summary.measured }
    var treeRoot: ObjectIdentifier { ObjectIdentifier(entries.root) }

    private init(entries: SummedTree<Entry>, estimate: ParagraphEstimate?, origin: Int) {
        (self.entries, self.estimate, self.origin) = (entries, estimate, origin)
    }

    /// Every paragraph of `storage` laid out anew — or, for a long text, sized by estimate.
    init(storage: TextStorage, style: TextLayout.Style) {
        let spans = TextParagraphs.spans(of: storage, pieceLength: style.paragraphPieceLength)
        let estimate = Self.isLong(count: spans.count, length: storage.utf16Count) ? ParagraphEstimate(style: style) : nil
        self.init(entries: SummedTree(Self.entries(for: spans, from: 0, of: storage, style: style, estimate: estimate)),
                  estimate: estimate, origin: 0)
    }

    /// One paragraph holding the whole text, laid out as one; `start` is its first UTF-16 offset
    /// in the text it is part of (a long one-line text laid out a stretch at a time).
    init(whole text: String, style: TextLayout.Style, start: Int = 0) {
        let layout = ParagraphLayout(text: text, style: style)
        let entry = Entry(span: TextParagraphs.Span(length: text.utf16.count, breakLength: 0), layout: layout,
                          size: layout.size, lines: layout.lineCount)
        self.init(entries: SummedTree([entry]), estimate: nil, origin: start)
    }

    /// The entries of `spans`, the paragraphs from UTF-16 offset `start` of `storage`: laid out,
    /// or with an estimate sized.
    private static func entries(for spans: [TextParagraphs.Span], from start: Int, of storage: TextStorage,
                                style: TextLayout.Style, estimate: ParagraphEstimate?) -> [Entry] {
        var entries: [Entry] = []
        entries.reserveCapacity(spans.count)
        var offset = start
        for span in spans {
            if let estimate {
                let guess = estimate.size(of: span)
                entries.append(Entry(span: span, layout: nil, size: guess.size, lines: guess.lines, isMeasured: false))
            } else {
                let layout = layOut(span, at: offset, of: storage, style: style)
                entries.append(Entry(span: span, layout: layout, size: layout.size, lines: layout.lineCount))
            }
            offset += span.length + span.breakLength
        }
        return entries
    }

    /// Whether a text of `count` paragraphs and pieces and `length` UTF-16 units is laid out lazily.
    static func isLong(count: Int, length: Int) -> Bool { count > lazyThreshold || length > lazyLength }

    // MARK: Finding paragraphs

    func paragraph(_ index: Int) -> Located {
        let (entry, before) = entries.element(at: index)
        return located(index, entry, before)
    }

    private func located(_ index: Int, _ entry: Entry, _ before: Summary) -> Located {
        Located(index: index, entry: entry, start: origin + before.utf16, top: CGFloat(before.height), firstLine: before.lines)
    }

    /// The paragraph holding `offset`; an offset on a line break belongs to the paragraph before
    /// it; past the end, the last.
    func index(containing offset: Int) -> Int {
        entries.first { $0.utf16 > offset - origin }?.index ?? max(0, count - 1)
    }

    /// The paragraph at height `y`: the first above the text, the last below it.
    func index(atY y: CGFloat) -> Int {
        entries.first { $0.height > Double(y) }?.index ?? max(0, count - 1)
    }

    /// Calls `body` with each paragraph from `index` on until it returns false.
    func forEach(from index: Int, _ body: (Located) -> Bool) {
        var current = index
        entries.forEach(from: index) { entry, before in
            defer { current += 1 }
            return body(located(current, entry, before))
        }
    }

    // MARK: Changing

    /// Gives the paragraph at `index`, not laid out until now, its layout; its measured size
    /// replaces the estimate (the running totals after it follow). A long text keeps at most
    /// `keptLayouts` layouts of at most `keptLength` units of text: past that, the one farthest
    /// from this paragraph is let go (its measured size stays), so reading a million lines (or a
    /// 50 MB paragraph) through does not keep a million layouts.
    mutating func realize(_ index: Int, with layout: ParagraphLayout) {
        entries.modify(at: index) { entry in
            guard entry.layout == nil else { return }
            entry = Entry(span: entry.span, layout: layout, size: layout.size, lines: layout.lineCount)
        }
        guard estimate != nil else { return }
        while laidOutCount > Self.keptLayouts || (laidOutLength > Self.keptLength && laidOutCount > 1) {
            let first = entries.first { $0.laidOut > 0 }!.index
            let last = entries.first { $0.laidOut >= laidOutCount }!.index
            entries.modify(at: index - first > last - index ? first : last) { $0.layout = nil }
        }
    }

    /// Layouts a long text keeps (a few screens' worth many times over).
    static let keptLayouts = 2_000
    /// The text those may hold together, in UTF-16 units (a layout costs Pango about 80 bytes a unit).
    static let keptLength = 1 << 19

    /// The first paragraph whose size is still an estimate.
    var firstUnmeasured: Int? {
        measuredCount < count ? entries.first { $0.elementCount > $0.measured }?.index : nil
    }

    /// Measures the paragraph at `index` with a Pango layout it does not keep: its size replaces
    /// the estimate (idle-time work on a long text, TextLayout.measure).
    mutating func measure(_ index: Int, of storage: TextStorage, style: TextLayout.Style) {
        let located = paragraph(index)
        guard !located.entry.isMeasured else { return }
        let layout = Self.layOut(located.entry.span, at: located.start, of: storage, style: style)
        entries.modify(at: index) { $0 = Entry(span: $0.span, layout: nil, size: layout.size, lines: layout.lineCount) }
    }

    /// Makes these, the paragraphs laid out with `oldStyle` of the text before `change`, those of
    /// `storage` (the text after it) with `style` (the same apart from the marked range).
    mutating func apply(_ change: TextChange?, to storage: TextStorage, oldStyle: TextLayout.Style, style: TextLayout.Style) {
        var front = 0, back = 0, middleCount = 0
        var middle: [Entry] = []
        if let change {
            let oldLength = storage.utf16Count - change.delta
            let oldEnd = min(max(change.start, change.oldEnd), oldLength)
            // Cut again: from the paragraph holding the change's start (and, when the change
            // starts where two pieces meet, the piece before: what it inserts may join that
            // piece's end, "\r" and "\n")…
            front = index(containing: change.start)
            if front > 0, change.start == paragraph(front).start, joinsNext(front - 1) { front -= 1 }
            // …to the first paragraph whose break before it lies wholly after the change (a break
            // right at the change's end could have become "\r\n").
            back = index(containing: oldEnd)
            let last = paragraph(back)
            back = min(count, back + (oldEnd < last.start + last.entry.length || oldEnd >= oldLength ? 1 : 2))
            var (spans, frontStart, length) = cut(front, back, change, storage, style)
            // A piece left short beside a kept piece of its paragraph is cut again with it: each
            // piece starts a new line, and short ones would show as short lines.
            let shortPiece = style.paragraphPieceLength / 2
            while true {
                if front > 0, joinsNext(front - 1), let first = spans.first, first.length < shortPiece {
                    front -= 1
                } else if back < count, let last = spans.last, last.joinsNext, last.length < shortPiece {
                    back += 1
                } else {
                    break
                }
                (spans, frontStart, length) = cut(front, back, change, storage, style)
            }
            // A text that is or becomes long leaves the new paragraphs to be laid out when asked
            // for (a 10 MB paste is a hundred thousand of them).
            if estimate == nil, Self.isLong(count: count - (back - front) + spans.count, length: storage.utf16Count) {
                estimate = ParagraphEstimate(style: style)
            }
            // A few paragraphs (a key, a paste of some lines) are laid out now even in a long text:
            // they are where the caret is, on screen, and an estimate would only be measured later.
            let eager = spans.count <= Self.eagerEditLimit && length <= Self.eagerEditLength
            middle = Self.entries(for: spans, from: frontStart, of: storage, style: style, estimate: eager ? nil : estimate)
            middleCount = spans.count
        }
        let oldMarked = oldStyle.markedRange.map { oldMarkedIndices($0, front: front, back: back, newCount: middleCount) } ?? []
        if change != nil { entries.replaceSubrange(front..<back, with: middle) }
        if style.markedRange != nil || !oldMarked.isEmpty {
            relayMarked(oldMarked, front: front, middleCount: middleCount, storage: storage, style: style)
        }
    }

    /// The spans of the text, after `change`, that entries `front..<back` held before it: where
    /// they start, and how long they are together.
    private func cut(_ front: Int, _ back: Int, _ change: TextChange, _ storage: TextStorage,
                     _ style: TextLayout.Style) -> (spans: [TextParagraphs.Span], start: Int, length: Int) {
        let frontStart = paragraph(front).start
        let backStart = back < count ? paragraph(back).start + change.delta : storage.utf16Count
        let spans = TextParagraphs.spans(of: storage, from: frontStart, to: backStart, endsText: back == count,
                                         pieceLength: style.paragraphPieceLength)
        return (spans, frontStart, backStart - frontStart)
    }

    private func joinsNext(_ index: Int) -> Bool { entries.element(at: index).element.joinsNext }

    /// The paragraphs the old marked range reached that an edit keeps, as indices after it.
    private func oldMarkedIndices(_ marked: NSRange, front: Int, back: Int, newCount: Int) -> [Int] {
        let first = index(containing: marked.location), last = index(containing: marked.location + marked.length)
        return (first...max(first, last)).compactMap { old in
            old < front ? old : old >= back ? old - back + front + newCount : nil
        }
    }

    /// A kept paragraph the marked part entered, left or moved within is laid out again (only
    /// those the marked range reaches, before or after, can differ; those cut anew already have it).
    private mutating func relayMarked(_ oldMarked: [Int], front: Int, middleCount: Int, storage: TextStorage,
                                      style: TextLayout.Style) {
        var indices = Set(oldMarked)
        if let marked = style.markedRange {
            let first = index(containing: marked.location), last = index(containing: marked.location + marked.length)
            indices.formUnion(first...max(first, last))
        }
        for index in indices.sorted() where index < front || index >= front + middleCount {
            let located = paragraph(index)
            // A paragraph not laid out yet gets the marked range when it is.
            guard let laidOut = located.entry.layout,
                  laidOut.style != Self.localStyle(style, start: located.start, length: located.entry.length) else { continue }
            let relaid = Self.layOut(located.entry.span, at: located.start, of: storage, style: style)
            entries.modify(at: index) { $0 = Entry(span: $0.span, layout: relaid, size: relaid.size, lines: relaid.lineCount) }
        }
    }

    /// A new Pango layout of the paragraph `span` at UTF-16 offset `start` of `storage`.
    static func layOut(_ span: TextParagraphs.Span, at start: Int, of storage: TextStorage,
                       style: TextLayout.Style) -> ParagraphLayout {
        ParagraphLayout(text: storage.substring(NSRange(location: start, length: span.length)),
                        style: localStyle(style, start: start, length: span.length))
    }

    /// A paragraph's style: the text's, with the marked range made local (or gone when it does
    /// not reach the paragraph).
    private static func localStyle(_ style: TextLayout.Style, start: Int, length: Int) -> TextLayout.Style {
        var local = style
        if let marked = style.markedRange {
            let from = max(marked.location, start), to = min(marked.location + marked.length, start + length)
            local.markedRange = to > from ? NSRange(location: from - start, length: to - from) : nil
        }
        return local
    }
}

/// How big a paragraph not yet laid out is taken to be: its length in UTF-16 units times the
/// font's average character width, wrapped at the wrap width into lines one line high. Measured
/// once per style on a sample line laid out by Pango.
@MainActor
struct ParagraphEstimate {
    let lineHeight: CGFloat
    let characterWidth: CGFloat
    let wrapWidth: CGFloat

    init(style: TextLayout.Style) {
        var unwrapped = style
        unwrapped.wrapWidth = nil
        unwrapped.markedRange = nil
        let sample = "The quick brown fox jumps over the lazy dog, 0123456789."
        let layout = ParagraphLayout(text: sample, style: unwrapped)
        lineHeight = max(1, layout.size.height)
        characterWidth = max(0.1, layout.size.width / CGFloat(sample.utf16.count))
        wrapWidth = max(1, style.wrapWidth ?? .greatestFiniteMagnitude)
    }

    func size(of span: TextParagraphs.Span) -> (size: CGSize, lines: Int) {
        let width = CGFloat(span.length) * characterWidth
        let lines = max(1, Int((width / wrapWidth).rounded(.up)))
        return (CGSize(width: min(width, wrapWidth), height: CGFloat(lines) * lineHeight), lines)
    }
}
