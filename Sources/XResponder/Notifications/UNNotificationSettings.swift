import Foundation

/// The app's notification settings (`getNotificationSettings`). On the desktop the user's
/// notification server decides what is shown; these answer what the app asked for.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    public let soundSetting: UNNotificationSetting
    public let badgeSetting: UNNotificationSetting
    public let alertSetting: UNNotificationSetting
    public let notificationCenterSetting: UNNotificationSetting
    public let lockScreenSetting: UNNotificationSetting
    public let carPlaySetting: UNNotificationSetting = .notSupported
    public let announcementSetting: UNNotificationSetting = .notSupported
    public let criticalAlertSetting: UNNotificationSetting
    public let timeSensitiveSetting: UNNotificationSetting = .notSupported
    public let scheduledDeliverySetting: UNNotificationSetting = .notSupported
    public let directMessagesSetting: UNNotificationSetting = .notSupported
    public let alertStyle: UNAlertStyle
    public let showPreviewsSetting: UNShowPreviewsSetting = .always
    public let providesAppNotificationSettings: Bool

    init(status: UNAuthorizationStatus, options: UNAuthorizationOptions) {
        authorizationStatus = status
        let granted = status == .authorized || status == .provisional
        func setting(_ option: UNAuthorizationOptions) -> UNNotificationSetting {
            granted ? (options.contains(option) ? .enabled : .disabled) : (status == .denied ? .disabled : .notSupported)
        }
        soundSetting = setting(.sound)
        // The desktop has no app badges: `applicationIconBadgeNumber` is kept, never shown.
        badgeSetting = .notSupported
        alertSetting = setting(.alert)
        notificationCenterSetting = granted ? .enabled : setting(.alert)
        lockScreenSetting = .notSupported
        criticalAlertSetting = setting(.criticalAlert)
        alertStyle = granted && options.contains(.alert) ? .banner : .none
        providesAppNotificationSettings = options.contains(.providesAppNotificationSettings)
        super.init()
    }
}
