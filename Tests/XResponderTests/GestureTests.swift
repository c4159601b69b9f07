import CX11
import Foundation
import Testing
@testable import XResponder

/// A recognizer that logs what it receives and can be told what to do.
@MainActor
final class ProbeRecognizer: UIGestureRecognizer {
    var log: EventLog?
    var label = "probe"
    var onBegan: ((ProbeRecognizer) -> Void)?
    var onMoved: ((ProbeRecognizer) -> Void)?
    var onEnded: ((ProbeRecognizer) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(label) began \(touches.count)")
        onBegan?(self)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(label) moved")
        onMoved?(self)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(label) ended")
        onEnded?(self)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        log?.add("\(label) cancelled")
    }
    override func reset() {
        log?.add("\(label) reset")
        super.reset()
    }
}

@MainActor
final class GestureDelegate: UIGestureRecognizerDelegate {
    var shouldBegin = true
    var receive: (UITouch) -> Bool = { _ in true }
    var simultaneous = false
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { receive(touch) }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
}

@Suite("Gesture recognizers (R-G1 … R-G7)", .tearsDownTestTrees)
@MainActor
struct GestureTests {
    func setUp() -> (Harness, RecordingWindow, RecordingView) {
        let h = Harness()
        let window = h.makeWindow()
        let view = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        view.forwards = false
        return (h, window, view)
    }

    func states(_ recognizer: UIGestureRecognizer, into log: EventLog, _ name: String) {
        recognizer.addTarget(log, action: Selector("note:") { (log: EventLog, sender: Any?) in
            log.add("\(name) action \((sender as! UIGestureRecognizer).state)")
        })
    }

    @Test("R-G1 recognizers of the hit view and every ancestor get the touch before the view")
    func recognizersFirst() {
        let (h, window, parent) = setUp()
        let child = h.view("child", CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        child.forwards = false
        let onChild = ProbeRecognizer()
        onChild.log = h.log
        onChild.label = "childGR"
        let onParent = ProbeRecognizer()
        onParent.log = h.log
        onParent.label = "parentGR"
        let onWindow = ProbeRecognizer()
        onWindow.log = h.log
        onWindow.label = "windowGR"
        parent.addGestureRecognizer(onParent)
        child.addGestureRecognizer(onChild)
        window.addGestureRecognizer(onWindow)
        h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["childGR began 1", "parentGR began 1", "windowGR began 1", "child began 1"])
        // A touch outside the child only reaches the parent's and the window's recognizers.
        h.log.clear()
        h.input.beginTouch(at: CGPoint(x: 200, y: 200), in: window)
        #expect(h.log.entries.first == "parentGR began 1")
        #expect(!h.log.entries.contains { $0.hasPrefix("childGR") })
    }

    @Test("R-G2 legal transitions only; actions on the next turn read the new state; never for failed")
    func stateMachine() {
        typealias S = UIGestureRecognizer.State
        #expect(S.recognized == .ended)
        #expect([S.possible, .began, .changed, .ended, .cancelled, .failed].map(\.rawValue) == [0, 1, 2, 3, 4, 5])
        let legal: [(S, S)] = [(.possible, .began), (.possible, .ended), (.possible, .failed), (.began, .changed),
                               (.began, .ended), (.began, .cancelled), (.changed, .changed), (.changed, .ended),
                               (.changed, .cancelled)]
        for from in [S.possible, .began, .changed, .ended, .cancelled, .failed] {
            for to in [S.possible, .began, .changed, .ended, .cancelled, .failed] {
                let expected = legal.contains { $0 == (from, to) }
                #expect(UIGestureRecognizer.isLegal(from: from, to: to) == expected, "\(from) → \(to)")
            }
        }

        let (h, window, view) = setUp()
        let probe = ProbeRecognizer()
        probe.log = h.log
        probe.onMoved = { recognizer in
            recognizer.state = recognizer.state == .possible ? .began : .changed
            h.log.add("set \(recognizer.state)")
        }
        probe.onEnded = { $0.state = .ended }
        states(probe, into: h.log, "probe")
        view.addGestureRecognizer(probe)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 20, y: 10))
        h.input.moveTouch(touch, to: CGPoint(x: 30, y: 10))
        h.input.endTouch(touch)
        let entries = h.log.entries.filter { !$0.hasPrefix("v ") }
        #expect(entries == ["probe began 1", "probe moved", "set began", "probe action began", "probe moved", "set changed",
                            "probe action changed", "probe ended", "probe action ended", "probe reset"])

        // Failed: no action, and a reset once the touch is gone.
        h.log.clear()
        let failing = ProbeRecognizer()
        failing.log = h.log
        failing.label = "failing"
        failing.onBegan = { $0.state = .failed }
        states(failing, into: h.log, "failing")
        view.addGestureRecognizer(failing)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(!h.log.entries.contains { $0.contains("failing action") })
        #expect(h.log.entries.contains("failing reset"))
    }

    @Test("R-G3 tap with cancelsTouchesInView: the view sees began, then cancelled")
    func tapCancelsView() {
        let (h, window, view) = setUp()
        let tap = UITapGestureRecognizer()
        states(tap, into: h.log, "tap")
        view.addGestureRecognizer(tap)
        var touch: UITouch?
        view.onBegan = { touches, _ in touch = touches.first }
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["v began 1", "v cancelled 1", "tap action ended"])
        #expect(touch != nil && touch?.view == nil)   // UITouch.view becomes nil once a recognizer claims it (R-T1)
    }

    @Test("R-G3 tap without cancelsTouchesInView: the view sees began and ended")
    func tapKeepsView() {
        let (h, window, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.cancelsTouchesInView = false
        states(tap, into: h.log, "tap")
        view.addGestureRecognizer(tap)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["v began 1", "v ended 1", "tap action ended"])
    }

    @Test("R-G3 pan with cancelsTouchesInView true and false: the exact order the view sees")
    func panOrder() {
        for cancels in [true, false] {
            let (h, window, view) = setUp()
            let pan = UIPanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            states(pan, into: h.log, "pan")
            view.addGestureRecognizer(pan)
            let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
            h.input.moveTouch(touch, to: CGPoint(x: 15, y: 10))   // under the 10-point hysteresis
            h.input.moveTouch(touch, to: CGPoint(x: 30, y: 10))   // begins
            h.input.moveTouch(touch, to: CGPoint(x: 40, y: 10))
            h.input.endTouch(touch)
            if cancels {
                #expect(h.log.entries == ["v began 1", "v moved 1", "v cancelled 1", "pan action began",
                                          "pan action changed", "pan action ended"])
            } else {
                #expect(h.log.entries == ["v began 1", "v moved 1", "v moved 1", "pan action began", "v moved 1",
                                          "pan action changed", "v ended 1", "pan action ended"])
            }
        }
    }

    @Test("R-G3 delaysTouchesBegan: discarded when the recognizer recognizes, delivered late when it fails")
    func delaysBegan() {
        let (h, window, view) = setUp()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        view.addGestureRecognizer(tap)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.isEmpty)   // recognized: the view never heard of the touch

        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 12, y: 10))
        #expect(h.log.entries.isEmpty)
        h.input.moveTouch(touch, to: CGPoint(x: 40, y: 10))   // too far: the tap fails
        // The held began and move arrive late, then the move that made the tap fail.
        #expect(h.log.entries == ["v began 1", "v moved 1", "v moved 1"])
        h.input.endTouch(touch)
        #expect(h.log.entries == ["v began 1", "v moved 1", "v moved 1", "v ended 1"])
    }

    @Test("R-G3 delaysTouchesEnded: the end waits while the recognizer is undecided")
    func delaysEnded() {
        let (h, window, view) = setUp()
        let doubleTap = UITapGestureRecognizer()
        doubleTap.numberOfTapsRequired = 2
        view.addGestureRecognizer(doubleTap)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["v began 1"])           // the ended is held: a second tap may come
        h.input.advance(by: 0.4)                          // it did not: the double tap fails
        #expect(h.log.entries == ["v began 1", "v ended 1"])

        h.log.clear()
        doubleTap.delaysTouchesEnded = false
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["v began 1", "v ended 1"])
        h.input.advance(by: 1)
    }

    @Test("R-G4 seed 001: a single tap that requires the double tap to fail")
    func singleVersusDouble() {
        let (h, window, view) = setUp()
        let single = UITapGestureRecognizer()
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        states(single, into: h.log, "single")
        states(double, into: h.log, "double")
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        single.require(toFail: double)
        view.onBegan = nil
        h.log.clear()

        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(!h.log.entries.contains { $0.contains("action") })   // single waits for double to fail
        h.input.advance(by: 0.36)
        #expect(h.log.entries.filter { $0.contains("action") } == ["single action ended"])

        h.log.clear()
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window, tapCount: 2)
        h.input.advance(by: 1)
        #expect(h.log.entries.filter { $0.contains("action") } == ["double action ended"])
    }

    @Test("R-G4 without the requirement the single tap wins first; with simultaneous recognition both fire")
    func withoutRequirementAndSimultaneous() {
        let (h, window, view) = setUp()
        let first = UITapGestureRecognizer()
        let second = UITapGestureRecognizer()
        states(first, into: h.log, "first")
        states(second, into: h.log, "second")
        view.addGestureRecognizer(first)
        view.addGestureRecognizer(second)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { $0.contains("action") } == ["first action ended"])

        h.log.clear()
        h.input.advance(by: 1)
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        second.delegate = delegate
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { $0.contains("action") } == ["first action ended", "second action ended"])
    }

    @Test("R-G4 canPrevent and ignore(_:for:) take part")
    func preventionHooks() {
        final class Polite: UITapGestureRecognizer {
            override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
        }
        let (h, window, view) = setUp()
        let polite = Polite()
        let other = UITapGestureRecognizer()
        states(polite, into: h.log, "polite")
        states(other, into: h.log, "other")
        view.addGestureRecognizer(polite)
        view.addGestureRecognizer(other)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { $0.contains("action") } == ["polite action ended", "other action ended"])

        // An ignored touch is never cancelled in the view.
        let (h2, window2, view2) = setUp()
        let ignoring = ProbeRecognizer()
        ignoring.onBegan = { recognizer in
            recognizer.ignore(recognizer.trackedTouches[0], for: h2.app.dispatcher.touchesEvent)
            recognizer.state = .recognized
        }
        view2.addGestureRecognizer(ignoring)
        h2.input.tap(at: CGPoint(x: 10, y: 10), in: window2)
        #expect(h2.log.entries == ["v began 1", "v ended 1"])
    }

    @Test("R-G5 delegate: shouldBegin false fails; shouldReceive false hides the touch from that recognizer only")
    func delegateHooks() {
        let (h, window, view) = setUp()
        let tap = UITapGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.shouldBegin = false
        tap.delegate = delegate
        states(tap, into: h.log, "tap")
        view.addGestureRecognizer(tap)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["v began 1", "v ended 1"])

        h.log.clear()
        h.input.advance(by: 1)
        delegate.shouldBegin = true
        delegate.receive = { _ in false }
        let seeing = ProbeRecognizer()
        seeing.log = h.log
        view.addGestureRecognizer(seeing)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.prefix(2) == ["probe began 1", "v began 1"])
        #expect(!h.log.entries.contains { $0.contains("tap action") })
    }

    @Test("R-G5 disabling a recognizer mid-gesture cancels it; a disabled recognizer receives nothing")
    func disabledMidGesture() {
        let (h, window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        states(pan, into: h.log, "pan")
        view.addGestureRecognizer(pan)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 40, y: 10))
        pan.isEnabled = false
        h.input.runUntilIdle()
        h.input.moveTouch(touch, to: CGPoint(x: 60, y: 10))
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.contains("action") } == ["pan action began", "pan action cancelled"])
        h.log.clear()
        let probe = ProbeRecognizer()
        probe.log = h.log
        probe.isEnabled = false
        view.addGestureRecognizer(probe)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(!h.log.entries.contains { $0.hasPrefix("probe") })
    }

    @Test("R-U4 a recognizer removed mid-gesture is cancelled, then reset; one on the window works")
    func removedMidGestureAndWindowRecognizer() {
        let (h, window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        states(pan, into: h.log, "pan")
        view.addGestureRecognizer(pan)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 40, y: 10))
        view.removeGestureRecognizer(pan)
        // Cancelled at once; reset on the next turn, after its action read the cancel.
        #expect(pan.state == .cancelled && pan.view == nil)
        h.input.moveTouch(touch, to: CGPoint(x: 60, y: 10))
        h.input.endTouch(touch)
        #expect(pan.state == .possible)
        #expect(h.log.entries.filter { $0.contains("action") } == ["pan action began", "pan action cancelled"])

        let windowTap = UITapGestureRecognizer()
        states(windowTap, into: h.log, "windowTap")
        window.addGestureRecognizer(windowTap)
        h.log.clear()
        h.input.tap(at: CGPoint(x: 300, y: 300), in: window)
        #expect(h.log.entries.contains("windowTap action ended"))
    }

    @Test("R-G7 long press: 0.5 s still, 10 points of slack before, no limit after, changed on every move")
    func longPress() {
        let (h, window, view) = setUp()
        let press = UILongPressGestureRecognizer()
        states(press, into: h.log, "press")
        view.addGestureRecognizer(press)
        var touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.advance(by: 0.49)
        #expect(press.state == .possible)
        h.input.moveTouch(touch, to: CGPoint(x: 18, y: 10))   // within 10 points
        h.input.advance(by: 0.02)
        #expect(press.state == .began)
        h.input.moveTouch(touch, to: CGPoint(x: 200, y: 10))  // no limit once begun
        h.input.moveTouch(touch, to: CGPoint(x: 210, y: 10))
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.contains("action") } ==
                ["press action began", "press action changed", "press action changed", "press action ended"])

        h.log.clear()
        touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 22, y: 10))   // 12 points before it began: fails
        h.input.advance(by: 1)
        h.input.endTouch(touch)
        #expect(!h.log.entries.contains { $0.contains("action") })
    }

    @Test("R-G7 pan: translation, setTranslation, velocity and min/max touches")
    func panValues() {
        let (h, window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        view.addGestureRecognizer(pan)
        var translations: [CGPoint] = []
        pan.addTarget(h.log, action: Selector("t:") { (_: EventLog, sender: Any?) in
            translations.append((sender as! UIPanGestureRecognizer).translation(in: view))
        })
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.advance(by: 0.1)
        h.input.moveTouch(touch, to: CGPoint(x: 30, y: 20))
        #expect(pan.translation(in: view) == CGPoint(x: 20, y: 10))
        #expect(abs(pan.velocity(in: view).x - 200) < 1e-6)
        pan.setTranslation(.zero, in: view)
        h.input.advance(by: 0.1)
        h.input.moveTouch(touch, to: CGPoint(x: 35, y: 20))
        #expect(pan.translation(in: view) == CGPoint(x: 5, y: 0))
        h.input.endTouch(touch)
        // Actions run on the turn after each change and read the values then.
        #expect(translations == [CGPoint(x: 20, y: 10), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 0)])

        // Two fingers exceed maximumNumberOfTouches: it fails.
        let fingers = h.input.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 50, y: 50)], in: window)
        #expect(pan.state == .failed)
        for finger in fingers { h.input.endTouch(finger) }
    }

    @Test("R-G7 pan takes scroll input only with allowedScrollTypesMask; views never see scrolls")
    func panWithScroll() {
        let (h, window, view) = setUp()
        let pan = UIPanGestureRecognizer()
        states(pan, into: h.log, "pan")
        view.addGestureRecognizer(pan)
        h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 10, y: 10), in: window)
        h.input.advance(by: 1)
        #expect(h.log.entries.isEmpty)
        pan.allowedScrollTypesMask = .all
        h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 10, y: 10), in: window)
        h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 10, y: 10), in: window)
        #expect(pan.translation(in: view) == CGPoint(x: 0, y: -20))
        h.input.advance(by: 0.2)
        #expect(h.log.entries == ["pan action began", "pan action changed", "pan action ended"])
    }

    @Test("R-G7 swipe: direction and distance within the time limit")
    func swipe() {
        let (h, window, view) = setUp()
        let left = UISwipeGestureRecognizer()
        left.direction = .left
        states(left, into: h.log, "left")
        view.addGestureRecognizer(left)
        h.input.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 120, y: 105), in: window)
        #expect(h.log.entries.filter { $0.contains("action") } == ["left action ended"])
        h.log.clear()
        h.input.advance(by: 1)
        h.input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), in: window)   // wrong way
        #expect(!h.log.entries.contains { $0.contains("action") })
    }

    @Test("R-G7 pinch and rotation from two synthetic touches")
    func pinchAndRotation() {
        let (h, window, view) = setUp()
        view.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        let rotation = UIRotationGestureRecognizer()
        let delegate = GestureDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        let fingers = h.input.beginTouches(at: [CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)], in: window)
        h.input.batch {
            h.input.moveTouch(fingers[0], to: CGPoint(x: 50, y: 200))
            h.input.moveTouch(fingers[1], to: CGPoint(x: 250, y: 200))
        }
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(pinch.state == .began)
        // Turn the pair a quarter turn about its center (150, 200).
        h.input.batch {
            h.input.moveTouch(fingers[0], to: CGPoint(x: 150, y: 100))
            h.input.moveTouch(fingers[1], to: CGPoint(x: 150, y: 300))
        }
        #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
        #expect(rotation.state == .began)
        #expect(pinch.state == .changed)
        for finger in fingers { h.input.endTouch(finger) }
        h.input.runUntilIdle()
        #expect(pinch.state == .possible && rotation.state == .possible)
    }

    @Test("R-G7 screen-edge pan starts only at its edge; hover follows the pointer in and out")
    func edgeAndHover() {
        let (h, window, view) = setUp()
        let edge = UIScreenEdgePanGestureRecognizer()
        edge.edges = .left
        states(edge, into: h.log, "edge")
        view.addGestureRecognizer(edge)
        h.input.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100), in: window)
        h.input.drag(from: CGPoint(x: 5, y: 100), to: CGPoint(x: 100, y: 100), in: window)
        #expect(h.log.entries.filter { $0.contains("action") }.first == "edge action began")
        #expect(h.log.entries.filter { $0.contains("action began") }.count == 1)

        let (h2, window2, view2) = setUp()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view2.addSubview(inner)
        let hover = UIHoverGestureRecognizer()
        states(hover, into: h2.log, "hover")
        inner.addGestureRecognizer(hover)
        h2.input.hover(at: CGPoint(x: 10, y: 10), in: window2)
        h2.input.hover(at: CGPoint(x: 20, y: 10), in: window2)
        #expect(hover.location(in: inner) == CGPoint(x: 20, y: 10))
        h2.input.hover(at: CGPoint(x: 200, y: 10), in: window2)
        h2.input.runUntilIdle()
        #expect(h2.log.entries == ["hover action began", "hover action changed", "hover action ended"])
    }

    @Test("R-G7 a hover recognizer is given no touches: a click on its view ends there at once")
    func hoverTakesNoTouches() {
        let (h, window, view) = setUp()
        let hover = UIHoverGestureRecognizer()
        view.addGestureRecognizer(hover)
        h.input.hover(at: CGPoint(x: 10, y: 10), in: window)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window, type: .indirectPointer)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1"])
        #expect(hover.numberOfTouches == 0)
    }

    @Test("R-X2 a pinch from hand-built XI2 touch events through the translator")
    func pinchFromXI2() {
        let (h, window, view) = setUp()
        view.isMultipleTouchEnabled = true
        let pinch = UIPinchGestureRecognizer()
        view.addGestureRecognizer(pinch)
        var translator = X11EventTranslator()
        translator.windowNumbers = [0x500: window.windowNumber]
        translator.now = { 10 }
        func event(_ detail: Int32, _ x: Double, _ time: UInt) -> X11DeviceEvent {
            X11DeviceEvent(evtype: 0, time: time, detail: detail, window: 0x500, x: x, y: 100)
        }
        let script: [(Int32, Int32, Double, UInt)] = [(XI_TouchBegin, 1, 100, 1000), (XI_TouchBegin, 2, 200, 1000),
                                                      (XI_TouchUpdate, 1, 50, 1010), (XI_TouchUpdate, 2, 250, 1010),
                                                      (XI_TouchEnd, 1, 50, 1020), (XI_TouchEnd, 2, 250, 1020)]
        var scales: [CGFloat] = []
        pinch.addTarget(h.log, action: Selector("s:") { (_: EventLog, sender: Any?) in
            scales.append((sender as! UIPinchGestureRecognizer).scale)
        })
        // Each pair of XI2 events shares a server time, as a touchscreen reports them; queued together
        // they are one event for the core.
        for pair in stride(from: 0, to: script.count, by: 2) {
            h.input.batch {
                for (type, id, x, time) in script[pair..<pair + 2] {
                    for translation in translator.translate(deviceEvent: event(id, x, time), evtype: type) {
                        if case .input(let record) = translation { h.input.send(record) }
                    }
                }
            }
        }
        h.input.runUntilIdle()
        #expect(scales.first.map { abs($0 - 2) < 1e-9 } == true)
    }

    @Test("the trace reports recognizer state changes and why one failed")
    func traceExplains() {
        let (h, window, view) = setUp()
        let single = UITapGestureRecognizer()
        single.name = "single"
        let double = UITapGestureRecognizer()
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        EventTrace.shared.sink = nil
        EventTrace.shared.clear()
        EventTrace.shared.isEnabled = true
        defer { EventTrace.shared.isEnabled = false }
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window, tapCount: 2)
        let lines = EventTrace.shared.lines
        #expect(lines.contains("gesture single: waits for double to fail"))
        #expect(lines.contains("gesture double: possible → ended"))
        #expect(lines.contains("gesture single failed: double, which it requires to fail, recognized"))
    }
}
