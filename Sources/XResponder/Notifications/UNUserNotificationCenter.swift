import Foundation

/// The app's notifications (UserNotifications' `UNUserNotificationCenter`, R-DA3): requests
/// scheduled on the application's clock and shown by the desktop's notification server over
/// D-Bus (org.freedesktop.Notifications), with the category's actions as its buttons and the
/// user's clicks coming back to the delegate.
///
/// Choices where the desktop differs from iOS (docs/desktop.md, "Notifications"):
/// - Authorization: there is no system prompt on a Linux desktop (the user turns notifications
///   off in the notification server). `requestAuthorization` grants what is asked, and the grant is
///   kept in the app's defaults, so `getNotificationSettings` answers `.notDetermined` until the
///   app asks, as on iOS, and requests of an app that never asked are not shown.
/// - In front: a notification that arrives while the app is active is shown only if the
///   delegate's `willPresent` answers `.banner`, `.alert` or `.list`, as on iOS.
/// - No notification server (none on the bus, or no session bus): requests are scheduled and
///   delivered as usual, the server's refusal is traced; the app never waits for the server.
/// - Completion handlers run on the main actor at a later turn (iOS runs them on a background
///   queue; either way an app must not assume the calling turn).
@preconcurrency @MainActor
open class UNUserNotificationCenter: NSObject {
    private static var shared: UNUserNotificationCenter?

    /// The app's notification center.
    open class func current() -> UNUserNotificationCenter {
        if let shared { return shared }
        let center = UNUserNotificationCenter(server: nil)
        shared = center
        return center
    }

    /// Tells of notifications arriving in front and of the user's responses. Weak, as UIKit's.
    open weak var delegate: UNUserNotificationCenterDelegate?

    /// Notification content extensions are an iOS app extension: none on the desktop.
    open var supportsContentExtensions: Bool { false }

    /// The server, made on first use (`FreedesktopNotificationServer` unless a test gave one).
    package var serverStorage: NotificationServer?
    var server: NotificationServer {
        if let serverStorage { return serverStorage }
        let made = FreedesktopNotificationServer()
        made.onEvent = { [weak self] in self?.handle($0) }
        serverStorage = made
        return made
    }

    /// The wall clock for calendar triggers and delivery dates (tests set it).
    var currentDate: () -> Date = Date.init
    /// Where the authorization is kept (tests give their own suite).
    var defaults: UserDefaults = .standard
    static let authorizationKey = "XResponder.UNUserNotificationCenter.authorizedOptions"

    var pending: [PendingRequest] = []
    var delivered: [DeliveredNotification] = []
    var categories: Set<UNNotificationCategory> = []

    /// A center that talks to `server` (tests); apps use `current()`.
    init(server: NotificationServer?) {
        super.init()
        if let server {
            server.onEvent = { [weak self] in self?.handle($0) }
            serverStorage = server
        }
    }

    // MARK: Authorization

    open func requestAuthorization(options: UNAuthorizationOptions = [],
                                   completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        let granted = options.union(grantedOptions ?? [])
        defaults.set(granted.rawValue, forKey: Self.authorizationKey)
        later { completionHandler(true, nil) }
    }

    open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        await withCheckedContinuation { continuation in
            requestAuthorization(options: options) { granted, _ in continuation.resume(returning: granted) }
        }
    }

    open func getNotificationSettings(completionHandler: @escaping @Sendable (UNNotificationSettings) -> Void) {
        let settings = currentSettings
        later { completionHandler(settings) }
    }

    open func notificationSettings() async -> UNNotificationSettings {
        await withCheckedContinuation { continuation in
            getNotificationSettings { continuation.resume(returning: $0) }
        }
    }

    /// What the app was granted; nil when it never asked.
    var grantedOptions: UNAuthorizationOptions? {
        guard let raw = defaults.object(forKey: Self.authorizationKey) as? Int else { return nil }
        return UNAuthorizationOptions(rawValue: UInt(raw))
    }

    var currentSettings: UNNotificationSettings {
        guard let granted = grantedOptions else { return UNNotificationSettings(status: .notDetermined, options: []) }
        return UNNotificationSettings(status: .authorized, options: granted)
    }

    // MARK: Categories

    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        self.categories = categories
    }

    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = self.categories
        later { completionHandler(categories) }
    }

    open func notificationCategories() async -> Set<UNNotificationCategory> { categories }

    // MARK: Requests

    /// Schedules `request` (replacing a pending one with its identifier); `completionHandler` gets
    /// nil once it is scheduled, or the error that kept it from being scheduled.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        let error = schedule(request)
        if let completionHandler { later { completionHandler(error) } }
    }

    open func add(_ request: UNNotificationRequest) async throws {
        if let error = schedule(request) { throw error }
    }

    open func getPendingNotificationRequests(completionHandler: @escaping @Sendable ([UNNotificationRequest]) -> Void) {
        let requests = pending.map(\.request)
        later { completionHandler(requests) }
    }

    open func pendingNotificationRequests() async -> [UNNotificationRequest] { pending.map(\.request) }

    open func removePendingNotificationRequests(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        for entry in pending where removed.contains(entry.request.identifier) { entry.timer?.invalidate() }
        pending.removeAll { removed.contains($0.request.identifier) }
    }

    open func removeAllPendingNotificationRequests() {
        for entry in pending { entry.timer?.invalidate() }
        pending = []
    }

    // MARK: Delivered notifications

    open func getDeliveredNotifications(completionHandler: @escaping @Sendable ([UNNotification]) -> Void) {
        let notifications = delivered.map(\.notification)
        later { completionHandler(notifications) }
    }

    open func deliveredNotifications() async -> [UNNotification] { delivered.map(\.notification) }

    /// Takes the notifications off the desktop (the server closes them).
    open func removeDeliveredNotifications(withIdentifiers identifiers: [String]) {
        let removed = Set(identifiers)
        withdraw(delivered.filter { removed.contains($0.notification.request.identifier) })
    }

    open func removeAllDeliveredNotifications() { withdraw(delivered) }

    /// The desktop shows no badges on app icons: the count is kept for `applicationIconBadgeNumber`.
    open func setBadgeCount(_ newBadgeCount: Int, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        badgeCount = newBadgeCount
        if let completionHandler { later { completionHandler(nil) } }
    }

    open func setBadgeCount(_ newBadgeCount: Int) async throws { badgeCount = newBadgeCount }

    var badgeCount = 0

    /// Runs `work` at a later turn, on the main actor.
    func later(_ work: @escaping @MainActor () -> Void) {
        UIApplication.shared.performOnNextTurn(work)
    }
}
