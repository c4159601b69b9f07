import Foundation

/// Whether one kind of presentation (alert, sound, badge) is enabled for the app.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}
