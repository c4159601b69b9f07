import Foundation

/// A timer handed out by an ``ApplicationClock``. Invalidating it keeps it from firing.
@preconcurrency @MainActor
public final class ScheduledTimer {
    public let fireDate: TimeInterval
    // Read by the clock for every pending timer at every turn; main-actor state, read and assigned
    // whole: no exclusivity bookkeeping (issue #9).
    @exclusivity(unchecked) public private(set) var isValid = true
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
