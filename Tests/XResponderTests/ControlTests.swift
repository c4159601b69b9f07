import Foundation
import Testing
@testable import XResponder

/// Logs every control event it sends, by name.
@MainActor
func record(_ control: UIControl, into log: EventLog) {
    let names: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "dragInside"),
        (.touchDragOutside, "dragOutside"), (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
        (.touchUpInside, "upInside"), (.touchUpOutside, "upOutside"), (.touchCancel, "cancel"),
        (.valueChanged, "valueChanged"), (.primaryActionTriggered, "primary"),
    ]
    for (event, name) in names {
        control.addAction(UIAction { _ in log.add(name) }, for: event)
    }
}

@MainActor
final class ActionController: UIViewController {
    var log: EventLog?
    func buttonTapped(_ sender: Any?) { log?.add("controller buttonTapped from \(type(of: sender!))") }
}

@MainActor
final class ActionTarget {
    let log: EventLog
    init(log: EventLog) { self.log = log }
    func fire(_ sender: Any?) { log.add("target fired") }
}

@Suite("Controls and target-action (R-C1, R-F4, R-G6)", .tearsDownTestTrees)
@MainActor
struct ControlTests {
    func setUp() -> (Harness, RecordingWindow, UIControl) {
        let h = Harness()
        let window = h.makeWindow()
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(control)
        record(control, into: h.log)
        return (h, window, control)
    }

    @Test("R-C1 UIControl.Event and State use UIKit's bit values")
    func rawValues() {
        #expect(UIControl.Event.touchDown.rawValue == 1)
        #expect(UIControl.Event.touchUpInside.rawValue == 1 << 6)
        #expect(UIControl.Event.touchCancel.rawValue == 1 << 8)
        #expect(UIControl.Event.valueChanged.rawValue == 1 << 12)
        #expect(UIControl.Event.primaryActionTriggered.rawValue == 1 << 13)
        #expect(UIControl.Event.allTouchEvents.rawValue == 0xFFF)
        #expect(UIControl.Event.allEditingEvents.rawValue == 0xF0000)
        #expect(UIControl.State.highlighted.rawValue == 1 && UIControl.State.disabled.rawValue == 2 && UIControl.State.selected.rawValue == 4)
    }

    @Test("R-C1 a tap: touchDown, then touchUpInside; highlighted and tracking meanwhile")
    func tap() {
        let (h, window, control) = setUp()
        let touch = h.input.beginTouch(at: CGPoint(x: 120, y: 120), in: window)
        #expect(control.isTracking && control.isHighlighted && control.isTouchInside)
        #expect(control.state == .highlighted)
        h.input.endTouch(touch)
        #expect(!control.isTracking && !control.isHighlighted)
        #expect(h.log.entries == ["touchDown", "upInside", "primary"])
        h.log.clear()
        h.input.tap(at: CGPoint(x: 120, y: 120), in: window)
        #expect(h.log.entries.prefix(2) == ["touchDown", "touchDownRepeat"])
    }

    @Test("R-C1 dragging out past the 70-point slop and back: exit, outside, enter, inside")
    func dragOutAndBack() {
        let (h, window, control) = setUp()
        let touch = h.input.beginTouch(at: CGPoint(x: 120, y: 120), in: window)
        h.input.moveTouch(touch, to: CGPoint(x: 150, y: 130))    // inside
        h.input.moveTouch(touch, to: CGPoint(x: 150, y: 260))    // > 70 below: outside
        #expect(!control.isTouchInside && !control.isHighlighted)
        h.input.moveTouch(touch, to: CGPoint(x: 150, y: 300))
        h.input.moveTouch(touch, to: CGPoint(x: 150, y: 140))    // back
        h.input.endTouch(touch)
        #expect(h.log.entries == ["touchDown", "dragInside", "dragOutside", "dragExit", "dragOutside",
                                  "dragInside", "dragEnter", "upInside", "primary"])
    }

    @Test("R-C1 release outside gives touchUpOutside; a cancelled touch gives touchCancel")
    func upOutsideAndCancel() {
        let (h, window, control) = setUp()
        var touch = h.input.beginTouch(at: CGPoint(x: 120, y: 120), in: window)
        h.input.endTouch(touch, at: CGPoint(x: 380, y: 380))
        #expect(h.log.entries == ["touchDown", "upOutside"])
        h.log.clear()
        h.input.advance(by: 1)   // no double tap
        touch = h.input.beginTouch(at: CGPoint(x: 120, y: 120), in: window)
        h.input.loseInput(in: window)
        h.input.endTouch(touch)
        #expect(h.log.entries == ["touchDown", "cancel"])
        #expect(!control.isTracking)
    }

    @Test("R-C1 a disabled control ignores touches, which go up the chain")
    func disabled() {
        let h = Harness()
        let window = h.makeWindow()
        let parent = h.view("parent", CGRect(x: 0, y: 0, width: 300, height: 300), in: window)
        let control = UIControl(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        parent.addSubview(control)
        record(control, into: h.log)
        control.isEnabled = false
        #expect(control.state == .disabled)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries.prefix(2) == ["parent began 1", "window began 1"])
        #expect(!h.log.entries.contains("touchDown"))
    }

    @Test("R-C1 beginTracking returning false stops drag and up events but not touchDown")
    func refusedTracking() {
        final class Stubborn: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let h = Harness()
        let window = h.makeWindow()
        let control = Stubborn(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(control)
        record(control, into: h.log)
        h.input.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["touchDown"])
    }

    @Test("R-F4 target-action: closures, typed targets held weakly, nil targets through the chain")
    func targetAction() {
        let h = Harness()
        let window = h.makeWindow()
        let controller = ActionController()
        controller.log = h.log
        window.rootViewController = controller
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
        controller.view.addSubview(button)

        // A nil target travels the responder chain to the controller.
        button.addTarget(nil, action: Selector("buttonTapped:", ActionController.buttonTapped), for: .touchUpInside)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["controller buttonTapped from UIButton"])

        // A typed target is held weakly: released, it is dropped, not rerouted along the chain.
        h.log.clear()
        button.removeTarget(nil, action: nil, for: .allEvents)
        var target: ActionTarget? = ActionTarget(log: h.log)
        button.addTarget(target, action: Selector("fire:", ActionTarget.fire), for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        target = nil
        button.sendActions(for: .touchUpInside)
        #expect(h.log.entries == ["target fired"])
        #expect(button.allTargets.isEmpty)

        // Closures get the sender.
        h.log.clear()
        let action = UIAction(title: "Go", identifier: .init("go")) { action in
            h.log.add("closure from \(action.sender is UIButton)")
        }
        button.addAction(action, for: .primaryActionTriggered)
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["closure from true"])
        button.removeAction(identifiedBy: .init("go"), for: .primaryActionTriggered)
        h.log.clear()
        button.sendActions(for: .primaryActionTriggered)
        #expect(h.log.entries.isEmpty)
    }

    @Test("R-F4 a target is the very object passed, whatever static type it arrives as (a Swift class, an NSObject, an AnyObject or protocol existential, an optional); a number, a string, a struct or a method value is no target and the action goes up the chain")
    func targetsOfEveryKind() {
        let h = Harness()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = ActionTarget(log: h.log)
        let object = UIView()
        let existential: AnyObject = UIViewController()
        let optional: UIResponder? = UIResponder()
        let fire = Selector("fire:", ActionTarget.fire)
        for target in [plain as Any, object, existential] {
            button.addTarget(target, action: fire, for: .touchUpInside)
        }
        button.addTarget(optional, action: fire, for: .touchUpInside)
        let held = button.allTargets
        #expect(held.count == 4)
        #expect(held.count == 4 && held[0] === plain && held[1] === object && held[2] === existential && held[3] === optional)
        struct Value { let number = 1 }
        let method = plain.fire
        for value in [5 as Any, "target", Value(), method, UIView.self] {
            button.addTarget(value, action: fire, for: .touchUpInside)
        }
        #expect(button.allTargets.count == 4, "values are kept as nil targets: the chain decides")
        button.sendActions(for: .touchUpInside)
        #expect(h.log.entries == ["target fired"], "the one target that implements fire: fired once")
    }

    @Test("R-G6 a button wins a single tap over its ancestor's tap recognizer")
    func buttonBeatsAncestorTap() {
        let h = Harness()
        let window = h.makeWindow()
        let container = h.view("container", CGRect(x: 0, y: 0, width: 300, height: 300), in: window)
        let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 40))
        container.addSubview(button)
        button.addAction(UIAction { _ in h.log.add("button") }, for: .touchUpInside)
        let tap = UITapGestureRecognizer { _ in h.log.add("tap recognizer") }
        container.addGestureRecognizer(tap)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["button"])
        // Outside the button the recognizer works.
        h.log.clear()
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 200, y: 200), in: window)
        #expect(h.log.entries.contains("tap recognizer"))

        // A recognizer attached to the button itself wins instead.
        h.log.clear()
        h.input.advance(by: 1)
        let own = UITapGestureRecognizer { _ in h.log.add("own recognizer") }
        button.addGestureRecognizer(own)
        button.addAction(UIAction { _ in h.log.add("cancel") }, for: .touchCancel)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["cancel", "own recognizer"])
    }

    // The actions read their control from `sender`, as UIKit code does, rather than capturing it:
    // a control holding a closure that holds the control is a cycle (`make test-asan`).
    @Test("R-G6 a switch toggles and a slider slides despite an ancestor's tap and pan")
    func switchAndSlider() {
        let h = Harness()
        let window = h.makeWindow()
        let container = h.view("container", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        container.addGestureRecognizer(UITapGestureRecognizer { _ in h.log.add("tap") })
        container.addGestureRecognizer(UIPanGestureRecognizer { _ in h.log.add("pan") })
        let toggle = UISwitch(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        container.addSubview(toggle)
        toggle.addAction(UIAction { h.log.add("switch \(($0.sender as! UISwitch).isOn)") }, for: .valueChanged)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)
        #expect(h.log.entries == ["switch true"])

        h.log.clear()
        let slider = UISlider(frame: CGRect(x: 10, y: 100, width: 228, height: 30))
        container.addSubview(slider)
        var values: [Float] = []
        slider.addAction(UIAction { values.append(($0.sender as! UISlider).value) }, for: .valueChanged)
        h.input.drag(from: CGPoint(x: 24, y: 115), to: CGPoint(x: 224, y: 115), in: window, steps: 4)
        #expect(!h.log.entries.contains("pan"))
        #expect(slider.value == 1)
        #expect(values.count == 4 && values == values.sorted())
    }

    @Test("R-R1 buttons, switches and sliders draw with Cairo; a pressed filled button changes colour")
    func controlsDraw() {
        _ = Harness()
        let button = UIButton(configuration: .filled())
        button.frame = CGRect(x: 0, y: 0, width: 120, height: 40)
        button.setTitle("Press", for: .normal)
        #expect(button.currentTitle == "Press")
        func center(_ view: UIView) -> [Int] {
            let image = UIGraphicsImageRenderer(bounds: view.bounds).image { context in
                context.cgContext.setFillColor(UIColor.white)
                context.fill(view.bounds)
                view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
            }
            return rgba(image, 4, view.bounds.midY)
        }
        let normal = center(button)
        #expect(close(normal, [0, 122, 255, 255], 2))   // the tint, systemBlue
        button.isHighlighted = true
        let highlighted = center(button)
        #expect(highlighted[0] > normal[0] + 40)        // lighter over white
        let toggle = UISwitch(frame: .zero)
        toggle.isOn = true
        #expect(center(toggle)[1] > 150)   // green track
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
    }
}

@Suite("Controls: stepper, segmented control, page control (R-G6)", .tearsDownTestTrees)
@MainActor
struct MoreControlTests {
    @Test("R-G6 a stepper, a segmented control and a page control win single taps over an ancestor's tap")
    func tapControlsWin() {
        let h = Harness()
        let window = h.makeWindow()
        let container = h.view("container", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        container.addGestureRecognizer(UITapGestureRecognizer { _ in h.log.add("tap recognizer") })

        let stepper = UIStepper(frame: CGRect(x: 10, y: 10, width: 0, height: 0))
        stepper.value = 5
        container.addSubview(stepper)
        stepper.addAction(UIAction { h.log.add("stepper \(Int(($0.sender as! UIStepper).value))") }, for: .valueChanged)
        h.input.tap(at: CGPoint(x: 80, y: 20), in: window)   // right half: +1
        h.input.advance(by: 1)
        h.input.tap(at: CGPoint(x: 20, y: 20), in: window)   // left half: −1
        h.input.advance(by: 1)

        let segments = UISegmentedControl(items: ["One", "Two", "Three"])
        segments.frame = CGRect(x: 10, y: 100, width: 240, height: 32)
        container.addSubview(segments)
        segments.addAction(UIAction { h.log.add("segment \(($0.sender as! UISegmentedControl).selectedSegmentIndex)") }, for: .valueChanged)
        h.input.tap(at: CGPoint(x: 100, y: 115), in: window)
        h.input.advance(by: 1)

        let pages = UIPageControl(frame: CGRect(x: 10, y: 200, width: 200, height: 30))
        pages.numberOfPages = 3
        container.addSubview(pages)
        pages.addAction(UIAction { h.log.add("page \(($0.sender as! UIPageControl).currentPage)") }, for: .valueChanged)
        h.input.tap(at: CGPoint(x: 180, y: 215), in: window)
        h.input.advance(by: 1)

        #expect(h.log.entries == ["stepper 6", "stepper 5", "segment 1", "page 1"])
        #expect(segments.numberOfSegments == 3 && segments.titleForSegment(at: 2) == "Three")
    }

    @Test("R-R1 the stepper, segmented and page controls draw")
    func theyDraw() {
        _ = Harness()
        let segments = UISegmentedControl(items: ["A", "B"])
        segments.selectedSegmentIndex = 0
        let image = UIGraphicsImageRenderer(bounds: segments.bounds).image { _ in
            segments.drawHierarchy(in: segments.bounds, afterScreenUpdates: true)
        }
        #expect(rgba(image, 5, 16)[2] > 200)   // the selected segment is filled blue
        let stepper = UIStepper(frame: .zero)
        #expect(stepper.bounds.size == CGSize(width: 94, height: 32))
    }
}
