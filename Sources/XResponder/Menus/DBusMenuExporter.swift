import Foundation

/// Serves the main menu on the session bus as `com.canonical.dbusmenu` (R-DA1), the protocol a
/// desktop's global menu bar (KDE Plasma, Xfce's and MATE's appmenu applets, Budgie) reads menus
/// with: `GetLayout`, `GetGroupProperties`, `GetProperty`, `Event`/`EventGroup` ("clicked" performs
/// the item), `AboutToShow`/`AboutToShowGroup` (the menu is validated again against the key
/// window's first responder, as the in-window bar validates when it opens), and the signal
/// `LayoutUpdated` whenever the items or their properties changed.
///
/// One object for the app at `path`; every window is registered with it (`GlobalMenu`). Owned by
/// `GlobalMenu`; the bus holds its handler.
@MainActor
final class DBusMenuExporter {
    static let interface = "com.canonical.dbusmenu"
    let path: String
    private let bus: SessionBus
    private(set) var layout: DBusMenuLayout
    private(set) var revision: UInt32 = 1
    /// Items performed (tests).
    private(set) var performed: [String] = []

    init(bus: SessionBus, path: String = "/MenuBar") {
        self.bus = bus
        self.path = path
        layout = DBusMenuLayout(menu: UIMenuSystem.main.rootMenu, validatingFrom: Self.responder())
        bus.export(path: path) { [weak self] call in self?.handle(call) }
    }

    /// Where validation and commands start: the key window's first responder, as for the bar.
    static func responder() -> UIResponder? {
        guard let window = UIApplication.sharedIfExists?.keyWindow else { return nil }
        return window.firstResponderStorage ?? KeyCommandDispatch.start(for: window)
    }

    /// Builds the layout again (the menu was rebuilt or revalidated, a menu is about to show);
    /// when it changed, a new revision is announced. Returns whether it changed.
    @discardableResult
    func refresh() -> Bool {
        let fresh = DBusMenuLayout(menu: UIMenuSystem.main.rootMenu, validatingFrom: Self.responder())
        guard !fresh.looksLike(layout) else { return false }
        layout = fresh
        revision &+= 1
        let revision = revision
        bus.emit(path: path, interface: Self.interface, member: "LayoutUpdated") { writer in
            writer.uint32(revision)
            writer.int32(0)
        }
        return true
    }

    // MARK: Calls

    private func handle(_ call: DBusMessage) {
        let reader = call.reader
        switch (call.interface, call.member) {
        case (Self.interface, "GetLayout"):
            guard let parent = reader.int32(), let depth = reader.int32() else { return invalid(call) }
            let names = reader.array { $0.string() } ?? []
            guard let item = layout.byID[parent] else { return unknownItem(call, parent) }
            let revision = revision
            bus.reply(to: call) { writer in
                writer.uint32(revision)
                self.write(item, depth: depth, names: names, to: writer)
            }
        case (Self.interface, "GetGroupProperties"):
            guard let ids = reader.array({ $0.int32() }) else { return invalid(call) }
            let names = reader.array { $0.string() } ?? []
            let items = ids.isEmpty ? Array(layout.byID.values).sorted { $0.id < $1.id } : ids.compactMap { layout.byID[$0] }
            bus.reply(to: call) { writer in
                writer.array("(ia{sv})") {
                    for item in items { writer.structure { writer.int32(item.id); self.writeProperties(of: item, names: names, to: writer) } }
                }
            }
        case (Self.interface, "GetProperty"):
            guard let id = reader.int32(), let name = reader.string() else { return invalid(call) }
            guard let value = layout.byID[id]?.properties.first(where: { $0.name == name })?.value else { return unknownItem(call, id) }
            bus.reply(to: call) { writer in writer.variant(value.signature) { value.write(to: writer) } }
        case (Self.interface, "Event"):
            guard let id = reader.int32(), let event = reader.string() else { return invalid(call) }
            bus.reply(to: call)
            if event == "clicked" { perform(id) }
        case (Self.interface, "EventGroup"):
            let events = reader.array { entry in entry.structure { item -> (Int32, String)? in
                guard let id = item.int32(), let event = item.string() else { return nil }
                return (id, event)
            } } ?? []
            let unknown = events.map(\.0).filter { layout.byID[$0] == nil }
            bus.reply(to: call) { writer in writer.array("i") { for id in unknown { writer.int32(id) } } }
            for (id, event) in events where event == "clicked" { perform(id) }
        case (Self.interface, "AboutToShow"):
            guard reader.int32() != nil else { return invalid(call) }
            let changed = refresh()
            bus.reply(to: call) { writer in writer.bool(changed) }
        case (Self.interface, "AboutToShowGroup"):
            let ids = reader.array { $0.int32() } ?? []
            let changed = refresh()
            bus.reply(to: call) { writer in
                writer.array("i") { if changed { for id in ids { writer.int32(id) } } }
                writer.array("i") {}
            }
        case ("org.freedesktop.DBus.Properties", "Get"):
            _ = reader.string()
            guard let name = reader.string(), let value = Self.objectProperties.first(where: { $0.name == name })?.value else {
                return bus.replyError(to: call, "org.freedesktop.DBus.Error.InvalidArgs", "no such property")
            }
            bus.reply(to: call) { writer in writer.variant(value.signature) { value.write(to: writer) } }
        case ("org.freedesktop.DBus.Properties", "GetAll"):
            bus.reply(to: call) { writer in
                writer.array("{sv}") {
                    for (name, value) in Self.objectProperties {
                        writer.dictEntry { writer.string(name); writer.variant(value.signature) { value.write(to: writer) } }
                    }
                }
            }
        case ("org.freedesktop.DBus.Introspectable", "Introspect"):
            bus.reply(to: call) { writer in writer.string(Self.introspection) }
        default:
            bus.replyError(to: call, "org.freedesktop.DBus.Error.UnknownMethod", "\(call.interface ?? "").\(call.member ?? "")")
        }
    }

    private static let objectProperties: [(name: String, value: DBusMenuLayout.Value)] = [
        ("Version", .uint(3)), ("TextDirection", .string("ltr")), ("Status", .string("normal")),
    ]

    private func invalid(_ call: DBusMessage) {
        bus.replyError(to: call, "org.freedesktop.DBus.Error.InvalidArgs", "unexpected arguments")
    }

    private func unknownItem(_ call: DBusMessage, _ id: Int32) {
        bus.replyError(to: call, "org.freedesktop.DBus.Error.InvalidArgs", "no item \(id)")
    }

    /// `(ia{sv}av)`: the item, its properties, and its children to `depth` levels (-1: all).
    private func write(_ item: DBusMenuLayout.Item, depth: Int32, names: [String], to writer: DBusMessageWriter) {
        writer.structure {
            writer.int32(item.id)
            writeProperties(of: item, names: names, to: writer)
            writer.array("v") {
                guard depth != 0 else { return }
                for child in item.children {
                    writer.variant("(ia{sv}av)") { write(child, depth: depth - 1, names: names, to: writer) }
                }
            }
        }
    }

    private func writeProperties(of item: DBusMenuLayout.Item, names: [String], to writer: DBusMessageWriter) {
        writer.array("{sv}") {
            for (name, value) in item.properties where names.isEmpty || names.contains(name) {
                writer.dictEntry { writer.string(name); writer.variant(value.signature) { value.write(to: writer) } }
            }
        }
    }

    // MARK: Performing

    /// A click on item `id` in the desktop's menu: its command goes up the chain from the key
    /// window's first responder, its action is performed — as a choice in the in-window bar.
    func perform(_ id: Int32) {
        guard let row = layout.byID[id]?.row, row.isSelectable else { return }
        switch row {
        case .command(let command):
            guard let action = command.action else { return }
            performed.append(command.title)
            _ = UIApplication.shared.sendAlongChain(action, from: command, startingAt: Self.responder() ?? UIApplication.shared, for: nil)
        case .action(let action, let group):
            MenuRows.select(action, in: group)
            performed.append(action.title)
            action.perform(sender: nil)
        default:
            return
        }
        refresh()   // a checkmark or a title may have changed
    }

    private static let introspection = """
    <!DOCTYPE node PUBLIC "-//freedesktop//DTD D-BUS Object Introspection 1.0//EN" "http://www.freedesktop.org/standards/dbus/1.0/introspect.dtd">
    <node><interface name="com.canonical.dbusmenu">
    <property name="Version" type="u" access="read"/><property name="TextDirection" type="s" access="read"/>
    <property name="Status" type="s" access="read"/>
    <method name="GetLayout"><arg type="i" direction="in"/><arg type="i" direction="in"/><arg type="as" direction="in"/><arg type="u" direction="out"/><arg type="(ia{sv}av)" direction="out"/></method>
    <method name="GetGroupProperties"><arg type="ai" direction="in"/><arg type="as" direction="in"/><arg type="a(ia{sv})" direction="out"/></method>
    <method name="GetProperty"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="out"/></method>
    <method name="Event"><arg type="i" direction="in"/><arg type="s" direction="in"/><arg type="v" direction="in"/><arg type="u" direction="in"/></method>
    <method name="EventGroup"><arg type="a(isvu)" direction="in"/><arg type="ai" direction="out"/></method>
    <method name="AboutToShow"><arg type="i" direction="in"/><arg type="b" direction="out"/></method>
    <method name="AboutToShowGroup"><arg type="ai" direction="in"/><arg type="ai" direction="out"/><arg type="ai" direction="out"/></method>
    <signal name="ItemsPropertiesUpdated"><arg type="a(ia{sv})"/><arg type="a(ias)"/></signal>
    <signal name="LayoutUpdated"><arg type="u"/><arg type="i"/></signal>
    <signal name="ItemActivationRequested"><arg type="i"/><arg type="u"/></signal>
    </interface></node>
    """
}
