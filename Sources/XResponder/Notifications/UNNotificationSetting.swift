import Foundation

public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled, enabled
}
