import Foundation

/// A notification as the desktop's notification server takes it (the freedesktop Desktop
/// Notifications specification's `Notify` arguments), made by the center from a request.
package struct DesktopNotification: Equatable {
    var applicationName: String
    /// The server's id of the notification this one replaces in place; 0 for a new one.
    package var replacesID: UInt32 = 0
    package var summary: String
    package var body: String
    /// Action keys and labels, in order; "default" is a click on the notification itself.
    package var actions: [(key: String, label: String)] = []
    /// The app's desktop entry name (its bundle identifier), so the server shows its icon and name.
    var desktopEntry: String?
    var category: String?
    var imagePath: String?
    var soundName: String?
    var soundFile: String?
    /// 0 low, 1 normal, 2 critical.
    var urgency: UInt8 = 1

    package static func == (lhs: DesktopNotification, rhs: DesktopNotification) -> Bool {
        lhs.applicationName == rhs.applicationName && lhs.replacesID == rhs.replacesID && lhs.summary == rhs.summary
            && lhs.body == rhs.body && lhs.actions.map(\.key) == rhs.actions.map(\.key)
            && lhs.actions.map(\.label) == rhs.actions.map(\.label) && lhs.desktopEntry == rhs.desktopEntry
            && lhs.category == rhs.category && lhs.imagePath == rhs.imagePath && lhs.soundName == rhs.soundName
            && lhs.soundFile == rhs.soundFile && lhs.urgency == rhs.urgency
    }
}

/// What the server tells of a notification it showed.
package enum NotificationServerEvent: Equatable {
    /// The user chose the action with `key` ("default": clicked the notification).
    case actionInvoked(id: UInt32, key: String)
    /// The notification went away: 1 expired, 2 dismissed by the user, 3 closed by a call, 4 other.
    case closed(id: UInt32, reason: UInt32)
}

/// Where the center sends notifications: the desktop's notification server over D-Bus
/// (`FreedesktopNotificationServer`), or a test's recorder. Never blocks: `show` answers the
/// server's id (nil when it could not be shown) in a later turn.
@MainActor
package protocol NotificationServer: AnyObject {
    /// Where the server's events go; set by the center.
    var onEvent: ((NotificationServerEvent) -> Void)? { get set }
    func show(_ notification: DesktopNotification, shown: @escaping (UInt32?) -> Void)
    func close(id: UInt32)
}
