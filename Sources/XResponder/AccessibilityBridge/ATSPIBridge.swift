internal import CDBus
import Foundation

/// The application on the AT-SPI2 accessibility bus (R-A11Y1): screen readers (Orca) and test
/// drivers (pyatspi, dogtail) find it there, walk its accessibility tree, read roles, names,
/// states, values and text, and act.
///
/// It finds the bus (`AT_SPI_BUS_ADDRESS`, the session bus's `org.a11y.Bus`, or the X root
/// window's `AT_SPI_BUS` property), connects with libdbus, and embeds its root in the registry's
/// desktop. From then on it answers calls on object paths `/org/a11y/atspi/accessible/<number>`
/// (each object's `AccessibilityNode` number, never reused) and, while some client listens for
/// events, tells of focus, text, state and children changes at the end of each turn
/// (ATSPIBridge+Events.swift). It runs on the main thread, from the X11 loop: its socket is one of
/// the loop's poll descriptors.
@MainActor
package final class ATSPIBridge {
    package static let rootPath = "/org/a11y/atspi/accessible/root"
    static let pathPrefix = "/org/a11y/atspi/accessible/"

    let bus: DBusConnection
    /// Where the accessibility bus is (tests stop the bus they started by it).
    let busAddress: String
    /// The registry's desktop, our root's parent (known once the embedding is answered).
    var desktop = ATSPIReference(bus: "org.a11y.atspi.Registry", path: rootPath)
    var applicationID: Int32 = 0
    private var embedSerial: UInt32 = 0
    /// The serial of the `GetRegisteredEvents` call, until its answer arrives.
    var listenersSerial: UInt32 = 0
    /// The registry answered the embedding: clients walking its desktop find us.
    private(set) var isEmbedded = false

    /// An object handed to a client: its view or element (weakly: a view that died names nothing)
    /// and its parent's number (0: the application).
    @MainActor struct Entry {
        weak var view: UIView?
        weak var element: UIAccessibilityElement?
        var parent: UInt64
        var node: AccessibilityNode? {
            if let view { return AccessibilityNode(view) }
            if let element { return AccessibilityNode(element) }
            return nil
        }
    }
    /// Keyed by numbers that are never reused; entries whose object died are dropped when met.
    var objects: [UInt64: Entry] = [:]
    /// What clients listen for (bus name and event), from the registry.
    var listeners: Set<String> = []
    var eventState = ATSPIEventState()

    private init(bus: DBusConnection, address: String) {
        self.bus = bus
        busAddress = address
    }

    /// Joins the bus through a connection `DBusConnector` made off the main thread: embeds our
    /// root in the registry's desktop and asks which events clients listen for, both without
    /// waiting (the answers arrive in `pump()`).
    static func start(adopting made: DBusConnector.Connection) -> ATSPIBridge {
        let bridge = ATSPIBridge(bus: DBusConnection(adopting: made), address: made.address)
        bridge.embed()
        bridge.watchListeners()
        EventTrace.log("accessibility bridge: on \(made.address) as \(made.uniqueName)")
        return bridge
    }

    /// The accessibility bus's address, as libatspi finds it (blocking: for test clients).
    package static func busAddress(fallbackAddress: String?) -> String? {
        ATSPIBusAddress.find(fallbackAddress: fallbackAddress)
    }

    /// Asks the registry to take our root into its desktop. Sent without waiting: the registry
    /// may call back before it answers; the answer (the desktop's reference) arrives in `pump()`.
    private func embed() {
        let root = ATSPIReference(bus: bus.uniqueName, path: Self.rootPath)
        embedSerial = bus.send(destination: "org.a11y.atspi.Registry", path: Self.rootPath, interface: "org.a11y.atspi.Socket",
                               member: "Embed", arguments: { $0.reference(root) }) ?? 0
    }

    var fileDescriptor: Int32 { bus.fileDescriptor }

    /// Handles what arrived on the bus: calls are answered at once.
    func pump() {
        guard bus.isConnected else { return }
        for message in bus.readMessages() {
            if message.isMethodCall {
                if let trace = EventTrace.active {
                    // Each call with when it was taken up and how long its answer took: a client
                    // that seems stuck (a screen reader) is set beside this (R-A11Y1's Orca test).
                    let asked = Self.wallClock(), start = DispatchTime.now().uptimeNanoseconds
                    handleCall(message)
                    let took = (DispatchTime.now().uptimeNanoseconds - start) / 1000
                    trace.log("accessibility bridge: \(message.interface ?? "?").\(message.member ?? "?") on \(message.path ?? "?") from \(message.sender ?? "?") at \(asked), answered in \(took) µs")
                } else {
                    handleCall(message)
                }
            } else if message.isSignal {
                handleSignal(message)
            } else if message.replySerial == embedSerial, embedSerial != 0 {
                if let reference = message.reader.reference() { desktop = reference }
                embedSerial = 0
                isEmbedded = true
            } else if message.replySerial == listenersSerial, listenersSerial != 0 {
                listenersSerial = 0
                registeredEventsAnswered(message)
            }
        }
    }

    /// The time of day to the microsecond, as Orca's debug log writes it (to set the two side by side).
    private static func wallClock() -> String {
        var now = timeval()
        gettimeofday(&now, nil)
        var parts = tm()
        var seconds = now.tv_sec
        localtime_r(&seconds, &parts)
        return String(format: "%02d:%02d:%02d.%06d", parts.tm_hour, parts.tm_min, parts.tm_sec, Int(now.tv_usec))
    }

    // MARK: Objects

    func path(of id: UInt64) -> String { Self.pathPrefix + String(id) }

    func reference(of id: UInt64) -> ATSPIReference {
        ATSPIReference(bus: bus.uniqueName, path: id == 0 ? Self.rootPath : path(of: id))
    }

    /// Records `node` as handed out under `parent`, and answers its reference.
    @discardableResult
    func publish(_ node: AccessibilityNode, parent: UInt64) -> ATSPIReference {
        let id = node.id
        switch node.object {
        case .view(let view): objects[id] = Entry(view: view, element: nil, parent: parent)
        case .element(let element): objects[id] = Entry(view: nil, element: element, parent: parent)
        }
        return reference(of: id)
    }

    /// The object a path names: the application (nil node), or a node; `.gone` when it died.
    enum Target {
        case application
        case node(AccessibilityNode, id: UInt64)
        case gone
    }

    func target(of path: String) -> Target {
        if path == Self.rootPath { return .application }
        guard path.hasPrefix(Self.pathPrefix), let id = UInt64(path.dropFirst(Self.pathPrefix.count)),
              let entry = objects[id] else { return .gone }
        guard let node = entry.node, node.window != nil || node.view is UIWindow else {
            objects[id] = nil
            eventState.looks[id] = nil
            return .gone
        }
        return .node(node, id: id)
    }

    /// The children of `target`, each published under it.
    func children(of target: Target) -> [(AccessibilityNode, ATSPIReference)] {
        switch target {
        case .application:
            let result = AccessibilityTree.windows.map { ($0, publish($0, parent: 0)) }
            noteChildrenGiven(result.map(\.0.id), parent: 0)
            return result
        case .node(let node, let id):
            let result = node.children.map { ($0, publish($0, parent: id)) }
            noteChildrenGiven(result.map(\.0.id), parent: id)
            return result
        case .gone:
            return []
        }
    }

    /// Finds `view`'s node by walking down from its window, publishing the way (for focus events
    /// and hit-testing, which meet objects no client has asked for yet). Nil when it is not exposed.
    func locate(_ view: UIView) -> AccessibilityNode? {
        guard let window = view.window else { return nil }
        let root = AccessibilityNode(window)
        publish(root, parent: 0)
        var level = [(root, root.id)]
        while !level.isEmpty {
            var next: [(AccessibilityNode, UInt64)] = []
            for (node, id) in level {
                if node.view === view { return node }
                for child in node.children where child.view.map({ view.isDescendant(of: $0) }) ?? true {
                    publish(child, parent: id)
                    next.append((child, child.id))
                }
            }
            level = next
        }
        return nil
    }

    /// Drops entries whose objects died (bounded work, run while the table grows).
    func sweep() {
        objects = objects.filter { $0.value.view != nil || $0.value.element != nil }
        eventState.looks = eventState.looks.filter { objects[$0.key] != nil }
        eventState.children = eventState.children.filter { $0.key == 0 || objects[$0.key] != nil }
    }

    // MARK: Replies

    func reply(to call: DBusMessage, _ body: (DBusMessageWriter) -> Void) {
        bus.reply(to: call, body)
    }

    func replyError(to call: DBusMessage, _ name: String, _ text: String) {
        bus.replyError(to: call, name, text)
    }
}
