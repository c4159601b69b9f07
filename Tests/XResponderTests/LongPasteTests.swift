import Foundation
import Testing
@testable import XResponder

/// A 10 MB paste (R-U7): a text view lays out only the paragraphs it shows, a field only a stretch
/// of its one line around the caret, and both stay exact where they are looked at.
@Suite("Long pastes: lazy paragraphs and a field's laid-out stretch (R-U7)", .serialized, .tearsDownTestTrees)
@MainActor
struct LongPasteTests {
    /// Short enough to fit on one line of the text view, so the paragraphs' estimated sizes are
    /// their real ones (a longer line may be estimated at two lines and laid out as one).
    static let line = "0123456789 abcdefghij 012345\n"
    static let tenMegabytes = String(repeating: line, count: 10_000_000 / line.utf8.count)

    func render(_ window: UIWindow) {
        _ = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
    }

    @Test("R-U7 a 10 MB paste into a text view lays out what is shown, scrolls to the caret, and holds at most 4× the text's bytes")
    func textViewPaste() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        UIPasteboard.general.string = Self.tenMegabytes
        let before = residentKiB()
        notes.paste(nil)
        harness.input.runUntilIdle()
        render(window)
        #expect(notes.text.utf8.count == Self.tenMegabytes.utf8.count)
        let layout = notes.editorLayout
        #expect(layout.laidOutParagraphCount < 100, "\(layout.laidOutParagraphCount) paragraphs laid out")
        // Every line fits on one line: the estimates are exact, and the caret at the end is shown.
        let lines = CGFloat(Self.tenMegabytes.utf8.count / Self.line.utf8.count + 1)
        let lineHeight = layout.caretRect(at: 0).height
        #expect(abs(layout.size.height - lines * lineHeight) < 1)
        let caret = notes.caretRect(for: notes.endOfDocument)
        #expect(notes.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
        let grown = residentKiB() - before
        if !isAddressSanitized { #expect(grown < 4 * 10_000, "resident memory grew \(grown) KiB for 10 MB") }
    }

    @Test("R-U7 a long text's paragraphs laid out in any order stack where laid out in order; a wrapped one moves those after it")
    func lazyParagraphsStackExactly() throws {
        var lines = (0..<12_000).map { "Line \($0) of a long text" }
        let wrapped = 7_000
        lines[wrapped] = String(repeating: "a long paragraph that wraps ", count: 20)
        let text = lines.joined(separator: "\n")
        let style = TextLayout.Style(font: .systemFont(ofSize: 15), wrapWidth: 300)
        let layout = TextLayout(text: text, style: style)
        #expect(layout.laidOutParagraphCount == 0)
        let starts = lines.reduce(into: [0]) { $0.append($0.last! + $1.utf16.count + 1) }
        let lineHeight = layout.caretRect(at: 0).height
        var generator = SeededGenerator(seed: 28)
        for _ in 0..<200 {
            let index = Int.random(in: 0..<wrapped, using: &generator)
            #expect(abs(layout.caretRect(at: starts[index]).minY - CGFloat(index) * lineHeight) < 0.01)
        }
        // The wrapped paragraph, once laid out, pushes every later one down by its extra lines.
        let heightBefore = layout.size.height
        let wrappedRect = layout.caretRect(at: starts[wrapped] + lines[wrapped].utf16.count)
        let extra = wrappedRect.minY - CGFloat(wrapped) * lineHeight
        #expect(extra >= lineHeight, "the long paragraph takes several lines")
        #expect(abs(layout.caretRect(at: starts[wrapped + 1]).minY - (CGFloat(wrapped + 1) * lineHeight + extra)) < 0.01)
        // Every other paragraph fits on one line, estimated or laid out: the height is exact.
        #expect(abs(layout.size.height - (CGFloat(lines.count - 1) * lineHeight + extra + lineHeight)) < 0.01)
        #expect(heightBefore != layout.size.height, "the wrapped paragraph's estimate was corrected")
        #expect(layout.offset(at: CGPoint(x: 1, y: CGFloat(wrapped + 2) * lineHeight + extra + 1)) == starts[wrapped + 2])
        // A selection of everything costs what is visible.
        _ = layout.selectionRects(for: NSRange(location: 0, length: text.utf16.count), visibleRect: CGRect(x: 0, y: 0, width: 300, height: 200))
        #expect(layout.laidOutParagraphCount < 250)
    }

    @Test("R-U7 a 10 MB paste into a field lays out a stretch around the caret; Home, End, arrows and typing work across stretches")
    func fieldPaste() throws {
        let harness = Harness()
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        UIPasteboard.general.string = Self.tenMegabytes
        let before = residentKiB()
        field.paste(nil)
        harness.input.runUntilIdle()
        render(window)
        let length = Self.tenMegabytes.utf16.count
        #expect(field.text?.utf16.count == length)
        #expect(field.text?.contains("\n") == false, "line breaks became spaces")
        let window1 = try #require(field.editorLayout.window)
        #expect(window1.upperBound == length && window1.count <= 2 * UITextField.layoutReach)
        let caret = field.caretRect(for: field.endOfDocument)
        #expect(field.bounds.insetBy(dx: -1, dy: 0).contains(CGPoint(x: caret.midX, y: caret.midY)))
        let grown = residentKiB() - before
        if !isAddressSanitized { #expect(grown < 4 * 10_000, "resident memory grew \(grown) KiB for 10 MB") }

        // Home: to the text's start (the line is the whole text, not the stretch).
        harness.input.pressKey(UIKey(characters: "", keyCode: .keyboardHome))
        #expect(field.selectedTextRange?.start.offset == 0)
        harness.input.typeText("X")
        #expect(field.text?.hasPrefix("X0123") == true)
        // Right arrow, one character at a time, across several stretches: never a jump, and the
        // caret stays on screen.
        var previous = field.selectedTextRange!.start.offset
        var stretches = Set<Int>()
        for step in 0..<1_500 {
            harness.input.pressKey(UIKey(characters: "", keyCode: .keyboardRightArrow))
            let offset = field.selectedTextRange!.start.offset
            #expect(offset == previous + 1, "step \(step)")
            previous = offset
            stretches.insert(field.editorLayout.window?.lowerBound ?? -1)
            if step % 250 == 249 {
                let caret = field.caretRect(for: field.selectedTextRange!.start)
                #expect(field.bounds.insetBy(dx: -1, dy: 0).contains(CGPoint(x: caret.midX, y: caret.midY)), "step \(step)")
            }
        }
        #expect(stretches.count > 1, "the caret crossed into another stretch")
        harness.input.pressKey(UIKey(characters: "", keyCode: .keyboardEnd))
        #expect(field.selectedTextRange?.start.offset == length + 1)
    }

    @Test("R-U7 line breaks pasted into a field become one space each, whichever kind")
    func flattening() {
        #expect(SingleLineText.flattening("a\nb\r\nc\rd\u{0B}e\u{0C}f\u{85}g\u{2028}h\u{2029}i") == "a b c d e f g h i")
        #expect(SingleLineText.flattening("no breaks, é ✓") == "no breaks, é ✓")
        let text = "x\r\n\r\ny"
        #expect(SingleLineText.flattening(text) == text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).joined(separator: " "))
    }
}
