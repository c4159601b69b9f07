import Foundation
import XResponder

/// A notification server for headless tests (R-DA3): installed on the app's notification center,
/// it keeps what the app shows instead of sending it to the desktop, and plays the user's part —
/// a click, an action chosen, a dismissal — so the center's delegate hears it as from a real server.
///
/// ```swift
/// let notifications = HeadlessNotificationServer()
/// notifications.install()
/// // … the app posts a reminder, the clock passes its trigger …
/// notifications.choose("Snooze", in: notifications.displayed[0])
/// ```
@preconcurrency @MainActor
public final class HeadlessNotificationServer: NotificationServer {
    /// A notification the app showed.
    public struct Notification: Equatable, Sendable {
        /// The server's id (what `close` and the user's answers name).
        public let id: UInt32
        /// The title, with the subtitle after a dash when there is one.
        public let summary: String
        public let body: String
        /// The titles of its category's actions, in order.
        public let actionTitles: [String]
        let actionKeys: [String]
    }

    package var onEvent: ((NotificationServerEvent) -> Void)?

    /// Everything shown, oldest first, including what was closed since.
    public private(set) var shown: [Notification] = []
    /// What is on the desktop now: shown, not yet closed.
    public private(set) var displayed: [Notification] = []
    private var nextID: UInt32 = 0

    public init() {}

    /// Makes `center` (the app's, by default) show its notifications here.
    public func install(on center: UNUserNotificationCenter = .current()) {
        onEvent = { [weak center] in center?.handle($0) }
        center.serverStorage = self
    }

    package func show(_ notification: DesktopNotification, shown answer: @escaping (UInt32?) -> Void) {
        let id: UInt32
        if notification.replacesID != 0, displayed.contains(where: { $0.id == notification.replacesID }) {
            id = notification.replacesID
            displayed.removeAll { $0.id == id }
        } else {
            nextID += 1
            id = nextID
        }
        let actions = notification.actions.filter { $0.key != FreedesktopNotificationServer.defaultActionKey }
        let shownNotification = Notification(id: id, summary: notification.summary, body: notification.body,
                                             actionTitles: actions.map(\.label), actionKeys: actions.map(\.key))
        shown.append(shownNotification)
        displayed.append(shownNotification)
        answer(id)
    }

    package func close(id: UInt32) {
        guard displayed.contains(where: { $0.id == id }) else { return }
        displayed.removeAll { $0.id == id }
        onEvent?(.closed(id: id, reason: 3))
    }

    /// The user clicks `notification`.
    public func click(_ notification: Notification) {
        guard displayed.contains(notification) else { return }
        onEvent?(.actionInvoked(id: notification.id, key: FreedesktopNotificationServer.defaultActionKey))
    }

    /// The user chooses the action titled `title` on `notification`.
    public func choose(_ title: String, in notification: Notification) {
        guard displayed.contains(notification), let index = notification.actionTitles.firstIndex(of: title) else { return }
        onEvent?(.actionInvoked(id: notification.id, key: notification.actionKeys[index]))
    }

    /// The user dismisses `notification`.
    public func dismiss(_ notification: Notification) {
        guard displayed.contains(notification) else { return }
        displayed.removeAll { $0.id == notification.id }
        onEvent?(.closed(id: notification.id, reason: 2))
    }
}
