import Foundation

/// An event: a set of touches, a key press, a shake, a remote-control command, a scroll or a hover.
///
/// Touch events are one object per application that is updated in place for every dispatch, as in
/// UIKit: `allTouches` is the set of live touches at the time of the call.
@preconcurrency @MainActor
public class UIEvent: @MainActor CustomStringConvertible {
    /// The kind of an event: touches, motion, remote control, presses, scroll, hover or transform.
    public enum EventType: Int, Sendable {
        case touches = 0, motion = 1, remoteControl = 2, presses = 3, scroll = 10, hover = 11, transform = 14
    }

    /// The detail of a motion or remote-control event (shake, play, pause, next track…).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100
        case remoteControlPause = 101
        case remoteControlStop = 102
        case remoteControlTogglePlayPause = 103
        case remoteControlNextTrack = 104
        case remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106
        case remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108
        case remoteControlEndSeekingForward = 109
    }

    /// Mouse buttons held during a pointer event. `.primary` is X button 1, `.secondary` X button 3,
    /// `.button(3)` X button 2 (R-X1).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let primary = ButtonMask(rawValue: 1 << 0)
        public static let secondary = ButtonMask(rawValue: 1 << 1)
        /// Button number `buttonNumber` (1-based), as UIKit's `UIEvent.ButtonMask.button(_:)`.
        public static func button(_ buttonNumber: Int) -> ButtonMask {
            guard (1...63).contains(buttonNumber) else { return [] }
            return ButtonMask(rawValue: 1 << (buttonNumber - 1))
        }
    }

    public let type: EventType
    // Read and assigned whole on the main actor, never in overlapping accesses, at every touch: the
    // stored properties here skip the runtime's exclusivity bookkeeping (issue #9), as UITouch's do.
    @exclusivity(unchecked) public internal(set) var subtype: EventSubtype
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    @exclusivity(unchecked) public internal(set) var modifierFlags: UIKeyModifierFlags = []
    @exclusivity(unchecked) public internal(set) var buttonMask: ButtonMask = []
    /// True when the platform said the input was synthesized by another client (X11 `send_event`),
    /// not typed or clicked by the user (R-X6). An XResponder addition.
    @exclusivity(unchecked) public internal(set) var isSynthetic = false

    /// For motion events: whether the motion began, ended or was cancelled.
    var motionPhase: InputRecord.MotionPhase = .began

    /// Live touches in the order they began (touch events only).
    @exclusivity(unchecked) var liveTouches: [UITouch] = []
    /// Touches whose phase changed in the current dispatch.
    @exclusivity(unchecked) var changedTouches: [UITouch] = []
    /// The last set `touchSet(_:)` built of all the changed touches, and those touches. Kept across
    /// dispatches, so that a touch's began, moves and end share one set; emptied when one of its
    /// touches is forgotten (`forgetTouchSet()`), so that no finished touch is kept alive by it.
    /// Its storage is filled again for the next touches: a new set's allocation, metadata lookup
    /// and first hashing cost 2.5–3.4 µs of a press's path after a sleep, refilling one 0.8–1.2 µs
    /// (issue #9). A set an application kept is not touched: the refill copies on write.
    @exclusivity(unchecked) private var cachedTouchSet: Set<UITouch>?
    @exclusivity(unchecked) private var cachedTouchSetMembers: [UITouch] = []

    /// `touches` as the set a `touches…` method takes. When they are exactly this dispatch's changed
    /// touches — the usual case: one touch, or touches that all go to one place — every recipient
    /// gets the same set, built once for as long as the same touches change together (issue #9
    /// counted six sets per touch before; a set of one touch costs about a thousand instructions).
    func touchSet(_ touches: [UITouch]) -> Set<UITouch> {
        guard touches.count == changedTouches.count else { return Set(touches) }
        for touch in touches where !changedTouches.containsIdentical(touch) { return Set(touches) }
        if let cachedTouchSet, Self.sameTouches(cachedTouchSetMembers, changedTouches) { return cachedTouchSet }
        var set = cachedTouchSet ?? Set<UITouch>(minimumCapacity: changedTouches.count)
        cachedTouchSet = nil
        set.removeAll(keepingCapacity: true)
        for index in changedTouches.indices { set.insert(changedTouches[index]) }
        cachedTouchSet = set
        cachedTouchSetMembers = changedTouches
        return set
    }

    /// Empties the set `touchSet(_:)` keeps; the dispatcher calls it when a touch ends for good.
    func forgetTouchSet() {
        guard cachedTouchSet != nil else { return }
        cachedTouchSet?.removeAll(keepingCapacity: true)
        cachedTouchSetMembers = []
    }

    private static func sameTouches(_ a: [UITouch], _ b: [UITouch]) -> Bool {
        guard a.count == b.count else { return false }
        for index in a.indices where a[index] !== b[index] { return false }
        return true
    }

    /// The window a scroll or hover event happened in, its location there and its scroll delta.
    weak var locationWindow: UIWindow?
    var windowLocation: CGPoint = .zero
    /// Scroll amount in points, positive x to the right and positive y downward (content moves up).
    public internal(set) var scrollDelta: CGPoint = .zero

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval) {
        self.type = type
        self.subtype = subtype
        self.timestamp = timestamp
    }

    /// Every touch of this event, or nil for events that carry no touches.
    public var allTouches: Set<UITouch>? {
        type == .touches ? Set(liveTouches) : nil
    }

    /// The touches that belong to `view` (hit-tested to it).
    public func touches(for view: UIView) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(liveTouches.filter { $0.view === view })
    }

    /// The touches that began in `window`.
    public func touches(for window: UIWindow) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(liveTouches.filter { $0.window === window })
    }

    /// The touches `gestureRecognizer` is receiving.
    public func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard type == .touches else { return nil }
        return Set(liveTouches.filter { gestureRecognizer.isTracking($0) })
    }

    /// Every sample of `touch` since it was last delivered, oldest first; the last one is a copy of the
    /// touch's current state (R-T6). Nil when the touch is not part of this event.
    public func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, liveTouches.containsIdentical(touch) else { return nil }
        if touch.pendingSamples.isEmpty { return [touch.snapshot()] }
        // A loop, not `map`: a main-actor closure pays an actor check per sample.
        var copies: [UITouch] = []
        copies.reserveCapacity(touch.pendingSamples.count)
        for sample in touch.pendingSamples { copies.append(touch.snapshot(sample)) }
        return copies
    }

    /// XResponder does not predict motion: always an empty array for a touch of this event.
    public func predictedTouches(for touch: UITouch) -> [UITouch]? {
        guard type == .touches, liveTouches.containsIdentical(touch) else { return nil }
        return []
    }

    /// For scroll and hover events: the location in `view`'s coordinates.
    public func location(in view: UIView?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: locationWindow)
    }

    public var description: String {
        var parts = ["<UIEvent type=\(type)"]
        if subtype != .none { parts.append("subtype=\(subtype)") }
        parts.append(String(format: "timestamp=%.3f", timestamp))
        if type == .touches { parts.append("touches=\(liveTouches.count)") }
        return parts.joined(separator: " ") + ">"
    }
}

