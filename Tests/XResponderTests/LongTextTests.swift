import Foundation
import Testing
@testable import XResponder

/// Long documents: a text view lays its text out paragraph by paragraph, keeps every paragraph an
/// edit did not touch, and draws only the lines on screen. Each check compares against what one
/// Pango layout of the whole text answers, or against a layout made afresh.
@Suite("Long documents: paragraph-by-paragraph layout (R-TX4, R-S5, R-U)", .tearsDownTestTrees)
@MainActor
struct LongTextTests {
    let style = TextLayout.Style(font: .systemFont(ofSize: 15), wrapWidth: 180)

    /// Paragraphs of every kind: empty ones, a wrapped one, Hebrew, Arabic with Latin, emoji and
    /// combining marks, "\r\n" breaks and a lone "\r", a trailing break.
    let sample = "First line\n\nA paragraph long enough to wrap over several lines of the layout's width\r\n"
        + "שלום עולם\nمرحبا abc مرحبا\n👍🏽 e\u{301} flags 🇫🇷🇩🇪\rlone return\n   spaced   out  \nlast\n"

    /// The UTF-16 offsets between characters, where a caret can be ("\r\n" is one character).
    func caretOffsets(_ text: String) -> [Int] {
        var offsets = [0]
        for character in text { offsets.append(offsets.last! + character.utf16.count) }
        return offsets
    }

    @Test("R-TX4: a text laid out paragraph by paragraph answers as one Pango layout of the whole text does")
    func paragraphsAgreeWithWholeLayout() {
        let split = TextLayout(text: sample, style: style)
        let whole = ParagraphLayout(text: sample, style: style)
        #expect(split.paragraphLayouts.count == 9)
        #expect(split.size.height == whole.size.height)
        #expect(split.lineNumber(of: 0).count == whole.lineCount)
        for offset in caretOffsets(sample) {
            #expect(split.caretRect(at: offset) == whole.caretRect(at: offset), "caret at \(offset)")
            #expect(split.lineNumber(of: offset).line == whole.line(of: offset), "line of \(offset)")
            #expect(split.lineRange(containing: offset) == whole.lineRange(containing: offset), "line range at \(offset)")
            #expect(split.wordBoundary(from: offset, forward: true)
                    == whole.wordBoundary(from: offset, forward: true) ?? sample.utf16.count, "word end after \(offset)")
            #expect(split.wordBoundary(from: offset, forward: false)
                    == whole.wordBoundary(from: offset, forward: false) ?? 0, "word start before \(offset)")
            for lines in [-1, 1] {
                let x = split.caretRect(at: offset).minX
                #expect(split.offset(from: offset, lines: lines, x: x) == whole.offset(onLine: whole.line(of: offset) + lines, x: x),
                        "\(lines) line(s) from \(offset)")
            }
        }
        for y in stride(from: -5.0, through: whole.size.height + 5, by: 7) {
            for x in stride(from: -5.0, through: 190, by: 13) {
                #expect(split.offset(at: CGPoint(x: x, y: y)) == whole.offset(at: CGPoint(x: x, y: y)), "point \(x), \(y)")
            }
        }
    }

    @Test("R-TX4: arrows move as in one layout inside a paragraph, and over a break to the neighbour's logical end, as GtkTextView does")
    func visualStepsCrossParagraphs() {
        let split = TextLayout(text: sample, style: style)
        let whole = ParagraphLayout(text: sample, style: style)
        let spans = paragraphRanges(sample)
        for offset in caretOffsets(sample) {
            let paragraph = spans.last { $0.start <= offset }!
            for direction in [-1, 1] {
                let step = split.offset(visuallyFrom: offset, direction: direction)
                if case .moved(let moved) = whole.step(visuallyFrom: offset, direction: direction),
                   (paragraph.start...paragraph.end).contains(moved) {
                    #expect(step == moved, "step \(direction) from \(offset)")
                } else {
                    // Off the paragraph: GtkTextView's rule (Pango's would land mid-line on the
                    // neighbouring line): the previous paragraph's end or the next one's start.
                    let neighbours = spans.flatMap { [$0.start, $0.end] }.filter { $0 < paragraph.start || $0 > paragraph.end }
                    #expect(step == nil || neighbours.contains(step!), "step \(direction) from \(offset) → \(String(describing: step))")
                }
            }
        }
        // Right at the end of a left-to-right paragraph: the next one's start, though it is Hebrew.
        #expect(split.offset(visuallyFrom: 84, direction: 1) == 86)
        // Right at the start of the Hebrew (its right edge) goes back over the break; Left at its
        // end (its left edge) goes on to the next paragraph.
        #expect(split.offset(visuallyFrom: 86, direction: 1) == 84)
        #expect(split.offset(visuallyFrom: 95, direction: -1) == 96)
        // Empty paragraphs are one step each; the text's ends stop.
        #expect(split.offset(visuallyFrom: 10, direction: 1) == 11)
        #expect(split.offset(visuallyFrom: 11, direction: 1) == 12)
        #expect(split.offset(visuallyFrom: 12, direction: -1) == 11)
        #expect(split.offset(visuallyFrom: 0, direction: -1) == nil)
        #expect(split.offset(visuallyFrom: sample.utf16.count, direction: 1) == nil)
    }

    @Test("R-TX4: a selection over paragraph breaks highlights the same lines as one layout")
    func selectionAcrossParagraphs() {
        let split = TextLayout(text: sample, style: style)
        let whole = ParagraphLayout(text: sample, style: style)
        let length = sample.utf16.count
        for (from, to) in [(0, length), (3, 14), (10, 12), (11, 12), (20, 90), (length - 6, length)] {
            let range = NSRange(location: from, length: to - from)
            let splitRects = split.selectionRects(for: range).map(\.rect)
            let wholeRects = whole.selectionRects(for: range).map(\.rect)
            #expect(splitRects == wholeRects, "selection \(from)..<\(to)")
        }
    }

    @Test("R-TX4: an edit lays out only the paragraphs it touched; the others are the same objects")
    func editsKeepUntouchedParagraphs() {
        let lines = (0..<1_000).map { "Paragraph \($0) of a long document." }
        var text = lines.joined(separator: "\n")
        let first = TextLayout(text: text, style: style)
        // One character typed into paragraph 500.
        let insertAt = text.utf16.count / 2
        text = text.inserting("x", at: insertAt)
        let typed = TextLayout(text: text, style: style, reusing: first)
        let changed = (0..<1_000).filter { typed.paragraphLayouts[$0] !== first.paragraphLayouts[$0] }
        #expect(changed.count == 1)
        #expect(typed.size.height == TextLayout(text: text, style: style).size.height)
        // Return splits it in two; the other 999 paragraphs are kept.
        text = text.inserting("\n", at: insertAt)
        let split = TextLayout(text: text, style: style, reusing: typed)
        #expect(split.paragraphLayouts.count == 1_001)
        let kept = Set(typed.paragraphLayouts.map(ObjectIdentifier.init))
        #expect(split.paragraphLayouts.filter { kept.contains(ObjectIdentifier($0)) }.count == 999)
        // Marked text (an input method's preedit) lays out the paragraphs it enters and leaves.
        var marked = style
        marked.markedRange = NSRange(location: insertAt - 3, length: 3)
        let preedit = TextLayout(text: text, style: marked, reusing: split)
        #expect(zip(preedit.paragraphLayouts, split.paragraphLayouts).filter { $0 !== $1 }.count == 1)
        let committed = TextLayout(text: text, style: style, reusing: preedit)
        #expect(zip(committed.paragraphLayouts, preedit.paragraphLayouts).filter { $0 !== $1 }.count == 1)
        // Another font: nothing is kept.
        var bigger = style
        bigger.font = .systemFont(ofSize: 20)
        let restyled = TextLayout(text: text, style: bigger, reusing: committed)
        #expect(zip(restyled.paragraphLayouts, committed.paragraphLayouts).allSatisfy { $0 !== $1 })
    }

    @Test("R-U R-TX4: 400 random edits in a row keep the rope and the paragraphs exactly those of the text cut afresh")
    func randomEditsKeepParagraphsRight() {
        var generator = SeededGenerator(seed: 11)
        let pieces = ["a", "word ", "\n", "\r\n", "\r", "", "é", "👍🏽", "שלום", "\n\n", " end\n"]
        var text = "start\nmiddle\r\nend"
        var storage = TextStorage(text)
        var layout = TextLayout(storage: storage, style: style, reusing: nil, change: nil)
        for step in 0..<400 {
            let length = text.utf16.count
            let from = Int.random(in: 0...length, using: &generator)
            let to = min(length, from + Int.random(in: 0...6, using: &generator))
            let piece = pieces.randomElement(using: &generator)!
            let old = text
            let range: NSRange
            (text, range) = text.replacing(from: from, to: to, with: piece)
            // The same edit on the rope, as the editor makes it: the range widened to characters.
            storage.replace(range, with: piece)
            #expect(storage.string == text, "step \(step): \(old.debugDescription) → \(text.debugDescription)")
            let change = TextChange(replacing: range, insertedLength: piece.utf16.count)
            // Every other step hands the old layout over, which edits its tree in place; the
            // others share it, which copies the path the edit takes.
            if step.isMultiple(of: 2) {
                layout = TextLayout(storage: storage, style: style, reusing: consume layout, change: change)
            } else {
                layout = TextLayout(storage: storage, style: style, reusing: layout, change: change)
            }
            let afresh = TextLayout(text: text, style: style)
            #expect(layout.paragraphSpans == TextParagraphs.spans(of: text), "step \(step)")
            #expect(layout.size == afresh.size, "step \(step)")
            #expect(layout.lineNumber(of: 0).count == afresh.lineNumber(of: 0).count, "step \(step)")
            // Every paragraph where a fresh layout has it: the kept ones were moved, not re-measured.
            for paragraph in paragraphRanges(text) {
                for probe in [paragraph.start, paragraph.end] {
                    #expect(layout.caretRect(at: probe) == afresh.caretRect(at: probe), "step \(step) caret at \(probe)")
                    #expect(layout.lineNumber(of: probe).line == afresh.lineNumber(of: probe).line, "step \(step) line of \(probe)")
                }
            }
        }
    }

    @Test("R-S5: a frame of a 5,000-line text view draws the paragraphs on screen, at the top and scrolled to the end")
    func longTextViewDrawsWhatIsVisible() {
        let h = Harness()
        let window = h.makeWindow()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        notes.text = (1...5_000).map { "Line \($0)" }.joined(separator: "\n")
        window.addSubview(notes)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        #expect(notes.editorLayout.lastDrawnParagraphCount > 5)
        #expect(notes.editorLayout.lastDrawnParagraphCount < 25)   // 300 points of ~20-point lines
        notes.contentOffset = CGPoint(x: 0, y: notes.contentSize.height - notes.bounds.height)
        compositor.renderIfNeeded()
        #expect(notes.editorLayout.lastDrawnParagraphCount < 25)
        // What a click at the bottom finds is the last line.
        let last = notes.closestPosition(to: CGPoint(x: 30, y: notes.contentSize.height - 12))!
        #expect(notes.text.utf16.count - last.offset <= "Line 5000".utf16.count)
    }

    @Test("R-U R-TX4: 300 keys typed into a 5,000-line text view edit its paragraphs in place, the kept ones untouched")
    func typingEditsParagraphsInPlace() {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        notes.text = (1...5_000).map { "Line \($0): the quick brown fox jumps over the lazy dog." }.joined(separator: "\n")
        let kept = notes.editorLayout.paragraphLayouts.prefix(4_999).map(ObjectIdentifier.init)
        let root = notes.editorLayout.paragraphTreeRoot
        var edited = Set<Int>()
        for (index, offset) in [notes.text.utf16.count, 0, 150_000].enumerated() {
            notes.selectedRange = NSRange(location: offset, length: 0)
            edited.insert(notes.text.utf16.prefix(offset).filter { $0 == 0x0A }.count)
            for key in 0..<100 {
                notes.insertText(key.isMultiple(of: 10) ? " " : "x")
                // One layout's tree, from the first key to the last: not a copy per key.
                #expect(notes.editorLayout.paragraphTreeRoot == root, "pass \(index), key \(key)")
            }
        }
        // The paragraphs no key reached are the objects laid out before the first key.
        let layouts = notes.editorLayout.paragraphLayouts
        #expect(layouts.count == 5_000)
        #expect(edited.count == 3)
        #expect((0..<4_999).filter { !edited.contains($0) }.allSatisfy { ObjectIdentifier(layouts[$0]) == kept[$0] })
        let afresh = TextLayout(text: notes.text, style: notes.editorLayout.style)
        #expect(notes.editorLayout.size == afresh.size)
        #expect(notes.editorLayout.caretRect(at: 150_050) == afresh.caretRect(at: 150_050))
    }

    /// Each paragraph's UTF-16 start and end (before its break).
    private func paragraphRanges(_ text: String) -> [(start: Int, end: Int)] {
        var start = 0
        return TextParagraphs.spans(of: text).map { span in
            defer { start += span.length + span.breakLength }
            return (start, start + span.length)
        }
    }
}
