import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

// Recognizer configurations beyond the basics of GestureTests.swift: delegate requirements and more.

@MainActor
final class RequiringDelegate: UIGestureRecognizerDelegate {
    weak var other: UIGestureRecognizer?
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        otherGestureRecognizer === other
    }
}

@Suite("Gesture recognizers: more configurations", .tearsDownTestTrees)
@MainActor
struct GestureMoreTests {
    @Test("R-G4 the delegate's shouldRequireFailureOf works like require(toFail:)")
    func delegateRequirement() {
        let h = Harness()
        let window = h.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.addSubview(view)
        let single = UITapGestureRecognizer { _ in h.log.add("single") }
        let double = UITapGestureRecognizer { _ in h.log.add("double") }
        double.numberOfTapsRequired = 2
        let delegate = RequiringDelegate()
        delegate.other = double
        single.delegate = delegate
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window, tapCount: 2)
        h.input.advance(by: 1)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["double"])
    }

    @Test("R-G7 a two-finger tap needs both fingers; location(ofTouch:in:) reports each")
    func twoFingerTap() {
        let h = Harness()
        let window = h.makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        var seen: [CGPoint] = []
        let tap = UITapGestureRecognizer()
        tap.numberOfTouchesRequired = 2
        tap.addTarget(h.log, action: Selector("t:") { (_: EventLog, sender: Any?) in
            let recognizer = sender as! UITapGestureRecognizer
            seen = [recognizer.location(ofTouch: 0, in: view), recognizer.location(ofTouch: 1, in: view)]
        })
        view.addGestureRecognizer(tap)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)   // one finger: fails
        h.input.advance(by: 1)
        #expect(seen.isEmpty)
        let fingers = h.input.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 60)], in: window)
        h.input.batch { for finger in fingers { h.input.endTouch(finger) } }
        #expect(seen == [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 60)])
    }

    @Test("recognizer targets are held weakly; a nil target reaches the view controller")
    func recognizerTargets() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = ActionController()
        controller.log = h.log
        window.rootViewController = controller
        var target: ActionTarget? = ActionTarget(log: h.log)
        let tap = UITapGestureRecognizer(target: target!, action: Selector("fire:", ActionTarget.fire))
        // A nil target sends the action along the responder chain from the recognizer's view.
        let chained = UITapGestureRecognizer(target: nil, action: Selector("buttonTapped:", ActionController.buttonTapped))
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        tap.delegate = delegate
        controller.view.addGestureRecognizer(tap)
        controller.view.addGestureRecognizer(chained)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["target fired", "controller buttonTapped from UITapGestureRecognizer"])
        h.log.clear()
        target = nil
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["controller buttonTapped from UITapGestureRecognizer"])
    }

    @Test("R-F2 recognizers with allowedPressTypes see presses before the first responder")
    func pressesToRecognizers() {
        final class SelectRecognizer: UIGestureRecognizer {
            var log: EventLog?
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {
                log?.add("recognizer \(presses.first!.type)")
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let field = h.focusedKeyView(named: "field", in: window)
        let recognizer = SelectRecognizer()
        recognizer.log = h.log
        recognizer.allowedPressTypes = [UIPress.PressType.select.rawValue]
        field.addGestureRecognizer(recognizer)
        h.input.pressKey(UIKey(characters: "\r", keyCode: .keyboardReturnOrEnter))
        h.input.pressKey(UIKey.forCharacter("a"))
        #expect(h.log.entries == ["recognizer select", "field pressesBegan \r keyboardReturnOrEnter", "field pressesEnded \r",
                                  "field pressesBegan a keyboardA", "field pressesEnded a"])
    }

    @Test("R-G2 a failed recognizer resets before the next touch, even when both clicks are queued in one turn")
    func failedRecognizerResetsBeforeQueuedTouch() {
        /// Watches touches and fails when each one ends, like an observer that never claims.
        final class Watcher: UIGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += 1 }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { state = .failed }
        }
        let h = Harness()
        let window = h.makeWindow()
        let view = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let watcher = Watcher()
        view.addGestureRecognizer(watcher)
        h.input.batch {
            for _ in 0..<2 {
                let touch = h.input.mouseDown(at: CGPoint(x: 50, y: 50))
                h.input.endTouch(touch)
            }
        }
        h.input.runUntilIdle()
        #expect(watcher.began == 2)
        #expect(watcher.state == .possible)
    }
}
