import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A shared, ordered log of everything the test responders receive.
@MainActor
final class EventLog {
    var entries: [String] = []
    func add(_ entry: String) { entries.append(entry) }
    func clear() { entries.removeAll() }
}

/// What a touch looked like when it reached a view. A snapshot rather than the touch itself: a
/// touch holds its view and window strongly (as in UIKit), so a view keeping its touches would form
/// a cycle and every test would leak its whole tree (`make test-asan` checks for leaks).
@MainActor
struct ReceivedTouch {
    let phase: UITouch.Phase
    weak var view: UIView?
    weak var window: UIWindow?

    init(_ touch: UITouch) {
        phase = touch.phase
        view = touch.view
        window = touch.window
    }
}

/// A view that logs every touch method and then, unless told not to, calls super (passing the event
/// up the chain, R-D3).
@MainActor
class RecordingView: UIView, TestHandlers {
    let log: EventLog
    var forwards = true
    var onBegan: ((Set<UITouch>, UIEvent?) -> Void)?
    var onMoved: ((Set<UITouch>, UIEvent?) -> Void)?
    var onEnded: ((Set<UITouch>, UIEvent?) -> Void)?
    /// Every touch this view was handed, as it was at that moment.
    private(set) var receivedTouches: [ReceivedTouch] = []

    init(_ name: String, frame: CGRect, log: EventLog) {
        self.log = log
        super.init(frame: frame)
        accessibilityIdentifier = name
        TestTrees.register(self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func dropHandlers() {
        onBegan = nil
        onMoved = nil
        onEnded = nil
    }

    var name: String { accessibilityIdentifier ?? "?" }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name) began \(touches.count)")
        receivedTouches += touches.map(ReceivedTouch.init)
        onBegan?(touches, event)
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name) moved \(touches.count)")
        receivedTouches += touches.map(ReceivedTouch.init)
        onMoved?(touches, event)
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name) ended \(touches.count)")
        receivedTouches += touches.map(ReceivedTouch.init)
        onEnded?(touches, event)
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.add("\(name) cancelled \(touches.count)")
        receivedTouches += touches.map(ReceivedTouch.init)
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A window that logs what reaches it at the end of a chain.
@MainActor
final class RecordingWindow: UIWindow {
    var log: EventLog?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("window began \(touches.count)")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log?.add("window ended \(touches.count)")
        super.touchesEnded(touches, with: event)
    }
}

/// A fresh application with a manual clock, plus the headless input driving it.
@MainActor
struct Harness {
    let app: UIApplication
    let input: HeadlessInput
    let log = EventLog()

    init(_ principal: UIApplication.Type = UIApplication.self, delegate: UIApplicationDelegate.Type? = nil) {
        EventTrace.shared.isEnabled = false
        app = UIApplication.launch(principal, delegate: delegate, clock: ManualClock())
        input = HeadlessInput(application: app)
    }

    /// A visible key window of 400×400 at the screen origin (or `frame`).
    func makeWindow(frame: CGRect = CGRect(x: 0, y: 0, width: 400, height: 400)) -> RecordingWindow {
        let window = RecordingWindow(frame: frame)
        window.log = log
        window.makeKeyAndVisible()
        return window
    }

    func view(_ name: String, _ frame: CGRect, in parent: UIView) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        parent.addSubview(view)
        return view
    }

    /// A mouse drag in `window` that stops at each of `points` in turn (window coordinates), four
    /// moves and 20 ms a leg, released at the last unless told not to: how the drag and drop
    /// tests of lists and grids move a row or an item.
    @discardableResult
    func mouseDrag(through points: [CGPoint], in window: UIWindow, release: Bool = true) -> HeadlessInput.Touch {
        let touch = input.mouseDown(at: points[0], in: window)
        for (from, to) in zip(points, points.dropFirst()) {
            for step in 1...4 {
                let t = CGFloat(step) / 4
                input.moveTouch(touch, to: CGPoint(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                input.advance(by: 0.02)
            }
        }
        if release {
            input.endTouch(touch)
            input.advance(by: 0.5)
        }
        return touch
    }
}

/// A small deterministic random generator (SplitMix64) so property tests can print their seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A renderer format at `scale` (UIKit's default format takes the main screen's).
@MainActor
func imageFormat(scale: CGFloat) -> UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
}
