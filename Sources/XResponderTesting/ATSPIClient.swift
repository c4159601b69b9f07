import Foundation
import XResponder

/// A client of the AT-SPI2 accessibility bus (R-A11Y1), for UI tests of an application in another
/// process: it finds the application by its process id and reads its objects as a screen reader
/// does — children, role, name, states, extents, value, text — and acts through their actions.
@MainActor
final class ATSPIClient {
    let bus: DBusConnection

    /// Joins the accessibility bus of this session; nil when there is none.
    init?() {
        guard let address = ATSPIBridge.busAddress(fallbackAddress: nil), let bus = DBusConnection(address: address) else { return nil }
        self.bus = bus
    }

    private func call(_ reference: ATSPIReference, _ interface: String, _ member: String,
                      _ arguments: ((DBusMessageWriter) -> Void)? = nil) -> DBusMessage? {
        bus.call(destination: reference.bus, path: reference.path, interface: interface, member: member, timeout: 2000, arguments: arguments)
    }

    private func property(_ reference: ATSPIReference, _ interface: String, _ name: String) -> DBusMessage? {
        call(reference, "org.freedesktop.DBus.Properties", "Get") { $0.string(interface); $0.string(name) }
    }

    /// The application whose process is `pid`, if it has joined the bus.
    func application(pid: Int32) -> ATSPIReference? {
        let desktop = ATSPIReference(bus: "org.a11y.atspi.Registry", path: ATSPIBridge.rootPath)
        for application in children(of: desktop) {
            guard let reply = bus.call(destination: "org.freedesktop.DBus", path: "/org/freedesktop/DBus",
                                       interface: "org.freedesktop.DBus", member: "GetConnectionUnixProcessID",
                                       arguments: { $0.string(application.bus) }),
                  let owner = reply.reader.uint32(), Int32(owner) == pid else { continue }
            return application
        }
        return nil
    }

    func children(of reference: ATSPIReference) -> [ATSPIReference] {
        call(reference, "org.a11y.atspi.Accessible", "GetChildren")?.reader.array { $0.reference() } ?? []
    }

    func role(of reference: ATSPIReference) -> UInt32 {
        call(reference, "org.a11y.atspi.Accessible", "GetRole")?.reader.uint32() ?? 0
    }

    func states(of reference: ATSPIReference) -> Set<UInt32> {
        let words = call(reference, "org.a11y.atspi.Accessible", "GetState")?.reader.array { $0.uint32() } ?? []
        var states = Set<UInt32>()
        for (index, word) in words.enumerated() {
            for bit in 0..<32 where word & (1 << UInt32(bit)) != 0 { states.insert(UInt32(index * 32 + bit)) }
        }
        return states
    }

    func string(_ reference: ATSPIReference, _ interface: String, _ name: String) -> String? {
        property(reference, interface, name)?.reader.variant { $0.string() }
    }

    func double(_ reference: ATSPIReference, _ interface: String, _ name: String) -> Double? {
        property(reference, interface, name)?.reader.variant { $0.double() }
    }

    func interfaces(of reference: ATSPIReference) -> [String] {
        call(reference, "org.a11y.atspi.Accessible", "GetInterfaces")?.reader.array { $0.string() } ?? []
    }

    /// The object's frame on the screen, in pixels.
    func extents(of reference: ATSPIReference) -> CGRect {
        guard let reply = call(reference, "org.a11y.atspi.Component", "GetExtents", { $0.uint32(0) }),
              let box = reply.reader.structure({ inner -> [Int32]? in
                  guard let x = inner.int32(), let y = inner.int32(), let width = inner.int32(), let height = inner.int32() else { return nil }
                  return [x, y, width, height]
              }) else { return .zero }
        return CGRect(x: CGFloat(box[0]), y: CGFloat(box[1]), width: CGFloat(box[2]), height: CGFloat(box[3]))
    }

    /// The object's attributes (`toolkit`, `id`, `xml-roles` …).
    func attributes(of reference: ATSPIReference) -> [String: String] {
        let pairs = call(reference, "org.a11y.atspi.Accessible", "GetAttributes")?.reader.array { entry in
            entry.dictEntry { inner -> (String, String)? in
                guard let key = inner.string(), let value = inner.string() else { return nil }
                return (key, value)
            }
        } ?? []
        return Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    func text(of reference: ATSPIReference) -> String? {
        call(reference, "org.a11y.atspi.Text", "GetText") { $0.int32(0); $0.int32(-1) }?.reader.string()
    }

    func setValue(_ value: Double, of reference: ATSPIReference) {
        _ = call(reference, "org.freedesktop.DBus.Properties", "Set") { writer in
            writer.string("org.a11y.atspi.Value")
            writer.string("CurrentValue")
            writer.variant("d") { writer.double(value) }
        }
    }
}

/// An object of another process's accessibility tree, read when asked (R-A11Y1).
@MainActor
struct RemoteAccessibleNode: UITestNode {
    let client: ATSPIClient
    let reference: ATSPIReference

    var role: AccessibilityRole {
        let role = ATSPIRoleMapping.accessibilityRole(client.role(of: reference))
        // AT-SPI has no search field: an entry is one when its ARIA role says so.
        if role == .textField, client.attributes(of: reference)["xml-roles"] == ATSPIRoleMapping.searchBoxRole { return .searchField }
        return role
    }
    var label: String? { client.string(reference, "org.a11y.atspi.Accessible", "Name").flatMap { $0.isEmpty ? nil : $0 } }
    var identifier: String? { client.string(reference, "org.a11y.atspi.Accessible", "AccessibleId").flatMap { $0.isEmpty ? nil : $0 } }
    var value: String? {
        let interfaces = client.interfaces(of: reference)
        if interfaces.contains("org.a11y.atspi.Text"), [.textField, .secureTextField, .searchField, .textView].contains(role) {
            return client.text(of: reference)
        }
        if interfaces.contains("org.a11y.atspi.Value") { return client.string(reference, "org.a11y.atspi.Value", "Text") }
        if role == .toggleButton { return client.states(of: reference).contains(ATSPIRoleMapping.checked) ? "1" : "0" }
        return nil
    }
    var isEnabled: Bool { client.states(of: reference).contains(ATSPIRoleMapping.enabled) }
    var isSelected: Bool {
        let states = client.states(of: reference)
        return states.contains(ATSPIRoleMapping.selected) || states.contains(ATSPIRoleMapping.checked)
    }
    var isFocused: Bool { client.states(of: reference).contains(ATSPIRoleMapping.focused) }
    var frame: CGRect { client.extents(of: reference) }
    var testChildren: [any UITestNode] { client.children(of: reference).map { RemoteAccessibleNode(client: client, reference: $0) } }
    var sliderRange: (minimum: Double, maximum: Double, current: Double)? {
        guard let minimum = client.double(reference, "org.a11y.atspi.Value", "MinimumValue"),
              let maximum = client.double(reference, "org.a11y.atspi.Value", "MaximumValue"),
              let current = client.double(reference, "org.a11y.atspi.Value", "CurrentValue") else { return nil }
        return (minimum, maximum, current)
    }
}
