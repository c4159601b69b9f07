import Foundation
import Testing
@testable import XResponder

/// R-F6: a touch never changes the first responder by itself. An iOS form whose field stays first
/// responder while the user taps a label, an image or a button works as on iOS; apps end editing
/// with `endEditing(_:)` or `resignFirstResponder()`, and scroll views by `keyboardDismissMode`.
@Suite("A touch never changes the first responder by itself (R-F6)", .tearsDownTestTrees)
@MainActor
struct TouchFocusTests {
    final class Refusing: NSObject, UITextFieldDelegate {
        var ended = 0
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
        func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
    }

    @MainActor
    struct Form {
        let harness = Harness()
        let window: UIWindow
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        let other = UITextField(frame: CGRect(x: 10, y: 60, width: 200, height: 34))
        let label = UILabel(frame: CGRect(x: 10, y: 110, width: 200, height: 30))
        let plain = UIView(frame: CGRect(x: 10, y: 150, width: 200, height: 40))
        let button = UIButton(type: .system)

        init() {
            window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            label.text = "Name"
            button.frame = CGRect(x: 10, y: 200, width: 200, height: 44)
            button.setTitle("Save", for: .normal)
            for view in [field, other, label, plain, button] as [UIView] { window.addSubview(view) }
        }

        func tap(_ view: UIView) { harness.input.tap(at: CGPoint(x: view.frame.midX, y: view.frame.midY)) }
    }

    @Test("R-F6 tapping a label, a plain view, a button or the window's background leaves the editing field first responder")
    func tapsElsewhereKeepTheField() {
        let form = Form()
        form.tap(form.field)
        #expect(form.field.isFirstResponder && form.field.isEditing)
        var saved = 0
        form.button.addAction(UIAction { _ in saved += 1 }, for: .touchUpInside)
        for view in [form.label, form.plain, form.button] as [UIView] {
            form.tap(view)
            #expect(form.field.isFirstResponder, "after a tap on \(type(of: view))")
        }
        form.harness.input.tap(at: CGPoint(x: 300, y: 300))
        #expect(form.field.isFirstResponder && form.field.isEditing)
        #expect(saved == 1)
        // Typing goes on into the field.
        form.harness.input.typeText("Ada")
        #expect(form.field.text == "Ada")
    }

    @Test("R-F6 tapping another text input moves the focus to it")
    func tapOnAnotherFieldMovesFocus() {
        let form = Form()
        form.tap(form.field)
        form.tap(form.other)
        #expect(form.other.isFirstResponder && !form.field.isFirstResponder && !form.field.isEditing)
    }

    @Test("R-F6 endEditing(false) asks the field's delegate and may be refused; endEditing(true) is not refused and ends editing; a background tap recognizer is how apps do it")
    func endEditing() {
        let form = Form()
        let delegate = Refusing()
        form.field.delegate = delegate
        form.tap(form.field)
        #expect(form.window.endEditing(false) == false)
        #expect(form.field.isFirstResponder)
        // A view that does not hold the first responder has nothing to end.
        #expect(form.plain.endEditing(true))
        #expect(form.field.isFirstResponder)
        // The usual iOS idiom: a tap recognizer on the background ends editing.
        form.window.addGestureRecognizer(UITapGestureRecognizer { [window = form.window] _ in window.endEditing(true) })
        form.tap(form.plain)
        #expect(!form.field.isFirstResponder && !form.field.isEditing)
        #expect(delegate.ended == 1, "the field ended editing and told its delegate")
    }

    @Test("R-F6 under a 'tap outside ends editing' recognizer that does not cancel touches, a tapped or clicked field still takes the focus", arguments: [UITouch.TouchType.direct, .indirectPointer])
    func fieldTakesFocusUnderEndEditingRecognizer(type: UITouch.TouchType) {
        let form = Form()
        var dismissals = 0
        // The iOS idiom: tapping anywhere ends editing; the tap still reaches the views.
        let dismiss = UITapGestureRecognizer { [window = form.window] _ in
            dismissals += 1
            window.endEditing(true)
        }
        dismiss.cancelsTouchesInView = false
        form.window.addGestureRecognizer(dismiss)
        form.harness.input.tap(at: CGPoint(x: form.field.frame.midX, y: form.field.frame.midY), type: type)
        #expect(dismissals == 1)
        #expect(form.field.isFirstResponder && form.field.isEditing)
        form.harness.input.typeText("Ada")
        #expect(form.field.text == "Ada")
        // Another field takes it over the same way; a tap on a label ends editing.
        form.harness.input.tap(at: CGPoint(x: form.other.frame.midX, y: form.other.frame.midY), type: type)
        #expect(form.other.isFirstResponder && !form.field.isFirstResponder)
        form.harness.input.tap(at: CGPoint(x: form.label.frame.midX, y: form.label.frame.midY), type: type)
        #expect(!form.other.isFirstResponder && dismissals == 3)
    }
}
