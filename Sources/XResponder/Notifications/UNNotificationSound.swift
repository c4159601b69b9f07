import Foundation

/// The sound a notification plays (UserNotifications' `UNNotificationSound`). On the desktop the
/// default sound is the freedesktop sound theme's `message-new-instant`, and a named sound is
/// sent as its file (`sound-file`) when the app's bundle has it, else by name (`sound-name`):
/// the notification server plays it, or not, as the user set it up.
public final class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The theme sound name or file name; nil for the default.
    let name: String?
    public let isCritical: Bool

    init(name: String?, isCritical: Bool = false) {
        self.name = name
        self.isCritical = isCritical
        super.init()
    }

    public static let `default` = UNNotificationSound(name: nil)
    public static let defaultCritical = UNNotificationSound(name: nil, isCritical: true)

    public static func defaultCriticalSound(withAudioVolume volume: Float) -> UNNotificationSound { .defaultCritical }

    public convenience init(named name: UNNotificationSoundName) {
        self.init(name: name.rawValue)
    }

    public static func criticalSoundNamed(_ name: UNNotificationSoundName) -> UNNotificationSound {
        UNNotificationSound(name: name.rawValue, isCritical: true)
    }

    public static func criticalSoundNamed(_ name: UNNotificationSoundName, withAudioVolume volume: Float) -> UNNotificationSound {
        criticalSoundNamed(name)
    }

    /// The sound theme's name of the default sound (freedesktop sound naming specification).
    static let defaultThemeName = "message-new-instant"
}
