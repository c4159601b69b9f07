import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A view that can become first responder and logs presses, motion and remote control.
@MainActor
class KeyView: UIView {
    var log: EventLog?
    var name = "key"
    var allowBecome = true
    var allowResign = true
    var forwards = true
    override var canBecomeFirstResponder: Bool { allowBecome }
    override var canResignFirstResponder: Bool { allowResign }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let key = presses.first!.key!
        log?.add("\(name) pressesBegan \(key.characters) \(key.keyCode)")
        if forwards { super.pressesBegan(presses, with: event) }
    }
    override func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name) pressesChanged \(presses.first!.key!.characters)")
        if forwards { super.pressesChanged(presses, with: event) }
    }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name) pressesEnded \(presses.first!.key!.characters)")
        if forwards { super.pressesEnded(presses, with: event) }
    }
    override func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("\(name) pressesCancelled \(presses.first!.key!.characters)")
        if forwards { super.pressesCancelled(presses, with: event) }
    }
    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.add("\(name) motionBegan \(motion)")
        if forwards { super.motionBegan(motion, with: event) }
    }
    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        log?.add("\(name) motionEnded \(motion)")
        if forwards { super.motionEnded(motion, with: event) }
    }
    override func remoteControlReceived(with event: UIEvent?) {
        log?.add("\(name) remote \(event!.subtype) \(event!.subtype.rawValue)")
        if forwards { super.remoteControlReceived(with: event) }
    }
}

extension Harness {
    /// A `KeyView` named `name` in `window`, logging to this harness, keeping its keys (it does not
    /// forward them), and the first responder: where the key tests start.
    func focusedKeyView(named name: String, in window: UIWindow) -> KeyView {
        let view = KeyView()
        view.log = log
        view.name = name
        view.forwards = false
        window.addSubview(view)
        view.becomeFirstResponder()
        return view
    }
}

@MainActor
final class KeyController: UIViewController {
    var log: EventLog?
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        log?.add("controller pressesBegan \(presses.first!.key!.characters)")
    }
    override func routerEvent(name: String, userInfo: [String: Any]?) {
        log?.add("controller routerEvent \(name) \(userInfo?["id"] as? Int ?? -1)")
    }
    func save(_ sender: Any?) { log?.add("controller save") }
}

@MainActor
final class Editor: UIView, UICopyAction, UIPasteAction {
    var log: EventLog?
    var hasClipboard = false
    override var canBecomeFirstResponder: Bool { true }
    func copy(_ sender: Any?) { log?.add("editor copy") }
    func paste(_ sender: Any?) { log?.add("editor paste") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        if action == .paste { return hasClipboard }
        return super.canPerformAction(action, withSender: sender)
    }
}

@Suite("First responder and non-touch events (R-F1 … R-F5)", .tearsDownTestTrees)
@MainActor
struct FirstResponderTests {
    @Test("R-F1 defaults: canBecomeFirstResponder false, canResignFirstResponder true")
    func defaults() {
        let h = Harness()
        let window = h.makeWindow()
        let plain = UIView()
        window.addSubview(plain)
        #expect(!plain.canBecomeFirstResponder)
        #expect(plain.canResignFirstResponder)
        #expect(!plain.becomeFirstResponder())
        #expect(!plain.isFirstResponder)
    }

    @Test("R-F1 becomeFirstResponder asks the current one to resign; either can refuse")
    func becomeAndResign() {
        let h = Harness()
        let window = h.makeWindow()
        let a = KeyView(), b = KeyView()
        window.addSubview(a)
        window.addSubview(b)
        #expect(a.becomeFirstResponder())
        #expect(a.isFirstResponder && !b.isFirstResponder)
        #expect(b.becomeFirstResponder())
        #expect(b.isFirstResponder && !a.isFirstResponder)

        b.allowResign = false
        #expect(!a.becomeFirstResponder())
        #expect(b.isFirstResponder)
        #expect(!b.resignFirstResponder())
        b.allowResign = true

        a.allowBecome = false
        #expect(!a.becomeFirstResponder())
        #expect(b.isFirstResponder)   // the refusal did not cost b its status
        #expect(b.resignFirstResponder())
        #expect(!b.isFirstResponder)
    }

    @Test("R-F1 a responder outside any window cannot become first; one that leaves its window resigns")
    func windowRequired() {
        let h = Harness()
        let window = h.makeWindow()
        let detached = KeyView()
        #expect(!detached.becomeFirstResponder())
        let container = UIView()
        window.addSubview(container)
        let inside = KeyView()
        container.addSubview(inside)
        #expect(inside.becomeFirstResponder())
        container.removeFromSuperview()
        #expect(!inside.isFirstResponder)
        #expect(window.firstResponderStorage == nil)
    }

    @Test("R-F2 key presses go to the key window's first responder, then up the chain")
    func keyPresses() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = KeyController()
        controller.log = h.log
        window.rootViewController = controller
        let field = KeyView()
        field.log = h.log
        field.name = "field"
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        h.input.modifierFlags = [.shift]
        h.input.typeText("Hi")
        #expect(h.log.entries == [
            "field pressesBegan H keyboardH", "controller pressesBegan H", "field pressesEnded H",
            "field pressesBegan i keyboardI", "controller pressesBegan i", "field pressesEnded i",
        ])
    }

    @Test("R-F2 UIKey carries characters, modifiers and a HID usage; repeats are pressesChanged")
    func keyDetails() {
        final class Capture: KeyView {
            var keys: [UIKey] = []
            var types: [UIPress.PressType] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first!.key!)
                types.append(presses.first!.type)
                super.pressesBegan(presses, with: event)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let view = Capture()
        view.log = h.log
        window.addSubview(view)
        view.becomeFirstResponder()
        let key = UIKey(characters: "\u{1}", charactersIgnoringModifiers: "a", modifierFlags: [.control], keyCode: .keyboardA)
        h.input.keyDown(key)
        h.input.keyDown(key, isRepeat: true)
        h.input.keyUp(key)
        h.input.pressKey(UIKey(characters: "", keyCode: .keyboardUpArrow))
        #expect(view.keys.first == key)
        #expect(view.keys.first?.keyCode.rawValue == 4)
        #expect(view.types == [.keyboard, .upArrow])
        #expect(h.log.entries.filter { $0.contains("pressesChanged") }.count == 1)
    }

    @Test("R-F2 with no first responder key presses go to the key window; other windows get none")
    func keyWindowOnly() {
        final class KeyLogWindow: UIWindow {
            var log: [String] = []
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append("began \(presses.first!.key!.characters)")
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                log.append("ended \(presses.first!.key!.characters)")
            }
        }
        let h = Harness()
        let one = KeyLogWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let two = KeyLogWindow(frame: CGRect(x: 200, y: 0, width: 100, height: 100))
        two.isHidden = false
        one.makeKeyAndVisible()
        h.input.typeText("x")
        h.input.typeText("y", in: two)   // two is not the key window: dropped
        #expect(one.log == ["began x", "ended x"])
        #expect(two.log.isEmpty)
        #expect(h.app.droppedInputCount == 2)
    }

    @Test("R-F2 every pressesBegan is matched by one ended or cancelled")
    func pressCancels() {
        let h = Harness()
        let window = h.makeWindow()
        let field = h.focusedKeyView(named: "field", in: window)
        let a = UIKey.forCharacter("a")
        h.input.keyDown(a)
        field.removeFromSuperview()          // the responder leaves its window
        h.input.keyUp(a)
        window.addSubview(field)
        field.becomeFirstResponder()
        h.input.keyDown(a)
        h.input.loseInput(in: window)        // focus lost
        h.input.keyUp(a)
        h.input.keyDown(a)
        let other = h.makeWindow(frame: CGRect(x: 300, y: 0, width: 10, height: 10))   // key window changes
        h.input.keyUp(a)
        #expect(h.log.entries == ["field pressesBegan a keyboardA", "field pressesCancelled a",
                                  "field pressesBegan a keyboardA", "field pressesCancelled a",
                                  "field pressesBegan a keyboardA", "field pressesCancelled a"])
        _ = other
    }

    @Test("R-F3 shake reaches the first responder and travels up the chain")
    func shake() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = KeyController()
        window.rootViewController = controller
        let view = KeyView()
        view.log = h.log
        controller.view.addSubview(view)
        view.becomeFirstResponder()
        h.input.shake()
        #expect(h.log.entries == ["key motionBegan motionShake", "key motionEnded motionShake"])
    }

    @Test("R-F3 remote-control events need beginReceivingRemoteControlEvents and carry UIKit's raw values")
    func remoteControl() {
        let h = Harness()
        let window = h.makeWindow()
        let view = KeyView()
        view.log = h.log
        window.addSubview(view)
        view.becomeFirstResponder()
        h.input.remoteControl(.remoteControlPlay)
        #expect(h.log.entries.isEmpty)
        h.app.beginReceivingRemoteControlEvents()
        for subtype: UIEvent.EventSubtype in [.remoteControlPlay, .remoteControlPause, .remoteControlStop,
                                              .remoteControlTogglePlayPause, .remoteControlNextTrack,
                                              .remoteControlPreviousTrack] {
            h.input.remoteControl(subtype)
        }
        #expect(h.log.entries == [
            "key remote remoteControlPlay 100", "key remote remoteControlPause 101", "key remote remoteControlStop 102",
            "key remote remoteControlTogglePlayPause 103", "key remote remoteControlNextTrack 104",
            "key remote remoteControlPreviousTrack 105",
        ])
        h.app.endReceivingRemoteControlEvents()
        h.input.remoteControl(.remoteControlPlay)
        #expect(h.log.entries.count == 6)
    }

    @Test("R-F4 a nil-targeted action starts at the first responder and finds the controller")
    func nilTargetedAction() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = KeyController()
        controller.log = h.log
        window.rootViewController = controller
        let button = UIView()
        controller.view.addSubview(button)
        let save = Selector("save:", KeyController.save)
        // No first responder: the search starts at the sender and climbs to the controller.
        #expect(h.app.sendAction(save, to: nil, from: button, for: nil))
        #expect(h.log.entries == ["controller save"])
        #expect(button.target(forAction: save, withSender: nil) as AnyObject? === controller)
        // Nobody implements it: false.
        let missing = Selector("missing:") { (_: Editor, _: Any?) in }
        #expect(!h.app.sendAction(missing, to: nil, from: button, for: nil))
        #expect(button.target(forAction: missing, withSender: nil) == nil)
        // An explicit target is used as is.
        h.log.clear()
        #expect(h.app.sendAction(save, to: controller, from: nil, for: nil))
        #expect(h.log.entries == ["controller save"])
        #expect(!h.app.sendAction(save, to: button, from: nil, for: nil))
    }

    @Test("R-F4 the search starts at the first responder of the sender's window; canPerformAction decides")
    func standardEditActions() {
        let h = Harness()
        let window = h.makeWindow()
        let editor = Editor()
        editor.log = h.log
        window.addSubview(editor)
        let sender = UIView()
        window.addSubview(sender)
        #expect(editor.becomeFirstResponder())
        #expect(h.app.sendAction(.copy, to: nil, from: sender, for: nil))
        #expect(!h.app.sendAction(.paste, to: nil, from: sender, for: nil))   // canPerformAction says no
        editor.hasClipboard = true
        #expect(h.app.sendAction(.paste, to: nil, from: sender, for: nil))
        #expect(!h.app.sendAction(.cut, to: nil, from: sender, for: nil))     // not implemented
        #expect(h.log.entries == ["editor copy", "editor paste"])
        // The default canPerformAction answers for the receiver alone, not its chain.
        #expect(!sender.canPerformAction(.copy, withSender: nil))
        #expect(sender.target(forAction: .copy, withSender: nil) == nil)   // sender's chain has no editor
    }

    @Test("R-F5 seed 001's routerEvent(name:userInfo:) rides the chain to the view controller")
    func routerEvent() {
        final class Cell: UIView {
            var log: EventLog?
            override func routerEvent(name: String, userInfo: [String: Any]?) {
                log?.add("cell saw \(name)")
                super.routerEvent(name: name, userInfo: userInfo)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let controller = KeyController()
        controller.log = h.log
        window.rootViewController = controller
        let cell = Cell()
        cell.log = h.log
        controller.view.addSubview(cell)
        let like = UIView()
        cell.addSubview(like)
        like.routerEvent(name: "likeTapped", userInfo: ["id": 42])
        #expect(h.log.entries == ["cell saw likeTapped", "controller routerEvent likeTapped 42"])
    }
}
