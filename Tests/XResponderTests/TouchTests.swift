import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

@Suite("Touches (R-T1 … R-T7)", .tearsDownTestTrees)
@MainActor
struct TouchTests {
    @Test("R-T1 a touch keeps its view and window when it moves out and back")
    func touchStaysWithItsView() {
        let h = Harness()
        let window = h.makeWindow()
        let a = h.view("a", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        _ = h.view("b", CGRect(x: 200, y: 0, width: 100, height: 100), in: window)
        let touch = h.input.beginTouch(at: CGPoint(x: 50, y: 50), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 250, y: 50))   // over b
        h.input.moveTouch(touch, to: CGPoint(x: 50, y: 50))    // back
        h.input.endTouch(touch, at: CGPoint(x: 250, y: 50))
        let own = h.log.entries.filter { $0.hasPrefix("a ") || $0.hasPrefix("b ") }
        #expect(own == ["a began 1", "a moved 1", "a moved 1", "a ended 1"])
        #expect(a.receivedTouches.first?.view === a)
        #expect(a.receivedTouches.first?.window === window)
    }

    @Test("R-T2 one UITouch object per finger, updated in place")
    func touchUpdatedInPlace() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 100, y: 100, width: 100, height: 100), in: window)
        var seen: [(UITouch, UITouch.Phase, CGPoint, CGPoint, CGPoint, TimeInterval)] = []
        let record: (Set<UITouch>, UIEvent?) -> Void = { touches, _ in
            let t = touches.first!
            seen.append((t, t.phase, t.location(in: v), t.previousLocation(in: v), t.location(in: nil), t.timestamp))
        }
        v.onBegan = record
        v.onMoved = record
        v.onEnded = record
        let touch = h.input.beginTouch(at: CGPoint(x: 110, y: 120), in: window)
        h.input.advance(by: 0.1)
        h.input.moveTouch(touch, to: CGPoint(x: 130, y: 125))
        h.input.advance(by: 0.1)
        h.input.endTouch(touch, at: CGPoint(x: 140, y: 125))
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0.0 === seen[0].0 })
        #expect(seen.map(\.1) == [.began, .moved, .ended])
        #expect(seen[0].2 == CGPoint(x: 10, y: 20))
        #expect(seen[1].2 == CGPoint(x: 30, y: 25))
        #expect(seen[1].3 == CGPoint(x: 10, y: 20))
        #expect(seen[1].4 == CGPoint(x: 130, y: 125))
        #expect(seen[2].3 == CGPoint(x: 30, y: 25))
        #expect(seen[2].5 - seen[0].5 > 0.19)
    }

    @Test("R-T3 tapCount counts quick presses at about the same place in the same window")
    func tapCount() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        var counts: [Int] = []
        v.onBegan = { touches, _ in counts.append(touches.first!.tapCount) }
        h.input.tap(at: CGPoint(x: 50, y: 50), in: window, tapCount: 3)
        #expect(counts == [1, 2, 3])

        counts.removeAll()
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 50, y: 50), in: window)
        h.input.advance(by: 0.39)
        h.input.tap(at: CGPoint(x: 54, y: 53), in: window)   // 5 points away, 0.39 s later: a double tap
        h.input.advance(by: 0.41)
        h.input.tap(at: CGPoint(x: 54, y: 53), in: window)   // too late
        h.input.advance(by: 0.1)
        h.input.tap(at: CGPoint(x: 60, y: 53), in: window)   // too far (6 points)
        #expect(counts == [1, 2, 1, 1])

        // A press in another window starts again at 1.
        counts.removeAll()
        let other = h.makeWindow(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        let w = h.view("w", CGRect(x: 0, y: 0, width: 100, height: 100), in: other)
        w.onBegan = { touches, _ in counts.append(touches.first!.tapCount) }
        h.input.tap(at: CGPoint(x: 60, y: 53), in: other)
        #expect(counts == [1])
    }

    @Test("R-T4 a set of 1,000 touches holds each once, equal by identity, spread over the set's buckets")
    func touchSetsHashByIdentity() {
        let touches = (0..<1_000).map {
            UITouch(identifier: .direct($0), type: .direct, phase: .began, timestamp: 0, windowLocation: .zero,
                    tapCount: 1, buttonMask: [])
        }
        var set = Set<UITouch>()
        for touch in touches { #expect(set.insert(touch).inserted) }
        for touch in touches { #expect(!set.insert(touch).inserted) }
        #expect(set.count == 1_000)
        #expect(touches.allSatisfy { set.contains($0) })
        let twin = UITouch(identifier: .direct(0), type: .direct, phase: .began, timestamp: 0, windowLocation: .zero,
                           tapCount: 1, buttonMask: [])
        #expect(!set.contains(twin))   // same values, another touch
        // Touches sit 16-byte aligned and a fixed size apart: a hash that did not mix the address
        // would leave most of the low bits, which pick a bucket, the same. 1,000 touches over
        // 1,024 buckets fill about 632 when spread at random.
        let buckets = Set(touches.map { $0._rawHashValue(seed: 0) & 1023 })
        #expect(buckets.count > 550, "\(buckets.count) of 1,024 buckets used")
        for touch in touches.prefix(500) { set.remove(touch) }
        #expect(set.count == 500 && touches.suffix(500).allSatisfy { set.contains($0) })
    }

    @Test("R-T4 touches that begin together on one view arrive in one touchesBegan call")
    func simultaneousTouches() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        v.isMultipleTouchEnabled = true
        let other = h.view("o", CGRect(x: 200, y: 0, width: 200, height: 200), in: window)
        var allCounts: [Int] = []
        var viewCounts: [Int] = []
        var windowCounts: [Int] = []
        v.onBegan = { _, event in
            allCounts.append(event!.allTouches!.count)
            viewCounts.append(event!.touches(for: v)!.count)
            windowCounts.append(event!.touches(for: window)!.count)
        }
        let touches = h.input.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20), CGPoint(x: 250, y: 10)], in: window)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["v began 2", "o began 1"])
        #expect(allCounts == [3] && viewCounts == [2] && windowCounts == [3])
        // A later touch on the same view is a separate call.
        h.log.clear()
        let late = h.input.beginTouch(at: CGPoint(x: 30, y: 30), in: window)
        #expect(h.log.entries.first == "v began 1")
        for touch in touches + [late] { h.input.endTouch(touch) }
        _ = other
    }

    @Test("R-T5 isMultipleTouchEnabled == false: a view receives only the first of simultaneous touches")
    func singleTouchView() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        #expect(v.isMultipleTouchEnabled == false)
        let both = h.input.beginTouches(at: [CGPoint(x: 10, y: 10), CGPoint(x: 20, y: 20)], in: window)
        let third = h.input.beginTouch(at: CGPoint(x: 30, y: 30), in: window)
        h.input.moveTouch(both[1], to: CGPoint(x: 40, y: 40))
        h.input.moveTouch(third, to: CGPoint(x: 40, y: 40))
        h.input.endTouch(both[1])
        h.input.endTouch(third)
        h.input.endTouch(both[0])
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1"])
    }

    @Test("R-T5 isExclusiveTouch keeps other views out while it tracks, and the reverse")
    func exclusiveTouch() {
        let h = Harness()
        let window = h.makeWindow()
        let exclusive = h.view("x", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        exclusive.isExclusiveTouch = true
        _ = h.view("y", CGRect(x: 200, y: 0, width: 100, height: 100), in: window)
        let first = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        let second = h.input.beginTouch(at: CGPoint(x: 210, y: 10), in: window)   // blocked: x is tracking
        h.input.endTouch(second)
        h.input.endTouch(first)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["x began 1", "x ended 1"])

        h.log.clear()
        let third = h.input.beginTouch(at: CGPoint(x: 210, y: 10), in: window)
        let fourth = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)     // blocked: y is tracking
        h.input.endTouch(fourth)
        h.input.endTouch(third)
        #expect(h.log.entries.filter { !$0.hasPrefix("window") } == ["y began 1", "y ended 1"])
    }

    @Test("R-T6 queued motion is coalesced into one touchesMoved with every sample")
    func coalescedMotion() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        var samples: [[CGPoint]] = []
        var previous: [CGPoint] = []
        var lastIsCurrent = false
        v.onMoved = { touches, event in
            let touch = touches.first!
            let coalesced = event!.coalescedTouches(for: touch)!
            samples.append(coalesced.map { $0.location(in: v) })
            previous.append(touch.previousLocation(in: v))
            lastIsCurrent = coalesced.last!.location(in: v) == touch.location(in: v) && coalesced.last! !== touch
        }
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.batch {
            for x in 11...20 { h.input.moveTouch(touch, to: CGPoint(x: CGFloat(x), y: 10)) }
        }
        #expect(samples.count == 1)
        #expect(samples[0] == (11...20).map { CGPoint(x: CGFloat($0), y: 10) })
        // previousLocation is where the touch was at the last delivery, so drag code loses nothing.
        #expect(previous == [CGPoint(x: 10, y: 10)])
        #expect(lastIsCurrent)
        h.input.endTouch(touch)
    }

    @Test("R-T6 presses and releases are never merged, dropped or reordered")
    func pressesNotMerged() {
        let h = Harness()
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        h.input.batch {
            let a = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
            h.input.moveTouch(a, to: CGPoint(x: 11, y: 10))
            h.input.moveTouch(a, to: CGPoint(x: 12, y: 10))
            h.input.endTouch(a)
            let b = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
            h.input.moveTouch(b, to: CGPoint(x: 13, y: 10))
            h.input.endTouch(b)
        }
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } ==
                ["v began 1", "v moved 1", "v ended 1", "v began 1", "v moved 1", "v ended 1"])
    }

    @Test("R-T6 keys queued among moves keep their place: moves are coalesced only between them, 100 times over")
    func keysAmongMoves() {
        final class KeyView: UIView {
            var log: [String] = []
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("key down") }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("key up") }
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began") }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                log.append("moved \(event!.coalescedTouches(for: touches.first!)!.map { Int($0.location(in: self).x) })")
            }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended") }
        }
        let h = Harness()
        let window = h.makeWindow()
        let view = KeyView(frame: window.bounds)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let key = UIKey.forCharacter("x")
        for _ in 0..<100 {
            view.log.removeAll()
            h.input.batch {
                let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
                h.input.moveTouch(touch, to: CGPoint(x: 11, y: 10))
                h.input.moveTouch(touch, to: CGPoint(x: 12, y: 10))
                h.input.keyDown(key, in: window)
                h.input.moveTouch(touch, to: CGPoint(x: 13, y: 10))
                h.input.keyUp(key, in: window)
                h.input.moveTouch(touch, to: CGPoint(x: 14, y: 10))
                h.input.moveTouch(touch, to: CGPoint(x: 15, y: 10))
                h.input.endTouch(touch)
            }
            #expect(view.log == ["began", "moved [11, 12]", "key down", "moved [13]", "key up", "moved [14, 15]", "ended"])
        }
    }

    @Test("R-T7 a view removed mid-touch gets exactly one touchesCancelled, after its handler returns")
    func removedMidTouch() {
        let h = Harness()
        let window = h.makeWindow()
        let v = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        v.onMoved = { _, _ in
            v.removeFromSuperview()
            h.log.add("handler returns")
        }
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 20, y: 20))
        h.input.moveTouch(touch, to: CGPoint(x: 30, y: 30))
        h.input.endTouch(touch)
        let own = h.log.entries.filter { $0.hasPrefix("v ") || $0 == "handler returns" }
        #expect(own == ["v began 1", "v moved 1", "handler returns", "v cancelled 1"])
        #expect(v.receivedTouches.map(\.phase) == [.began, .moved, .cancelled])
    }

    @Test("R-T7 removing the view outside any handler cancels its touch at once")
    func removedOutsideHandler() {
        let h = Harness()
        let window = h.makeWindow()
        let parent = h.view("p", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let v = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: parent)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        parent.removeFromSuperview()   // an ancestor leaves the window
        // The cancel travels up the (now detached) chain: v, then its superview p.
        #expect(h.log.entries.suffix(2) == ["v cancelled 1", "p cancelled 1"])
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
        _ = v
    }

    @Test("R-T7 moving a view within its window does not cancel its touch")
    func movedWithinWindow() {
        let h = Harness()
        let window = h.makeWindow()
        let a = h.view("a", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let b = h.view("b", CGRect(x: 200, y: 0, width: 200, height: 200), in: window)
        let v = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: a)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        b.addSubview(v)
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1"])
    }

    @Test("R-T7 hiding the window, losing input and ignoring interaction cancel live touches")
    func platformCancels() {
        let h = Harness()
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)

        var touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        window.isHidden = true
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])

        window.makeKeyAndVisible()
        h.log.clear()
        touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.loseInput(in: window, reason: "focus lost")
        h.input.moveTouch(touch, to: CGPoint(x: 20, y: 20))
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])

        h.log.clear()
        touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.app.beginIgnoringInteractionEvents()
        h.input.endTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
        h.app.endIgnoringInteractionEvents()
    }

    @Test("R-T7 a platform-cancelled touch arrives as touchesCancelled")
    func platformCancelledRecord() {
        let h = Harness()
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.cancelTouch(touch)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
    }

    @Test("R-T7 seed 003: a view dragged with touchesMoved follows the finger")
    func draggedView() {
        final class DraggableView: UIView {
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
                let touch = touches.first!
                let curP = touch.location(in: self)
                let preP = touch.previousLocation(in: self)
                let offsetX = curP.x - preP.x
                let offsetY = curP.y - preP.y
                transform = transform.translatedBy(x: offsetX, y: offsetY)
            }
        }
        let h = Harness()
        let window = h.makeWindow()
        let box = DraggableView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(box)
        h.input.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 120, y: 70), in: window, steps: 10)
        #expect(abs(box.frame.minX - 110) < 1e-9 && abs(box.frame.minY - 60) < 1e-9)
        // Coalesced motion loses nothing either.
        let touch = h.input.beginTouch(at: CGPoint(x: 120, y: 70), in: window)
        h.input.batch {
            for step in 1...10 { h.input.moveTouch(touch, to: CGPoint(x: 120 + CGFloat(step) * 3, y: 70)) }
        }
        h.input.endTouch(touch)
        #expect(abs(box.frame.minX - 140) < 1e-9)
    }
}
