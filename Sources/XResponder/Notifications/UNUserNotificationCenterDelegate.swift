import Foundation

/// Hears of notifications that arrive while the app is in front, and of what the user did with
/// one (UserNotifications' `UNUserNotificationCenterDelegate`). Every method is optional, as in
/// UIKit: the protocol extension answers for what an app leaves out.
///
/// The completion handlers are `@Sendable`, as in Apple's SDK; an app's methods written either
/// with or without `@Sendable` satisfy the requirements. They may be called later or from another
/// thread: the center finishes its work on the main actor.
@preconcurrency @MainActor
public protocol UNUserNotificationCenterDelegate: AnyObject {
    /// A notification arrived while the app is active: answer how to show it. Without this
    /// method (or with `[]`) it is not shown, as on iOS.
    func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)

    /// The user clicked a notification, chose one of its actions, or dismissed it (for a category
    /// with `.customDismissAction`).
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                withCompletionHandler completionHandler: @escaping @Sendable () -> Void)

    /// The user asked for the app's notification settings.
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    public func userNotificationCenter(_ center: UNUserNotificationCenter, willPresent notification: UNNotification,
                                       withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void) {
        completionHandler([])
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
                                       withCompletionHandler completionHandler: @escaping @Sendable () -> Void) {
        completionHandler()
    }

    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}
