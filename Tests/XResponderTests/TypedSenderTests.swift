import Foundation
import Testing
@testable import XResponder

/// A controller written the way UIKit code is: action methods with typed senders.
@MainActor
final class TypedActionController: UIViewController {
    var log: [String] = []
    func tapped(_ sender: UIButton) { log.append("tapped \(sender.accessibilityIdentifier ?? "?")") }
    func panned(_ pan: UIPanGestureRecognizer) { log.append("panned \(pan.state)") }
    func slid(_ slider: UISlider, forEvent event: UIEvent?) { log.append("slid \(slider.value) event \(event != nil)") }
    func untyped(_ sender: Any?) { log.append("untyped") }
}

@Suite("Target-action with UIKit's typed senders (R-L4)", .tearsDownTestTrees)
@MainActor
struct TypedSenderTests {
    @Test("R-L4: func tapped(_ sender: UIButton) is called with the button")
    func typedButtonSender() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = TypedActionController()
        window.rootViewController = controller
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        button.accessibilityIdentifier = "ok"
        controller.view.addSubview(button)
        button.addTarget(controller, action: Selector("tapped:", TypedActionController.tapped), for: .touchUpInside)
        // Nil-targeted: up the chain from the button to the controller.
        button.addTarget(nil, action: Selector("untyped:", TypedActionController.untyped), for: .touchUpInside)
        for _ in 0..<3 { h.input.tap(at: CGPoint(x: 50, y: 30), in: window) }
        #expect(controller.log == ["tapped ok", "untyped", "tapped ok", "untyped", "tapped ok", "untyped"])
    }

    @Test("R-L4: func panned(_ pan: UIPanGestureRecognizer) receives the recognizer")
    func typedRecognizerSender() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = TypedActionController()
        window.rootViewController = controller
        let pan = UIPanGestureRecognizer(target: controller, action: Selector("panned:", TypedActionController.panned))
        controller.view.addGestureRecognizer(pan)
        h.input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), steps: 5)
        #expect(controller.log.first == "panned began")
        #expect(controller.log.last == "panned ended")
    }

    @Test("R-L4: a typed sender and the event, as action(_:forEvent:)")
    func typedSenderWithEvent() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = TypedActionController()
        window.rootViewController = controller
        let slider = UISlider(frame: CGRect(x: 20, y: 20, width: 200, height: 30))
        controller.view.addSubview(slider)
        slider.addTarget(controller, action: Selector("slid:forEvent:", TypedActionController.slid), for: .valueChanged)
        h.input.drag(from: CGPoint(x: 25, y: 35), to: CGPoint(x: 215, y: 35), steps: 4)
        #expect(controller.log.last?.hasPrefix("slid 1.0") == true)
        #expect(controller.log.last?.hasSuffix("event true") == true)
    }

    @Test("R-L4: a sender of another type skips the action and says so in the trace")
    func wrongSenderIsSkipped() {
        let h = Harness()
        let controller = TypedActionController()
        EventTrace.shared.isEnabled = true
        defer { EventTrace.shared.isEnabled = false }
        let before = EventTrace.shared.lines.count
        let action = Selector("panned:", TypedActionController.panned)
        #expect(action.isImplemented(by: controller))
        action.invocation(on: controller)?(UIButton(), nil)
        action.invocation(on: controller)?(nil, nil)
        #expect(controller.log.isEmpty)
        let lines = EventTrace.shared.lines.dropFirst(before)
        #expect(lines.contains { $0.contains("action panned: skipped: its sender is UIButton, not UIPanGestureRecognizer") })
        #expect(lines.contains { $0.contains("its sender is nil") })
        _ = h
    }

    @Test("R-L4: #selector(UIResponder.resignFirstResponder) sent to the chain ends editing: a method that answers a value is an action too")
    func resignThroughTheChain() {
        let h = Harness()
        let window = h.makeWindow()
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        window.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        let resign = Selector("resignFirstResponder", UIResponder.resignFirstResponder)
        #expect(h.app.sendAction(resign, to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }
}
