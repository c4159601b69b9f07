import Foundation

/// Recognizes a gesture from the touches hit-tested to its view or the view's subviews, before the
/// view sees them (R-G1). Subclass it to write your own: override the `touches*` methods, set
/// `state`, and override `reset()`.
///
/// State machine (R-G2), checked on every change — an illegal transition is a programming error
/// (an assertion in debug builds; ignored and traced in release):
///
/// | from | to |
/// | --- | --- |
/// | possible | began, recognized (= ended), failed |
/// | began | changed, ended, cancelled |
/// | changed | changed, ended, cancelled |
/// | ended, cancelled, failed | possible (only through reset) |
///
/// Actions are sent on the next run-loop turn after began, changed, ended and cancelled — never after
/// failed — and the handler reads the recognizer's state then. After a terminal state the recognizer
/// resets to possible once every touch it tracked has ended.
@preconcurrency @MainActor
open class UIGestureRecognizer {
    /// A recognizer's state machine: possible, began, changed, ended (recognized), cancelled, failed.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible = 0, began = 1, changed = 2, ended = 3, cancelled = 4, failed = 5
        public static let recognized = State.ended

        public var description: String {
            ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue]
        }

        var isActive: Bool { self == .began || self == .changed || self == .ended }
        var isTerminal: Bool { self == .ended || self == .cancelled || self == .failed }
    }

    // MARK: Targets

    private struct Target {
        weak var object: AnyObject?
        let hadObject: Bool
        let action: Selector?
        let handler: (@MainActor (UIGestureRecognizer) -> Void)?
    }
    @exclusivity(unchecked) private var targets: [Target] = []

    public init(target: Any?, action: Selector?) {
        if let action { addTarget(target, action: action) }
    }

    public convenience init() {
        self.init(target: nil, action: nil)
    }

    /// A recognizer whose action is a closure (an XResponder convenience; UIKit uses target-action).
    public convenience init(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    /// Adds a target-action pair. Targets are held weakly; a nil target sends the action along the
    /// responder chain from the recognizer's view.
    public func addTarget(_ target: Any, action: Selector) {
        addTarget(Optional(target), action: action)
    }

    private func addTarget(_ target: Any?, action: Selector) {
        let object = ActionTarget.object(target)
        targets.append(Target(object: object, hadObject: object != nil, action: action, handler: nil))
    }

    /// Adds a closure action (XResponder's own recognizers use it; targets stay UIKit's).
    final func addTarget(handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        targets.append(Target(object: nil, hadObject: false, action: nil, handler: handler))
    }

    public func removeTarget(_ target: Any?, action: Selector?) {
        let object = ActionTarget.object(target)
        targets.removeAll { entry in
            (object == nil || entry.object === object) && (action == nil || entry.action == action)
        }
    }

    // MARK: Configuration

    // Read and assigned whole on the main actor, never in overlapping accesses, at every touch: the
    // stored properties here skip the runtime's exclusivity bookkeeping (issue #9), as UITouch's do.

    @exclusivity(unchecked) public weak var delegate: UIGestureRecognizerDelegate?
    public var name: String?
    /// Disabling a recognizer that is in began or changed cancels it; a disabled one receives nothing.
    @exclusivity(unchecked) public var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            if state == .began || state == .changed {
                state = .cancelled
            } else if state == .possible, !trackedTouches.isEmpty {
                state = .failed
            }
        }
    }
    @exclusivity(unchecked) public var cancelsTouchesInView = true
    @exclusivity(unchecked) public var delaysTouchesBegan = false
    @exclusivity(unchecked) public var delaysTouchesEnded = true
    /// Touch types this recognizer accepts (raw values of `UITouch.TouchType`); all by default.
    @exclusivity(unchecked) public var allowedTouchTypes: [Int] = [0, 1, 2, 3]
    /// Press types this recognizer receives (raw values of `UIPress.PressType`); none by default.
    public var allowedPressTypes: [Int] = []

    /// Not a weak reference, which would give the view a side table and make every retain and
    /// release of it on the touch path take the runtime's slow path (issue #9): the view owns its
    /// recognizers and clears this when it lets one go or dies (`UIView`'s deinit), as it does for
    /// its view controller.
    public internal(set) unowned(unsafe) var view: UIView?

    // MARK: State

    @exclusivity(unchecked) private var storedState: State = .possible

    /// The current state. Subclasses set it; the arbiter may turn a transition into failed (the
    /// delegate said no, a failure requirement, or another recognizer prevented it).
    public var state: State {
        get { storedState }
        set { GestureArbiter.requestTransition(self, to: newValue) }
    }

    /// Applies a transition that was checked (used by the arbiter only).
    func applyState(_ newState: State) {
        let old = storedState
        storedState = newState
        EventTrace.log("gesture \(traceName): \(old) → \(newState)")
    }

    static func isLegal(from old: State, to new: State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        default: return false
        }
    }

    // MARK: Failure requirements (R-G4)

    @exclusivity(unchecked) var failureRequirements: [Weak<UIGestureRecognizer>] = []

    /// This recognizer waits until `otherGestureRecognizer` fails; if that one recognizes or
    /// begins, this one fails (seed 001: single tap waiting for the double tap).
    public func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else { return }
        failureRequirements.append(Weak(otherGestureRecognizer))
    }

    // MARK: Touches

    /// Touches this recognizer is tracking, in the order they began. An ignored touch, or one that
    /// began before the last reset, is simply not here: nothing remembers touches by identity, so a
    /// new touch allocated at a dead touch's address starts clean (R-U1).
    @exclusivity(unchecked) var trackedTouches: [UITouch] = []
    /// A transition that waits for the failure of recognizers it requires to fail.
    @exclusivity(unchecked) var pendingTransition: State?
    /// Set once the terminal state was reached; reset is scheduled when the touches are gone.
    @exclusivity(unchecked) var resetScheduled = false
    /// Removed from its view mid-gesture, its reset not yet run: it changes state no more, whatever
    /// its timers (or an app subclass's) say in between (R-U4). Cleared by the reset.
    @exclusivity(unchecked) var removedAwaitingReset = false

    // The touch-path helpers below are plain loops, not `contains(where:)` or `filter`: Swift 6
    // checks the actor at the start of every main-actor closure handed to a generic function, a
    // measurable share of each touch's dispatch (issue #9).

    func isTracking(_ touch: UITouch) -> Bool { trackedTouches.containsIdentical(touch) }

    /// Decided (ended, cancelled or failed), every touch gone, and no reset scheduled yet.
    var isDueForReset: Bool { state.isTerminal && !resetScheduled && !hasLiveTouches }

    /// Whether a tracked touch is still down (not ended or cancelled).
    var hasLiveTouches: Bool {
        // Indexed reads, not `for touch in`: iterating copies (retains) each touch (issue #9).
        for index in trackedTouches.indices {
            let phase = trackedTouches[index].phase
            if phase != .ended && phase != .cancelled { return true }
        }
        return false
    }

    public var numberOfTouches: Int {
        var count = 0
        for index in trackedTouches.indices {
            let phase = trackedTouches[index].phase
            if phase != .ended && phase != .cancelled { count += 1 }
        }
        return count
    }

    /// The centroid of the tracked touches in `view`'s coordinates (nil: the window).
    public func location(in view: UIView?) -> CGPoint {
        let touches = trackedTouches
        guard !touches.isEmpty else { return lastLocation.map { convertFromWindow($0, to: view) } ?? .zero }
        var sum = CGPoint.zero
        for touch in touches {   // a loop, not `reduce`: see the touch-path helpers below
            let p = touch.location(in: view)
            sum.x += p.x
            sum.y += p.y
        }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    public func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else { return .zero }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// Where a located (scroll or hover) event last happened, in window coordinates.
    var lastLocation: CGPoint?
    weak var lastLocationWindow: UIWindow?

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: lastLocationWindow)
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called once after the recognizer reached a terminal state and its touches are gone, or when it
    /// is removed. Subclasses reset their own state here and call `super`.
    open func reset() {}

    /// Stops delivering `touch` to this recognizer; an ignored touch is never cancelled in the view
    /// because of this recognizer.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
    }

    /// Whether this recognizer, by recognizing, may prevent `preventedGestureRecognizer`.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, by recognizing, may prevent this one.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Return true to wait for `otherGestureRecognizer` to fail before recognizing.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Return true to make `otherGestureRecognizer` wait for this one to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Finishes a continuous gesture whose touches lifted (or were cancelled): began or changed
    /// becomes ended (cancelled); a possible one fails when `failIfPossible`.
    func finishContinuous(cancelled: Bool, failIfPossible: Bool = true) {
        switch state {
        case .began, .changed: state = cancelled ? .cancelled : .ended
        case .possible: if failIfPossible { state = .failed }
        default: break
        }
    }

    /// Scroll events (pan with `allowedScrollTypesMask`); XResponder's hook, false = not interested.
    func handleScroll(_ event: UIEvent) -> Bool { false }

    /// Hover events (the hover recognizer); false = not interested.
    func handleHover(_ event: UIEvent, inside: Bool) -> Bool { false }

    /// Whether the recognizer is given touches at all. A hover recognizer is not, as in UIKit:
    /// tracking a touch it never decides about would hold the touch's end back from its view.
    var receivesTouches: Bool { true }

    // MARK: Actions

    /// Sends the actions; called by the arbiter on the next run-loop turn after a state change.
    func sendActions() {
        targets.removeAll { $0.hadObject && $0.object == nil }   // released targets: weak, as promised
        for target in targets {
            if let handler = target.handler {
                handler(self)
            } else if let action = target.action {
                if let object = target.object {
                    action.invocation(on: object)?(self, nil)
                } else if !target.hadObject {
                    // Up the chain from the recognizer's view, with the recognizer as the sender.
                    let application = UIApplication.shared
                    application.sendAlongChain(action, from: self, startingAt: application.chainStart(for: view), for: nil)
                }
            }
        }
    }

    /// Forgets everything about the current gesture.
    func performReset() {
        trackedTouches.removeAllKeepingStorage()   // the next gesture reuses the storage
        pendingTransition = nil
        resetScheduled = false
        removedAwaitingReset = false
        storedState = .possible
        lastLocation = nil
        reset()
        EventTrace.log("gesture \(traceName): reset")
    }

    var traceName: String {
        name ?? "\(type(of: self))" + (view.map { " on \($0.traceName)" } ?? "")
    }
}

/// A weak reference, for lists of recognizers (and of views a layout engine outlived the root of).
struct Weak<T: AnyObject> {
    weak var object: T?
    init(_ object: T) { self.object = object }
}

extension UIView {
    /// The recognizers attached to this view, in the order they were added; nil when there are none.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set {
            for recognizer in gestureRecognizerStorage { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        if let old = gestureRecognizer.view, old !== self { old.removeGestureRecognizer(gestureRecognizer) }
        guard !gestureRecognizerStorage.contains(where: { $0 === gestureRecognizer }) else { return }
        gestureRecognizerStorage.append(gestureRecognizer)
        gestureRecognizer.view = self
    }

    /// Removing a recognizer mid-gesture cancels (or fails) it and resets it.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard let index = gestureRecognizerStorage.firstIndex(where: { $0 === gestureRecognizer }) else { return }
        GestureArbiter.recognizerWillBeRemoved(gestureRecognizer)
        gestureRecognizerStorage.remove(at: index)
        gestureRecognizer.view = nil
    }
}
