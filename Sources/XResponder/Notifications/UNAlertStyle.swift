import Foundation

public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner, alert
}
