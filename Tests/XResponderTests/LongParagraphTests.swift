import Foundation
import Testing
@testable import XResponder

/// One very long paragraph (issue #49 item 4): laid out in pieces, each its own Pango layout, cut
/// after spaces; lazily when long; an edit cuts again only the pieces it touched. The checks
/// compare with Pango layouts of the pieces made here, and with the paragraph laid out whole
/// where the two must agree (caret steps, words, text).
@Suite("One very long paragraph: pieces, laid out lazily, edited in place (R-U7)", .serialized, .tearsDownTestTrees)
@MainActor
struct LongParagraphTests {
    /// Small pieces, so that a paragraph of a few lines is cut into many.
    static let pieceLength = 32
    let style: TextLayout.Style = {
        var style = TextLayout.Style(font: .systemFont(ofSize: 15), wrapWidth: 180)
        style.paragraphPieceLength = LongParagraphTests.pieceLength
        return style
    }()
    /// The same, laid out whole.
    var wholeStyle: TextLayout.Style {
        var style = style
        style.paragraphPieceLength = 1 << 40
        return style
    }

    static let words = ["alpha ", "beta ", "gamma, ", "delta. ", "épée ", "👍🏽 ", "naïve ", "x ", "longerwordhere "]

    /// A short paragraph, a paragraph of `count` words, and a short one again.
    static func sample(_ count: Int, seed: UInt64 = 3) -> String {
        var generator = SeededGenerator(seed: seed)
        let long = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined()
        return "Title\n" + long + "end\r\nlast"
    }

    /// The UTF-16 offsets between characters.
    func caretOffsets(_ text: String) -> [Int] {
        var offsets = [0]
        for character in text { offsets.append(offsets.last! + character.utf16.count) }
        return offsets
    }

    /// Each span's UTF-16 start.
    func starts(_ spans: [TextParagraphs.Span]) -> [Int] {
        var start = 0
        return spans.map { span in
            defer { start += span.length + span.breakLength }
            return start
        }
    }

    func substring(_ text: String, _ start: Int, _ length: Int) -> String {
        String(text.utf16.dropFirst(start).prefix(length))!
    }

    @Test("R-U7 a paragraph longer than two pieces is cut just after spaces into pieces of one to one and a half piece lengths; joined, they are the paragraph")
    func piecesAreCutAfterSpaces() {
        let text = Self.sample(400)
        let spans = TextParagraphs.spans(of: text, pieceLength: Self.pieceLength)
        let paragraphs = TextParagraphs.spans(of: text, pieceLength: 1 << 40)
        #expect(paragraphs.count == 3)
        #expect(spans.count > 40, "\(spans.count) spans")
        #expect(TextParagraphs.joined(spans) == paragraphs)
        let offsets = Set(caretOffsets(text))
        for (span, start) in zip(spans, starts(spans)) where span.joinsNext {
            #expect((32...48).contains(span.length), "piece at \(start) is \(span.length) long")
            #expect(substring(text, start, span.length).hasSuffix(" "), "piece at \(start) ends after a space")
            #expect(offsets.contains(start + span.length))
        }
        // A paragraph's last piece holds the rest: at least half a piece, at most two.
        for (index, span) in spans.enumerated() where index > 0 && spans[index - 1].joinsNext && !span.joinsNext {
            #expect((16...64).contains(span.length))
        }
        // No spaces (CJK, a long URL): cut at grapheme boundaries, never inside a cluster.
        let unbroken = String(repeating: "漢字👍🏽e\u{301}", count: 60)
        let cut = TextParagraphs.spans(of: unbroken, pieceLength: Self.pieceLength)
        #expect(cut.count > 4)
        let clusters = Set(caretOffsets(unbroken))
        for (span, start) in zip(cut, starts(cut)) { #expect(clusters.contains(start + span.length)) }
        #expect(cut.reduce(0) { $0 + $1.length } == unbroken.utf16.count)
    }

    @Test("R-U7 in pieces, the layout is each piece's own Pango layout stacked; arrows, words and clicks cross where pieces meet as in the whole paragraph")
    func piecesAnswerAsTheParagraph() {
        let text = Self.sample(120)
        let layout = TextLayout(text: text, style: style)
        let whole = TextLayout(text: text, style: wholeStyle)
        let spans = layout.paragraphSpans
        #expect(spans.count > 10)
        // The height is the pieces' own, stacked.
        let pieceHeights = zip(spans, starts(spans)).map { span, start in
            ParagraphLayout(text: substring(text, start, span.length), style: style).size.height
        }
        #expect(abs(layout.size.height - pieceHeights.reduce(0, +)) < 0.01)
        #expect(layout.size.height >= whole.size.height)
        // Right arrow from the start visits every caret offset in order, as in the whole paragraph;
        // left arrow from the end comes back the same way.
        let offsets = caretOffsets(text)
        var rightward = [0], offset = 0
        while let next = layout.offset(visuallyFrom: offset, direction: 1), rightward.count <= offsets.count {
            rightward.append(next)
            offset = next
        }
        #expect(rightward == offsets)
        var leftward = [text.utf16.count]
        offset = text.utf16.count
        while let next = layout.offset(visuallyFrom: offset, direction: -1), leftward.count <= offsets.count {
            leftward.append(next)
            offset = next
        }
        #expect(leftward == offsets.reversed())
        // Ctrl+arrows find the same word ends and starts.
        for forward in [true, false] {
            var mine = forward ? 0 : text.utf16.count, theirs = mine
            for step in 0..<400 {
                mine = layout.wordBoundary(from: mine, forward: forward)
                theirs = whole.wordBoundary(from: theirs, forward: forward)
                #expect(mine == theirs, "step \(step) forward \(forward)")
                if mine == theirs, mine == 0 || mine == text.utf16.count { break }
            }
        }
        // Where pieces meet, the caret is at the start of the later piece's first line, and a
        // click there finds that offset; lines are counted through.
        var previousLine = -1
        for (span, start) in zip(spans, starts(spans)) {
            let caret = layout.caretRect(at: start)
            if start > 0 { #expect(caret.minX < 1, "caret at \(start) starts a line") }
            #expect(layout.offset(at: CGPoint(x: caret.minX + 0.5, y: caret.midY)) == start)
            let line = layout.lineNumber(of: start).line
            #expect(line > previousLine)
            previousLine = line
            _ = span
        }
        #expect(layout.lineNumber(of: 0).count == layout.lineNumber(of: text.utf16.count).line + 1)
        // Double-click on a word next to a piece's end selects the word, not the join.
        let joinAt = starts(spans)[2]
        #expect(layout.wordRange(at: joinAt) == whole.wordRange(at: joinAt))
    }

    @Test("R-U7 400 random edits in a long paragraph cut again only what they touched; pieces stay between half and twice a piece; joined, they are the text's paragraphs")
    func randomEditsKeepPiecesRight() {
        var generator = SeededGenerator(seed: 49)
        let inserts = ["a", "word ", " ", "\n", "\r\n", "\r", "", "é", "👍🏽", "  ", String(repeating: "many words ", count: 9)]
        var text = Self.sample(200)
        var storage = TextStorage(text)
        var layout = TextLayout(storage: storage, style: style, reusing: nil, change: nil)
        for step in 0..<400 {
            let length = text.utf16.count
            let from = Int.random(in: 0...length, using: &generator)
            let to = min(length, from + (step % 7 == 0 ? Int.random(in: 0...90, using: &generator) : Int.random(in: 0...3, using: &generator)))
            let inserted = inserts.randomElement(using: &generator)!
            let range: NSRange
            (text, range) = text.replacing(from: from, to: to, with: inserted)
            storage.replace(range, with: inserted)
            let before = Set(layout.paragraphLayouts.map(ObjectIdentifier.init))
            let change = TextChange(replacing: range, insertedLength: inserted.utf16.count)
            layout = TextLayout(storage: storage, style: style, reusing: consume layout, change: change)

            let spans = layout.paragraphSpans
            #expect(TextParagraphs.joined(spans) == TextParagraphs.spans(of: text, pieceLength: 1 << 40), "step \(step)")
            for (index, span) in spans.enumerated() {
                #expect(span.length <= 2 * Self.pieceLength, "step \(step): piece \(index) is \(span.length) long")
                let inLongParagraph = span.joinsNext || (index > 0 && spans[index - 1].joinsNext)
                if inLongParagraph { #expect(span.length >= Self.pieceLength / 2, "step \(step): piece \(index) is \(span.length) long") }
            }
            // Every layout holds its piece's text and has its size.
            let layouts = layout.paragraphLayouts
            #expect(layouts.count == spans.count)
            var height: CGFloat = 0
            for (pieceLayout, (span, start)) in zip(layouts, zip(spans, starts(spans))) {
                #expect(pieceLayout.text == substring(text, start, span.length), "step \(step) at \(start)")
                height += pieceLayout.size.height
            }
            #expect(abs(layout.size.height - height) < 0.01, "step \(step)")
            // A short edit lays out the few pieces it touched (and a neighbour it merged with).
            if inserted.utf16.count <= 2, to - from <= 3 {
                let fresh = layouts.filter { !before.contains(ObjectIdentifier($0)) }.count
                #expect(fresh <= 4, "step \(step): \(fresh) pieces laid out")
            }
        }
    }

    @Test("R-U7 a 5 MB paragraph pasted into a text view lays out what is shown, holds at most 4× its bytes, and a key at its end lays out a piece or two")
    func fiveMegabyteParagraphPaste() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        let words = "the quick brown fox jumps over the lazy dog and keeps on running "
        let paragraph = String(repeating: words, count: 5_000_000 / words.utf8.count)
        UIPasteboard.general.string = paragraph
        let before = residentKiB()
        notes.paste(nil)
        harness.input.runUntilIdle()
        render(window)
        #expect(notes.text.utf16.count == paragraph.utf16.count)
        let pieceLength = ParagraphPieces.defaultLength
        var layout = notes.editorLayout
        #expect(layout.laidOutLength <= 8 * pieceLength, "\(layout.laidOutLength) units laid out")
        #expect(layout.paragraphLayouts.allSatisfy { $0.text.utf16.count <= 2 * pieceLength })
        let caret = notes.caretRect(for: notes.endOfDocument)
        #expect(notes.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)), "the caret at the end is shown")
        let grown = residentKiB() - before
        if !isAddressSanitized { #expect(grown < 4 * 5_000, "resident memory grew \(grown) KiB for 5 MB") }

        // Keys at its end: the last piece is laid out again, nothing else.
        let kept = Set(layout.paragraphLayouts.map(ObjectIdentifier.init))
        harness.input.typeText("xyz")
        render(window)
        layout = notes.editorLayout
        #expect(notes.text.hasSuffix("running xyz"))
        let fresh = layout.paragraphLayouts.filter { !kept.contains(ObjectIdentifier($0)) }
        #expect(fresh.count <= 2 && fresh.allSatisfy { $0.text.utf16.count <= 2 * pieceLength })

        // Scrolled to the middle: what is shown there is laid out; the text that stays laid out is bounded.
        notes.contentOffset = CGPoint(x: 0, y: (notes.contentSize.height / 2).rounded())
        render(window)
        #expect(notes.editorLayout.lastDrawnParagraphCount >= 1)
        #expect(notes.editorLayout.laidOutLength <= LaidOutParagraphs.keptLength)
        let middle = notes.closestPosition(to: CGPoint(x: 100, y: notes.contentOffset.y + 150))!
        #expect(middle.offset > 1_000_000 && middle.offset < 4_000_000, "a click in the middle finds the middle: \(middle.offset)")
    }

    func render(_ window: UIWindow) {
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }
}
