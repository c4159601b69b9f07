import Foundation

/// What the user did with a notification: clicked it (`UNNotificationDefaultActionIdentifier`),
/// chose one of its category's actions (that action's identifier), or dismissed it
/// (`UNNotificationDismissActionIdentifier`, reported only for categories with
/// `.customDismissAction`, as on iOS).
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
        super.init()
    }
}
