import Foundation
import Testing
import XResponder
import XResponderTesting

/// The editor's shortcuts work with a Linux keyboard (issue #34, R-DT1).
@Suite("UIKit screens in Swift 5 mode: key commands on a controller, with Ctrl on a Linux keyboard (R-DT1)")
@MainActor
struct EditorShortcutsScreenTests {
    @Test("R-DT1: Ctrl+S saves from the text view and from the controller itself; plain keys type")
    func editorShortcuts() {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 400))
        let editor = EditorViewController()
        window.rootViewController = editor
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        _ = editor.textView.becomeFirstResponder()
        input.typeText("s")
        input.pressKey(UIKey(characters: "s", modifierFlags: .control, keyCode: .keyboardS))
        #expect(editor.textView.text.hasSuffix("s") && editor.saveCount == 1)
        _ = editor.becomeFirstResponder()
        input.pressKey(UIKey(characters: "f", modifierFlags: .control, keyCode: .keyboardF))
        #expect(editor.findCount == 1 && editor.keyCommands?.first?.discoverabilityTitle == "Save")
    }
}
