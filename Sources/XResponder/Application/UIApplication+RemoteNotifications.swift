import Foundation

/// Remote (push) notifications. They come from Apple's push service, which a Linux desktop does
/// not reach: registering fails, as it did in iOS's simulator, and the delegate hears why at the
/// next turn (`application(_:didFailToRegisterForRemoteNotificationsWithError:)`), so an app that
/// registers at launch (Xcode's notification tutorials do) runs on and shows its local
/// notifications (`UNUserNotificationCenter`, R-DA3).
extension UIApplication {
    /// The error registering answers: Cocoa's "remote notifications are not supported" (3010).
    static let remoteNotificationsUnsupported = NSError(
        domain: NSCocoaErrorDomain, code: 3010,
        userInfo: [NSLocalizedDescriptionKey: "remote notifications are not supported on the Linux desktop (no Apple push service)"])

    public func registerForRemoteNotifications() {
        performOnNextTurn { [weak self] in
            guard let self else { return }
            self.delegate?.application(self, didFailToRegisterForRemoteNotificationsWithError: Self.remoteNotificationsUnsupported)
        }
    }

    public func unregisterForRemoteNotifications() {}

    public var isRegisteredForRemoteNotifications: Bool { false }
}
