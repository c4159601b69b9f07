internal import CDBus
import Foundation

/// Where the accessibility bus is, found as libatspi finds it. Runs on `DBusConnector`'s thread
/// (it blocks on the session bus), so it uses libdbus directly rather than the main actor's
/// message types.
enum ATSPIBusAddress {
    /// `AT_SPI_BUS_ADDRESS`, the session bus's `org.a11y.Bus.GetAddress`, then `fallbackAddress`
    /// (the X root window's `AT_SPI_BUS` property, read by the caller: the thread has no X connection).
    static func find(fallbackAddress: String?) -> String? {
        let environment = ProcessInfo.processInfo.environment
        if let address = environment["AT_SPI_BUS_ADDRESS"], !address.isEmpty { return address }
        if let session = environment["DBUS_SESSION_BUS_ADDRESS"], !session.isEmpty, let bus = DBusConnector.open(session) {
            defer { DBusConnector.close(bus.connection) }
            if let address = getAddress(on: bus.connection), !address.isEmpty { return address }
        }
        return fallbackAddress.flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func getAddress(on connection: OpaquePointer) -> String? {
        guard let message = dbus_message_new_method_call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus", "GetAddress") else { return nil }
        defer { dbus_message_unref(message) }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, 5000, &error) else {
            DBusConnector.trace("org.a11y.Bus.GetAddress failed", error)
            return nil
        }
        defer { dbus_message_unref(reply) }
        var iterator = DBusMessageIter()
        guard dbus_message_iter_init(reply, &iterator) != 0, dbus_message_iter_get_arg_type(&iterator) == XR_DBUS_TYPE_STRING else { return nil }
        var value: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(&iterator, &value)
        return value.map { String(cString: $0) }
    }
}
