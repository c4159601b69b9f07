internal import CDBus
import Foundation

/// Writes the arguments of a D-Bus message (libdbus's append iterators). Containers nest through a
/// stack of iterators kept in allocated memory, as libdbus needs them to stay put while open.
@MainActor
package final class DBusMessageWriter {
    private var stack: [UnsafeMutablePointer<DBusMessageIter>] = []

    init(message: OpaquePointer) {
        let root = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        dbus_message_iter_init_append(message, root)
        stack = [root]
    }

    deinit {
        MainActor.assumeIsolated { for iterator in stack { iterator.deallocate() } }
    }

    private var top: UnsafeMutablePointer<DBusMessageIter> { stack[stack.count - 1] }

    private func basic<T>(_ type: Int32, _ value: T) {
        var copy = value
        withUnsafePointer(to: &copy) { _ = dbus_message_iter_append_basic(top, type, $0) }
    }

    package func string(_ value: String) {
        value.withCString { pointer in
            var cString: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(top, XR_DBUS_TYPE_STRING, &cString)
        }
    }

    func objectPath(_ value: String) {
        value.withCString { pointer in
            var cString: UnsafePointer<CChar>? = pointer
            _ = dbus_message_iter_append_basic(top, XR_DBUS_TYPE_OBJECT_PATH, &cString)
        }
    }

    func byte(_ value: UInt8) { basic(XR_DBUS_TYPE_BYTE, value) }
    package func int32(_ value: Int32) { basic(XR_DBUS_TYPE_INT32, value) }
    package func uint32(_ value: UInt32) { basic(XR_DBUS_TYPE_UINT32, value) }
    func int16(_ value: Int16) { basic(XR_DBUS_TYPE_INT16, value) }
    package func double(_ value: Double) { basic(XR_DBUS_TYPE_DOUBLE, value) }
    func bool(_ value: Bool) { basic(XR_DBUS_TYPE_BOOLEAN, dbus_bool_t(value ? 1 : 0)) }

    func structure(_ body: () -> Void) { container(XR_DBUS_TYPE_STRUCT, nil, body) }
    func dictEntry(_ body: () -> Void) { container(XR_DBUS_TYPE_DICT_ENTRY, nil, body) }
    /// An array whose elements have `signature` (e.g. "(so)", "{ss}", "s").
    func array(_ signature: String, _ body: () -> Void) { container(XR_DBUS_TYPE_ARRAY, signature, body) }
    /// A variant holding a value of `signature`.
    package func variant(_ signature: String, _ body: () -> Void) { container(XR_DBUS_TYPE_VARIANT, signature, body) }

    private func container(_ type: Int32, _ signature: String?, _ body: () -> Void) {
        let child = UnsafeMutablePointer<DBusMessageIter>.allocate(capacity: 1)
        let parent = top
        if let signature {
            signature.withCString { _ = dbus_message_iter_open_container(parent, type, $0, child) }
        } else {
            _ = dbus_message_iter_open_container(parent, type, nil, child)
        }
        stack.append(child)
        body()
        stack.removeLast()
        _ = dbus_message_iter_close_container(parent, child)
        child.deallocate()
    }
}
