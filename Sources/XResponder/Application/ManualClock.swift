import Foundation

/// Time that moves only when told to: for tests and headless tools.
@preconcurrency @MainActor
public final class ManualClock: ApplicationClock {
    @exclusivity(unchecked) public private(set) var now: TimeInterval
    @exclusivity(unchecked) private var timers: [ScheduledTimer] = []

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
            timers.removeIdentical(next)
            next.fire()
        }
        now = target
        var index = timers.count - 1
        while index >= 0 {
            if !timers[index].isValid { timers.remove(at: index) }
            index -= 1
        }
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
