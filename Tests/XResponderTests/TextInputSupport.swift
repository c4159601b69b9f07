import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Records a text field's delegate calls and control events by name.
@MainActor
final class FieldRecorder: UITextFieldDelegate {
    var calls: [String] = []
    var allowBegin = true, allowEnd = true, allowReturn = true, allowClear = true
    /// Characters the field refuses (the delegate vetoes edits that insert any of them).
    var refused: Set<Character> = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { calls.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        calls.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
        return !string.contains { refused.contains($0) }
    }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { calls.append("shouldReturn"); return allowReturn }

    /// Registers for every editing control event of `field`, logging them as "event <name>".
    func observe(_ field: UITextField) {
        let events: [(UIControl.Event, String)] = [(.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                                                   (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                                                   (.primaryActionTriggered, "primaryActionTriggered")]
        for (event, name) in events {
            field.addAction(UIAction { [weak self] _ in self?.calls.append("event \(name)") }, for: event)
        }
    }
}

/// A window with two text fields and a text view, and keys to drive them.
@MainActor
struct TextScene {
    let harness = Harness()
    let window: RecordingWindow
    let name = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
    let email = UITextField(frame: CGRect(x: 20, y: 70, width: 300, height: 34))
    let notes = UITextView(frame: CGRect(x: 20, y: 120, width: 300, height: 120))
    let button = UIButton(frame: CGRect(x: 20, y: 260, width: 100, height: 30))
    var input: HeadlessInput { harness.input }

    init() {
        window = harness.makeWindow()
        for field in [name, email] {
            field.borderStyle = .roundedRect
            window.addSubview(field)
        }
        window.addSubview(notes)
        window.addSubview(button)
        UIPasteboard.storage = InProcessPasteboardStorage()
    }

    /// Presses a key with no text (arrows, Home, …) holding `modifiers`.
    func press(_ usage: UIKeyboardHIDUsage, _ modifiers: UIKeyModifierFlags = []) {
        input.pressKey(UIKey(characters: "", modifierFlags: modifiers, keyCode: usage))
        input.runUntilIdle()
    }

    /// Ctrl+`letter` (Shift too when `shift`).
    func control(_ letter: Character, shift: Bool = false) {
        let flags: UIKeyModifierFlags = shift ? [.control, .shift] : [.control]
        let characters = shift ? String(letter).uppercased() : String(letter)
        input.pressKey(UIKey(characters: characters, charactersIgnoringModifiers: characters, modifierFlags: flags,
                             keyCode: UIKey.forCharacter(letter).keyCode))
        input.runUntilIdle()
    }

    func type(_ text: String) {
        input.typeText(text)
        input.runUntilIdle()
    }

    /// A left click at `point` (window coordinates), `count` times in quick succession.
    func click(_ point: CGPoint, count: Int = 1, modifiers: UIKeyModifierFlags = []) {
        for index in 0..<count {
            if index > 0 { input.advance(by: 0.05) }
            input.modifierFlags = modifiers
            let touch = input.mouseDown(at: point)
            input.endTouch(touch, at: point)
            input.modifierFlags = []
        }
        input.runUntilIdle()
        input.advance(by: 1)   // the next click is not a double click
    }

    /// Where the caret would be drawn for UTF-16 `offset` in `view`, in window coordinates.
    func point(atOffset offset: Int, in view: some TextEditingView) -> CGPoint {
        let caret = view.caretRect(for: UITextPosition(offset: offset))
        return view.convert(CGPoint(x: caret.midX, y: caret.midY), to: window)
    }
}
