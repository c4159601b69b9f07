import Foundation

/// An object on the accessibility bus: the bus name of its process and its object path.
package struct ATSPIReference: Equatable, Sendable {
    package var bus: String
    package var path: String

    package init(bus: String, path: String) {
        self.bus = bus
        self.path = path
    }

    /// AT-SPI's "no object".
    static let null = ATSPIReference(bus: "", path: "/org/a11y/atspi/null")
}

extension DBusMessageReader {
    /// An AT-SPI reference `(so)`.
    package func reference() -> ATSPIReference? {
        structure { inner in
            guard let bus = inner.string(), let path = inner.string() else { return nil }
            return ATSPIReference(bus: bus, path: path)
        }
    }
}

extension DBusMessageWriter {
    /// An AT-SPI object reference, `(so)`: the bus name and the object's path.
    func reference(_ reference: ATSPIReference) {
        structure {
            string(reference.bus)
            objectPath(reference.path)
        }
    }
}
