import Foundation

/// Real time: a monotonic clock (`ProcessInfo.systemUptime`, the base X server timestamps are also
/// converted to) with timers on the main dispatch queue, which the run loop services.
///
/// The platform loop also fires due timers itself at every turn (`fireDueTimers`) and sleeps no
/// longer than the next one: where the main actor runs on a dispatch worker (test runners, after
/// `dispatchMain()`), the main queue is not serviced while the loop runs, and animation frames
/// would otherwise stop. A timer fires once, whichever way reaches it first.
@preconcurrency @MainActor
public final class SystemClock: ApplicationClock {
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Timers not yet fired, for `fireDueTimers`.
    /// Asked at every turn of the X11 loop; main-actor state never accessed overlapping (timers fire
    /// from a copy), so without the run-time exclusivity check each access paid.
    @exclusivity(unchecked) private var pending: [ScheduledTimer] = []

    /// Fires every timer that is due, in fire-date order, and returns the fire date of the next
    /// one (nil: none). Timers scheduled by a firing timer wait for the next call.
    @discardableResult
    public func fireDueTimers() -> TimeInterval? {
        // The usual case, asked once or twice per turn: nothing scheduled.
        guard !pending.isEmpty else { return nil }
        pending.removeAll { !$0.isValid }
        let now = self.now
        let due = pending.filter { $0.fireDate <= now }.sorted { $0.fireDate < $1.fireDate }
        pending.removeAll { $0.fireDate <= now }
        for timer in due { timer.fire() }
        pending.removeAll { !$0.isValid }
        return pending.map(\.fireDate).min()
    }

    /// Set while a platform loop fires the due timers at every turn and sleeps no longer than the
    /// next one (`X11Backend.run` on the main thread, `X11Backend.processEvents`): then no main-queue
    /// timer is armed as well.
    /// Arming one woke libdispatch's worker thread twice per timer (to arm it, then to fire it) and
    /// the main thread once more — an idle text field's blinking caret cost five wake-ups a blink
    /// instead of one (issue #50). A timer still pending when the loop stops fires when it runs again.
    @exclusivity(unchecked) var isFiredByPlatformLoop = false

    /// When the next timer is due, or nil.
    public var nextFireDate: TimeInterval? {
        pending.lazy.filter(\.isValid).map(\.fireDate).min()
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(fireDate: now + max(0, delay), action: action)
        pending.append(timer)
        if !isFiredByPlatformLoop { timer.armOnMainQueue(now: now) }
        return timer
    }

    /// A platform loop that fired the timers itself is returning to a caller that may not run it
    /// again soon (`X11Backend.processEvents`): the timers still pending are armed on the main queue,
    /// so they fire on time as if no loop had run. Each is armed once, and the arming is cancelled
    /// when the loop fires it after all.
    func armPendingOnMainQueue() {
        let now = self.now
        for timer in pending where timer.isValid { timer.armOnMainQueue(now: now) }
    }
}
