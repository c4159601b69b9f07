import Foundation
import Testing
@testable import XResponder

/// A document screen with shortcuts, as UIKit code declares them.
@MainActor
final class ShortcutController: UIViewController {
    var log: [String] = []
    let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
    let list = KeyListView(frame: CGRect(x: 10, y: 50, width: 200, height: 100))
    var typeInsteadOfText = false

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        view.addSubview(field)
        view.addSubview(list)
    }

    override var keyCommands: [UIKeyCommand]? {
        let plainN = UIKeyCommand(input: "n", modifierFlags: [], action: Selector("plainN", ShortcutController.plainN))
        plainN.wantsPriorityOverSystemBehavior = typeInsteadOfText
        return [
            UIKeyCommand(title: "New", action: Selector("newDocument", ShortcutController.newDocument), input: "n", modifierFlags: .command),
            UIKeyCommand(input: "w", modifierFlags: [.command, .shift], action: Selector("closeAll", ShortcutController.closeAll)),
            UIKeyCommand(input: UIKeyCommand.f1, modifierFlags: [], action: Selector("help", ShortcutController.help)),
            UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector("escape", ShortcutController.escape)),
            UIKeyCommand(input: "j", modifierFlags: .command, action: Selector("nobodyDoesThis", UnrelatedResponder.nobodyDoesThis)),
            plainN,
        ]
    }

    func newDocument() { log.append("new") }
    func closeAll() { log.append("close all") }
    func help() { log.append("help") }
    func escape() { log.append("escape") }
    func plainN() { log.append("plain n") }
}

final class UnrelatedResponder: UIResponder {
    func nobodyDoesThis() {}
}

/// A focusable view with its own command for the same keys as its controller's, and a log of the
/// presses it sees.
final class KeyListView: UIView {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.f1, modifierFlags: [], action: Selector("listHelp", KeyListView.listHelp))]
    }
    func listHelp() { log.append("list help") }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("began \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses { log.append("ended \(press.key?.charactersIgnoringModifiers ?? "?")") }
    }
}

@Suite("Key commands in the responder chain (R-DT1)", .tearsDownTestTrees)
@MainActor
struct KeyCommandTests {
    let h = Harness()
    let controller = ShortcutController()
    let window: UIWindow

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    func key(_ characters: String, _ code: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) -> UIKey {
        UIKey(characters: characters, modifierFlags: flags, keyCode: code)
    }

    @Test("R-DT1: Ctrl+N (declared with .command) and Super+N send the controller's action; the focused view never sees the press")
    func commandWithControl() {
        _ = controller.list.becomeFirstResponder()
        h.input.pressKey(key("n", .keyboardN, .control))
        h.input.pressKey(key("n", .keyboardN, .command))
        #expect(controller.log == ["new", "new"])
        #expect(controller.list.log.isEmpty, "a key command takes the press")
        h.input.pressKey(key("n", .keyboardN, [.control, .alternate]))
        #expect(controller.log == ["new", "new"] && controller.list.log == ["began n", "ended n"], "other modifiers: no match")
        h.input.pressKey(key("W", .keyboardW, [.control, .shift]))
        #expect(controller.log.last == "close all")
    }

    @Test("R-DT1: the first responder's command wins over its controller's for the same keys; special inputs match their keys")
    func chainOrderAndSpecialKeys() {
        _ = controller.list.becomeFirstResponder()
        h.input.pressKey(key("", .keyboardF1))
        #expect(controller.list.log == ["list help"] && !controller.log.contains("help"))
        h.input.pressKey(key("\u{1B}", .keyboardEscape))
        #expect(controller.log == ["escape"])
    }

    @Test("R-DT1: a command whose action nobody in the chain performs is skipped; the press is delivered")
    func unperformableCommandIsSkipped() {
        _ = controller.list.becomeFirstResponder()
        h.input.pressKey(key("j", .keyboardJ, .control))
        #expect(controller.list.log == ["began j", "ended j"])
    }

    @Test("R-DT1: in a text field the text system keeps its keys unless the command wants priority; Ctrl shortcuts still fire")
    func textFieldPriority() {
        _ = controller.field.becomeFirstResponder()
        h.input.pressKey(key("n", .keyboardN))
        #expect(controller.field.text == "n" && !controller.log.contains("plain n"), "typing wins")
        h.input.pressKey(key("n", .keyboardN, .control))
        #expect(controller.log == ["new"] && controller.field.text == "n", "Ctrl+N is not the text field's")
        controller.typeInsteadOfText = true
        h.input.pressKey(key("n", .keyboardN))
        #expect(controller.log == ["new", "plain n"] && controller.field.text == "n", "the command wants priority")
    }

    @Test("R-DT1: a held key repeats its command, and its release goes nowhere; addKeyCommand adds to a controller")
    func repeatsAndAddedCommands() {
        _ = controller.list.becomeFirstResponder()
        let press = key("n", .keyboardN, .control)
        h.input.keyDown(press)
        h.input.keyDown(press, isRepeat: true)
        h.input.keyDown(press, isRepeat: true)
        h.input.keyUp(press)
        #expect(controller.log == ["new", "new", "new"] && controller.list.log.isEmpty)

        let plain = UIViewController()
        var heard = 0
        final class Target: UIResponder { var action: (() -> Void)?; func fire() { action?() } }
        let target = Target()
        target.action = { heard += 1 }
        plain.addKeyCommand(UIKeyCommand(input: "k", modifierFlags: .command, action: Selector("fire", Target.fire)))
        #expect(plain.keyCommands?.count == 1)
        let command = plain.keyCommands![0]
        #expect(command.matches(key("k", .keyboardK, .control)) && !command.matches(key("k", .keyboardK)))
        plain.removeKeyCommand(command)
        #expect(plain.keyCommands == nil)
        _ = heard
    }

    @Test("R-DT1: with nothing focused, the frontmost controller's shortcuts work (a pushed screen's, not the one under it)")
    func nothingFocused() {
        #expect(window.firstResponderStorage == nil)
        h.input.pressKey(key("n", .keyboardN, .control))
        #expect(controller.log == ["new"])
        // A second window (the first keeps its controller: the test's controllers die with the
        // windows, on the main thread).
        let top = ShortcutController()
        let navigation = UINavigationController(rootViewController: ShortcutController())
        let second = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        second.rootViewController = navigation
        navigation.pushViewController(top, animated: false)
        second.makeKeyAndVisible()
        second.layoutIfNeeded()
        h.input.pressKey(key("n", .keyboardN, .control), in: second)
        #expect(top.log == ["new"] && (navigation.viewControllers[0] as? ShortcutController)?.log.isEmpty == true)
    }
}
