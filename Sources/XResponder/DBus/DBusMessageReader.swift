internal import CDBus
import Foundation

/// Reads the arguments of a D-Bus message in order (libdbus's iterator). A read of the wrong type
/// answers nil: a client's malformed call gets an error reply, never a crash.
@MainActor
package final class DBusMessageReader {
    private let iterator = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
    private var atEnd: Bool

    init(message: OpaquePointer) {
        atEnd = dbus_message_iter_init(message, iterator) == 0
    }

    /// A reader of the value inside the current variant or container argument.
    private init(recursingInto parent: UnsafeMutablePointer<DBusMessageIter>) {
        dbus_message_iter_recurse(parent, iterator)
        atEnd = dbus_message_iter_get_arg_type(iterator) == XR_DBUS_TYPE_INVALID
    }

    deinit { MainActor.assumeIsolated { iterator.deallocate() } }

    private var type: Int32 { atEnd ? XR_DBUS_TYPE_INVALID : dbus_message_iter_get_arg_type(iterator) }

    private func advance() { atEnd = dbus_message_iter_next(iterator) == 0 }

    private func basic<T>(_ expected: Int32, _ empty: T) -> T? {
        guard type == expected else { return nil }
        var value = empty
        withUnsafeMutablePointer(to: &value) { dbus_message_iter_get_basic(iterator, $0) }
        advance()
        return value
    }

    package func int32() -> Int32? { basic(XR_DBUS_TYPE_INT32, Int32(0)) }
    package func uint32() -> UInt32? { basic(XR_DBUS_TYPE_UINT32, UInt32(0)) }
    package func double() -> Double? { basic(XR_DBUS_TYPE_DOUBLE, Double(0)) }
    func bool() -> Bool? { basic(XR_DBUS_TYPE_BOOLEAN, dbus_bool_t(0)).map { $0 != 0 } }

    package func string() -> String? {
        guard type == XR_DBUS_TYPE_STRING || type == XR_DBUS_TYPE_OBJECT_PATH else { return nil }
        var pointer: UnsafePointer<CChar>?
        dbus_message_iter_get_basic(iterator, &pointer)
        advance()
        return pointer.map { String(cString: $0) }
    }

    /// The value inside a variant argument, read by `body`.
    package func variant<T>(_ body: (DBusMessageReader) -> T?) -> T? {
        guard type == XR_DBUS_TYPE_VARIANT else { return nil }
        let inner = DBusMessageReader(recursingInto: iterator)
        advance()
        return body(inner)
    }

    /// The elements of an array argument, each read by `body`.
    package func array<T>(_ body: (DBusMessageReader) -> T?) -> [T]? {
        guard type == XR_DBUS_TYPE_ARRAY else { return nil }
        let inner = DBusMessageReader(recursingInto: iterator)
        advance()
        var result: [T] = []
        while !inner.atEnd, let element = body(inner) { result.append(element) }
        return result
    }

    /// A struct argument read by `body`.
    package func structure<T>(_ body: (DBusMessageReader) -> T?) -> T? {
        guard type == XR_DBUS_TYPE_STRUCT else { return nil }
        let inner = DBusMessageReader(recursingInto: iterator)
        advance()
        return body(inner)
    }

    /// A dictionary entry (an element of an `a{…}` array) read by `body`.
    package func dictEntry<T>(_ body: (DBusMessageReader) -> T?) -> T? {
        guard type == XR_DBUS_TYPE_DICT_ENTRY else { return nil }
        let inner = DBusMessageReader(recursingInto: iterator)
        advance()
        return body(inner)
    }
}
