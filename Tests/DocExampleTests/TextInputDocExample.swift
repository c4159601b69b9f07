import Foundation
import Testing
import XResponder
import XResponderTesting

// docs/text-input.md, compiled and run.

final class SignUpController: UIViewController, UITextFieldDelegate {
    let name = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
    let notes = UITextView(frame: CGRect(x: 20, y: 70, width: 300, height: 160))
    var typedName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        name.placeholder = "Name"
        name.borderStyle = .roundedRect
        name.clearButtonMode = .whileEditing
        name.delegate = self
        name.addAction(UIAction { [unowned self] _ in
            typedName = name.text ?? ""   // every edit by the user, not `text =`
        }, for: .editingChanged)
        view.addSubview(name)
        view.addSubview(notes)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        !string.contains { $0.isNumber }   // names have no digits
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        notes.becomeFirstResponder()   // Return moves on to the notes
        return false
    }
}

@Suite("docs/text-input.md")
@MainActor
struct TextInputDocExample {
    @Test("the headless typing example types, refuses digits, copies and undoes as the page says")
    func headlessTyping() {
        let app = UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput(application: app)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        let controller = SignUpController()
        window.rootViewController = controller
        window.makeKeyAndVisible()

        input.tap(at: CGPoint(x: 100, y: 37), type: .indirectPointer)   // a click focuses the field
        input.typeText("Ada 1815")
        input.runUntilIdle()
        #expect(controller.name.text == "Ada ")             // the delegate refused the digits
        #expect(controller.typedName == "Ada ")
        input.pressKey(UIKey(characters: "a", modifierFlags: .control, keyCode: .keyboardA))
        input.pressKey(UIKey(characters: "c", modifierFlags: .control, keyCode: .keyboardC))
        input.runUntilIdle()
        #expect(UIPasteboard.general.string == "Ada ")     // the X clipboard under X11
        input.pressKey(UIKey(characters: "z", modifierFlags: .control, keyCode: .keyboardZ))
        input.runUntilIdle()
        #expect(controller.name.text == "")                 // one undo step per run of typing
        input.pressKey(UIKey.forCharacter("\n"))
        input.runUntilIdle()
        #expect(controller.notes.isFirstResponder)
    }
}
