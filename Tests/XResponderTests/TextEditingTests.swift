import Foundation
import Testing
@testable import XResponder

@Suite("Text editing as on a Linux desktop (R-TX2)", .tearsDownTestTrees)
@MainActor
struct TextEditingTests {
    @Test("R-TX2: the caret blinks every half second, stays up while keys come (one timer for the run), and rests after ten seconds")
    func caretBlinks() {
        let harness = Harness()
        let clock = harness.app.clock as! ManualClock
        let window = harness.makeWindow()
        let notes = UITextView(frame: window.bounds)
        window.addSubview(notes)
        #expect(notes.becomeFirstResponder())
        let blinker = notes.caretBlinker
        #expect(blinker.isCaretShown)
        clock.advance(by: 0.51)
        #expect(!blinker.isCaretShown)
        clock.advance(by: 0.5)
        #expect(blinker.isCaretShown)
        // Thirty keys 0.1 s apart: the caret shows at the first and stays up; one timer waits,
        // the same one for four keys in a row (it fires half a second in and waits again).
        var timers: [ScheduledTimer] = []   // held, so no two are ever the same address
        for _ in 0..<30 {
            harness.input.typeText("x")
            harness.input.runUntilIdle()
            #expect(blinker.isCaretShown)
            // The blinker's one timer, and the UserDefaults write the key's work asked for.
            #expect(clock.pendingTimerCount == 1 + (harness.app.defaultsFlusher.pending == nil ? 0 : 1))
            if let timer = blinker.timer, !timers.contains(where: { $0 === timer }) { timers.append(timer) }
            clock.advance(by: 0.1)
        }
        #expect(timers.count <= 8, "\(timers.count) timers for 30 keys")
        // Half a second after the last key it goes off, and on again half a second later.
        clock.advance(by: 0.35)
        #expect(blinker.isCaretShown)
        clock.advance(by: 0.1)
        #expect(!blinker.isCaretShown)
        clock.advance(by: 0.5)
        #expect(blinker.isCaretShown)
        // Ten seconds without input: shown, and no timer left running.
        clock.advance(by: 10)
        #expect(blinker.isCaretShown)
        #expect(clock.pendingTimerCount == 0)
    }

    @Test("R-TX2: click places the caret, drag selects, double-click a word, triple-click the line")
    func clicks() {
        let scene = TextScene()
        let field = scene.name
        field.text = "alpha beta gamma"
        scene.click(scene.point(atOffset: 8, in: field))
        #expect(field.isFirstResponder)
        #expect(field.selectedTextRange?.start.offset == 8)
        // Drag from 6 to 10 selects "beta".
        let touch = scene.input.mouseDown(at: scene.point(atOffset: 6, in: field))
        scene.input.moveTouch(touch, to: scene.point(atOffset: 8, in: field))
        scene.input.moveTouch(touch, to: scene.point(atOffset: 10, in: field))
        scene.input.endTouch(touch)
        scene.input.runUntilIdle()
        #expect(field.text(in: field.selectedTextRange!) == "beta")
        #expect(UIPasteboard.primarySelection.string == "beta")
        scene.input.advance(by: 1)
        scene.click(scene.point(atOffset: 13, in: field), count: 2)
        #expect(field.text(in: field.selectedTextRange!) == "gamma")
        scene.click(scene.point(atOffset: 2, in: field), count: 3)
        #expect(field.text(in: field.selectedTextRange!) == "alpha beta gamma")
        // Shift+click extends from the caret.
        scene.click(scene.point(atOffset: 0, in: field))
        scene.click(scene.point(atOffset: 5, in: field), modifiers: .shift)
        #expect(field.text(in: field.selectedTextRange!) == "alpha")
    }

    @Test("R-TX2: triple-click in a text view selects the line; a drag past the bottom autoscrolls")
    func textViewClicksAndAutoscroll() {
        let scene = TextScene()
        let notes = scene.notes
        notes.text = (1...40).map { "row \($0)" }.joined(separator: "\n")
        notes.contentOffset = .zero
        scene.click(scene.point(atOffset: 7, in: notes), count: 3)
        #expect(notes.text(in: notes.selectedTextRange!) == "row 2")
        let touch = scene.input.mouseDown(at: scene.point(atOffset: 0, in: notes))
        scene.input.moveTouch(touch, to: CGPoint(x: 100, y: 300))   // below the text view
        for _ in 0..<20 { scene.input.advance(by: 0.05) }
        scene.input.endTouch(touch)
        scene.input.runUntilIdle()
        #expect(notes.contentOffset.y > 50)
        #expect(notes.selectedRange.location == 0 && notes.selectedRange.length > 60, "\(notes.selectedRange) \(notes.contentOffset)")
    }

    @Test("R-TX2: arrows, Home/End, Ctrl+arrows by word, Shift extends, Up/Down by line")
    func keyboardMovement() {
        let scene = TextScene()
        let field = scene.name
        scene.click(scene.point(atOffset: 0, in: field))
        scene.type("one two three")
        scene.press(.keyboardHome)
        #expect(field.selectedTextRange?.start.offset == 0)
        scene.press(.keyboardRightArrow, .control)
        #expect(field.selectedTextRange?.start.offset == 3)
        scene.press(.keyboardRightArrow, [.control, .shift])
        #expect(field.text(in: field.selectedTextRange!) == " two")
        scene.press(.keyboardLeftArrow)   // collapses to the left edge
        #expect(field.selectedTextRange?.start.offset == 3 && field.selectedTextRange!.isEmpty)
        scene.press(.keyboardEnd, .shift)
        #expect(field.text(in: field.selectedTextRange!) == " two three")
        scene.press(.keyboardLeftArrow, .control)
        #expect(field.selectedTextRange?.start.offset == 8)

        let notes = scene.notes
        notes.becomeFirstResponder()
        notes.text = "same line\nab\nsame line"
        notes.selectedRange = NSRange(location: 7, length: 0)   // "same li|ne"
        scene.press(.keyboardDownArrow)
        #expect(notes.selectedRange.location == 12)   // the end of the short "ab"
        scene.press(.keyboardDownArrow)
        #expect(notes.selectedRange.location == 20)   // x remembered: "same li|ne"
        scene.press(.keyboardUpArrow, .shift)
        #expect(notes.selectedRange == NSRange(location: 12, length: 8))
        scene.press(.keyboardHome)
        #expect(notes.selectedRange == NSRange(location: 10, length: 0))
        scene.press(.keyboardEnd, .control)
        #expect(notes.selectedRange.location == notes.text.utf16.count)
    }

    @Test("R-TX2: Backspace and Delete remove whole grapheme clusters (emoji, combining marks, flags)")
    func graphemeDeletion() {
        let scene = TextScene()
        let field = scene.name
        scene.click(scene.point(atOffset: 0, in: field))
        field.text = "e\u{301}👩‍👩‍👧🇫🇷x"
        scene.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "e\u{301}👩‍👩‍👧🇫🇷")
        scene.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "e\u{301}👩‍👩‍👧")
        scene.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "e\u{301}")
        scene.press(.keyboardHome)
        scene.press(.keyboardDeleteForward)
        #expect(field.text == "")
        field.text = "foo bar baz"
        scene.press(.keyboardDeleteOrBackspace, .control)
        #expect(field.text == "foo bar ")
        scene.press(.keyboardHome)
        scene.press(.keyboardDeleteForward, .control)
        #expect(field.text == " bar ")
    }

    @Test("R-TX2: Ctrl+A/C/X/V travel the chain as the standard edit actions")
    func editActionsThroughTheChain() {
        final class LoggingField: UITextField {
            var log: [String] = []
            override func copy(_ sender: Any?) { log.append("copy"); super.copy(sender) }
            override func paste(_ sender: Any?) { log.append("paste"); super.paste(sender) }
        }
        let scene = TextScene()
        let field = LoggingField(frame: CGRect(x: 20, y: 300, width: 300, height: 34))
        scene.window.addSubview(field)
        field.becomeFirstResponder()
        scene.type("copy me")
        scene.control("a")
        scene.control("c")
        #expect(UIPasteboard.general.string == "copy me")
        scene.press(.keyboardEnd)
        scene.control("v")
        #expect(field.text == "copy mecopy me")
        #expect(field.log == ["copy", "paste"])
        scene.control("a")
        scene.control("x")
        #expect(field.text == "")
        #expect(UIPasteboard.general.string == "copy mecopy me")
        // Pasting lines into a field makes them one line.
        UIPasteboard.general.string = "a\nb"
        scene.press(.keyboardInsert, .shift)
        #expect(field.text == "a b")
        #expect(!field.canPerformAction(.copy, withSender: nil))
    }

    @Test("R-TX2: Ctrl+Z undoes a run of typing at once; Shift+Ctrl+Z and Ctrl+Y redo")
    func undoRedo() {
        let scene = TextScene()
        let field = scene.name
        field.becomeFirstResponder()
        scene.type("hello")
        scene.press(.keyboardLeftArrow)   // moving the caret ends the run
        scene.press(.keyboardRightArrow)
        scene.type(" world")
        scene.control("z")
        #expect(field.text == "hello")
        scene.control("z")
        #expect(field.text == "")
        scene.control("z", shift: true)
        #expect(field.text == "hello")
        scene.control("y")
        #expect(field.text == "hello world")
        scene.press(.keyboardDeleteOrBackspace)
        scene.press(.keyboardDeleteOrBackspace)
        scene.control("z")
        #expect(field.text == "hello world")
        UIPasteboard.general.string = "!"
        scene.control("v")
        scene.control("z")
        #expect(field.text == "hello world")
        // Ending editing clears the field's undo steps: Ctrl+Z elsewhere does not reach them.
        scene.email.becomeFirstResponder()
        #expect(scene.window.undoManager?.canUndo == false)
    }

    @Test("R-TX2: a held key repeats")
    func keyRepeat() {
        let scene = TextScene()
        scene.name.becomeFirstResponder()
        scene.type("abcdef")
        let backspace = UIKey(characters: "", keyCode: .keyboardDeleteOrBackspace)
        scene.input.keyDown(backspace)
        scene.input.keyDown(backspace, isRepeat: true)
        scene.input.keyDown(backspace, isRepeat: true)
        scene.input.keyUp(backspace)
        scene.input.runUntilIdle()
        #expect(scene.name.text == "abc")
    }

    @Test("R-TX2: a middle click pastes PRIMARY where it lands")
    func middleClickPaste() {
        let scene = TextScene()
        scene.name.text = "left right"
        UIPasteboard.primarySelection.string = "middle "
        let point = scene.point(atOffset: 5, in: scene.name)
        let touch = scene.input.mouseDown(at: point, button: .button(3))
        scene.input.endTouch(touch, at: point)
        scene.input.runUntilIdle()
        #expect(scene.name.text == "left middle right")
        #expect(scene.name.isFirstResponder)
    }

    @Test("R-TX2, R-U: the same edit cycle a hundred times on one field and one text view")
    func repeatedEditing() {
        let scene = TextScene()
        for round in 0..<100 {
            let field = round.isMultiple(of: 2) ? scene.name : scene.email
            scene.click(scene.point(atOffset: 0, in: field))
            #expect(field.isFirstResponder)
            scene.control("a")
            scene.type("round \(round)")
            scene.click(scene.point(atOffset: 2, in: field), count: 2)
            #expect(field.text(in: field.selectedTextRange!) == "round")
            scene.control("c")
            scene.press(.keyboardEnd)
            scene.control("v")
            #expect(field.text == "round \(round)round")
            scene.control("z")
            #expect(field.text == "round \(round)")
            scene.input.advance(by: 1)
        }
        scene.notes.becomeFirstResponder()
        for round in 0..<100 {
            scene.type("\(round)\n")
            if round.isMultiple(of: 10) { scene.control("z") }
        }
        #expect(scene.notes.text.split(separator: "\n").count == 90)
        #expect(scene.notes.isFirstResponder)
    }
}
