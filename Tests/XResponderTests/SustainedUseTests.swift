import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Section 9 of the contract: the 100th gesture behaves like the first. Every test here repeats —
/// the same gesture many times on the same views, with the touches released in between, so that
/// state that outlives one gesture (and objects allocated at a dead object's address) shows up.
@Suite("Sustained use (R-U1, R-U3, R-U4, R-U5)", .tearsDownTestTrees)
@MainActor
struct SustainedUseTests {
    /// Counts what a view receives per phase.
    final class CountingView: UIView, TestHandlers {
        var began = 0, moved = 0, ended = 0, cancelled = 0
        /// Moves or ends that arrived after the touch was cancelled in this view.
        var afterCancel = 0
        private var cancelledTouches: [UITouch] = []
        override init(frame: CGRect) {
            super.init(frame: frame)
            TestTrees.register(self)
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        func dropHandlers() { cancelledTouches = [] }
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { began += touches.count }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            moved += touches.count
            afterCancel += touches.filter { t in cancelledTouches.contains { $0 === t } }.count
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            ended += touches.count
            afterCancel += touches.filter { t in cancelledTouches.contains { $0 === t } }.count
        }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
            cancelled += touches.count
            // Held only until the next gesture: the point is that touches die between gestures.
            cancelledTouches = Array(touches)
        }
    }

    func setUp() -> (Harness, UIWindow, CountingView) {
        let h = Harness()
        let window = h.makeWindow()
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.addSubview(view)
        return (h, window, view)
    }

    @Test("R-U1 R-G3 the 50th pan on a view is claimed like the first")
    func fiftyPans() {
        let (h, window, view) = setUp()
        var actions: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { actions.append($0.state) }
        view.addGestureRecognizer(pan)
        for round in 0..<50 {
            let y = CGFloat(20 + round % 7)
            h.input.drag(from: CGPoint(x: 20, y: y), to: CGPoint(x: 200, y: y), in: window, steps: 6)
            h.input.advance(by: 0.5)
            h.input.runUntilIdle()
            #expect(pan.state == .possible, "round \(round): the pan did not reset")
        }
        #expect(view.began == 50)
        #expect(view.cancelled == 50, "every pan claims its touch")
        #expect(view.ended == 0)
        #expect(view.afterCancel == 0)
        #expect(actions.filter { $0 == .began }.count == 50)
        #expect(actions.filter { $0 == .ended }.count == 50)
        #expect(!actions.contains(.possible))
    }

    @Test("R-U1 R-G3 the 100th tap is recognized and claimed like the first")
    func hundredTaps() {
        let (h, window, view) = setUp()
        var recognized = 0
        let tap = UITapGestureRecognizer { if $0.state == .ended { recognized += 1 } }
        view.addGestureRecognizer(tap)
        for round in 0..<100 {
            h.input.tap(at: CGPoint(x: 30 + CGFloat(round % 5) * 60, y: 30), in: window)
            h.input.advance(by: 0.5)   // past the double-click interval: each tap is a first tap
            h.input.runUntilIdle()
        }
        #expect(recognized == 100)
        #expect(view.began == 100)
        #expect(view.cancelled == 100, "delaysTouchesEnded turns each held end into a cancel")
        #expect(view.ended == 0)
    }

    @Test("R-U1 R-G6 a button under a pan recognizer never fires on any of 20 drags that start on it")
    func buttonUnderPan() {
        let (h, window, view) = setUp()
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 120, height: 40))
        view.addSubview(button)
        var upInside = 0, cancels = 0
        button.addAction(UIAction { _ in upInside += 1 }, for: .touchUpInside)
        button.addAction(UIAction { _ in cancels += 1 }, for: .touchCancel)
        let pan = UIPanGestureRecognizer { _ in }
        view.addGestureRecognizer(pan)
        for _ in 0..<20 {
            h.input.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 110, y: 25), in: window, steps: 5)
            h.input.advance(by: 0.5)
            h.input.runUntilIdle()
        }
        #expect(upInside == 0)
        #expect(cancels == 20)
        // And taps still fire it, every time (controls win single taps, R-G6).
        for _ in 0..<20 {
            h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
            h.input.advance(by: 0.5)
            h.input.runUntilIdle()
        }
        #expect(upInside == 20)
    }

    @Test("R-U1 gestures repeated on the same views, random kinds, touches released between them", arguments: 0..<12)
    func repeatedGestures(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 1)
        let (h, window, view) = setUp()
        let child = CountingView(frame: CGRect(x: 200, y: 200, width: 150, height: 150))
        view.addSubview(child)
        var readPossible = 0
        let pan = UIPanGestureRecognizer { if $0.state == .possible { readPossible += 1 } }
        let tap = UITapGestureRecognizer { if $0.state == .possible { readPossible += 1 } }
        let long = UILongPressGestureRecognizer { if $0.state == .possible { readPossible += 1 } }
        view.addGestureRecognizer(pan)
        child.addGestureRecognizer(tap)
        child.addGestureRecognizer(long)
        var expected = (began: 0, claimed: 0)
        for _ in 0..<60 {
            let onChild = Bool.random(using: &random)
            let start = onChild ? CGPoint(x: 260, y: 260) : CGPoint(x: 40, y: 40)
            let target = onChild ? child : view
            expected.began += 1
            switch Int.random(in: 0..<3, using: &random) {
            case 0:   // a drag far enough to pan: claimed on either view
                h.input.drag(from: start, to: CGPoint(x: start.x + 80, y: start.y), in: window, steps: 4)
                expected.claimed += 1
            case 1:   // a tap: claimed on the child by its tap recognizer, ended on the parent
                h.input.tap(at: start, in: window)
                if onChild { expected.claimed += 1 }
            default:  // a long press held still: claimed on the child by the long press
                let touch = h.input.beginTouch(at: start, in: window)
                h.input.advance(by: 0.7)
                h.input.endTouch(touch)
                if onChild { expected.claimed += 1 }
            }
            _ = target
            h.input.advance(by: 0.5)
            h.input.runUntilIdle()
        }
        let began = view.began + child.began
        let cancelled = view.cancelled + child.cancelled
        let ended = view.ended + child.ended
        #expect(began == expected.began)
        #expect(cancelled == expected.claimed, "seed \(seed)")
        #expect(ended + cancelled == began, "R-T7: every began is matched once")
        #expect(view.afterCancel + child.afterCancel == 0)
        #expect(readPossible == 0, "R-U4")
        for recognizer in [pan, tap, long] { #expect(recognizer.state == .possible) }
    }

    // MARK: R-U4

    @Test("R-U4 a recognizer removed mid-gesture sends cancelled, then resets")
    func removedMidGesture() {
        let (h, window, view) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        for _ in 0..<10 {
            let touch = h.input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
            h.input.moveTouch(touch, to: CGPoint(x: 60, y: 20))
            h.input.moveTouch(touch, to: CGPoint(x: 80, y: 20))
            view.removeGestureRecognizer(pan)
            h.input.runUntilIdle()
            #expect(states.last == .cancelled)
            #expect(pan.state == .possible)
            h.input.endTouch(touch)
            h.input.runUntilIdle()
            view.addGestureRecognizer(pan)
        }
        #expect(!states.contains(.possible))
        #expect(states.filter { $0 == .cancelled }.count == 10)
        #expect(states.filter { $0 == .began }.count == 10)
    }

    @Test("R-U4 a recognizer disabled mid-gesture sends cancelled and gets nothing more")
    func disabledMidGesture() {
        let (h, window, view) = setUp()
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        view.addGestureRecognizer(pan)
        for _ in 0..<10 {
            let touch = h.input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
            h.input.moveTouch(touch, to: CGPoint(x: 60, y: 20))
            pan.isEnabled = false
            h.input.moveTouch(touch, to: CGPoint(x: 90, y: 20))
            h.input.endTouch(touch)
            h.input.runUntilIdle()
            #expect(states.last == .cancelled)
            pan.isEnabled = true
        }
        #expect(!states.contains(.possible))
        #expect(states == Array(repeating: [UIGestureRecognizer.State.began, .cancelled], count: 10).flatMap { $0 })
    }

    @Test("R-U4 random removal, disabling and re-adding of recognizers never hands an action .possible", arguments: 0..<10)
    func removalStress(seed: Int) {
        var random = SeededGenerator(seed: UInt64(seed) &+ 991)
        let (h, window, view) = setUp()
        var actions = 0, readPossible = 0
        let handler: @MainActor (UIGestureRecognizer) -> Void = { recognizer in
            actions += 1
            if recognizer.state == .possible || recognizer.state == .failed { readPossible += 1 }
        }
        let recognizers: [UIGestureRecognizer] = [UIPanGestureRecognizer(handler: handler),
                                                  UITapGestureRecognizer(handler: handler),
                                                  UILongPressGestureRecognizer(handler: handler),
                                                  UISwipeGestureRecognizer(handler: handler)]
        for recognizer in recognizers { view.addGestureRecognizer(recognizer) }
        var touch: HeadlessInput.Touch?
        var position = CGPoint(x: 100, y: 100)
        for _ in 0..<400 {
            switch Int.random(in: 0..<9, using: &random) {
            case 0, 1:
                if touch == nil { position = CGPoint(x: 100, y: 100); touch = h.input.beginTouch(at: position, in: window) }
            case 2, 3, 4:
                if let t = touch {
                    position.x += CGFloat.random(in: -5...40, using: &random)
                    h.input.moveTouch(t, to: position)
                }
            case 5:
                if let t = touch { h.input.endTouch(t); touch = nil }
            case 6:
                let recognizer = recognizers.randomElement(using: &random)!
                if recognizer.view == nil { view.addGestureRecognizer(recognizer) } else { view.removeGestureRecognizer(recognizer) }
            case 7:
                let recognizer = recognizers.randomElement(using: &random)!
                recognizer.isEnabled.toggle()
            default:
                h.input.advance(by: Double.random(in: 0...0.6, using: &random))
            }
            h.input.runUntilIdle()
        }
        if let t = touch { h.input.endTouch(t) }
        h.input.runUntilIdle()
        #expect(actions > 0)
        #expect(readPossible == 0, "seed \(seed): \(readPossible) of \(actions) actions read possible or failed")
        #expect(view.began == view.ended + view.cancelled)
    }

    /// A removed recognizer's reset waits a turn (for its cancelled action); its timers must not
    /// run in between. Each timer here fires before that turn, as a busy loop can let it.
    @Test("R-U4 a recognizer removed while its timer is pending neither begins, ends nor fails, 50 times over")
    func removedWithTimerPending() {
        let (h, window, view) = setUp()
        var longPressActions: [UIGestureRecognizer.State] = []
        var panActions: [UIGestureRecognizer.State] = []
        let longPress = UILongPressGestureRecognizer { longPressActions.append($0.state) }
        let pan = UIPanGestureRecognizer { panActions.append($0.state) }
        pan.allowedScrollTypesMask = .all
        let doubleTap = UITapGestureRecognizer { _ in }
        doubleTap.numberOfTapsRequired = 2
        for round in 0..<50 {
            // A long press held, removed before its half second is up.
            view.addGestureRecognizer(longPress)
            let touch = h.input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
            view.removeGestureRecognizer(longPress)
            h.input.batch {
                h.input.advance(by: 0.6)
                #expect(longPress.state == .possible, "round \(round): the long press began after its removal")
            }
            h.input.endTouch(touch)

            // A wheel pan that began, removed before its scroll-end delay: cancelled, never ended.
            view.addGestureRecognizer(pan)
            h.input.scroll(by: CGPoint(x: 0, y: 10), at: CGPoint(x: 20, y: 20), in: window)
            view.removeGestureRecognizer(pan)
            h.input.batch {
                h.input.advance(by: 1)
                #expect(pan.state == .cancelled, "round \(round): the removed pan ended on its timer")
            }

            // A double tap waiting for its second tap, removed: its wait does not fail it afterwards.
            view.addGestureRecognizer(doubleTap)
            h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
            view.removeGestureRecognizer(doubleTap)
            h.input.batch {
                h.input.advance(by: 1)
                #expect(doubleTap.state == .possible, "round \(round): the removed double tap failed on its timer")
            }
        }
        #expect(longPressActions.isEmpty, "a removed long press sent \(longPressActions)")
        #expect(panActions == Array(repeating: [UIGestureRecognizer.State.began, .cancelled], count: 50).flatMap { $0 })
    }

    // MARK: R-U3

    /// A chain of `depth` views, each the only subview of the one before, inside `window`.
    func chain(depth: Int, in window: UIWindow) -> (top: UIView, bottom: UIView) {
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var bottom = top
        for index in 1..<depth {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            if index % 1000 == 0 { child.backgroundColor = .red }
            bottom.addSubview(child)
            bottom = child
        }
        window.addSubview(top)
        return (top, bottom)
    }

    @Test("R-U1 a recognizer that outlives its view, 200 times over, reports no view and takes no touch")
    func recognizerOutlivesItsView() {
        let (h, window, _) = setUp()
        var survivors: [UIGestureRecognizer] = []
        for round in 0..<200 {
            let recognizer: UIGestureRecognizer = round % 2 == 0 ? UITapGestureRecognizer() : UIPanGestureRecognizer()
            do {
                let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                view.addGestureRecognizer(recognizer)
                window.addSubview(view)
                #expect(recognizer.view === view)
                h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
                h.input.runUntilIdle()
                view.removeFromSuperview()
            }
            // The view is gone (the recognizer does not keep it); the recognizer must not point at it.
            #expect(recognizer.view == nil)
            survivors.append(recognizer)
            // A new view allocated now may reuse the dead view's address: it must not own the survivor.
            let newcomer = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(newcomer)
            h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
            h.input.runUntilIdle()
            #expect(newcomer.gestureRecognizers == nil)
            newcomer.removeFromSuperview()
        }
        #expect(survivors.allSatisfy { $0.view == nil && $0.state == .possible })
    }

    @Test("R-U1 recognizers freed with their timers pending, 50 times over, are never called back")
    func recognizersFreedWithTimersPending() {
        let clock = ManualClock()
        for round in 0..<50 {
            weak var weakTap: UIGestureRecognizer?
            weak var weakPress: UIGestureRecognizer?
            weak var weakScrollPan: UIGestureRecognizer?
            weak var weakApp: UIApplication?
            weak var weakView: UIView?
            do {
                let app = UIApplication.launch(clock: clock)
                weakApp = app
                let input = HeadlessInput(application: app)
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
                window.makeKeyAndVisible()
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                let doubleTap = UITapGestureRecognizer()
                doubleTap.numberOfTapsRequired = 2
                let press = UILongPressGestureRecognizer()
                view.addGestureRecognizer(doubleTap)
                view.addGestureRecognizer(press)
                // A pan that scrolls: its end waits on a timer, outside any touch.
                let scrollPan = UIPanGestureRecognizer()
                scrollPan.allowedScrollTypesMask = .all
                view.addGestureRecognizer(scrollPan)
                weakTap = doubleTap
                weakPress = press
                weakScrollPan = scrollPan
                weakView = view
                // One tap of two: the tap waits for the next one on a timer. A press held down: the
                // long press waits on its timer. Then the application, window and views go away.
                input.scroll(by: CGPoint(x: 0, y: 5), at: CGPoint(x: 30, y: 30), in: window)
                input.tap(at: CGPoint(x: 10, y: 10), in: window)
                _ = input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
                window.isHidden = true
            }
            _ = UIApplication.launch(clock: ManualClock())   // the old application is let go
            #expect(weakApp == nil)
            #expect(weakView == nil)
            #expect(weakTap == nil && weakPress == nil && weakScrollPan == nil, "round \(round): the recognizers were freed")
            clock.advance(by: 5)   // their timers fall due: nothing may call into them
        }
    }

    @Test("R-U3 a 100,000-deep chain builds, attaches, renders, lays out, takes a tap, detaches and deallocates")
    func deepChain() {
        let (h, window, _) = setUp()
        weak var weakBottom: UIView?
        do {
            let (top, bottom) = chain(depth: 100_000, in: window)
            weakBottom = bottom
            #expect(bottom.window === window)
            let compositor = WindowCompositor(window: window)
            compositor.renderIfNeeded()
            bottom.setNeedsLayout()
            top.setNeedsLayout()
            window.layoutIfNeeded()
            bottom.backgroundColor = .blue
            compositor.renderIfNeeded()
            // The public hitTest and the chain's forwarding recurse, as in UIKit, within a budget:
            // a tap deeper than it lands on the deepest view the budget reaches, and nothing crashes.
            let hit = window.hitTest(CGPoint(x: 10, y: 10), with: nil)
            #expect(hit != nil && hit !== bottom)
            h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
            h.input.runUntilIdle()
            top.removeFromSuperview()
            #expect(bottom.window == nil)
            window.addSubview(top)
            top.removeFromSuperview()
        }
        #expect(weakBottom == nil, "the chain was freed")
    }

    @Test("R-U3 internal walks visit each view a bounded number of times (linear, not quadratic)")
    func linearWalks() {
        func visits(depth: Int) -> Int {
            let (h, window, _) = setUp()
            _ = h
            let (top, bottom) = chain(depth: depth, in: window)
            let compositor = WindowCompositor(window: window)
            compositor.renderIfNeeded()
            TreeWalk.visitCount = 0
            bottom.backgroundColor = .green
            window.setNeedsDisplay()
            compositor.renderIfNeeded()
            top.removeFromSuperview()
            window.addSubview(top)
            compositor.renderIfNeeded()
            return TreeWalk.visitCount
        }
        let small = visits(depth: 1_000), large = visits(depth: 4_000)
        #expect(small > 0)
        // Four times the views: about four times the visits (quadratic walks would give sixteen).
        #expect(large <= small * 5, "visits: \(small) for 1,000 views, \(large) for 4,000")
    }

    // MARK: R-U5

    @Test("R-U5 stop() before run() makes run() return at once")
    func stopBeforeRun() throws {
        let h = Harness()
        var turns = 0
        // A watchdog that stops every 20th turn, so a run that ignored the earlier stop() ends and
        // the test fails instead of hanging.
        // The app is captured weakly: the last pending turn outlives the test, and a strong
        // capture would be a cycle (app → pending turn → app).
        func watchdog(_ app: UIApplication) {
            app.performOnNextTurn { [weak app] in
                guard let app else { return }
                turns += 1
                if turns % 20 == 0 { app.stop() }
                watchdog(app)
            }
        }
        watchdog(h.app)
        h.app.stop()
        try h.app.run()
        #expect(turns == 0, "run() went on after an earlier stop()")
        // The stop was used up: the next run runs until the next stop().
        try h.app.run()
        #expect(turns == 20)
    }
}

/// A view that keeps every set of touches it is given, as an application may.
@MainActor
private final class TouchSetKeeper: UIView {
    var kept: [Set<UITouch>] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
}

@MainActor
private final class WeakTouch {
    weak var touch: UITouch?
    init(_ touch: UITouch) { self.touch = touch }
}

@Suite("Sustained use: touch sets (R-U1)", .tearsDownTestTrees)
@MainActor
struct TouchSetReuseTests {
    @Test("R-U1 a set of touches an application keeps stays as it was given through 100 later touches, and frees them when let go")
    func keptTouchSetsStayTheirOwn() {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let keeper = TouchSetKeeper(frame: window.bounds)
        window.addSubview(keeper)
        for round in 0..<100 {
            h.input.tap(at: CGPoint(x: 10 + CGFloat(round), y: 20), in: window)
            h.input.advance(by: 0.5)
            h.input.runUntilIdle()
        }
        #expect(keeper.kept.count == 100)
        #expect(keeper.kept.allSatisfy { $0.count == 1 })
        // Each set still holds the touch of its own press, where that press was.
        for (round, set) in keeper.kept.enumerated() {
            #expect(set.first?.location(in: window).x == 10 + CGFloat(round))
        }
        let watched = keeper.kept.map { WeakTouch($0.first!) }
        keeper.kept.removeAll()
        // Nothing else keeps a finished touch: not the event's set of changed touches.
        #expect(watched.filter { $0.touch != nil }.count == 0)
    }
}

@Suite("Sustained use: a view's window (R-U1)", .tearsDownTestTrees)
@MainActor
struct ViewWindowIdentityTests {
    /// `isIn(_:)` answers from the window's number, never from an address: it must agree with the
    /// weak `window` whatever happens to the windows, including one dying under a view kept alive.
    @Test("R-U1 a view moved between windows and outliving them, 100 times over, is in exactly the window it reports")
    func viewWindowNumbers() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        container.addSubview(view)
        var survivors: [UIWindow] = []
        func agrees(_ windows: [UIWindow]) -> Bool {
            windows.allSatisfy { view.isIn($0) == (view.window === $0) }
        }
        for round in 0..<100 {
            let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            first.addSubview(container)
            #expect(view.window === first && view.isIn(first))
            do {
                // A second window that dies while the view is in it.
                let doomed = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                doomed.addSubview(container)
                #expect(view.isIn(doomed) && !view.isIn(first))
            }
            #expect(view.window == nil)
            let next = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(!view.isIn(next) && !view.isIn(first) && agrees([first, next] + survivors))
            if round % 10 == 0 {
                next.addSubview(container)
                survivors.append(next)
                #expect(view.isIn(next) && agrees([first, next] + survivors))
                container.removeFromSuperview()
            }
            #expect(view.window == nil && agrees([first, next] + survivors))
        }
    }
}
