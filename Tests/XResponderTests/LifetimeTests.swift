import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// What the product owns is released when the application lets go of it (docs/architecture.md,
/// "Lifetimes"). Deliberately without `.tearsDownTestTrees`: nothing is taken apart before the weak
/// references are read, so a reference cycle inside XResponder fails these tests, whatever the
/// leak checker of `make test-asan` makes of the other suites.
@Suite("Lifetimes: windows, views, recognizers, controls and touches are freed (R-U2)")
@MainActor
struct LifetimeTests {
    /// A view that remembers, weakly, the last touch it was handed.
    final class TouchWatcher: UIView {
        weak var lastTouch: UITouch?
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            lastTouch = touches.first
            super.touchesBegan(touches, with: event)
        }
    }

    final class Target {
        var fired = 0
        func pan(_ sender: Any?) { fired += 1 }
    }

    struct Survivors {
        weak var window: UIWindow?
        weak var controller: UIViewController?
        weak var view: TouchWatcher?
        weak var button: UIButton?
        weak var pan: UIGestureRecognizer?
        weak var tap: UIGestureRecognizer?
        weak var action: UIAction?
        weak var touch: UITouch?

        var alive: [String] {
            let all: [(String, AnyObject?)] = [("window", window), ("controller", controller), ("view", view),
                                               ("button", button), ("pan", pan), ("tap", tap), ("action", action),
                                               ("touch", touch)]
            return all.filter { $0.1 != nil }.map(\.0)
        }
    }

    /// Builds a window with a controller, a view with two recognizers and a button, drives a drag,
    /// a tap and a button press through it `rounds` times, hides it and lets go of it.
    func useAndDrop(_ h: Harness, rounds: Int, target: Target, counts: inout (taps: Int, presses: Int)) -> Survivors {
        var survivors = Survivors()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let view = TouchWatcher(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        controller.view.addSubview(view)
        let pan = UIPanGestureRecognizer(target: target, action: Selector("pan:", Target.pan))
        view.addGestureRecognizer(pan)
        var taps = 0, presses = 0
        let tap = UITapGestureRecognizer { if $0.state == .ended { taps += 1 } }
        view.addGestureRecognizer(tap)
        let button = UIButton(frame: CGRect(x: 250, y: 20, width: 100, height: 44))
        controller.view.addSubview(button)
        let action = UIAction { _ in presses += 1 }
        button.addAction(action, for: .touchUpInside)
        for _ in 0..<rounds {
            h.input.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 150, y: 200), in: window, steps: 5)
            h.input.advance(by: 0.5)
            h.input.tap(at: CGPoint(x: 100, y: 100), in: window)
            h.input.advance(by: 0.5)
            h.input.tap(at: CGPoint(x: 300, y: 40), in: window)
            h.input.advance(by: 0.5)
        }
        survivors = Survivors(window: window, controller: controller, view: view, button: button, pan: pan, tap: tap,
                              action: action, touch: view.lastTouch)
        window.isHidden = true
        h.input.advance(by: 1)   // recognizers reset and pending actions run on the next turns
        counts = (taps, presses)
        return survivors
    }

    @Test("R-U2 a layer that outlives its view (held elsewhere, an animation on it) forgets the view: it keeps its last geometry, copies, and is drawn as a layer of its own")
    func layerOutlivesView() throws {
        _ = UIApplication.launch(clock: ManualClock())
        var view: UIView? = UIView(frame: CGRect(x: 10, y: 20, width: 40, height: 30))
        weak let gone = view
        let layer = try #require(view?.layer)
        layer.backgroundColor = UIColor.red.cgColor
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 0
        fade.toValue = 1
        fade.duration = 10
        layer.add(fade, forKey: "fade")
        #expect(layer.hostView === view)
        view = nil
        #expect(gone == nil, "the layer does not keep its view")
        #expect(layer.hostView == nil)
        _ = layer.bounds
        _ = layer.presentation()
        let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in layer.render(in: context.cgContext) }
        #expect(image.size == CGSize(width: 40, height: 30))
        layer.removeAllAnimations()
    }

    @Test("R-U2 a window used for drags, taps and button presses is freed with everything in it once hidden and dropped")
    func windowTreeFreed() {
        let h = Harness()
        let target = Target()
        var counts = (taps: 0, presses: 0)
        let survivors = useAndDrop(h, rounds: 20, target: target, counts: &counts)
        // The gestures really happened, so the recognizers, the control and the touches were used.
        #expect(target.fired >= 20 * 2)
        #expect(counts.taps == 20 && counts.presses == 20)
        #expect(survivors.alive.isEmpty, "still alive: \(survivors.alive)")
        #expect(h.app.windows.isEmpty)
    }

    @Test("R-U2 a window closed in the middle of a drag is freed, its touch with it")
    func windowClosedMidDrag() {
        let h = Harness()
        weak var weakWindow: UIWindow?
        weak var weakTouch: UITouch?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let view = TouchWatcher(frame: window.bounds)
            view.addGestureRecognizer(UIPanGestureRecognizer())
            window.addSubview(view)
            let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
            h.input.moveTouch(touch, to: CGPoint(x: 60, y: 60))
            weakWindow = window
            weakTouch = view.lastTouch
            #expect(weakTouch != nil)
            window.isHidden = true
            h.input.moveTouch(touch, to: CGPoint(x: 80, y: 80))   // a stray record for a window that is gone
            h.input.endTouch(touch)
        }
        h.input.advance(by: 1)
        #expect(weakWindow == nil)
        #expect(weakTouch == nil)
    }

    @Test("R-U2 a scroll view dropped mid-deceleration, mid-zoom and with its indicators up is freed with its recognizers")
    func scrollViewIsFreed() {
        let app = UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput(application: app)
        weak var weakScroll: UIScrollView?
        weak var weakPan: UIGestureRecognizer?
        weak var weakPinch: UIGestureRecognizer?
        weak var weakContent: UIView?
        weak var weakWindow: UIWindow?
        final class Delegate: UIScrollViewDelegate {
            weak var zoom: UIView?
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoom }
        }
        let delegate = Delegate()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            window.makeKeyAndVisible()
            let scroll = UIScrollView(frame: window.bounds)
            let content = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 5000))
            scroll.addSubview(content)
            scroll.contentSize = content.frame.size
            scroll.maximumZoomScale = 3
            delegate.zoom = content
            scroll.delegate = delegate
            window.addSubview(scroll)
            let finger = input.beginTouch(at: CGPoint(x: 150, y: 250), in: window)
            for step in 1...6 {
                input.advance(by: 0.01)
                input.moveTouch(finger, to: CGPoint(x: 150, y: 250 - CGFloat(step) * 20))
            }
            input.endTouch(finger)
            input.advance(by: 0.1)
            #expect(scroll.isDecelerating)
            scroll.setZoomScale(2, animated: true)
            input.advance(by: 0.05)
            weakScroll = scroll
            weakPan = scroll.panGestureRecognizer
            weakPinch = scroll.pinchGestureRecognizer
            weakContent = content
            weakWindow = window
            window.isHidden = true
        }
        input.advance(by: 1)
        #expect(weakScroll == nil)
        #expect(weakPan == nil)
        #expect(weakPinch == nil)
        #expect(weakContent == nil)
        #expect(weakWindow == nil)
    }

    @Test("R-U2 replacing the application frees the old one with its visible windows")
    func replacedApplicationFreed() {
        weak var weakApp: UIApplication?
        weak var weakWindow: UIWindow?
        do {
            let h = Harness()
            let window = h.makeWindow()
            _ = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
            h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
            weakApp = h.app
            weakWindow = window
        }
        _ = Harness()
        #expect(weakApp == nil)
        #expect(weakWindow == nil)
    }

    @Test("R-U2 an application let go with a removed recognizer's action and reset pending is freed, 20 times over")
    func applicationFreedWithRemovedRecognizerWorkPending() {
        for round in 0..<20 {
            weak var weakApp: UIApplication?
            weak var weakRecognizer: UIGestureRecognizer?
            do {
                let h = Harness()
                let window = h.makeWindow()
                let view = UIView(frame: window.bounds)
                window.addSubview(view)
                // An action that captures the application, as application code often does.
                let app = h.app
                let pan = UIPanGestureRecognizer { _ in _ = app.windows }
                view.addGestureRecognizer(pan)
                let touch = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
                h.input.moveTouch(touch, to: CGPoint(x: 60, y: 10))
                h.input.moveTouch(touch, to: CGPoint(x: 90, y: 10))
                #expect(pan.state == .began || pan.state == .changed, "round \(round)")
                // Removed mid-gesture: its cancelled action and its reset wait for the next turn,
                // which never comes — the application is let go first.
                view.removeGestureRecognizer(pan)
                window.isHidden = true
                weakApp = h.app
                weakRecognizer = pan
            }
            _ = Harness()
            #expect(weakApp == nil, "round \(round): the application was freed")
            #expect(weakRecognizer == nil, "round \(round): the recognizer was freed")
        }
    }
}
