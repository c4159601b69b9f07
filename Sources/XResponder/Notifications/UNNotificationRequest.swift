import Foundation

/// A notification to deliver: its identifier, content and trigger (UserNotifications'
/// `UNNotificationRequest`). Adding a request with the identifier of one pending or delivered
/// replaces it, as on iOS: on the desktop the shown notification is updated in place.
open class UNNotificationRequest: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    /// The content is copied: changing a mutable content afterwards does not change the request.
    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.copy() as? UNNotificationContent ?? content
        self.trigger = trigger
        super.init()
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The action identifier of a response to a click on the notification itself.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The action identifier of a response to a dismissed notification.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
