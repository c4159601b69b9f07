import Foundation

/// How the system shows the app's notifications: not at all, as banners, or as alerts.
public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner, alert
}
