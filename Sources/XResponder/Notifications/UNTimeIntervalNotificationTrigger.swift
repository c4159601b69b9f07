import Foundation

/// Delivers after a time interval, once or every interval.
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    public let timeInterval: TimeInterval

    /// The interval the app asked for, when it had to be changed (traced by the center on `add`).
    let requestedTimeInterval: TimeInterval

    /// iOS raises an exception for an interval that is not positive, or below 60 s when it
    /// repeats. Here the app survives (the rule for bad input): a non-positive interval fires at
    /// the next turn, a repeating one fires at most once a minute; the center traces the change.
    public init(timeInterval: TimeInterval, repeats: Bool) {
        requestedTimeInterval = timeInterval
        var interval = timeInterval.isFinite ? max(0, timeInterval) : 0
        if repeats { interval = max(interval, 60) }
        self.timeInterval = interval
        super.init(repeats: repeats)
    }

    /// When it would fire if scheduled now (as iOS answers it: from now, not from when it was added).
    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: timeInterval) }

    override func nextFireDate(after date: Date) -> Date? { date.addingTimeInterval(timeInterval) }
}
