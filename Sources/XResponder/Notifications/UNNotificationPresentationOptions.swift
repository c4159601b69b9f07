import Foundation

/// How a notification that arrives while the app is in front is shown (the delegate's answer to
/// `willPresent`). On the desktop `.banner`, `.alert` and `.list` show it; `.sound` plays its sound.
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)

    /// Whether the notification is shown at all.
    var shows: Bool { !intersection([.alert, .list, .banner]).isEmpty }
}
