import Foundation

/// How a notification action behaves: needs authentication, destructive, opens the app.
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let authenticationRequired = UNNotificationActionOptions(rawValue: 1 << 0)
    public static let destructive = UNNotificationActionOptions(rawValue: 1 << 1)
    /// Bring the app forward: its key window is raised when the user chooses the action.
    public static let foreground = UNNotificationActionOptions(rawValue: 1 << 2)
}
