import Foundation

/// The one clock of an application: event timestamps, gesture timers (long press, double tap) and the
/// double-click interval all read it, so tests can swap in a ``ManualClock`` and advance time without
/// sleeping.
@preconcurrency @MainActor
public protocol ApplicationClock: AnyObject {
    /// Seconds since an arbitrary origin; never goes backwards.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor once `delay` seconds have passed.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}

