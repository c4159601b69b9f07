import Foundation

/// The desktop's notification server (dunst, notification-daemon, GNOME Shell, Plasma…) over the
/// session bus, as the freedesktop Desktop Notifications specification (1.2) describes it:
/// `org.freedesktop.Notifications.Notify` with `(susssasa{sv}i)` answers the notification's id;
/// `CloseNotification(u)` takes it away; the `ActionInvoked(us)` and `NotificationClosed(uu)`
/// signals tell what happened to it.
///
/// Nothing here waits (R-U6): the call goes out when the bus is joined, its answer comes in a
/// later turn, and a server that is missing or hangs answers nil or never — the center traces it.
/// The signals are broadcasts: only those sent by the server that answered `Notify`, about ids it
/// gave this app, are taken — another app's notification may have the same id space and keys,
/// and any client of the bus may send a signal claiming to be the server's (a hostile peer).
@MainActor
package final class FreedesktopNotificationServer: NotificationServer {
    static let busName = "org.freedesktop.Notifications"
    static let objectPath = "/org/freedesktop/Notifications"
    static let interface = "org.freedesktop.Notifications"
    /// The action key the specification reserves for a click on the notification itself.
    package static let defaultActionKey = "default"

    package var onEvent: ((NotificationServerEvent) -> Void)?
    /// The ids the server gave this app's notifications still shown.
    private var ours: Set<UInt32> = []
    /// The server's unique bus name, from its answer to `Notify`: signals must come from it.
    private var serverName: String?
    private var subscribed = false

    package func show(_ notification: DesktopNotification, shown: @escaping (UInt32?) -> Void) {
        subscribeOnce()
        SessionBus.shared.call(destination: Self.busName, path: Self.objectPath, interface: Self.interface, member: "Notify",
                               arguments: { Self.writeNotify(notification, to: $0) }) { [weak self] reply in
            let id = reply?.reader.uint32()
            if let id, let self {
                ours.insert(id)
                serverName = reply?.sender
            }
            shown(id)
        }
    }

    package func close(id: UInt32) {
        SessionBus.shared.call(destination: Self.busName, path: Self.objectPath, interface: Self.interface,
                               member: "CloseNotification", arguments: { $0.uint32(id) })
    }

    /// `Notify`'s arguments: app name, replaces id, icon, summary, body, actions, hints, timeout.
    static func writeNotify(_ notification: DesktopNotification, to writer: DBusMessageWriter) {
        writer.string(notification.applicationName)
        writer.uint32(notification.replacesID)
        // The icon: the desktop entry's (hint below) or the image; no icon name of our own.
        writer.string("")
        writer.string(notification.summary)
        writer.string(bodyMarkupEscaped(notification.body))
        writer.array("s") {
            for action in notification.actions {
                writer.string(action.key)
                writer.string(action.label)
            }
        }
        writer.array("{sv}") {
            let hints = [("desktop-entry", notification.desktopEntry), ("category", notification.category),
                         ("image-path", notification.imagePath), ("sound-name", notification.soundName),
                         ("sound-file", notification.soundFile)]
            for (key, value) in hints {
                guard let value else { continue }
                writer.dictEntry {
                    writer.string(key)
                    writer.variant("s") { writer.string(value) }
                }
            }
            writer.dictEntry {
                writer.string("urgency")
                writer.variant("y") { writer.byte(notification.urgency) }
            }
        }
        // -1: the server's own timeout.
        writer.int32(-1)
    }

    /// The body may hold the specification's small markup subset (servers that advertise
    /// `body-markup`); an app's text is plain, so its `&`, `<` and `>` are escaped.
    static func bodyMarkupEscaped(_ body: String) -> String {
        body.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    private func subscribeOnce() {
        guard !subscribed else { return }
        subscribed = true
        let bus = SessionBus.shared
        bus.subscribe(interface: Self.interface, member: "ActionInvoked") { [weak self] message in
            let reader = message.reader
            guard let id = reader.uint32(), let key = reader.string() else { return }
            self?.received(.actionInvoked(id: id, key: key), from: message.sender)
        }
        bus.subscribe(interface: Self.interface, member: "NotificationClosed") { [weak self] message in
            let reader = message.reader
            guard let id = reader.uint32(), let reason = reader.uint32() else { return }
            self?.received(.closed(id: id, reason: reason), from: message.sender)
        }
    }

    private func received(_ event: NotificationServerEvent, from sender: String?) {
        guard sender != nil, sender == serverName else { return }
        switch event {
        case .actionInvoked(let id, _):
            guard ours.contains(id) else { return }
        case .closed(let id, _):
            guard ours.remove(id) != nil else { return }
        }
        onEvent?(event)
    }
}
