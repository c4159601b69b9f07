import Foundation

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
