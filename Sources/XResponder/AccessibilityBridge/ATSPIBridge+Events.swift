internal import CDBus
import Foundation

// Events (R-A11Y1): while a client listens (the registry says which events are wanted), the end of
// each turn compares what clients have seen with what is there now and tells of the differences —
// focus moving, a field's text and caret, states and values, children added and removed. With no
// listener nothing is computed: the bridge costs nothing but answering calls.

/// What the last turn's end saw.
@MainActor
struct ATSPIEventState {
    weak var focused: UIView?
    /// The focused text object's text and caret.
    var text: (id: UInt64, text: String, caret: Int)?
    /// The children clients were given, by parent number (0: the application).
    var children: [UInt64: [UInt64]] = [:]
    /// Name, value and state words of objects clients were given.
    var looks: [UInt64: (name: String, value: String, states: [UInt32])] = [:]
}

extension ATSPIBridge {
    /// Learns which events clients want, and follows them coming and going. Asked without
    /// waiting (a stopped registry must not hold the loop, R-U6); the answer arrives in `pump()`.
    func watchListeners() {
        bus.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='EventListenerRegistered'")
        bus.addMatch("type='signal',interface='org.a11y.atspi.Registry',member='EventListenerDeregistered'")
        listenersSerial = bus.send(destination: "org.a11y.atspi.Registry", path: "/org/a11y/atspi/registry",
                                   interface: "org.a11y.atspi.Registry", member: "GetRegisteredEvents") ?? 0
    }

    /// The registry's list of the events clients listen for; signals that came first are kept.
    func registeredEventsAnswered(_ reply: DBusMessage) {
        guard reply.type == DBUS_MESSAGE_TYPE_METHOD_RETURN,
              let events = reply.reader.array({ element in element.structure { entry -> String? in
                  guard let bus = entry.string(), let event = entry.string() else { return nil }
                  return bus + " " + event
              } }) else { return }
        listeners.formUnion(events)
        UIAccessibility.assistiveTechnologyListening = !listeners.isEmpty
    }

    func handleSignal(_ signal: DBusMessage) {
        guard signal.interface == "org.a11y.atspi.Registry" else { return }
        let reader = signal.reader
        guard let bus = reader.string(), let event = reader.string() else { return }
        switch signal.member {
        case "EventListenerRegistered": listeners.insert(bus + " " + event)
        case "EventListenerDeregistered": listeners.remove(bus + " " + event)
        default: return
        }
        UIAccessibility.assistiveTechnologyListening = !listeners.isEmpty
    }

    /// Compares and tells; nothing when nobody listens.
    func turnEnded() {
        guard !listeners.isEmpty, bus.isConnected else { return }
        emitFocus()
        emitText()
        emitLooks()
        emitChildren()
        if objects.count > 4096 { sweep() }
    }

    // MARK: The comparisons

    private var focusedView: UIView? {
        UIApplication.shared.windows.first { $0.isKeyWindow }?.firstResponderStorage as? UIView
    }

    private func emitFocus() {
        let focused = focusedView
        guard focused !== eventState.focused else { return }
        if let old = eventState.focused, let node = objectID(of: old) {
            emit("StateChanged", on: node, detail: "focused", 0)
        }
        eventState.focused = focused
        guard let focused, let node = locate(focused) else { return }
        emit("StateChanged", on: node.id, detail: "focused", 1)
        emit("Focus", interface: "org.a11y.atspi.Event.Focus", on: node.id, detail: "", 0)
    }

    private func emitText() {
        guard let focused = eventState.focused, let id = objectID(of: focused), let node = objects[id]?.node,
              ATSPIText.hasText(node) else { eventState.text = nil; return }
        let text = ATSPIText.content(of: node), caret = ATSPIText.caretOffset(of: node)
        defer { eventState.text = (id, text, caret) }
        guard let last = eventState.text, last.id == id else { return }
        if last.text != text {
            let old = Array(last.text.unicodeScalars), new = Array(text.unicodeScalars)
            var prefix = 0
            while prefix < min(old.count, new.count), old[prefix] == new[prefix] { prefix += 1 }
            var suffix = 0
            while suffix < min(old.count, new.count) - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] { suffix += 1 }
            if old.count - prefix - suffix > 0 {
                emit("TextChanged", on: id, detail: "delete", Int32(prefix), Int32(old.count - prefix - suffix),
                     text: ATSPIText.substring(last.text, prefix, old.count - suffix))
            }
            if new.count - prefix - suffix > 0 {
                emit("TextChanged", on: id, detail: "insert", Int32(prefix), Int32(new.count - prefix - suffix),
                     text: ATSPIText.substring(text, prefix, new.count - suffix))
            }
        }
        if last.caret != caret { emit("TextCaretMoved", on: id, detail: "", Int32(caret)) }
    }

    /// Names, values and states of the objects clients hold.
    private func emitLooks() {
        for (id, entry) in objects {
            guard let node = entry.node else { continue }
            let look = (name: Self.name(of: node), value: node.value ?? "", states: ATSPIRoleMapping.states(of: node))
            defer { eventState.looks[id] = look }
            guard let last = eventState.looks[id] else { continue }
            if last.name != look.name { emit("PropertyChange", on: id, detail: "accessible-name", 0, text: look.name) }
            if last.value != look.value { emit("PropertyChange", on: id, detail: "accessible-value", 0, text: look.value) }
            for (state, name) in [(ATSPIRoleMapping.checked, "checked"), (ATSPIRoleMapping.selected, "selected"),
                                  (ATSPIRoleMapping.enabled, "enabled"), (ATSPIRoleMapping.sensitive, "sensitive")] {
                let word = Int(state / 32), bit = UInt32(1) << (state % 32)
                let was = last.states[word] & bit != 0, isNow = look.states[word] & bit != 0
                if was != isNow { emit("StateChanged", on: id, detail: name, isNow ? 1 : 0) }
            }
        }
    }

    /// Children added and removed under the objects whose children clients were given.
    private func emitChildren() {
        for (parentID, old) in eventState.children {
            let target: Target = parentID == 0 ? .application : (objects[parentID]?.node.map { .node($0, id: parentID) } ?? .gone)
            if case .gone = target { eventState.children[parentID] = nil; continue }
            let now = children(of: target).map(\.0.id)
            guard now != old else { continue }
            let kept = Set(now)
            for (index, id) in old.enumerated().reversed() where !kept.contains(id) {
                emit("ChildrenChanged", on: parentID, detail: "remove", Int32(index), child: reference(of: id))
                objects[id] = nil
                eventState.looks[id] = nil
                eventState.children[id] = nil
            }
            let before = Set(old)
            for (index, id) in now.enumerated() where !before.contains(id) {
                emit("ChildrenChanged", on: parentID, detail: "add", Int32(index), child: reference(of: id))
            }
            eventState.children[parentID] = now
        }
    }

    /// Notes the children a client was given, to tell of changes to them later.
    func noteChildrenGiven(_ ids: [UInt64], parent: UInt64) {
        guard !listeners.isEmpty else { return }
        eventState.children[parent] = ids
    }

    /// The number `view` was published under, if a client has it.
    private func objectID(of view: UIView) -> UInt64? {
        guard let id = view.accessibilitySettings?.nodeID, objects[id] != nil else { return nil }
        return id
    }

    // MARK: Signals

    /// Sends an event: AT-SPI's (kind, detail1, detail2, any data, properties) on the object's path.
    private func emit(_ member: String, interface: String = "org.a11y.atspi.Event.Object", on id: UInt64, detail: String,
                      _ detail1: Int32, _ detail2: Int32 = 0, text: String? = nil, child: ATSPIReference? = nil) {
        let path = id == 0 ? Self.rootPath : path(of: id)
        guard let signal = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(signal) }
        let writer = DBusMessageWriter(message: signal)
        writer.string(detail)
        writer.int32(detail1)
        writer.int32(detail2)
        if let child {
            writer.variant("(so)") { writer.reference(child) }
        } else if let text {
            writer.variant("s") { writer.string(text) }
        } else {
            writer.variant("i") { writer.int32(0) }
        }
        writer.array("{sv}") {}
        bus.send(signal)
    }
}
