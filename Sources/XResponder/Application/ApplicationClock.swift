import Foundation

/// The one clock of an application: event timestamps, gesture timers (long press, double tap) and the
/// double-click interval all read it, so tests can swap in a ``ManualClock`` and advance time without
/// sleeping.
@MainActor
public protocol ApplicationClock: AnyObject {
    /// Seconds since an arbitrary origin; never goes backwards.
    var now: TimeInterval { get }
    /// Runs `action` on the main actor once `delay` seconds have passed.
    @discardableResult
    func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer
}

/// A timer handed out by an ``ApplicationClock``. Invalidating it keeps it from firing.
@MainActor
public final class ScheduledTimer {
    public let fireDate: TimeInterval
    public private(set) var isValid = true
    let action: @MainActor () -> Void

    init(fireDate: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.fireDate = fireDate
        self.action = action
    }

    public func invalidate() { isValid = false }

    func fire() {
        guard isValid else { return }
        isValid = false
        action()
    }
}

/// Real time: a monotonic clock (`ProcessInfo.systemUptime`, the base X server timestamps are also
/// converted to) with timers on the main dispatch queue, which the run loop services.
///
/// The platform loop also fires due timers itself at every turn (`fireDueTimers`) and sleeps no
/// longer than the next one: where the main actor runs on a dispatch worker (test runners, after
/// `dispatchMain()`), the main queue is not serviced while the loop runs, and animation frames
/// would otherwise stop. A timer fires once, whichever way reaches it first.
@MainActor
public final class SystemClock: ApplicationClock {
    public init() {}

    public var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    /// Timers not yet fired, for `fireDueTimers`.
    private var pending: [ScheduledTimer] = []

    /// Fires every timer that is due, in fire-date order, and returns the fire date of the next
    /// one (nil: none). Timers scheduled by a firing timer wait for the next call.
    @discardableResult
    public func fireDueTimers() -> TimeInterval? {
        pending.removeAll { !$0.isValid }
        let now = self.now
        let due = pending.filter { $0.fireDate <= now }.sorted { $0.fireDate < $1.fireDate }
        pending.removeAll { $0.fireDate <= now }
        for timer in due { timer.fire() }
        pending.removeAll { !$0.isValid }
        return pending.map(\.fireDate).min()
    }

    /// When the next timer is due, or nil.
    public var nextFireDate: TimeInterval? {
        pending.lazy.filter(\.isValid).map(\.fireDate).min()
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(fireDate: now + max(0, delay), action: action)
        pending.append(timer)
        let nanoseconds = UInt64(max(0, delay.isFinite ? delay : 0) * 1_000_000_000)
        DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(Int(min(nanoseconds, UInt64(Int.max))))) {
            MainActor.assumeIsolated { timer.fire() }
        }
        return timer
    }
}

/// Time that moves only when told to: for tests and headless tools.
@MainActor
public final class ManualClock: ApplicationClock {
    public private(set) var now: TimeInterval
    private var timers: [ScheduledTimer] = []

    public init(now: TimeInterval = 1000) {
        self.now = now
    }

    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> ScheduledTimer {
        let timer = ScheduledTimer(fireDate: now + max(0, delay.isFinite ? delay : 0), action: action)
        timers.append(timer)
        return timer
    }

    /// Moves time forward by `interval`, firing every timer that falls due, in order of fire date
    /// (ties in order of scheduling), with `now` set to each timer's fire date while it runs.
    public func advance(by interval: TimeInterval) {
        let target = now + max(0, interval.isFinite ? interval : 0)
        while let next = nextDueTimer(before: target) {
            now = max(now, next.fireDate)
            timers.removeAll { $0 === next }
            next.fire()
        }
        now = target
        timers.removeAll { !$0.isValid }
    }

    /// How many timers are waiting to fire.
    public var pendingTimerCount: Int { timers.filter(\.isValid).count }

    private func nextDueTimer(before target: TimeInterval) -> ScheduledTimer? {
        var best: ScheduledTimer?
        for timer in timers where timer.isValid && timer.fireDate <= target {
            if best == nil || timer.fireDate < best!.fireDate { best = timer }
        }
        return best
    }
}
