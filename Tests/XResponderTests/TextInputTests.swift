import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

@Suite("Text input: UITextField, UITextView, UIKeyInput, UITextInput (R-TX1)", .tearsDownTestTrees)
@MainActor
struct TextInputTests {
    @Test("R-TX1: a tap makes a field first responder; delegate and control events in UIKit's order")
    func tapBeginsEditing() {
        let scene = TextScene()
        let recorder = FieldRecorder()
        scene.name.delegate = recorder
        recorder.observe(scene.name)
        scene.input.tap(at: CGPoint(x: 100, y: 37))
        scene.input.runUntilIdle()
        #expect(scene.name.isFirstResponder)
        #expect(scene.name.isEditing)
        #expect(recorder.calls == ["shouldBegin", "didBegin", "event editingDidBegin"])
        recorder.calls = []
        scene.type("Hi")
        #expect(scene.name.text == "Hi")
        #expect(recorder.calls == ["shouldChange 0,0 \"H\"", "event editingChanged", "shouldChange 1,0 \"i\"", "event editingChanged"])
        recorder.calls = []
        scene.name.resignFirstResponder()
        #expect(recorder.calls == ["shouldEnd", "didEnd", "event editingDidEnd"])
        #expect(!scene.name.isEditing)
    }

    @Test("R-TX1: the delegate can refuse to begin, to end, and any edit")
    func delegateVetoes() {
        let scene = TextScene()
        let recorder = FieldRecorder()
        scene.name.delegate = recorder
        recorder.allowBegin = false
        scene.click(CGPoint(x: 100, y: 37))
        #expect(!scene.name.isFirstResponder)
        recorder.allowBegin = true
        scene.click(CGPoint(x: 100, y: 37))
        #expect(scene.name.isFirstResponder)
        recorder.refused = ["7"]
        scene.type("a7b")
        #expect(scene.name.text == "ab")
        recorder.allowEnd = false
        #expect(!scene.name.resignFirstResponder())
        #expect(scene.name.isFirstResponder)
    }

    @Test("R-TX1: assigning text sends no editingChanged and puts the caret at the end")
    func assigningText() {
        let scene = TextScene()
        let recorder = FieldRecorder()
        recorder.observe(scene.name)
        scene.name.text = "hello"
        #expect(recorder.calls.isEmpty)
        #expect(scene.name.selectedTextRange?.start.offset == 5)
        #expect(scene.name.hasText)
        scene.name.text = nil
        #expect(scene.name.text == "")
        #expect(!scene.name.hasText)
    }

    @Test("R-TX1: Return asks shouldReturn, sends editingDidEndOnExit and primaryActionTriggered, then resigns")
    func returnKey() {
        let scene = TextScene()
        let recorder = FieldRecorder()
        scene.name.delegate = recorder
        recorder.observe(scene.name)
        scene.click(CGPoint(x: 100, y: 37))
        recorder.calls = []
        scene.input.pressKey(UIKey.forCharacter("\n"))
        scene.input.runUntilIdle()
        #expect(recorder.calls == ["shouldReturn", "event editingDidEndOnExit", "event primaryActionTriggered",
                                   "shouldEnd", "didEnd", "event editingDidEnd"])
        #expect(!scene.name.isFirstResponder)
        // Without an editingDidEndOnExit target the field stays first responder (UIKit).
        scene.click(CGPoint(x: 100, y: 87))
        scene.input.pressKey(UIKey.forCharacter("\n"))
        scene.input.runUntilIdle()
        #expect(scene.email.isFirstResponder)
    }

    @Test("R-TX1: the clear button asks shouldClear and empties the field")
    func clearButton() {
        let scene = TextScene()
        let recorder = FieldRecorder()
        scene.name.delegate = recorder
        scene.name.clearButtonMode = .always
        scene.name.text = "something"
        let clear = scene.name.convert(scene.name.clearButtonRect(forBounds: scene.name.bounds), to: scene.window)
        recorder.allowClear = false
        scene.click(CGPoint(x: clear.midX, y: clear.midY))
        #expect(scene.name.text == "something")
        recorder.allowClear = true
        scene.click(CGPoint(x: clear.midX, y: clear.midY))
        #expect(scene.name.text == "")
        #expect(recorder.calls.filter { $0 == "shouldClear" }.count == 2)
    }

    @Test("R-TX1: UITextInput positions move by grapheme cluster and round-trip through geometry")
    func textInputGeometry() {
        let scene = TextScene()
        let field = scene.name
        field.text = "ae\u{301}👩‍👩‍👧z"
        let start = field.beginningOfDocument
        let afterE = field.position(from: start, offset: 2)!
        #expect(afterE.offset == 3)   // "a" + "e" + combining acute
        let afterFamily = field.position(from: afterE, offset: 1)!
        #expect(field.text(in: field.textRange(from: afterE, to: afterFamily)!) == "👩‍👩‍👧")
        #expect(field.position(from: field.endOfDocument, offset: 1) == nil)
        #expect(field.compare(start, to: afterE) == .orderedAscending)
        #expect(field.offset(from: start, to: field.endOfDocument) == field.text!.utf16.count)
        var lastX = -CGFloat.infinity
        for offset in [0, 1, 3, afterFamily.offset, field.text!.utf16.count] {
            let caret = field.caretRect(for: UITextPosition(offset: offset))
            #expect(caret.minX > lastX)
            lastX = caret.minX
            #expect(field.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))?.offset == offset)
        }
        let rects = field.selectionRects(for: field.textRange(from: start, to: field.endOfDocument)!)
        #expect(rects.count == 1 && rects[0].containsStart && rects[0].containsEnd, "\(rects.map(\.rect))")
        field.replace(field.textRange(from: afterE, to: afterFamily)!, withText: "!")
        #expect(field.text == "ae\u{301}!z")
    }

    @Test("R-TX1: an input method's preedit is marked text at the caret; the commit replaces it")
    func markedText() {
        let scene = TextScene()
        scene.click(CGPoint(x: 100, y: 37))
        scene.type("ab")
        scene.press(.keyboardLeftArrow)
        scene.input.preedit("に")
        scene.input.runUntilIdle()
        #expect(scene.name.text == "aにb")
        #expect(scene.name.markedTextRange.map { NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset) }
                == NSRange(location: 1, length: 1))
        scene.input.preedit("にほ", caret: 1)
        scene.input.runUntilIdle()
        #expect(scene.name.text == "aにほb")
        #expect(scene.name.selectedTextRange?.start.offset == 2)
        // The commit: the preedit ends and the composed text is typed.
        scene.input.preedit("")
        scene.input.pressKey(UIKey(characters: "日本", keyCode: .keyboardErrorUndefined))
        scene.input.runUntilIdle()
        #expect(scene.name.text == "a日本b")
        #expect(scene.name.markedTextRange == nil)
        scene.control("z")
        #expect(scene.name.text == "ab")
    }

    @Test("R-TX1: secure entry shows bullets, refuses copy and cut, and never reaches PRIMARY")
    func secureEntry() {
        let scene = TextScene()
        scene.email.isSecureTextEntry = true
        scene.click(CGPoint(x: 100, y: 87))
        scene.type("hunter2")
        #expect(scene.email.editorLayout.storage.string == "hunter2")
        #expect(!scene.email.canPerformAction(.copy, withSender: nil))
        UIPasteboard.general.string = "before"
        UIPasteboard.primarySelection.string = "before"
        scene.control("a")
        scene.control("c")
        scene.control("x")
        #expect(UIPasteboard.general.string == "before")
        #expect(UIPasteboard.primarySelection.string == "before")
        #expect(scene.email.text == "hunter2")
        // Seven bullets, one per character, as wide as seven bullets.
        let bullets = TextLayout(text: String(repeating: "\u{2022}", count: 7), style: .init(font: scene.email.font!))
        #expect(abs(scene.email.editorLayout.size.width - bullets.size.width) < 0.5)
    }

    @Test("R-TX1: a text view is a scroll view: Return types a line break, the content grows and scrolls to the caret")
    func textViewGrows() {
        let scene = TextScene()
        let notes = scene.notes
        #expect((notes as UIView) is UIScrollView)
        scene.click(CGPoint(x: 100, y: 150))
        #expect(notes.isFirstResponder)
        for line in 1...20 { scene.type("line \(line)\n") }
        #expect(notes.text.split(separator: "\n").count == 20)
        #expect(notes.contentSize.height > notes.bounds.height * 2)
        let caret = notes.caretRect(for: notes.endOfDocument)
        #expect(notes.bounds.contains(CGPoint(x: caret.midX, y: caret.midY)))
        #expect(notes.contentOffset.y > 0)
    }

    @Test("R-TX1: a read-only text view selects and copies but does not edit")
    func readOnlyTextView() {
        let scene = TextScene()
        let notes = scene.notes
        notes.text = "read only words"
        notes.isEditable = false
        scene.click(scene.point(atOffset: 6, in: notes), count: 2)
        #expect(notes.isFirstResponder)
        #expect(notes.selectedRange == NSRange(location: 5, length: 4))
        scene.type("x")
        scene.control("c")
        #expect(notes.text == "read only words")
        #expect(UIPasteboard.general.string == "only")
        notes.isSelectable = false
        #expect(!notes.isFirstResponder)
    }

    @Test("R-TX1: text view delegate calls arrive, and a veto keeps the text")
    func textViewDelegate() {
        final class Recorder: UITextViewDelegate {
            var calls: [String] = []
            func textViewDidBeginEditing(_ textView: UITextView) { calls.append("didBegin") }
            func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
                calls.append("shouldChange \(text)")
                return text != "!"
            }
            func textViewDidChange(_ textView: UITextView) { calls.append("didChange") }
            func textViewDidEndEditing(_ textView: UITextView) { calls.append("didEnd") }
        }
        let scene = TextScene()
        let recorder = Recorder()
        scene.notes.delegate = recorder
        scene.click(CGPoint(x: 100, y: 150))
        scene.type("a!")
        scene.notes.resignFirstResponder()
        #expect(scene.notes.text == "a")
        #expect(recorder.calls == ["didBegin", "shouldChange a", "didChange", "shouldChange !", "didEnd"])
    }

    @Test("R-TX1: Tab and Shift+Tab move focus; a text view types Tab and leaves on Ctrl+Tab")
    func tabFocus() {
        let scene = TextScene()
        scene.click(CGPoint(x: 100, y: 37))
        scene.input.pressKey(UIKey.forCharacter("\t"))
        scene.input.runUntilIdle()
        #expect(scene.email.isFirstResponder)
        scene.input.pressKey(UIKey.forCharacter("\t"))
        scene.input.runUntilIdle()
        #expect(scene.notes.isFirstResponder)
        scene.input.pressKey(UIKey.forCharacter("\t"))
        scene.input.runUntilIdle()
        #expect(scene.notes.text == "\t")
        scene.press(.keyboardTab, [.control])
        #expect(scene.name.isFirstResponder)   // wraps around
        scene.press(.keyboardTab, [.shift])
        #expect(scene.notes.isFirstResponder)
    }

    @Test("R-TX1 R-F6: a click on a control keeps the focus, a click on another field moves it, a click on the background leaves it")
    func clickAway() {
        let scene = TextScene()
        var pressed = 0
        scene.button.addAction(UIAction { _ in pressed += 1 }, for: .touchUpInside)
        scene.click(CGPoint(x: 100, y: 37))
        scene.click(CGPoint(x: 60, y: 275))
        #expect(pressed == 1)
        #expect(scene.name.isFirstResponder)
        scene.click(CGPoint(x: 60, y: 87))
        #expect(scene.email.isFirstResponder)
        scene.click(CGPoint(x: 380, y: 380))
        #expect(scene.email.isFirstResponder)
        #expect(scene.window.firstResponderStorage === scene.email)
    }

    @Test("R-TX1: a field removed while editing ends editing; fields and text views are released")
    func removalAndRelease() {
        weak var weakField: UITextField?
        weak var weakView: UITextView?
        let recorder = FieldRecorder()
        do {
            let scene = TextScene()
            let field = UITextField(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
            field.delegate = recorder
            scene.window.addSubview(field)
            field.becomeFirstResponder()
            scene.type("abc")
            field.removeFromSuperview()
            #expect(recorder.calls.last == "didEnd")
            scene.notes.becomeFirstResponder()
            scene.type("x")
            weakField = field
            weakView = scene.notes
            scene.notes.removeFromSuperview()
        }
        #expect(weakField == nil)
        #expect(weakView == nil)
    }
}
