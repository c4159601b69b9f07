import Foundation

/// A wrapped text's paragraphs, each laid out by Pango on its own and stacked top to bottom, as
/// parallel arrays; and how an edit changes them (TextLayout).
///
/// An edit replaces the stretch of paragraphs it touched and moves the positions of the ones
/// after it. The kept paragraphs' layouts are not read — their tops and first lines are the old
/// ones moved, their widths are kept beside them — so a key typed into a long text costs the
/// paragraph it changed, whatever the text's length. When the arrays are not shared (a text view
/// hands over the layout it replaces) they are edited in place, without a retain or release of a
/// kept layout; when they are, Swift copies them on the first write.
///
/// A long text (more than `lazyThreshold` paragraphs) is laid out lazily (R-U7, a 10 MB paste):
/// a paragraph gets its Pango layout when something first asks for it — drawing what is on
/// screen, a caret, a click — and until then takes the size `ParagraphEstimate` gives from its
/// length. When a paragraph is laid out and its size differs from the estimate, the ones after
/// it move (`realize`). Estimates are exact for a paragraph that fits on one line and the
/// character width the estimate assumed; elsewhere the content's height settles as the text is seen.
@MainActor
struct LaidOutParagraphs {
    private(set) var spans: [TextParagraphs.Span]
    /// Each paragraph's Pango layout; nil while a long text's paragraph has not been asked for.
    private(set) var layouts: [ParagraphLayout?]
    /// Set for a long text: how an unlaid paragraph's size is guessed.
    private(set) var estimate: ParagraphEstimate?
    /// Each paragraph's top, in points from the text's top.
    private(set) var tops: [CGFloat]
    /// The index of each paragraph's first visual line among all the text's lines.
    private(set) var firstLines: [Int]
    private(set) var widths: [CGFloat]
    private(set) var lineCount: Int
    private(set) var height: CGFloat
    /// The widest paragraph's width (laid out or estimated).
    private(set) var width: CGFloat

    var count: Int { spans.count }

    /// Texts with more paragraphs than this are laid out lazily.
    static let lazyThreshold = 10_000

    static let empty = LaidOutParagraphs(spans: [], layouts: [], estimate: nil, tops: [], firstLines: [], widths: [],
                                         lineCount: 0, height: 0)

    /// Every paragraph of `text` laid out anew — or, for a long text, sized by estimate.
    init(text: inout String, style: TextLayout.Style) {
        let spans = text.withUTF8 { TextParagraphs.spans(of: $0) }
        guard spans.count <= Self.lazyThreshold else {
            self.init(spans: spans, stacking: Array(repeating: nil, count: spans.count), estimate: ParagraphEstimate(style: style))
            return
        }
        var layouts: [ParagraphLayout?] = []
        layouts.reserveCapacity(spans.count)
        text.withUTF8 { bytes in
            for span in spans { layouts.append(Self.layOut(span, of: bytes, style: style)) }
        }
        self.init(spans: spans, stacking: layouts, estimate: nil)
    }

    /// One paragraph holding the whole text, laid out as one; `start` is its first UTF-16 offset
    /// in the text it is part of (a long one-line text laid out a stretch at a time).
    init(whole text: String, style: TextLayout.Style, start: Int = 0) {
        let span = TextParagraphs.Span(byteStart: 0, byteLength: text.utf8.count, start: start, length: text.utf16.count, breakLength: 0)
        self.init(spans: [span], stacking: [ParagraphLayout(text: text, style: style)], estimate: nil)
    }

    private init(spans: [TextParagraphs.Span], layouts: [ParagraphLayout?], estimate: ParagraphEstimate?, tops: [CGFloat],
                 firstLines: [Int], widths: [CGFloat], lineCount: Int, height: CGFloat) {
        (self.spans, self.layouts, self.estimate, self.tops, self.firstLines) = (spans, layouts, estimate, tops, firstLines)
        (self.widths, self.lineCount, self.height) = (widths, lineCount, height)
        width = widths.max() ?? 0
    }

    /// `layouts` stacked top to bottom, each one's size read (or estimated).
    private init(spans: [TextParagraphs.Span], stacking layouts: [ParagraphLayout?], estimate: ParagraphEstimate?) {
        let stack = Self.stack(layouts, spans[...], estimate: estimate, top: 0, line: 0)
        self.init(spans: spans, layouts: layouts, estimate: estimate, tops: stack.tops, firstLines: stack.firstLines,
                  widths: stack.widths, lineCount: stack.nextLine, height: stack.bottom)
    }

    /// `layouts` stacked one under the other from `top` and visual line `line`: each one's top,
    /// first line and width, and where the stack ends. A paragraph not laid out takes the
    /// estimate's size for its span.
    private static func stack(_ layouts: [ParagraphLayout?], _ spans: ArraySlice<TextParagraphs.Span>,
                              estimate: ParagraphEstimate?, top: CGFloat, line: Int)
        -> (tops: [CGFloat], firstLines: [Int], widths: [CGFloat], bottom: CGFloat, nextLine: Int) {
        var tops: [CGFloat] = [], firstLines: [Int] = [], widths: [CGFloat] = []
        tops.reserveCapacity(layouts.count)
        firstLines.reserveCapacity(layouts.count)
        widths.reserveCapacity(layouts.count)
        var bottom = top, nextLine = line
        var spanIndex = spans.startIndex
        for layout in layouts {
            let size: CGSize, lines: Int
            if let layout {
                (size, lines) = (layout.size, layout.lineCount)
            } else {
                (size, lines) = estimate?.size(of: spans[spanIndex]) ?? (.zero, 1)
            }
            tops.append(bottom)
            firstLines.append(nextLine)
            widths.append(size.width)
            bottom += size.height
            nextLine += lines
            spanIndex += 1
        }
        return (tops, firstLines, widths, bottom, nextLine)
    }

    /// Gives the paragraph at `index`, not laid out until now, its layout; when its size is not
    /// the estimated one, the paragraphs after it move.
    mutating func realize(_ index: Int, with layout: ParagraphLayout) {
        guard layouts[index] == nil else { return }
        let guess = estimate?.size(of: spans[index]) ?? (.zero, 1)
        layouts[index] = layout
        widths[index] = layout.size.width
        width = max(width, layout.size.width)
        let topShift = layout.size.height - guess.size.height, lineShift = layout.lineCount - guess.lines
        guard topShift != 0 || lineShift != 0 else { return }
        for later in (index + 1)..<count {
            tops[later] += topShift
            firstLines[later] += lineShift
        }
        height += topShift
        lineCount += lineShift
    }

    /// Makes these, the paragraphs of `oldText` laid out with `oldStyle`, those of `newText` with
    /// `style` (the same apart from the marked range).
    mutating func apply(editFrom oldText: inout String, to newText: inout String, oldStyle: TextLayout.Style, style: TextLayout.Style) {
        let edit = newText.withUTF8 { newBytes in
            oldText.withUTF8 { TextParagraphs.edit(of: newBytes, from: $0, old: spans) }
        }
        let marked = style.markedRange != nil || oldStyle.markedRange != nil
        // Kept for the marked-text check only: holding the old spans otherwise would make the
        // write below copy them.
        let oldSpans = marked ? spans : []
        let front = edit.front, back = edit.back
        // Where the replaced stretch and the kept tail started, on screen and in visual lines
        // (past the last paragraph: the totals).
        let top = front < count ? tops[front] : height, line = front < count ? firstLines[front] : lineCount
        let tailTop = back < count ? tops[back] : height, tailLine = back < count ? firstLines[back] : lineCount
        // A text that is or becomes long leaves the new paragraphs to be laid out when asked for
        // (a 10 MB paste is a hundred thousand of them).
        if estimate == nil, count - (back - front) + edit.middle.count > Self.lazyThreshold {
            estimate = ParagraphEstimate(style: style)
        }
        var middleLayouts: [ParagraphLayout?] = []
        if estimate != nil {
            middleLayouts = Array(repeating: nil, count: edit.middle.count)
        } else {
            newText.withUTF8 { bytes in
                for span in edit.middle { middleLayouts.append(Self.layOut(span, of: bytes, style: style)) }
            }
        }
        let middle = Self.stack(middleLayouts, edit.middle[...], estimate: estimate, top: top, line: line)
        edit.apply(to: &spans)
        layouts.replaceSubrange(front..<back, with: middleLayouts)
        tops.replaceSubrange(front..<back, with: middle.tops)
        firstLines.replaceSubrange(front..<back, with: middle.firstLines)
        widths.replaceSubrange(front..<back, with: middle.widths)
        // The tail moves by what the new paragraphs took on screen and in lines. A loop, not
        // `map`: a closure made here is the main actor's, and checks its executor on every call
        // the standard library makes into it.
        let topShift = middle.bottom - tailTop, lineShift = middle.nextLine - tailLine
        for index in (front + edit.middle.count)..<count {
            tops[index] += topShift
            firstLines[index] += lineShift
        }
        height += topShift
        lineCount += lineShift
        width = widths.max() ?? 0
        if marked { relayMarked(edit: edit, oldSpans: oldSpans, oldStyle: oldStyle, style: style, text: &newText) }
    }

    /// Without marked text on either side every kept paragraph's style is the text's, which
    /// matched; with it, a kept one the marked part entered, left or moved within is laid out
    /// again (only those the marked range reaches, before or after, can differ). Should that change
    /// its size, the paragraphs are stacked anew.
    private mutating func relayMarked(edit: TextParagraphs.Edit, oldSpans: [TextParagraphs.Span], oldStyle: TextLayout.Style,
                                      style: TextLayout.Style, text: inout String) {
        var restack = false
        text.withUTF8 { bytes in
            for index in 0..<count {
                let span = spans[index]
                // A paragraph not laid out yet gets the marked range when it is.
                guard let old = edit.oldIndex(of: index), let laidOut = layouts[index],
                      Self.marks(style.markedRange, span) || Self.marks(oldStyle.markedRange, oldSpans[old]),
                      laidOut.style != Self.localStyle(style, start: span.start, length: span.length) else { continue }
                let relaid = Self.layOut(span, of: bytes, style: style)
                if relaid.size != laidOut.size || relaid.lineCount != laidOut.lineCount { restack = true }
                layouts[index] = relaid
            }
        }
        if restack { self = LaidOutParagraphs(spans: spans, stacking: layouts, estimate: estimate) }
    }

    /// A new Pango layout of the paragraph at `span` in `bytes` (the whole text's UTF-8).
    static func layOut(_ span: TextParagraphs.Span, of bytes: UnsafeBufferPointer<UInt8>,
                               style: TextLayout.Style) -> ParagraphLayout {
        ParagraphLayout(text: String(decoding: UnsafeBufferPointer(rebasing: bytes[span.byteStart..<span.byteEnd]), as: UTF8.self),
                        style: localStyle(style, start: span.start, length: span.length))
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

    /// Whether the marked range reaches the paragraph at `span`, so that its local style has one.
    private static func marks(_ marked: NSRange?, _ span: TextParagraphs.Span) -> Bool {
        guard let marked else { return false }
        return min(marked.location + marked.length, span.end) > max(marked.location, span.start)
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
