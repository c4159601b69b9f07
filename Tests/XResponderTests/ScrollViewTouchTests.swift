import Foundation
import Testing
@testable import XResponder

/// R-S2 and R-S4: what content sees of a touch on a scroll view, nested scroll views, wheel and keys.
@Suite("UIScrollView: content touches and input (R-S2, R-S4)", .tearsDownTestTrees)
@MainActor
struct ScrollViewTouchTests {
    /// A button in the second row, at window (120…220, 170…210).
    func addButton(to scene: ScrollScene) -> (UIButton, EventLog) {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 120, width: 100, height: 40)
        scene.scrollView.addSubview(button)
        let log = EventLog()
        button.addAction(UIAction { _ in log.add("tapped") }, for: .touchUpInside)
        button.addAction(UIAction { _ in log.add("cancel") }, for: .touchCancel)
        button.addAction(UIAction { _ in log.add("down") }, for: .touchDown)
        return (button, log)
    }

    @Test("R-S2: a quick tap reaches the content (began and ended together when the finger lifts)")
    func quickTapReachesContent() {
        let scene = ScrollScene()
        let (_, buttonLog) = addButton(to: scene)
        scene.h.input.tap(at: CGPoint(x: 200, y: 100), in: scene.window)
        #expect(scene.log.entries == ["row0 began 1", "row0 ended 1"])
        scene.h.input.tap(at: CGPoint(x: 150, y: 190), in: scene.window)
        #expect(buttonLog.entries == ["down", "tapped"])
    }

    @Test("R-S2: a touch held still reaches the content after about 150 ms, not before")
    func heldTouchArrivesAfterDelay() {
        let scene = ScrollScene()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 100), in: scene.window)
        scene.h.input.advance(by: 0.14)
        #expect(scene.log.entries.isEmpty)
        scene.h.input.advance(by: 0.02)
        #expect(scene.log.entries == ["row0 began 1"])
        scene.h.input.endTouch(touch)
        #expect(scene.log.entries == ["row0 began 1", "row0 ended 1"])
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test("R-S2: the delay is judged by event time: a move stamped after it reaches a busy app first, the content still gets its began")
    func delayIsEventTime() {
        let scene = ScrollScene()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 300), in: scene.window)
        // The app was busy: the 150 ms timer has not fired when a move 200 ms later arrives.
        let late = scene.h.app.clock.now + 0.2
        scene.h.input.send(InputRecord(.touch(.init(identifier: touch.identifier, phase: .moved,
                                                    location: CGPoint(x: 200, y: 260), type: .direct)),
                                       timestamp: late, windowNumber: scene.window.windowNumber))
        #expect(scene.log.entries == ["row2 began 1", "row2 cancelled 1"])
        #expect(scene.scrollView.isDragging || scene.scrollView.contentOffset.y > 0)
    }

    @Test("R-S2: a drag that scrolls within the delay gives the content nothing")
    func earlyDragGivesContentNothing() {
        let scene = ScrollScene()
        let (_, buttonLog) = addButton(to: scene)
        scene.drag(from: CGPoint(x: 150, y: 190), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.3)
        #expect(scene.scrollView.contentOffset.y > 80)
        #expect(buttonLog.entries.isEmpty)
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.3)
        #expect(scene.log.entries.isEmpty)
    }

    @Test("R-S2: a drag after the content got the touch cancels it there (canCancelContentTouches)")
    func lateDragCancelsContent() {
        let scene = ScrollScene()
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 300), in: scene.window)
        scene.h.input.advance(by: 0.2)
        #expect(scene.log.entries == ["row2 began 1"])
        scene.dragUp(touch, from: CGPoint(x: 200, y: 300))
        scene.h.input.endTouch(touch)
        // The first move already passes the pan's 10 points: the pan claims the touch before the
        // row sees that move (recognizers come first, R-G1).
        #expect(scene.log.entries == ["row2 began 1", "row2 cancelled 1"])
        #expect(scene.scrollView.contentOffset.y > 80)
    }

    @Test("R-S2: a control keeps its touch by default (touchesShouldCancel(in:) is false for controls)")
    func controlKeepsTouch() {
        let scene = ScrollScene()
        let (button, buttonLog) = addButton(to: scene)
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 150, y: 190), in: scene.window)
        scene.h.input.advance(by: 0.2)
        #expect(button.isTracking)
        scene.dragUp(touch, from: CGPoint(x: 150, y: 190))
        #expect(scene.scrollView.contentOffset == .zero)
        #expect(button.isTracking)
        scene.h.input.endTouch(touch)
        #expect(buttonLog.entries == ["down"])   // lifted outside the button: no tap, no cancel
        #expect(scene.recorder.calls.isEmpty)
    }

    @Test("R-S2: a scroll view whose touchesShouldCancel(in:) says yes scrolls and cancels the button")
    func overriddenShouldCancelCancelsControl() {
        let scene = ScrollScene { ControlCancellingScrollView(frame: $0) }
        let (button, buttonLog) = addButton(to: scene)
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 150, y: 190), in: scene.window)
        scene.h.input.advance(by: 0.2)
        scene.dragUp(touch, from: CGPoint(x: 150, y: 190))
        scene.h.input.endTouch(touch)
        #expect(buttonLog.entries == ["down", "cancel"])
        #expect(!button.isTracking)
        #expect(scene.scrollView.contentOffset.y > 80)
    }

    @Test("R-S2: canCancelContentTouches = false leaves a touch the content has with the content")
    func cannotCancelContentTouches() {
        let scene = ScrollScene()
        scene.scrollView.canCancelContentTouches = false
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 300), in: scene.window)
        scene.h.input.advance(by: 0.2)
        scene.dragUp(touch, from: CGPoint(x: 200, y: 300))
        scene.h.input.endTouch(touch)
        #expect(scene.log.entries.first == "row2 began 1")
        #expect(scene.log.entries.last == "row2 ended 1")
        #expect(scene.scrollView.contentOffset == .zero)
        // A drag within the delay still scrolls: the content never had that touch.
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.3)
        #expect(scene.scrollView.contentOffset.y > 80)
    }

    @Test("R-S2: touchesShouldBegin(_:with:in:) is asked first; false keeps the touch from the content")
    func touchesShouldBeginRefuses() {
        let scene = ScrollScene { ContentRefusingScrollView(frame: $0) }
        let view = scene.scrollView as! ContentRefusingScrollView
        scene.h.input.tap(at: CGPoint(x: 200, y: 100), in: scene.window)
        #expect(view.asked == 1)
        #expect(scene.log.entries.isEmpty)
        // The touch still scrolls the view.
        scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.3)
        #expect(scene.scrollView.contentOffset.y > 80)
    }

    @Test("R-S2: with delaysContentTouches = false the content gets the touch at once")
    func noDelay() {
        let scene = ScrollScene()
        scene.scrollView.delaysContentTouches = false
        let touch = scene.h.input.beginTouch(at: CGPoint(x: 200, y: 100), in: scene.window)
        #expect(scene.log.entries == ["row0 began 1"])
        scene.h.input.moveTouch(touch, to: CGPoint(x: 200, y: 80))
        scene.h.input.advance(by: 0.01)
        scene.h.input.moveTouch(touch, to: CGPoint(x: 200, y: 50))
        scene.h.input.endTouch(touch)
        #expect(scene.log.entries.last == "row0 cancelled 1")
    }

    @Test("R-S2, R-U: a hundred taps and drags in turn: every tap reaches the row, no drag does")
    func repeatedTapsAndDrags() {
        let scene = ScrollScene(rowCount: 300)
        for round in 0..<100 {
            scene.log.clear()
            scene.h.input.tap(at: CGPoint(x: 200, y: 100), in: scene.window)
            #expect(scene.log.entries.count == 2 && scene.log.entries[0].hasSuffix("began 1"), "round \(round): \(scene.log.entries)")
            scene.log.clear()
            let before = scene.scrollView.contentOffset.y
            scene.drag(from: CGPoint(x: 200, y: 300), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.2)
            #expect(scene.log.entries.isEmpty, "round \(round): \(scene.log.entries)")
            #expect(scene.scrollView.contentOffset.y > before + 80, "round \(round)")
            scene.h.input.advance(by: 1)
        }
    }

    // MARK: Nested scroll views

    /// A horizontal scroll view (200×100, content 800 wide) inside the vertical one, in row 0.
    func nested(_ scene: ScrollScene) -> UIScrollView {
        let inner = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        inner.contentSize = CGSize(width: 800, height: 100)
        scene.scrollView.addSubview(inner)
        return inner
    }

    @Test("R-S4: nested scroll views: the inner one wins in its axis, the outer one in the other")
    func nestedScrollViews() {
        let scene = ScrollScene()
        let inner = nested(scene)
        scene.drag(from: CGPoint(x: 250, y: 100), by: CGPoint(x: -100, y: 0), holdBeforeRelease: 0.2)
        #expect(inner.contentOffset.x > 80)
        #expect(scene.scrollView.contentOffset == .zero)
        scene.drag(from: CGPoint(x: 250, y: 120), by: CGPoint(x: 0, y: -100), holdBeforeRelease: 0.2)
        #expect(scene.scrollView.contentOffset.y > 80)
        #expect(inner.contentOffset.y == 0)
    }

    // MARK: Wheel and keys

    @Test("R-S4: a wheel click scrolls GTK's step; Shift and the horizontal wheel scroll sideways")
    func wheelScrolls() {
        let scene = ScrollScene()
        let step = UIScrollView.wheelStep(pageLength: 300)
        #expect(abs(step - pow(300, 2.0 / 3)) < 0.001)
        scene.h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 200, y: 200), in: scene.window)
        #expect(abs(scene.scrollView.contentOffset.y - step) < 0.001)
        // Smooth scrolling: a quarter click scrolls a quarter step, nothing added.
        scene.h.input.scroll(by: CGPoint(x: 0, y: 2.5), at: CGPoint(x: 200, y: 200), in: scene.window)
        #expect(abs(scene.scrollView.contentOffset.y - step * 1.25) < 0.001)
        scene.h.input.scroll(by: CGPoint(x: 0, y: -1000), at: CGPoint(x: 200, y: 200), in: scene.window)
        #expect(scene.scrollView.contentOffset.y == 0)   // clamped, no bounce
        #expect(scene.log.entries.isEmpty)   // views never see scroll events (R-G7)

        scene.scrollView.contentSize = CGSize(width: 1000, height: 3000)
        scene.h.input.scroll(by: CGPoint(x: 10, y: 0), at: CGPoint(x: 200, y: 200), in: scene.window)
        let sideways = UIScrollView.wheelStep(pageLength: 200)
        #expect(abs(scene.scrollView.contentOffset.x - sideways) < 0.001)
        scene.h.input.modifierFlags = [.shift]
        scene.h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 200, y: 200), in: scene.window)
        #expect(abs(scene.scrollView.contentOffset.x - 2 * sideways) < 0.001)
        #expect(scene.scrollView.contentOffset.y == 0)
    }

    @Test("R-S4: the wheel scrolls the innermost scroll view that can still move that way")
    func wheelInNestedViews() {
        let scene = ScrollScene()
        let inner = nested(scene)
        // Vertical wheel over the horizontal inner view: the outer one scrolls.
        scene.h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 200, y: 60), in: scene.window)
        #expect(scene.scrollView.contentOffset.y > 0)
        scene.scrollView.contentOffset = .zero
        // Horizontal wheel: the inner one, until its end; then the outer cannot move either.
        for _ in 0..<40 {
            scene.h.input.scroll(by: CGPoint(x: 10, y: 0), at: CGPoint(x: 200, y: 60), in: scene.window)
        }
        #expect(inner.contentOffset.x == 600)
        #expect(scene.scrollView.contentOffset == .zero)
    }

    @Test("R-S4: Page Down, arrows, Home and End scroll the first responder's enclosing scroll view")
    func keysScroll() {
        let scene = ScrollScene()
        let focus = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        scene.scrollView.addSubview(focus)
        #expect(focus.becomeFirstResponder())
        func press(_ usage: UIKeyboardHIDUsage) {
            scene.h.input.pressKey(UIKey(characters: "", keyCode: usage), in: scene.window)
            scene.h.input.advance(by: 0.35)
        }
        press(.keyboardPageDown)
        #expect(scene.scrollView.contentOffset.y == 270)
        press(.keyboardDownArrow)
        #expect(abs(scene.scrollView.contentOffset.y - (270 + UIScrollView.wheelStep(pageLength: 300))) < 0.001)
        press(.keyboardEnd)
        #expect(scene.scrollView.contentOffset.y == 2700)
        press(.keyboardHome)
        #expect(scene.scrollView.contentOffset.y == 0)
        #expect(scene.recorder.calls.last == "didEndScrollingAnimation")
        #expect(focus.presses == 4)
        // A key a scroll view cannot act on goes on up the chain: Page Down in a horizontal scroll
        // view scrolls the vertical one around it; Right scrolls the inner one.
        let inner = nested(scene)
        let innerFocus = FocusableView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        inner.addSubview(innerFocus)
        #expect(innerFocus.becomeFirstResponder())
        press(.keyboardPageDown)
        #expect(scene.scrollView.contentOffset.y == 270)
        #expect(inner.contentOffset == .zero)
        press(.keyboardRightArrow)
        #expect(abs(inner.contentOffset.x - UIScrollView.wheelStep(pageLength: 200)) < 0.001)
        #expect(scene.scrollView.contentOffset.y == 270)
    }
}

/// A view that can be first responder and forwards its presses (counting them).
@MainActor
final class FocusableView: UIView {
    var presses = 0
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        self.presses += 1
        super.pressesBegan(presses, with: event)
    }
}
