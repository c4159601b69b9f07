import Foundation
import Testing
@testable import XResponder

/// A long document in a text view (issue #35): paragraphs beyond the screen start with estimated
/// heights, are measured in idle-time slices, and the result must be the exact layout — checked
/// against Pango layouts of each paragraph made here, stacked by this test — while the text on
/// screen does not move and edits keep coming.
@Suite("Long documents: idle-time measuring, edits meanwhile, memory (R-TX1, R-S5, R-U7)", .serialized, .tearsDownTestTrees)
@MainActor
struct LongDocumentTests {
    /// 10,500 paragraphs (lazily laid out: more than `lazyThreshold`) of lengths from a word to
    /// four lines, so estimates are wrong both ways.
    static let document: String = (0..<10_500).map { line in
        "Line \(line) " + String(repeating: "lorem ipsum dolor ", count: line % 13)
    }.joined(separator: "\n")

    /// A 400×300 window showing a text view that holds `text`, drawn once unless told not to.
    func showLongText(_ text: String, drawn: Bool = true) -> (Harness, UIWindow, UITextView) {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        notes.text = text
        if drawn { render(window) }
        return (harness, window, notes)
    }

    func render(_ window: UIWindow) {
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    /// Runs the text view's idle slices until no estimate is left (or `until` holds).
    func runIdle(_ harness: Harness, _ view: UITextView, until done: () -> Bool = { false }) {
        var slices = 0
        while view.editorLayout.hasEstimatedParagraphs, !done(), slices < 1_000_000 {
            (harness.app.clock as! ManualClock).advance(by: UITextView.measuringPause)
            slices += 1
        }
    }

    /// The exact layout, made here: each paragraph laid out by Pango alone, stacked.
    @MainActor
    struct Reference {
        var starts: [Int] = [], tops: [CGFloat] = [], layouts: [ParagraphLayout] = []
        var height: CGFloat = 0

        init(_ text: String, style: TextLayout.Style) {
            var start = 0
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let layout = ParagraphLayout(text: String(line), style: style)
                starts.append(start)
                tops.append(height)
                layouts.append(layout)
                height += layout.size.height
                start += line.utf16.count + 1
            }
        }

        func paragraph(containing offset: Int) -> Int { (starts.lastIndex { $0 <= offset }) ?? 0 }
        func paragraph(atY y: CGFloat) -> Int { (tops.lastIndex { $0 <= y }) ?? 0 }
    }

    /// Carets, line ranges and a grid of clicks answered as the reference answers them.
    func expectExact(_ layout: TextLayout, _ text: String, _ reference: Reference, sampleEvery: Int = 97) {
        #expect(abs(layout.size.height - reference.height) < 0.01, "height \(layout.size.height) vs \(reference.height)")
        for index in stride(from: 0, to: reference.starts.count, by: sampleEvery) {
            let start = reference.starts[index], paragraph = reference.layouts[index]
            for local in [0, paragraph.text.utf16.count / 2, paragraph.text.utf16.count] {
                let expected = paragraph.caretRect(at: local).offsetBy(dx: 0, dy: reference.tops[index])
                #expect(layout.caretRect(at: start + local) == expected, "caret at \(start + local)")
                let line = paragraph.lineRange(containing: local)
                #expect(layout.lineRange(containing: start + local) == NSRange(location: line.location + start, length: line.length))
            }
        }
        for y in stride(from: 3.0, to: reference.height, by: reference.height / 61) {
            for x in [2.0, 90, 250] {
                let index = reference.paragraph(atY: y)
                let expected = reference.starts[index] + reference.layouts[index].offset(at: CGPoint(x: x, y: y - reference.tops[index]))
                #expect(layout.offset(at: CGPoint(x: x, y: y)) == expected, "click at \(x), \(y)")
            }
        }
    }

    @Test("R-TX1 R-S5: estimated heights are measured in idle slices; the text on screen stays put, and the result is the exact layout")
    func idleMeasuringEndsExact() {
        let (harness, window, notes) = showLongText(Self.document)
        #expect(notes.editorLayout.hasEstimatedParagraphs)
        #expect(notes.editorLayout.measuredParagraphCount < 100)
        // Scrolled to the middle: the line at the top of the screen is where the user reads.
        notes.contentOffset = CGPoint(x: 0, y: (notes.contentSize.height / 2).rounded())
        render(window)
        let reading = notes.closestPosition(to: CGPoint(x: 10, y: notes.contentOffset.y + 20))!.offset
        let onScreen = notes.caretRect(for: UITextPosition(offset: reading)).minY - notes.contentOffset.y
        runIdle(harness, notes)
        #expect(!notes.editorLayout.hasEstimatedParagraphs)
        // The layouts made to measure were not kept: a long text keeps a bounded number.
        #expect(notes.editorLayout.laidOutParagraphCount <= LaidOutParagraphs.keptLayouts)
        let after = notes.caretRect(for: UITextPosition(offset: reading)).minY - notes.contentOffset.y
        #expect(abs(after - onScreen) < 0.5, "the line read moved from \(onScreen) to \(after) on screen")
        #expect(notes.contentSize.height == (notes.editorLayout.size.height + 16).rounded(.up))
        expectExact(notes.editorLayout, notes.text, Reference(notes.text, style: notes.editorLayout.style))
    }

    @Test("R-U10: off screen a long text's measuring waits, and goes on where it stopped when the view is back in a window")
    func measuringWaitsOffScreen() {
        let (harness, window, notes) = showLongText(Self.document)
        runIdle(harness, notes) { notes.editorLayout.measuredParagraphCount > 2_000 }
        notes.removeFromSuperview()
        let measured = notes.editorLayout.measuredParagraphCount
        for _ in 0..<50 { (harness.app.clock as! ManualClock).advance(by: UITextView.measuringPause) }
        #expect(notes.editorLayout.measuredParagraphCount == measured, "measured off screen")
        window.addSubview(notes)
        runIdle(harness, notes)
        #expect(!notes.editorLayout.hasEstimatedParagraphs)
    }

    @Test("R-TX1 R-U7: 1,000 random edits while measuring is half done leave the exact layout of the edited text")
    func editsWhileMeasuring() {
        let (harness, window, notes) = showLongText(Self.document)
        runIdle(harness, notes) { notes.editorLayout.measuredParagraphCount > 5_000 }
        #expect(notes.editorLayout.hasEstimatedParagraphs)
        var generator = SeededGenerator(seed: 351)
        let pieces = ["x", "word ", "\n", "", "lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do ", "é\n\n", "👍🏽"]
        for step in 0..<1_000 {
            let length = notes.editor.length
            let from = Int.random(in: 0...length, using: &generator)
            let to = min(length, from + [0, 1, 5, 300].randomElement(using: &generator)!)
            notes.editor.replace(NSRange(location: from, length: to - from), with: pieces.randomElement(using: &generator)!)
            if step.isMultiple(of: 7) {
                // A frame and a slice of idle work between some of the keys.
                notes.selectedRange = NSRange(location: from, length: 0)
                notes.scrollRangeToVisible(notes.selectedRange)
                render(window)
                (harness.app.clock as! ManualClock).advance(by: UITextView.measuringPause)
            }
        }
        runIdle(harness, notes)
        let text = notes.text!
        #expect(notes.editorLayout.paragraphSpans == TextParagraphs.spans(of: text))
        expectExact(notes.editorLayout, text, Reference(text, style: notes.editorLayout.style), sampleEvery: 151)
    }

    @Test("R-S4 R-TX2: the pointer drags a long text's scroll indicator to the end and back; the text keeps its caret; short text is clicked as before")
    func draggingTheIndicator() {
        let (harness, window, notes) = showLongText(Self.document, drawn: false)
        #expect(notes.becomeFirstResponder())
        notes.selectedRange = NSRange(location: 7, length: 0)
        notes.contentOffset = .zero
        render(window)
        let input = harness.input
        // A press on the bar at the top, dragged to the bottom edge: the content's end.
        let press = input.mouseDown(at: CGPoint(x: 397, y: 6), in: window)
        input.runUntilIdle()
        for y in stride(from: 30.0, through: 300, by: 30) {
            input.moveTouch(press, to: CGPoint(x: 397, y: y))
            input.runUntilIdle()
            render(window)
        }
        #expect(notes.contentOffset.y == notes.maximumContentOffset.y)
        // Half way back up: about the middle of the text.
        input.moveTouch(press, to: CGPoint(x: 397, y: 150))
        input.runUntilIdle()
        let middle = notes.contentOffset.y / notes.maximumContentOffset.y
        #expect(middle > 0.4 && middle < 0.6, "\(middle)")
        input.endTouch(press)
        input.runUntilIdle()
        #expect(notes.selectedRange == NSRange(location: 7, length: 0))
        // A press on the track below the bar jumps there.
        notes.contentOffset = .zero
        input.tap(at: CGPoint(x: 397, y: 290), in: window, type: .indirectPointer)
        input.runUntilIdle()
        #expect(notes.contentOffset.y > 0.9 * notes.maximumContentOffset.y)
        #expect(notes.selectedRange == NSRange(location: 7, length: 0))
        // In short text the strip is the text's: a click there places the caret.
        notes.text = "Short text that fits.\nTwo lines."
        notes.contentOffset = .zero
        render(window)
        input.tap(at: CGPoint(x: 397, y: 10), in: window, type: .indirectPointer)
        input.runUntilIdle()
        #expect(notes.selectedRange == NSRange(location: 21, length: 0))
    }

    @Test("R-TX1 R-TX4: on a million lines, typing, a preedit, undo, page down, a click and copying all work and stay exact where seen")
    func millionLines() {
        let line = "A line of a long log file, 53 characters of it here.\n"
        let original = String(repeating: line, count: 1_000_000)
        let (harness, window, notes) = showLongText(original)
        #expect(notes.editorLayout.paragraphTotal == 1_000_001)
        #expect(notes.becomeFirstResponder())
        let input = harness.input
        // The middle line: typing, a preedit shown as marked text, its commit, undo of both.
        let middle = 500_000 * line.utf16.count
        notes.selectedRange = NSRange(location: middle, length: 0)
        input.typeText("typed ")
        input.runUntilIdle()
        input.preedit("にほん")
        input.runUntilIdle()
        #expect(notes.markedTextRange?.nsRange == NSRange(location: middle + 6, length: 3))
        render(window)
        input.typeText("日本")
        input.runUntilIdle()
        #expect(notes.markedTextRange == nil)
        #expect(notes.text(in: UITextRange(NSRange(location: middle, length: 8))) == "typed 日本")
        let edited = ParagraphLayout(text: "typed 日本" + line.dropLast(), style: notes.editorLayout.style)
        let firstLine = edited.lineRange(containing: 0)
        #expect(notes.editorLayout.lineRange(containing: middle) == NSRange(location: middle, length: firstLine.length))
        #expect(notes.editorLayout.caretRect(at: middle + 8).minX == edited.caretRect(at: 8).minX)
        // Undo takes the committed text away (not back to the preedit), then the typing.
        notes.undoManager?.undo()
        #expect(notes.text(in: UITextRange(NSRange(location: middle, length: 8))) == "typed A ")
        notes.undoManager?.undo()
        #expect(notes.editor.length == original.utf16.count)
        #expect(notes.text(in: UITextRange(NSRange(location: middle - 5, length: 10))) == "ere.\nA lin")
        // Page Down moves a screen's lines; the caret is shown.
        let before = notes.editorLayout.lineNumber(of: notes.selectedRange.location).line
        input.pressKey(UIKey(characters: "", keyCode: .keyboardPageDown))
        input.runUntilIdle()
        render(window)
        let after = notes.editorLayout.lineNumber(of: notes.selectedRange.location).line
        #expect(after - before == notes.editorPageLines)
        let caret = notes.caretRect(for: UITextPosition(offset: notes.selectedRange.location))
        #expect(caret.minY >= notes.contentOffset.y && caret.maxY <= notes.contentOffset.y + notes.bounds.height)
        // A click on the third line shown lands on it (counted from the top of the first line
        // shown, which the scroll may have left partly above the view).
        let firstShown = notes.closestPosition(to: CGPoint(x: 20, y: notes.contentOffset.y + 9))!.offset
        let firstTop = notes.caretRect(for: UITextPosition(offset: firstShown)).minY
        let clicked = notes.closestPosition(to: CGPoint(x: 20, y: firstTop + 2.5 * caret.height))!.offset
        #expect(notes.editorLayout.lineNumber(of: clicked).line == notes.editorLayout.lineNumber(of: firstShown).line + 2)
        // Select all and copy: 53 MB on the pasteboard, as typed.
        notes.selectAll(nil)
        notes.copy(nil)
        #expect(UIPasteboard.general.string?.utf8.count == original.utf8.count)
        #expect(UIPasteboard.general.string == original)
    }

    @Test("R-U7: a long document opened and closed 100 times leaves memory flat and its layouts freed")
    func openAndCloseKeepsMemoryFlat() {
        let (harness, window, notes) = showLongText("", drawn: false)
        var resident: [Int] = []
        weak var firstLayout: ParagraphLayout?
        for round in 0..<100 {
            notes.text = Self.document
            render(window)
            (harness.app.clock as! ManualClock).advance(by: 30 * UITextView.measuringPause)
            if round == 0 { firstLayout = notes.editorLayout.paragraphLayouts.first }
            notes.text = ""
            render(window)
            if round == 9 || round == 99 { resident.append(residentKiB()) }
        }
        #expect(firstLayout == nil, "a paragraph layout of the first opening is still alive")
        #expect(notes.editorLayout.paragraphTotal == 1)
        // Ninety more openings of a 500 KB document add nothing that stays (a little allocator slack).
        if !isAddressSanitized { #expect(resident[1] - resident[0] < 8_000, "\(resident[0]) KiB → \(resident[1]) KiB") }
    }
}
