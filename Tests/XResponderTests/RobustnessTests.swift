import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

@Suite("Malformed input and hostile handlers", .tearsDownTestTrees)
@MainActor
struct RobustnessTests {
    func record(_ id: TouchIdentifier, _ phase: InputRecord.Phase, _ point: CGPoint, window: UIWindow, time: TimeInterval = 0) -> InputRecord {
        InputRecord(.touch(.init(identifier: id, phase: phase, location: point, type: .indirectPointer, buttonMask: .primary)),
                    timestamp: 1000 + time, windowNumber: window.windowNumber)
    }

    @Test("R-T7 a release without a press, moves for unknown ids and a duplicate press are survived and counted")
    func malformedStreams() {
        let h = Harness()
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let p = CGPoint(x: 10, y: 10)
        h.input.send(record(.pointer(), .ended, p, window: window))          // release without press
        h.input.send(record(.pointer(7), .moved, p, window: window))         // unknown id
        h.input.send(record(.pointer(), .began, p, window: window))
        h.input.send(record(.pointer(), .began, p, window: window, time: 1)) // duplicate press
        h.input.send(record(.pointer(), .moved, CGPoint(x: 12, y: 12), window: window))
        h.input.send(record(.pointer(), .ended, p, window: window))
        h.input.send(record(.pointer(), .ended, p, window: window))          // second release
        h.input.keyUp(UIKey.forCharacter("q"))                               // key up without down
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v moved 1", "v ended 1"])
        #expect(h.app.droppedInputCount == 5)
    }

    @Test("R-T4 32 simultaneous touches are accepted and each ends once")
    func thirtyTwoTouches() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        v.isMultipleTouchEnabled = true
        var maxLive = 0
        v.onBegan = { _, event in maxLive = max(maxLive, event!.allTouches!.count) }
        let points = (0..<32).map { CGPoint(x: CGFloat($0 * 10 + 5), y: 100) }
        let touches = h.input.beginTouches(at: points, in: window)
        h.input.batch {
            for touch in touches { h.input.moveTouch(touch, to: CGPoint(x: 1, y: 1)) }
        }
        h.input.batch {
            for touch in touches { h.input.endTouch(touch) }
        }
        #expect(maxLive == 32)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 32", "v moved 32", "v ended 32"])
        #expect(h.app.dispatcher.touchesEvent.liveTouches.isEmpty)
    }

    @Test("R-D6 addSubview refuses cycles instead of crashing")
    func cyclesRefused() {
        let h = Harness()
        let window = h.makeWindow()
        let a = UIView(), b = UIView()
        window.addSubview(a)
        a.addSubview(b)
        b.addSubview(a)
        a.addSubview(a)
        #expect(a.superview === window)
        #expect(b.superview === a)
        #expect(b.subviews.isEmpty)
    }

    @Test("R-D6 a touch on a view released mid-touch ends quietly")
    func viewReleasedMidTouch() {
        let h = Harness()
        let window = h.makeWindow()
        var view: RecordingView? = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        view?.removeFromSuperview()
        view = nil
        h.input.moveTouch(touch, to: CGPoint(x: 20, y: 20))
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
    }

    @Test("R-T7 a view that leaves its window in its own touchesEnded is not cancelled too, and the mouse's next press is delivered")
    func viewRemovedByItsOwnRelease() {
        final class ClosingView: UIView {
            var log: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("ended")
                removeFromSuperview()   // a panel's button closing the panel
            }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("cancelled") }
        }
        let h = Harness()
        let window = h.makeWindow()
        let closing = ClosingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(closing)
        let other = h.view("other", CGRect(x: 100, y: 0, width: 100, height: 100), in: window)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window, type: .indirectPointer)
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 150, y: 10), in: window, type: .indirectPointer)
        #expect(closing.log == ["began", "ended"])
        #expect(h.log.entries.filter { $0.hasPrefix("other ") } == ["other began 1", "other ended 1"])
        #expect(other.superview === window)
    }

    @Test("R-X6 synthetic input is flagged on the event")
    func syntheticFlag() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        var flags: [Bool] = []
        v.onBegan = { _, event in flags.append(event!.isSynthetic) }
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        h.input.isSynthetic = true
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        #expect(flags == [false, true])
    }

    @Test("R-G7 scroll and hover events reach sendEvent but never a view's touches methods")
    func scrollAndHover() {
        final class Spy: UIApplication {
            var seen: [String] = []
            override func sendEvent(_ event: UIEvent) {
                if event.type == .scroll || event.type == .hover {
                    seen.append("\(event.type) \(event.scrollDelta.traceDescription) \(event.location(in: nil).traceDescription)")
                }
                super.sendEvent(event)
            }
        }
        let h = Harness(Spy.self)
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        h.input.scroll(by: CGPoint(x: 0, y: 30), at: CGPoint(x: 5, y: 6), in: window)
        h.input.hover(at: CGPoint(x: 7, y: 8), in: window)
        #expect((h.app as! Spy).seen == ["scroll (0, 30) (5, 6)", "hover (0, 0) (7, 8)"])
        #expect(h.log.entries.isEmpty)
    }

    @Test("the queue keeps FIFO order when a handler feeds input re-entrantly")
    func reentrantInputKeepsOrder() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        v.isMultipleTouchEnabled = true
        var fed = false
        v.onBegan = { _, _ in
            guard !fed else { return }
            fed = true
            // A handler that injects input: it is queued behind what is already there.
            let nested = h.input.beginTouch(at: CGPoint(x: 50, y: 50), in: window)
            h.input.endTouch(nested)
        }
        h.input.batch {
            let first = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
            h.input.endTouch(first)
        }
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1", "v began 1", "v ended 1"])
    }
}
