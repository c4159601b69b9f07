import Foundation
import Testing
@testable import XResponder

/// Seed 000's DPApplication: posts a notification for every touch that begins, then calls super.
@MainActor
final class DPApplication: UIApplication {
    static let notiScreenTouch = Notification.Name("notiScreenTouch")

    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches {
            if event.allTouches?.first?.phase == .began {
                NotificationCenter.default.post(name: DPApplication.notiScreenTouch, object: nil,
                                                userInfo: ["data": event])
            }
        }
        super.sendEvent(event)
    }
}

/// Drops every touch that begins in the top 100 points (a filtering override).
@MainActor
final class FilteringApplication: UIApplication {
    override func sendEvent(_ event: UIEvent) {
        if event.type == .touches, let touch = event.allTouches?.first, touch.location(in: nil).y < 100 {
            return
        }
        super.sendEvent(event)
    }
}

@MainActor
final class LoggingWindow: UIWindow {
    var log: [String] = []
    override func sendEvent(_ event: UIEvent) {
        log.append("window sendEvent \(event.type)")
        super.sendEvent(event)
    }
}

@MainActor
final class ChainController: UIViewController {
    var log: EventLog?
    var name = "vc"
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("\(name) began")
        super.touchesBegan(touches, with: event)
    }
}

@MainActor
final class ResponderDelegate: UIResponder, UIApplicationDelegate {
    static var log: EventLog?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ResponderDelegate.log?.add("delegate began")
        super.touchesBegan(touches, with: event)
    }
}

@Suite("Delivery and the responder chain (R-D1 … R-D6)", .tearsDownTestTrees)
@MainActor
struct DeliveryTests {
    @Test("R-D1 order: application sendEvent → window sendEvent → hit-test view → chain")
    func deliveryOrder() {
        final class OrderApp: UIApplication {
            var log: EventLog?
            override func sendEvent(_ event: UIEvent) {
                log?.add("app sendEvent")
                super.sendEvent(event)
            }
        }
        let h = Harness(OrderApp.self)
        (h.app as! OrderApp).log = h.log
        let window = LoggingWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        #expect(h.log.entries == ["app sendEvent", "v began 1", "app sendEvent", "v ended 1"])
        #expect(window.log == ["window sendEvent touches", "window sendEvent touches"])
    }

    @Test("R-D1 seed 000's DPApplication posts a notification on every touch began and observes delivery")
    func dpApplication() {
        let h = Harness(DPApplication.self)
        let window = h.makeWindow()
        let button = h.view("button", CGRect(x: 100, y: 100, width: 80, height: 40), in: window)
        var received: [CGPoint] = []
        let observer = NotificationCenter.default.addObserver(forName: DPApplication.notiScreenTouch, object: nil,
                                                              queue: nil) { notification in
            // Posted synchronously on the main actor by DPApplication.sendEvent.
            nonisolated(unsafe) let note = notification
            MainActor.assumeIsolated {
                let event = note.userInfo?["data"] as! UIEvent
                received.append(event.allTouches!.first!.location(in: button))
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        h.input.tap(at: CGPoint(x: 110, y: 120), in: window)
        #expect(received == [CGPoint(x: -90, y: -90), CGPoint(x: 10, y: 20)])
        #expect(h.log.entries.filter { $0.hasPrefix("button") } == ["button began 1", "button ended 1"])
        #expect(UIApplication.shared is DPApplication)
    }

    @Test("R-D1 an override that does not call super stops delivery (filtering)")
    func filteringOverride() {
        let h = Harness(FilteringApplication.self)
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)    // dropped
        h.input.tap(at: CGPoint(x: 10, y: 300), in: window)   // delivered
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1"])
    }

    @Test("R-D1 a UIWindow.sendEvent override can filter too")
    func windowFilter() {
        final class Silent: UIWindow {
            override func sendEvent(_ event: UIEvent) {}
        }
        let h = Harness()
        let window = Silent(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.makeKeyAndVisible()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        h.input.tap(at: CGPoint(x: 5, y: 5), in: window)
        #expect(h.log.entries.isEmpty)
    }

    @Test("R-D2 next: view → controller → superview → window → application → responder delegate")
    func chainWithControllers() {
        ResponderDelegate.log = nil
        let h = Harness(delegate: ResponderDelegate.self)
        ResponderDelegate.log = h.log
        let window = h.makeWindow()
        let root = ChainController()
        root.log = h.log
        root.name = "root"
        window.rootViewController = root
        let child = ChainController()
        child.log = h.log
        child.name = "child"
        root.addChild(child)
        let container = h.view("container", CGRect(x: 0, y: 0, width: 300, height: 300), in: root.view)
        container.addSubview(child.view)
        child.view.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
        child.didMove(toParent: root)
        let leaf = h.view("leaf", CGRect(x: 0, y: 0, width: 100, height: 100), in: child.view)

        #expect(leaf.next === child.view)
        #expect(child.view.next === child)
        #expect(child.next === container)
        #expect(root.view.next === root)
        #expect(root.next === window)
        #expect(window.next === h.app)
        #expect(h.app.next === h.app.delegate as? UIResponder)
        #expect(h.app.next?.next == nil)

        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.prefix(6) == ["leaf began 1", "child began", "container began 1", "root began",
                                             "window began 1", "delegate began"])
    }

    @Test("R-D2 a presented controller's next is its presenter; a plain delegate ends the chain")
    func presentedController() {
        final class PlainDelegate: NSObject, UIApplicationDelegate {}
        let h = Harness(delegate: PlainDelegate.self)
        let window = h.makeWindow()
        let root = ChainController()
        window.rootViewController = root
        let sheet = ChainController()
        root.present(sheet, animated: true)
        #expect(sheet.presentingViewController === root)
        #expect(root.presentedViewController === sheet)
        #expect(sheet.next === root)
        #expect(sheet.view.window === window)
        #expect(h.app.next == nil)
        root.dismiss(animated: false)
        #expect(sheet.view.window == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test("R-D3 seed 003: one event handled by several responders up the chain, view first")
    func handledBySeveral() {
        let h = Harness()
        let window = h.makeWindow()
        let outer = h.view("outer", CGRect(x: 0, y: 0, width: 300, height: 300), in: window)
        let middle = h.view("middle", CGRect(x: 0, y: 0, width: 200, height: 200), in: outer)
        let inner = h.view("inner", CGRect(x: 0, y: 0, width: 100, height: 100), in: middle)
        h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries == ["inner began 1", "middle began 1", "outer began 1", "window began 1"])
        // A view that does not call super stops the event there.
        h.log.clear()
        middle.forwards = false
        h.input.beginTouch(at: CGPoint(x: 20, y: 20), in: window)
        _ = inner
        #expect(h.log.entries.isEmpty)   // inner is not multi-touch and is tracking already
        inner.isMultipleTouchEnabled = true
        h.input.beginTouch(at: CGPoint(x: 30, y: 30), in: window)
        #expect(h.log.entries == ["inner began 1", "middle began 1"])
    }

    @Test("R-D3 unhandled events are dropped at the end of the chain")
    func droppedAtEnd() {
        let h = Harness()
        let window = h.makeWindow()
        EventTrace.shared.isEnabled = true
        EventTrace.shared.sink = nil
        EventTrace.shared.clear()
        defer { EventTrace.shared.isEnabled = false }
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(EventTrace.shared.lines.contains("touchesBegan dropped at end of chain after UIApplication"))
    }

    @Test("R-D4 UIApplicationMain installs the principal class and the delegate, runs, and returns on stop")
    func applicationMain() {
        final class StoppingDelegate: UIResponder, UIApplicationDelegate {
            nonisolated(unsafe) static var launched = false
            func application(_ application: UIApplication,
                             didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                StoppingDelegate.launched = true
                application.performOnNextTurn { application.stop() }
                return true
            }
        }
        let status = UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, DPApplication.self, StoppingDelegate.self)
        #expect(status == 0)
        #expect(StoppingDelegate.launched)
        #expect(UIApplication.shared is DPApplication)
        #expect(UIApplication.shared.delegate is StoppingDelegate)
    }

    @Test("R-D5 begin/endIgnoringInteractionEvents nest; while ignoring no touch reaches a view")
    func ignoringNests() {
        let h = Harness()
        let window = h.makeWindow()
        _ = h.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        h.app.beginIgnoringInteractionEvents()
        h.app.beginIgnoringInteractionEvents()
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        h.app.endIgnoringInteractionEvents()
        #expect(h.app.isIgnoringInteractionEvents)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.isEmpty)
        h.app.endIgnoringInteractionEvents()
        #expect(!h.app.isIgnoringInteractionEvents)
        h.input.tap(at: CGPoint(x: 10, y: 10), in: window)
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v ended 1"])
    }

    @Test("R-D6 handlers may remove, add and move views, close windows and re-enter sendEvent")
    func mutationsDuringDispatch() {
        let h = Harness()
        let window = h.makeWindow()
        let second = h.makeWindow(frame: CGRect(x: 500, y: 0, width: 100, height: 100))
        let a = h.view("a", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let b = h.view("b", CGRect(x: 100, y: 0, width: 100, height: 100), in: window)
        let c = h.view("c", CGRect(x: 0, y: 0, width: 100, height: 100), in: second)
        var reentered = false
        a.onBegan = { _, event in
            b.removeFromSuperview()            // a sibling with its own touch
            window.addSubview(UIView(frame: .zero))
            c.addSubview(a)                    // a moves to another window: its touch is cancelled
            second.isHidden = true             // and that window closes
            if !reentered, let event {
                reentered = true
                h.app.sendEvent(event)         // re-entrant sendEvent: no duplicate began
            }
        }
        let touchB = h.input.beginTouch(at: CGPoint(x: 150, y: 10), in: window)
        let touchA = h.input.beginTouch(at: CGPoint(x: 10, y: 10), in: window)
        h.input.moveTouch(touchA, to: CGPoint(x: 20, y: 20))
        h.input.endTouch(touchA)
        h.input.endTouch(touchB)
        let forA = h.log.entries.filter { $0.hasPrefix("a ") }
        let forB = h.log.entries.filter { $0.hasPrefix("b ") }
        #expect(forA == ["a began 1", "a cancelled 1"])
        #expect(forB == ["b began 1", "b cancelled 1"])
        #expect(a.window === second && second.isHidden)
    }
}
