import Foundation

/// One finger, or the pointer while a button is held, from began to ended or cancelled (R-T2).
///
/// The same object is updated in place for the whole life of the touch, as in UIKit. Its `view` and
/// `window` are fixed when the touch begins (R-T1); the only exception is a gesture recognizer that
/// cancels touches in its view, which sets `view` to nil.
@preconcurrency @MainActor
public final class UITouch: Hashable, @MainActor CustomStringConvertible {
    /// Where a touch is in its life: began, moved, stationary, ended, cancelled, and the region phases of hover.
    public enum Phase: Int, Sendable {
        case began = 0, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made a touch: a finger (`.direct`), the pointer (`.indirectPointer`), a pencil.
    public enum TouchType: Int, Sendable {
        case direct = 0, indirect, pencil, indirectPointer
    }

    // The touch's state is read and assigned whole on the main actor, many times per event, and
    // never accessed overlapping: it skips the runtime's exclusivity bookkeeping (issue #9).
    @exclusivity(unchecked) public internal(set) var phase: Phase
    @exclusivity(unchecked) public internal(set) var timestamp: TimeInterval
    @exclusivity(unchecked) public internal(set) var tapCount: Int
    @exclusivity(unchecked) public internal(set) var type: TouchType
    /// Retained, as in UIKit, for the life of the touch.
    @exclusivity(unchecked) public internal(set) var view: UIView?
    @exclusivity(unchecked) public internal(set) var window: UIWindow?
    /// The buttons held when this pointer touch began (UIKit reports the mask on the event; XResponder
    /// keeps it on the touch too so that several pointers stay distinct).
    @exclusivity(unchecked) public internal(set) var buttonMask: UIEvent.ButtonMask
    public var majorRadius: CGFloat { type == .direct ? 10 : 0.5 }
    public var majorRadiusTolerance: CGFloat { type == .direct ? 2 : 0 }
    public var force: CGFloat { 0 }
    public var maximumPossibleForce: CGFloat { 0 }

    /// The gesture recognizers receiving this touch; nil when none does (as in UIKit).
    ///
    /// The touch keeps no list of them: a recognizer that receives a touch keeps it until it resets,
    /// so the arbiter's recognizers in play that track this touch are exactly these. (A list here
    /// would have to be weak — a strong one makes a cycle with the recognizer — and weak references
    /// give each recognizer a side table that slows every retain of it on the touch path, issue #9.)
    public var gestureRecognizers: [UIGestureRecognizer]? {
        let recognizers = UIApplication.shared.gestureArbiter.recognizers(tracking: self)
        return recognizers.isEmpty ? nil : recognizers
    }
    /// Set once the gesture stage offered this touch to the recognizers of its view and ancestors.
    @exclusivity(unchecked) var recognizersCollected = false

    /// The platform's identifier for this touch (pointer device or XI2 touch id).
    let identifier: TouchIdentifier
    /// Location and previous location in window coordinates.
    @exclusivity(unchecked) var windowLocation: CGPoint
    @exclusivity(unchecked) var previousWindowLocation: CGPoint
    /// One queued motion sample, kept as a value so a storm of motions allocates nothing per sample.
    struct Sample {
        var location: CGPoint
        var previousLocation: CGPoint
        var timestamp: TimeInterval
    }

    /// Every sample since the last delivery (R-T6); read through `UIEvent.coalescedTouches(for:)`,
    /// which turns them into `UITouch` copies only when asked.
    @exclusivity(unchecked) var pendingSamples: [Sample] = []
    /// Where this touch stands with the view that received its `touchesBegan` (R-T7 bookkeeping):
    /// moves and the end go only to that view, and at most one end or cancel is delivered.
    enum DeliveryState { case notDelivered, tracking, finished }
    @exclusivity(unchecked) var deliveryState: DeliveryState = .notDelivered
    /// The view that received `touchesBegan` for this touch (retained until the touch is forgotten).
    @exclusivity(unchecked) var recipient: UIView?

    init(identifier: TouchIdentifier, type: TouchType, phase: Phase, timestamp: TimeInterval,
         windowLocation: CGPoint, tapCount: Int, buttonMask: UIEvent.ButtonMask) {
        self.identifier = identifier
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.windowLocation = windowLocation
        self.previousWindowLocation = windowLocation
        self.tapCount = tapCount
        self.buttonMask = buttonMask
    }

    /// The touch's location in `view`'s coordinates; nil means the window's coordinates.
    public func location(in view: UIView?) -> CGPoint {
        convertFromWindow(windowLocation, to: view)
    }

    /// The location before the latest move, in `view`'s coordinates.
    public func previousLocation(in view: UIView?) -> CGPoint {
        convertFromWindow(previousWindowLocation, to: view)
    }

    /// Pointer input has no sub-point precision on X11 core events; XI2 supplies fractional points.
    public func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    public func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window, view.window === window { return view.convert(point, from: window) }
        // The view is elsewhere (another window, or detached): go through screen coordinates.
        let screenPoint = window.map { $0.convertToScreen(point) } ?? point
        guard let otherWindow = view.window else { return view.convert(point, from: nil) }
        return view.convert(otherWindow.convertFromScreen(screenPoint), from: otherWindow)
    }

    /// A frozen copy of this touch's current state, or of one of its samples.
    func snapshot() -> UITouch {
        snapshot(Sample(location: windowLocation, previousLocation: previousWindowLocation, timestamp: timestamp))
    }

    func snapshot(_ sample: Sample) -> UITouch {
        let copy = UITouch(identifier: identifier, type: type, phase: phase, timestamp: sample.timestamp,
                           windowLocation: sample.location, tapCount: tapCount, buttonMask: buttonMask)
        copy.previousWindowLocation = sample.previousLocation
        copy.view = view
        copy.window = window
        return copy
    }

    public nonisolated static func == (lhs: UITouch, rhs: UITouch) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// What sets and dictionaries of touches hash, instead of `hash(into:)` through SipHash: a touch
    /// is its identity, which no input chooses, and SipHash was a third of building the set that
    /// `touchesBegan` receives on a press's path (issue #9). The address, mixed with the table's
    /// seed, goes through MurmurHash3's 64-bit finalizer, so that every bit of it reaches the low
    /// bits, which pick the bucket: allocators space objects by powers of two (a single multiply
    /// and fold left AddressSanitizer's addresses crowding into too few buckets). `hash(into:)`
    /// stays for everything else that hashes a touch.
    public nonisolated func _rawHashValue(seed: Int) -> Int {
        var hash = UInt64(UInt(bitPattern: Int(bitPattern: ObjectIdentifier(self))) ^ UInt(bitPattern: seed))
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return Int(truncatingIfNeeded: hash)
    }

    public var description: String {
        "<UITouch \(identifier) phase=\(phase) tapCount=\(tapCount) location=\(windowLocation) view=\(view?.traceName ?? "nil")>"
    }
}

