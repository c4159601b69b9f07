internal import CDBus
import Foundation

// Method calls (R-A11Y1): each interface's methods and properties, answered from the
// accessibility tree. A call on an object whose view died gets UnknownObject, never a stale answer.

extension ATSPIBridge {
    static let unknownObject = "org.freedesktop.DBus.Error.UnknownObject"
    static let unknownMethod = "org.freedesktop.DBus.Error.UnknownMethod"
    static let invalidArgs = "org.freedesktop.DBus.Error.InvalidArgs"

    func handleCall(_ call: DBusMessage) {
        guard let path = call.path, let interface = call.interface, let member = call.member else {
            return replyError(to: call, Self.unknownMethod, "a call needs a path, an interface and a member")
        }
        switch interface {
        case "org.freedesktop.DBus.Peer":
            return reply(to: call) { _ in }
        case "org.freedesktop.DBus.Introspectable":
            return reply(to: call) { $0.string("<node/>") }
        case "org.a11y.atspi.Cache" where member == "GetItems":
            // No cache is kept: clients ask each object (an empty list in the 2.46 item format).
            return reply(to: call) { writer in writer.array("((so)(so)(so)iiassusau)") {} }
        default:
            break
        }
        let target = target(of: path)
        if case .gone = target { return replyError(to: call, Self.unknownObject, "\(path) is gone") }
        let handled: Bool
        switch interface {
        case "org.freedesktop.DBus.Properties": handled = handleProperties(member, call, target)
        case "org.a11y.atspi.Accessible": handled = handleAccessible(member, call, target)
        case "org.a11y.atspi.Application": handled = handleApplication(member, call)
        case "org.a11y.atspi.Component": handled = handleComponent(member, call, target)
        case "org.a11y.atspi.Action": handled = handleAction(member, call, target)
        case "org.a11y.atspi.Text": handled = handleText(member, call, target)
        case "org.a11y.atspi.EditableText": handled = handleEditableText(member, call, target)
        default: handled = false
        }
        if !handled { replyError(to: call, Self.unknownMethod, "\(interface).\(member) on \(path)") }
    }

    // MARK: Properties

    /// A property's type signature and how to write its value.
    typealias PropertyValue = (signature: String, write: (DBusMessageWriter) -> Void)

    private func handleProperties(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        let reader = call.reader
        switch member {
        case "Get":
            guard let interface = reader.string(), let name = reader.string() else { return false }
            guard let value = property(interface, name, of: target) else {
                replyError(to: call, Self.invalidArgs, "no property \(interface).\(name)")
                return true
            }
            reply(to: call) { writer in writer.variant(value.signature) { value.write(writer) } }
        case "GetAll":
            guard let interface = reader.string() else { return false }
            let names = propertyNames[interface] ?? []
            reply(to: call) { writer in
                writer.array("{sv}") {
                    for name in names {
                        guard let value = property(interface, name, of: target) else { continue }
                        writer.dictEntry {
                            writer.string(name)
                            writer.variant(value.signature) { value.write(writer) }
                        }
                    }
                }
            }
        case "Set":
            guard let interface = reader.string(), let name = reader.string() else { return false }
            if interface == "org.a11y.atspi.Application", name == "Id", let id = reader.variant({ $0.int32() }) {
                applicationID = id
            } else if interface == "org.a11y.atspi.Value", name == "CurrentValue", case .node(let node, _) = target,
                      let value = reader.variant({ $0.double() }) {
                ATSPIValue.set(value, on: node)
            } else {
                replyError(to: call, Self.invalidArgs, "\(interface).\(name) cannot be set")
                return true
            }
            reply(to: call) { _ in }
        default:
            return false
        }
        return true
    }

    private var propertyNames: [String: [String]] {
        [
            "org.a11y.atspi.Accessible": ["Name", "Description", "Parent", "ChildCount", "Locale", "AccessibleId", "HelpText"],
            "org.a11y.atspi.Application": ["ToolkitName", "Version", "AtspiVersion", "Id"],
            "org.a11y.atspi.Action": ["NActions"],
            "org.a11y.atspi.Value": ["MinimumValue", "MaximumValue", "MinimumIncrement", "CurrentValue", "Text"],
            "org.a11y.atspi.Text": ["CharacterCount", "CaretOffset"],
        ]
    }

    func property(_ interface: String, _ name: String, of target: Target) -> PropertyValue? {
        func string(_ value: String) -> PropertyValue { ("s", { $0.string(value) }) }
        func int(_ value: Int32) -> PropertyValue { ("i", { $0.int32(value) }) }
        func double(_ value: Double) -> PropertyValue { ("d", { $0.double(value) }) }
        switch (interface, name, target) {
        case ("org.a11y.atspi.Accessible", "Name", .application): return string(Self.applicationName)
        case ("org.a11y.atspi.Accessible", "Name", .node(let node, _)): return string(Self.name(of: node))
        case ("org.a11y.atspi.Accessible", "Description", .node(let node, _)): return string(node.hint ?? "")
        case ("org.a11y.atspi.Accessible", "Description", _), ("org.a11y.atspi.Accessible", "HelpText", _): return string("")
        case ("org.a11y.atspi.Accessible", "Parent", .application):
            let desktop = desktop
            return ("(so)", { $0.reference(desktop) })
        case ("org.a11y.atspi.Accessible", "Parent", .node(_, let id)):
            let parent = reference(of: objects[id]?.parent ?? 0)
            return ("(so)", { $0.reference(parent) })
        case ("org.a11y.atspi.Accessible", "ChildCount", .application): return int(Int32(AccessibilityTree.windows.count))
        case ("org.a11y.atspi.Accessible", "ChildCount", .node(let node, _)): return int(Int32(node.children.count))
        case ("org.a11y.atspi.Accessible", "Locale", _): return string(Locale.current.identifier)
        case ("org.a11y.atspi.Accessible", "AccessibleId", .node(let node, _)): return string(node.identifier ?? "")
        case ("org.a11y.atspi.Accessible", "AccessibleId", _): return string("")
        case ("org.a11y.atspi.Application", "ToolkitName", _): return string("XResponder")
        case ("org.a11y.atspi.Application", "Version", _): return string("1.0")
        case ("org.a11y.atspi.Application", "AtspiVersion", _): return string("2.1")
        case ("org.a11y.atspi.Application", "Id", _): return int(applicationID)
        case ("org.a11y.atspi.Action", "NActions", .node(let node, _)): return int(Int32(ATSPIAction.names(of: node).count))
        case ("org.a11y.atspi.Value", let name, .node(let node, _)):
            guard let range = ATSPIValue.range(of: node) else { return nil }
            switch name {
            case "MinimumValue": return double(range.minimum)
            case "MaximumValue": return double(range.maximum)
            case "MinimumIncrement": return double(range.step)
            case "CurrentValue": return double(range.current)
            case "Text": return string(node.value ?? "")
            default: return nil
            }
        case ("org.a11y.atspi.Text", "CharacterCount", .node(let node, _)):
            return int(Int32(ATSPIText.content(of: node).unicodeScalars.count))
        case ("org.a11y.atspi.Text", "CaretOffset", .node(let node, _)):
            return int(Int32(ATSPIText.caretOffset(of: node)))
        default:
            return nil
        }
    }

    static var applicationName: String { ProcessInfo.processInfo.processName }

    /// What a reader calls an object: its label; a window, its controller's title.
    package static func name(of node: AccessibilityNode) -> String {
        if let label = node.label, !label.isEmpty { return label }
        if let window = node.view as? UIWindow { return window.rootViewController?.title ?? applicationName }
        return ""
    }

    // MARK: Accessible and Application

    private func handleAccessible(_ member: String, _ call: DBusMessage, _ target: Target) -> Bool {
        switch member {
        case "GetChildren":
            let references = children(of: target).map(\.1)
            reply(to: call) { writer in writer.array("(so)") { for child in references { writer.reference(child) } } }
        case "GetChildAtIndex":
            guard let index = call.reader.int32() else { return false }
            let all = children(of: target)
            let child = all.indices.contains(Int(index)) ? all[Int(index)].1 : .null
            reply(to: call) { $0.reference(child) }
        case "GetIndexInParent":
            var index: Int32 = -1
            if case .node(let node, let id) = target {
                let parent = objects[id]?.parent ?? 0
                let siblings = parent == 0 ? AccessibilityTree.windows : (objects[parent]?.node?.children ?? [])
                index = Int32(siblings.firstIndex { $0.id == node.id } ?? -1)
            }
            reply(to: call) { $0.int32(index) }
        case "GetRole":
            let role = roleNumber(of: target)
            reply(to: call) { $0.uint32(role) }
        case "GetRoleName", "GetLocalizedRoleName":
            let name = ATSPIRoleMapping.roleName(roleNumber(of: target))
            reply(to: call) { $0.string(name) }
        case "GetState":
            var words: [UInt32] = [0, 0]
            if case .node(let node, _) = target { words = ATSPIRoleMapping.states(of: node) }
            reply(to: call) { writer in writer.array("u") { for word in words { writer.uint32(word) } } }
        case "GetAttributes":
            var attributes = ["toolkit": "XResponder"]
            if case .node(let node, _) = target {
                if let identifier = node.identifier { attributes["id"] = identifier }
                // A search field is an entry with ARIA's role, as browsers expose `searchbox`.
                if node.role == .searchField { attributes["xml-roles"] = ATSPIRoleMapping.searchBoxRole }
            }
            reply(to: call) { writer in
                writer.array("{ss}") {
                    for (key, value) in attributes.sorted(by: { $0.key < $1.key }) {
                        writer.dictEntry { writer.string(key); writer.string(value) }
                    }
                }
            }
        case "GetApplication":
            let root = reference(of: 0)
            reply(to: call) { $0.reference(root) }
        case "GetInterfaces":
            let interfaces = interfaceNames(of: target)
            reply(to: call) { writer in writer.array("s") { for name in interfaces { writer.string(name) } } }
        case "GetRelationSet":
            reply(to: call) { writer in writer.array("(ua(so))") {} }
        default:
            return false
        }
        return true
    }

    private func handleApplication(_ member: String, _ call: DBusMessage) -> Bool {
        switch member {
        case "GetLocale": reply(to: call) { $0.string(Locale.current.identifier) }
        case "GetApplicationBusAddress": reply(to: call) { $0.string("") }
        default: return false
        }
        return true
    }

    func roleNumber(of target: Target) -> UInt32 {
        switch target {
        case .application: ATSPIRoleMapping.role(.application)
        case .node(let node, _): ATSPIRoleMapping.role(node.role)
        case .gone: 0
        }
    }

    /// The interfaces an object implements: all answer Accessible and Component; the others as
    /// the object has actions, a value or text.
    func interfaceNames(of target: Target) -> [String] {
        guard case .node(let node, _) = target else { return ["org.a11y.atspi.Accessible", "org.a11y.atspi.Application"] }
        var names = ["org.a11y.atspi.Accessible", "org.a11y.atspi.Component"]
        if !ATSPIAction.names(of: node).isEmpty { names.append("org.a11y.atspi.Action") }
        if ATSPIValue.range(of: node) != nil { names.append("org.a11y.atspi.Value") }
        if ATSPIText.hasText(node) { names.append("org.a11y.atspi.Text") }
        if ATSPIText.isEditable(node) { names.append("org.a11y.atspi.EditableText") }
        return names
    }
}
