import Foundation

/// When a request's notification is delivered (UserNotifications' `UNNotificationTrigger`). A
/// request with no trigger is delivered at once.
open class UNNotificationTrigger: NSObject, NSCopying, @unchecked Sendable {
    public let repeats: Bool

    init(repeats: Bool) {
        self.repeats = repeats
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    /// The next date after `date` this trigger fires at; nil when it never fires again.
    func nextFireDate(after date: Date) -> Date? { nil }
}
