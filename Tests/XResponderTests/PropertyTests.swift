import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// Checks the delivery invariants while random input and random tree mutations run:
/// - every touchesBegan a view receives is matched by exactly one ended or cancelled (R-T7);
/// - nothing reaches a view for a touch after its end or cancel, nor before its began;
/// - began, moved and ended never reach a view that is outside a window (R-D6);
/// - events arrive in queue order (timestamps never go backwards).
@MainActor
final class InvariantChecker {
    enum State { case began, finished }
    var states: [ObjectIdentifier: [ObjectIdentifier: State]] = [:]   // view → touch → state
    var violations: [String] = []
    var lastTimestamp: TimeInterval = 0
    var deliveries = 0
    /// Keeps every view and touch alive so that ObjectIdentifiers are never reused during a run.
    private var retained: [AnyObject] = []

    func record(_ view: UIView, _ phase: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
        deliveries += 1
        let name = view.accessibilityIdentifier ?? "?"
        if phase != .cancelled {
            if view.window == nil { violations.append("\(phase) delivered to \(name) outside any window") }
            if let event {
                if event.timestamp < lastTimestamp { violations.append("timestamp went backwards at \(name)") }
                lastTimestamp = event.timestamp
            }
        }
        let viewID = ObjectIdentifier(view)
        retained.append(view)
        for touch in touches {
            retained.append(touch)
            let touchID = ObjectIdentifier(touch)
            let current = states[viewID]?[touchID]
            switch (phase, current) {
            case (.began, nil):
                states[viewID, default: [:]][touchID] = .began
            case (.began, _):
                violations.append("second began for one touch at \(name)")
            case (.moved, .began), (.stationary, .began):
                break
            case (.ended, .began), (.cancelled, .began):
                states[viewID]![touchID] = .finished
            default:
                violations.append("\(phase) at \(name) in state \(String(describing: current))")
            }
        }
    }

    /// Views with a began still waiting for its end.
    var unmatched: Int {
        states.values.reduce(0) { $0 + $1.values.filter { $0 == .began }.count }
    }
}

@MainActor
final class ChaosView: UIView, TestHandlers {
    /// Weak: the checker keeps every view alive for the run, so a strong link back would be a cycle.
    weak var checker: InvariantChecker?
    var mutate: ((ChaosView, UIEvent?) -> Void)?

    init(_ name: String, frame: CGRect, checker: InvariantChecker) {
        self.checker = checker
        super.init(frame: frame)
        accessibilityIdentifier = name
        TestTrees.register(self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func dropHandlers() { mutate = nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        checker?.record(self, .began, touches, event)
        mutate?(self, event)
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        checker?.record(self, .moved, touches, event)
        mutate?(self, event)
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        checker?.record(self, .ended, touches, event)
        mutate?(self, event)
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        checker?.record(self, .cancelled, touches, event)
        mutate?(self, event)
    }
}

@Suite("Property: random input and random mutations keep the invariants", .tearsDownTestTrees)
@MainActor
struct PropertyTests {
    @Test("R-T7 R-D6 random streams with tree mutations from inside handlers", arguments: 0..<40)
    func randomStreams(seed: Int) {
        run(seed: seed, withRecognizers: false)
    }

    @Test("R-T7 R-G3 random streams through a tree full of gesture recognizers", arguments: 0..<40)
    func randomStreamsWithRecognizers(seed: Int) {
        run(seed: seed, withRecognizers: true)
    }

    /// Adds one to three random recognizers to `view`, with random delay and cancel settings, some
    /// requiring others to fail.
    func addRecognizers(to view: UIView, all: inout [UIGestureRecognizer], rng: inout SeededGenerator) {
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let recognizer: UIGestureRecognizer
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: recognizer = UITapGestureRecognizer()
            case 1:
                let double = UITapGestureRecognizer()
                double.numberOfTapsRequired = 2
                recognizer = double
            case 2: recognizer = UIPanGestureRecognizer()
            case 3: recognizer = UILongPressGestureRecognizer()
            case 4: recognizer = UISwipeGestureRecognizer()
            default: recognizer = UIPinchGestureRecognizer()
            }
            recognizer.cancelsTouchesInView = Bool.random(using: &rng)
            recognizer.delaysTouchesBegan = Int.random(in: 0..<3, using: &rng) == 0
            recognizer.delaysTouchesEnded = Bool.random(using: &rng)
            if let other = all.randomElement(using: &rng), Bool.random(using: &rng) { recognizer.require(toFail: other) }
            view.addGestureRecognizer(recognizer)
            all.append(recognizer)
        }
    }

    func run(seed: Int, withRecognizers: Bool) {
        var rng = SeededGenerator(seed: UInt64(seed) &* 0x5851_F42D_4C95_7F2D &+ 1)
        let h = Harness()
        let checker = InvariantChecker()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let spare = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        spare.isHidden = true
        window.makeKey()
        var views: [ChaosView] = []

        func randomFrame(_ rng: inout SeededGenerator) -> CGRect {
            CGRect(x: CGFloat(Int.random(in: -20...300, using: &rng)), y: CGFloat(Int.random(in: -20...300, using: &rng)),
                   width: CGFloat(Int.random(in: 0...250, using: &rng)), height: CGFloat(Int.random(in: 0...250, using: &rng)))
        }

        func makeView(_ rng: inout SeededGenerator) -> ChaosView {
            let view = ChaosView("v\(views.count)", frame: randomFrame(&rng), checker: checker)
            view.isMultipleTouchEnabled = Bool.random(using: &rng)
            view.isExclusiveTouch = Int.random(in: 0..<8, using: &rng) == 0
            if Int.random(in: 0..<10, using: &rng) == 0 { view.transform = CGAffineTransform(rotationAngle: 0.3) }
            views.append(view)
            return view
        }

        var recognizers: [UIGestureRecognizer] = []
        for _ in 0..<12 {
            let view = makeView(&rng)
            let parents: [UIView] = [window] + views.filter { $0 !== view && $0.window != nil }
            parents.randomElement(using: &rng)!.addSubview(view)
            if withRecognizers, Bool.random(using: &rng) { addRecognizers(to: view, all: &recognizers, rng: &rng) }
        }
        if withRecognizers { addRecognizers(to: window, all: &recognizers, rng: &rng) }

        // Mutations a handler may perform. The generator is shared through a box so handlers can use it.
        final class Box { var rng: SeededGenerator; init(_ rng: SeededGenerator) { self.rng = rng } }
        let box = Box(SeededGenerator(seed: UInt64(seed) &+ 99))
        var reentrancy = 0
        for view in views {
            view.mutate = { current, event in
                guard Int.random(in: 0..<4, using: &box.rng) == 0 else { return }
                switch Int.random(in: 0..<10, using: &box.rng) {
                case 0: current.removeFromSuperview()
                case 1: views.randomElement(using: &box.rng)?.removeFromSuperview()
                case 2:
                    let target: UIView = views.randomElement(using: &box.rng) ?? window
                    if let moved = views.randomElement(using: &box.rng) { target.addSubview(moved) }
                case 3: window.addSubview(current)
                case 4: spare.isHidden.toggle()
                case 5: spare.addSubview(current)
                case 6: current.superview?.sendSubviewToBack(current)
                case 7:
                    if reentrancy < 2, let event {
                        reentrancy += 1
                        h.app.sendEvent(event)
                        reentrancy -= 1
                    }
                case 8:
                    if let recognizer = recognizers.randomElement(using: &box.rng) {
                        if Bool.random(using: &box.rng) {
                            recognizer.isEnabled.toggle()
                        } else {
                            recognizer.view?.removeGestureRecognizer(recognizer)
                        }
                    } else {
                        current.frame = randomFrame(&box.rng)
                    }
                default: views.randomElement(using: &box.rng)?.isHidden.toggle()
                }
            }
        }

        var live: [HeadlessInput.Touch] = []
        for _ in 0..<150 {
            h.input.advance(by: 0.003)
            switch Int.random(in: 0..<12, using: &rng) {
            case 0, 1, 2:
                if live.count < 6 {
                    let point = CGPoint(x: CGFloat(Int.random(in: 0...400, using: &rng)), y: CGFloat(Int.random(in: 0...400, using: &rng)))
                    live.append(h.input.beginTouch(at: point, in: [window, spare].randomElement(using: &rng)!))
                }
            case 3, 4, 5:
                if let touch = live.randomElement(using: &rng) {
                    h.input.moveTouch(touch, to: CGPoint(x: CGFloat(Int.random(in: -50...450, using: &rng)), y: 100))
                }
            case 6:
                if let touch = live.randomElement(using: &rng) {
                    h.input.batch {
                        for step in 0..<5 { h.input.moveTouch(touch, to: CGPoint(x: CGFloat(step * 10), y: CGFloat(step))) }
                    }
                }
            case 7, 8:
                if let index = live.indices.randomElement(using: &rng) { h.input.endTouch(live.remove(at: index)) }
            case 9:
                if let index = live.indices.randomElement(using: &rng) { h.input.cancelTouch(live.remove(at: index)) }
            case 10:
                h.input.loseInput(in: window)
            default:
                // Malformed: a release for a touch that never began, and a new view appearing.
                h.input.send(InputRecord(.touch(.init(identifier: .direct(9999), phase: .ended, location: .zero, type: .direct)),
                                         timestamp: h.input.clock.now, windowNumber: window.windowNumber))
                let view = makeView(&rng)
                view.mutate = views.first?.mutate
                window.addSubview(view)
            }
        }
        for touch in live { h.input.endTouch(touch) }
        h.input.advance(by: 2)   // let multi-tap and long-press timers decide, so held phases resolve

        #expect(checker.violations.isEmpty, "seed \(seed): \(checker.violations.prefix(5))")
        if withRecognizers {
            #expect(recognizers.allSatisfy { $0.state == .possible }, "seed \(seed): a recognizer did not reset")
        }
        #expect(checker.unmatched == 0, "seed \(seed): \(checker.unmatched) began without end")
        #expect(h.app.dispatcher.touchesEvent.liveTouches.isEmpty)
        #expect(checker.deliveries > 0)
    }
}
