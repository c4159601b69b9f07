import Foundation

/// The desktop session's D-Bus bus, where the desktop's services are: the notification server
/// and the file chooser portal (R-DA3), the global menu's registrar (R-DA1) — and where the app
/// serves its menu (`export`).
///
/// Joined on first use, not at start-up: an application that never posts a notification never
/// connects. The connection is made on a thread (`DBusConnector`), because joining blocks and a
/// hung bus would hold the loop without bound (R-U6); calls made meanwhile wait in `outbox` and
/// go once it is made. Every call is sent without waiting: its reply arrives in a later turn's
/// `pump()` and goes to the caller's handler, so a service that hangs costs a handler that never
/// runs (bounded by `pendingLimit`), never a stalled loop. The platform loop polls
/// `fileDescriptor` and calls `pump()` each turn; `generation` tells it when the descriptor changed.
///
/// Owned by the class (`current`), for the process's life once joined; a lost bus is dropped and
/// joined again by the next call.
@MainActor
package final class SessionBus {
    /// The bus, once something asked for it.
    package private(set) static var current: SessionBus?

    /// Counts joins and losses, so that a loop caching its poll descriptors knows to rebuild them.
    private(set) static var generation = 0

    /// The session bus, joining it when nobody has yet.
    static var shared: SessionBus {
        if let current { return current }
        let bus = SessionBus()
        current = bus
        return bus
    }

    /// The address to join: `DBUS_SESSION_BUS_ADDRESS`, read when joining (tests start a private bus).
    nonisolated static func address() -> String? {
        guard let address = ProcessInfo.processInfo.environment["DBUS_SESSION_BUS_ADDRESS"], !address.isEmpty else { return nil }
        return address
    }

    /// Replies not yet come, at most this many: the oldest is given up (its handler gets nil)
    /// when a service that never answers would make the table grow without end.
    static let pendingLimit = 256

    typealias ReplyHandler = (DBusMessage?) -> Void
    typealias SignalHandler = (DBusMessage) -> Void

    private var connection: DBusConnection?
    private var connector: DBusConnector?
    /// Calls waiting for the connection.
    private var outbox: [(send: (DBusConnection) -> UInt32?, reply: ReplyHandler?)] = []
    /// Handlers of sent calls, by serial, in the order sent.
    private var pending: [(serial: UInt32, reply: ReplyHandler)] = []
    /// Signal subscriptions: the match rule and the handler, by interface and member.
    private var subscriptions: [(interface: String, member: String, rule: String, handler: SignalHandler)] = []
    /// Objects the app serves (the global menu, R-DA1): calls on `path` go to `handler`.
    private var exported: [(path: String, handler: MethodHandler)] = []
    typealias MethodHandler = (DBusMessage) -> Void

    /// Whether a connection is made and up.
    var isConnected: Bool { connection?.isConnected == true }

    /// The socket to poll, -1 while there is none.
    var fileDescriptor: Int32 { connection?.fileDescriptor ?? -1 }

    /// Whether libdbus holds messages that will not make the socket readable again.
    var hasQueuedMessages: Bool { connection?.hasQueuedMessages == true }

    /// Calls `member` and hands its reply (nil when the bus or the service is unreachable, or the
    /// call failed) to `reply` in a later turn. Never waits.
    func call(destination: String, path: String, interface: String, member: String,
              arguments: ((DBusMessageWriter) -> Void)? = nil, reply: ReplyHandler? = nil) {
        let send: (DBusConnection) -> UInt32? = {
            $0.send(destination: destination, path: path, interface: interface, member: member, arguments: arguments)
        }
        if let connection, connection.isConnected {
            sent(send(connection), reply: reply)
        } else {
            outbox.append((send, reply))
            join()
        }
    }

    /// Hands the signals `interface.member` (from any sender; with `firstArgument`, only those whose
    /// first argument is that string — the bus filters, so others never wake the app) to `handler`.
    func subscribe(interface: String, member: String, firstArgument: String? = nil, handler: @escaping SignalHandler) {
        let rule = Self.signalRule(interface: interface, member: member, firstArgument: firstArgument)
        subscriptions.append((interface, member, rule, handler))
        if let connection { connection.addMatch(rule) } else { join() }
    }

    /// Ends the subscriptions made with `rule`'s handler owner gone (a global menu of a backend
    /// that ended): the bus stops sending them.
    func unsubscribe(interface: String, member: String, firstArgument: String? = nil) {
        let rule = Self.signalRule(interface: interface, member: member, firstArgument: firstArgument)
        subscriptions.removeAll { $0.rule == rule }
        connection?.removeMatch(rule)
    }

    /// The bus's match rule for the signals `interface.member`, with `firstArgument` as arg0.
    private static func signalRule(interface: String, member: String, firstArgument: String?) -> String {
        "type='signal',interface='\(interface)',member='\(member)'" + (firstArgument.map { ",arg0='\($0)'" } ?? "")
    }

    /// Serves the object at `path`: its method calls go to `handler`, which answers each with
    /// `reply` or `replyError`. Joins the bus if need be.
    func export(path: String, handler: @escaping MethodHandler) {
        exported.removeAll { $0.path == path }
        exported.append((path, handler))
        if connection == nil { join() }
    }

    /// The unique name the app has on the bus, once joined.
    var uniqueName: String? { connection?.uniqueName }

    /// Answers `call` with what `body` writes (nothing when the caller asked for no reply).
    func reply(to call: DBusMessage, _ body: (DBusMessageWriter) -> Void = { _ in }) {
        connection?.reply(to: call, body)
    }

    func replyError(to call: DBusMessage, _ name: String, _ text: String) {
        connection?.replyError(to: call, name, text)
    }

    /// Emits the signal `interface.member` from `path`.
    func emit(path: String, interface: String, member: String, arguments: (DBusMessageWriter) -> Void) {
        connection?.emit(path: path, interface: interface, member: member, arguments: arguments)
    }

    /// Each turn: adopts a connection made on the connector's thread, sends what waited for it,
    /// hands replies and signals to their handlers, and notices a bus that went away.
    func pump() {
        if connection == nil, let connector {
            if let made = connector.take() {
                self.connector = nil
                let joined = DBusConnection(adopting: made)
                // A join under way when the bus was left (a test's private bus ended and the next
                // one began, or the address changed) reached the old bus: that connection closes
                // and the bus named now is joined.
                guard made.address == Self.address() else {
                    EventTrace.log("session bus: joined \(made.address), which is no longer the session's; joining again")
                    _ = joined
                    join()
                    return
                }
                adopt(joined)
            } else if connector.hasGivenUp {
                self.connector = nil
                EventTrace.log("session bus: none to join (DBUS_SESSION_BUS_ADDRESS is \(Self.address() ?? "unset"))")
                failWaiting()
            }
        }
        guard let connection else { return }
        for message in connection.readMessages() { route(message) }
        guard !connection.isConnected else { return }
        EventTrace.log("session bus: lost; joined again by the next call")
        self.connection = nil
        Self.generation &+= 1
        failWaiting()
    }

    /// Leaves the bus as if it were lost (calls waiting are answered nil; subscriptions are kept
    /// for the next join): the next call joins `DBUS_SESSION_BUS_ADDRESS` anew. For a program that
    /// starts a bus of its own after joining another — the tests, each on a private bus.
    package func leave() {
        guard connection != nil else { return }
        connection = nil
        Self.generation &+= 1
        failWaiting()
    }

    // MARK: Inside

    private func join() {
        guard connection == nil, connector == nil else { return }
        connector = DBusConnector(name: "session bus", retries: false, address: { SessionBus.address() },
                                  wake: DBusConnector.mainLoopWaker(onMainThread: Thread.isMainThread))
    }

    private func adopt(_ made: DBusConnection) {
        connection = made
        Self.generation &+= 1
        for subscription in subscriptions { made.addMatch(subscription.rule) }
        let waiting = outbox
        outbox = []
        for call in waiting { sent(call.send(made), reply: call.reply) }
    }

    private func sent(_ serial: UInt32?, reply: ReplyHandler?) {
        guard let reply else { return }
        guard let serial else {
            reply(nil)
            return
        }
        pending.append((serial, reply))
        if pending.count > Self.pendingLimit { pending.removeFirst().reply(nil) }
    }

    private func route(_ message: DBusMessage) {
        if message.isReply {
            let serial = message.replySerial
            guard let index = pending.firstIndex(where: { $0.serial == serial }) else { return }
            let handler = pending.remove(at: index).reply
            handler(message.isError ? nil : message)
        } else if message.isSignal, let interface = message.interface, let member = message.member {
            for subscription in subscriptions where subscription.interface == interface && subscription.member == member {
                subscription.handler(message)
            }
        } else if message.isMethodCall {
            if message.interface == "org.freedesktop.DBus.Peer" { return reply(to: message) }
            guard let path = message.path, let object = exported.first(where: { $0.path == path }) else {
                return replyError(to: message, "org.freedesktop.DBus.Error.UnknownObject", "no object at \(message.path ?? "")")
            }
            object.handler(message)
        }
    }

    /// No bus: every call waiting or sent is answered with nil.
    private func failWaiting() {
        let handlers = outbox.compactMap(\.reply) + pending.map(\.reply)
        outbox = []
        pending = []
        for handler in handlers { handler(nil) }
    }
}
