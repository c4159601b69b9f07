import Foundation

/// The response to a `UNTextInputNotificationAction`. Desktop notification servers offer no text
/// field (the specification has none), so the action is a button and `userText` is empty.
open class UNTextInputNotificationResponse: UNNotificationResponse, @unchecked Sendable {
    public let userText: String

    init(notification: UNNotification, actionIdentifier: String, userText: String) {
        self.userText = userText
        super.init(notification: notification, actionIdentifier: actionIdentifier)
    }
}
