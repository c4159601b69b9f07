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
@MainActor
struct LaidOutParagraphs {
    private(set) var spans: [TextParagraphs.Span]
    private(set) var layouts: [ParagraphLayout]
    /// Each paragraph's top, in points from the text's top.
    private(set) var tops: [CGFloat]
    /// The index of each paragraph's first visual line among all the text's lines.
    private(set) var firstLines: [Int]
    private(set) var widths: [CGFloat]
    private(set) var lineCount: Int
    private(set) var height: CGFloat

    var count: Int { spans.count }
    var width: CGFloat { widths.max() ?? 0 }

    static let empty = LaidOutParagraphs(spans: [], layouts: [], tops: [], firstLines: [], widths: [], lineCount: 0, height: 0)

    /// Every paragraph of `text` laid out anew.
    init(text: inout String, style: TextLayout.Style) {
        let spans = text.withUTF8 { TextParagraphs.spans(of: $0) }
        var layouts: [ParagraphLayout] = []
        layouts.reserveCapacity(spans.count)
        text.withUTF8 { bytes in
            for span in spans { layouts.append(Self.layOut(span, of: bytes, style: style)) }
        }
        self.init(spans: spans, stacking: layouts)
    }

    /// One paragraph holding the whole text, laid out as one.
    init(whole text: String, style: TextLayout.Style) {
        let span = TextParagraphs.Span(byteStart: 0, byteLength: text.utf8.count, start: 0, length: text.utf16.count, breakLength: 0)
        self.init(spans: [span], stacking: [ParagraphLayout(text: text, style: style)])
    }

    private init(spans: [TextParagraphs.Span], layouts: [ParagraphLayout], tops: [CGFloat], firstLines: [Int],
                 widths: [CGFloat], lineCount: Int, height: CGFloat) {
        (self.spans, self.layouts, self.tops, self.firstLines, self.widths) = (spans, layouts, tops, firstLines, widths)
        (self.lineCount, self.height) = (lineCount, height)
    }

    /// `layouts` stacked top to bottom, each one's size read.
    private init(spans: [TextParagraphs.Span], stacking layouts: [ParagraphLayout]) {
        let stack = Self.stack(layouts, top: 0, line: 0)
        self.init(spans: spans, layouts: layouts, tops: stack.tops, firstLines: stack.firstLines, widths: stack.widths,
                  lineCount: stack.nextLine, height: stack.bottom)
    }

    /// `layouts` stacked one under the other from `top` and visual line `line`: each one's top,
    /// first line and width, and where the stack ends.
    private static func stack(_ layouts: [ParagraphLayout], top: CGFloat, line: Int)
        -> (tops: [CGFloat], firstLines: [Int], widths: [CGFloat], bottom: CGFloat, nextLine: Int) {
        var tops: [CGFloat] = [], firstLines: [Int] = [], widths: [CGFloat] = []
        tops.reserveCapacity(layouts.count)
        firstLines.reserveCapacity(layouts.count)
        widths.reserveCapacity(layouts.count)
        var bottom = top, nextLine = line
        for layout in layouts {
            tops.append(bottom)
            firstLines.append(nextLine)
            widths.append(layout.size.width)
            bottom += layout.size.height
            nextLine += layout.lineCount
        }
        return (tops, firstLines, widths, bottom, nextLine)
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
        var middleLayouts: [ParagraphLayout] = []
        newText.withUTF8 { bytes in
            for span in edit.middle { middleLayouts.append(Self.layOut(span, of: bytes, style: style)) }
        }
        let middle = Self.stack(middleLayouts, top: top, line: line)
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
                guard let old = edit.oldIndex(of: index),
                      Self.marks(style.markedRange, span) || Self.marks(oldStyle.markedRange, oldSpans[old]),
                      layouts[index].style != Self.localStyle(style, start: span.start, length: span.length) else { continue }
                let relaid = Self.layOut(span, of: bytes, style: style)
                if relaid.size != layouts[index].size || relaid.lineCount != layouts[index].lineCount { restack = true }
                layouts[index] = relaid
            }
        }
        if restack { self = LaidOutParagraphs(spans: spans, stacking: layouts) }
    }

    /// A new Pango layout of the paragraph at `span` in `bytes` (the whole text's UTF-8).
    private static func layOut(_ span: TextParagraphs.Span, of bytes: UnsafeBufferPointer<UInt8>,
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
