internal import CDBus
import Foundation

/// A private connection to a D-Bus bus through libdbus, driven by the application's own loop: its
/// socket is one of the loop's poll descriptors, and `readMessages()` reads what arrived without
/// blocking. No thread and no GLib main loop are involved (docs/accessibility.md says why libdbus).
@MainActor
package final class DBusConnection {
    let connection: OpaquePointer
    let uniqueName: String

    /// Connects to the bus at `address` and registers on it, blocking until the bus answers;
    /// nil (with the reason traced) when it cannot. The bridge connects on a thread instead
    /// (`DBusConnector`) and adopts what it made.
    package convenience init?(address: String) {
        guard let made = DBusConnector.open(address) else { return nil }
        self.init(adopting: made)
    }

    /// Takes over a connection made (and registered) by `DBusConnector`.
    init(adopting made: DBusConnector.Connection) {
        connection = made.connection
        uniqueName = made.uniqueName
    }

    deinit {
        MainActor.assumeIsolated {
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
        }
    }

    /// The socket to poll for readability (-1 when there is none).
    var fileDescriptor: Int32 {
        var descriptor: Int32 = -1
        return dbus_connection_get_unix_fd(connection, &descriptor) != 0 ? descriptor : -1
    }

    var isConnected: Bool { dbus_connection_get_is_connected(connection) != 0 }

    /// Calls a method and waits for its reply (at most `timeout` milliseconds). For the few calls
    /// made while starting; everything after that is answered, not asked.
    package func call(destination: String, path: String, interface: String, member: String, timeout: Int32 = 1000,
              arguments: ((DBusMessageWriter) -> Void)? = nil) -> DBusMessage? {
        guard let message = Self.methodCall(destination, path, interface, member, arguments) else { return nil }
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeout, &error) else {
            Self.trace("\(interface).\(member) failed", error)
            return nil
        }
        return DBusMessage(reply)
    }

    /// Sends a method call without waiting for its reply, which arrives later among
    /// `readMessages()` with this call's serial as its `replySerial`. Nil when it could not be sent.
    func send(destination: String, path: String, interface: String, member: String,
              arguments: ((DBusMessageWriter) -> Void)? = nil) -> UInt32? {
        guard let message = Self.methodCall(destination, path, interface, member, arguments) else { return nil }
        defer { dbus_message_unref(message) }
        var serial: dbus_uint32_t = 0
        guard dbus_connection_send(connection, message, &serial) != 0 else { return nil }
        dbus_connection_flush(connection)
        return serial
    }

    /// Sends `message` (a reply or a signal) and flushes it.
    func send(_ message: OpaquePointer) {
        _ = dbus_connection_send(connection, message, nil)
        dbus_connection_flush(connection)
    }

    /// Answers `call` with a method return holding what `body` writes; nothing when the caller
    /// said it wants no reply.
    func reply(to call: DBusMessage, _ body: (DBusMessageWriter) -> Void) {
        guard dbus_message_get_no_reply(call.message) == 0, let reply = dbus_message_new_method_return(call.message) else { return }
        defer { dbus_message_unref(reply) }
        body(DBusMessageWriter(message: reply))
        send(reply)
    }

    /// Answers `call` with the error `name`.
    func replyError(to call: DBusMessage, _ name: String, _ text: String) {
        guard dbus_message_get_no_reply(call.message) == 0, let reply = dbus_message_new_error(call.message, name, text) else { return }
        defer { dbus_message_unref(reply) }
        send(reply)
    }

    /// Emits a signal from `path`.
    func emit(path: String, interface: String, member: String, arguments: (DBusMessageWriter) -> Void) {
        guard let signal = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(signal) }
        arguments(DBusMessageWriter(message: signal))
        send(signal)
    }

    /// Whether libdbus holds messages it read but nobody popped yet. libdbus reads incoming data
    /// while it flushes a send or waits for a reply; those messages never make the socket
    /// readable again, so a loop sleeping on the descriptor alone would not see them (as Xlib's
    /// queue, X11Backend.timeUntilNextWork).
    var hasQueuedMessages: Bool {
        dbus_connection_get_dispatch_status(connection) == DBUS_DISPATCH_DATA_REMAINS
    }

    /// The messages that arrived, read without blocking.
    func readMessages() -> [DBusMessage] {
        _ = dbus_connection_read_write(connection, 0)
        var messages: [DBusMessage] = []
        while let message = dbus_connection_pop_message(connection) { messages.append(DBusMessage(message)) }
        return messages
    }

    /// Asks the bus to deliver the signals `rule` matches.
    func addMatch(_ rule: String) {
        dbus_bus_add_match(connection, rule, nil)
    }

    /// Asks the bus to stop delivering what `rule` matched.
    func removeMatch(_ rule: String) {
        dbus_bus_remove_match(connection, rule, nil)
    }

    /// A method call with its arguments written, for the caller to send and release.
    private static func methodCall(_ destination: String, _ path: String, _ interface: String, _ member: String,
                                   _ arguments: ((DBusMessageWriter) -> Void)?) -> OpaquePointer? {
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else { return nil }
        if let arguments { arguments(DBusMessageWriter(message: message)) }
        return message
    }

    private static func trace(_ what: String, _ error: DBusError) {
        let detail = error.message.map { String(cString: $0) } ?? "no detail"
        EventTrace.log("D-Bus: \(what): \(detail)")
    }
}

/// A received message, released when let go.
@MainActor
package final class DBusMessage {
    let message: OpaquePointer

    init(_ message: OpaquePointer) { self.message = message }
    deinit { MainActor.assumeIsolated { dbus_message_unref(message) } }

    var type: Int32 { dbus_message_get_type(message) }
    var path: String? { dbus_message_get_path(message).map { String(cString: $0) } }
    var interface: String? { dbus_message_get_interface(message).map { String(cString: $0) } }
    var member: String? { dbus_message_get_member(message).map { String(cString: $0) } }
    var sender: String? { dbus_message_get_sender(message).map { String(cString: $0) } }
    package var reader: DBusMessageReader { DBusMessageReader(message: message) }
    var isMethodCall: Bool { type == DBUS_MESSAGE_TYPE_METHOD_CALL }
    var isSignal: Bool { type == DBUS_MESSAGE_TYPE_SIGNAL }
    /// A method's return or an error: the answer to the call whose serial is `replySerial`.
    var isReply: Bool { type == DBUS_MESSAGE_TYPE_METHOD_RETURN || type == DBUS_MESSAGE_TYPE_ERROR }
    var isError: Bool { type == DBUS_MESSAGE_TYPE_ERROR }
    var replySerial: UInt32 { dbus_message_get_reply_serial(message) }
}
