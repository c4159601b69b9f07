internal import CDBus
import Foundation

/// Joins a D-Bus bus off the main thread (R-U6): the accessibility bus (R-A11Y1) and the session
/// bus the desktop services are on (`SessionBus`, R-DA3).
///
/// Why a thread: finding and joining a bus takes blocking D-Bus calls, and libdbus gives the
/// first of them no usable bound: `GetAddress` on the session bus, then the connection's
/// authentication and `Hello` on the accessibility bus. Started while the accessibility bus's
/// daemon was stopped (SIGSTOP), the application showed no window and ran no loop until the
/// daemon resumed: 75 s in the fault drill, with no limit. So the application starts without
/// accessibility, this thread makes the connection, and the loop adopts it at the turn after it
/// is ready (`take()`); a daemon that never answers costs a parked thread, nothing else.
///
/// After the bus is lost (its daemon ended or restarted) a connector made with `retries` tries
/// again, waiting 1 s, then doubling up to 30 s, until it joins or is cancelled; the waits are
/// the thread's, so the main loop does no work meanwhile. At start a connector does not retry:
/// with no bus to find, the application pays nothing for accessibility.
///
/// Owned by whoever started it (the X11 backend for the accessibility bus, `SessionBus` for the
/// session bus) until it takes the connection or shuts down (`cancel()`); the thread holds it
/// until it ends. State is behind `lock`.
final class DBusConnector: @unchecked Sendable {
    /// A connection made on the thread, for the main thread to adopt.
    struct Connection: @unchecked Sendable {
        let connection: OpaquePointer
        let uniqueName: String
        let address: String
    }

    private let lock = NSCondition()
    private var ready: Connection?
    private var cancelled = false
    /// How many times the thread tried to join (for tests and traces).
    private var attemptCount = 0
    /// The thread ended without a connection (no address, or the bus did not answer, and no retries).
    private var gaveUp = false

    static let firstRetryDelay: TimeInterval = 1
    static let longestRetryDelay: TimeInterval = 30

    /// Starts the thread at once. `address` finds the bus's address on the thread (it may ask
    /// another bus, blocking); nil when there is none. `delay`: how long to wait before the first
    /// try. `wake` runs on the thread once a connection is ready, to wake the main loop.
    init(name: String, delay: TimeInterval = 0, retries: Bool, address: @escaping @Sendable () -> String?,
         wake: @escaping @Sendable () -> Void) {
        let thread = Thread { [self] in
            run(address: address, delay: delay, retries: retries, wake: wake)
        }
        thread.name = "XResponder \(name) connector"
        thread.start()
    }

    /// A `wake` for a connector started from the main actor: it wakes the loop, which sleeps on the
    /// main queue's handle when it runs on the main thread; elsewhere (a test's main actor) the
    /// loop looks at every turn of its short sleeps, so nothing is needed.
    static func mainLoopWaker(onMainThread: Bool) -> @Sendable () -> Void {
        { if onMainThread { DispatchQueue.main.async {} } }
    }

    /// The connection, once made; nil before. Taken once.
    func take() -> Connection? {
        lock.lock()
        defer { lock.unlock() }
        let connection = ready
        ready = nil
        return connection
    }

    /// Whether the thread ended without a connection to hand over.
    var hasGivenUp: Bool {
        lock.lock()
        defer { lock.unlock() }
        return gaveUp
    }

    /// How many tries the thread made.
    var attempts: Int {
        lock.lock()
        defer { lock.unlock() }
        return attemptCount
    }

    /// Nobody wants the connection any more: a wait ends, a connection made later (or made and
    /// not taken) is closed.
    func cancel() {
        lock.lock()
        cancelled = true
        let orphan = ready
        ready = nil
        lock.broadcast()
        lock.unlock()
        if let orphan { Self.close(orphan.connection) }
    }

    // MARK: The thread

    private func run(address: @Sendable () -> String?, delay: TimeInterval, retries: Bool, wake: @Sendable () -> Void) {
        // libdbus: the connection is made here and used on the main thread.
        dbus_threads_init_default()
        var wait = delay
        while true {
            if wait > 0, !sleep(wait) { return }
            lock.lock()
            attemptCount += 1
            let stop = cancelled
            lock.unlock()
            if stop { return }
            if let address = address(), let made = Self.open(address) {
                lock.lock()
                if cancelled {
                    lock.unlock()
                    Self.close(made.connection)
                    return
                }
                ready = made
                lock.unlock()
                wake()
                return
            }
            guard retries else {
                lock.lock()
                gaveUp = true
                lock.unlock()
                wake()
                return
            }
            wait = min(Self.longestRetryDelay, max(Self.firstRetryDelay, wait * 2))
        }
    }

    /// Sleeps `seconds` unless cancelled first; false when cancelled.
    private func sleep(_ seconds: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        lock.lock()
        defer { lock.unlock() }
        while !cancelled, lock.wait(until: deadline) {}
        return !cancelled
    }

    /// Connects to `address` and registers (`Hello`); nil when it cannot.
    static func open(_ address: String) -> Connection? {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            trace("cannot connect to \(address)", error)
            return nil
        }
        // A lost bus must not end the process (libdbus's default for the shared session bus).
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            trace("cannot register on \(address)", error)
            close(connection)
            return nil
        }
        return Connection(connection: connection, uniqueName: String(cString: name), address: address)
    }

    static func close(_ connection: OpaquePointer) {
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    static func trace(_ what: String, _ error: DBusError) {
        let detail = error.message.map { String(cString: $0) } ?? "no detail"
        let line = "D-Bus: \(what): \(detail)"
        // EventTrace is the main actor's; from the thread the line goes there.
        Task { @MainActor in EventTrace.log(line) }
    }
}
