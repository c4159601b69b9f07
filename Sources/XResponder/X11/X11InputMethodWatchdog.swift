import CX11
import Foundation

/// Ends an input method call that waits too long for its server (R-U6).
///
/// X11 quirk: Xlib's XIM client waits for its server inside `XIfEvent`, with no timeout: a key
/// forwarded in synchronous mode waits for XIM_SYNC_REPLY, `XCreateIC`, `XSetICValues` and
/// `XCloseIM` wait for their replies, `XOpenIM` for a SelectionNotify and then a connect message.
/// A server that dies or hangs in the middle leaves the main thread there for good — the
/// DestroyNotify that would tell Xlib is queued behind the wait, so the lost-server path never
/// gets control (uim-xim killed while keys were typed hung the application in 4 runs of 4).
///
/// What Xlib waits for is recognised by type and atom only, never by sender or window:
/// `_XimXRead` takes any ClientMessage of type `_XIM_PROTOCOL`, whose format-32 form names a
/// property of Xlib's own window holding the data; `_XimXConnect` takes any `_XIM_XCONNECT`
/// message; `_XimGetSelectionNotify` any SelectionNotify naming its requestor window. So each call
/// that may wait is *armed* here first, and a thread of this watchdog's own sleeps until an armed
/// call is `budget` old. It then sends, on an XCB connection of its own, three kinds of message to
/// a window of ours that nothing else uses:
///
/// - `_XIM_PROTOCOL` naming a property that never exists: Xlib's read finds nothing and fails,
///   and the call waiting on it returns failed;
/// - `_XIM_XCONNECT` naming the root window as the server's: a connect goes on, writes its first
///   request to nobody, and its next read fails as above;
/// - a refused SelectionNotify (no property) for each window `XOpenIM` may have just made:
///   the caller learns their ids before the call (`arm(requestorsAfter:)`).
///
/// While the call is still stuck it sends them again every `budget`. A message nobody waited for
/// reaches the backend's loop and is ignored there. The display treats a call that needed them as
/// a server that stopped answering: its input contexts are abandoned and the built-in method
/// takes over, as when the server dies (`X11Display.waitingOnInputMethod`).
///
/// A server that died is not waited for the whole budget: while a call is armed, the thread asks
/// the X server every `deathCheckInterval` whether the input method server's windows still exist
/// (its own connection, a round trip to the X server only). When none does, the server is dead
/// (the X server destroys a client's windows as its connection closes) and the wait is ended at
/// once. Only a server that is alive but silent (hung or slow) costs the full budget. Before, a
/// killed uim-xim held the loop for the whole budget and then some: 359–369 ms in the fault drill
/// of issue #49, above R-U6's 250 ms.
///
/// Owned by the display while it talks to a server; `stop()` ends the thread, which closes its
/// connection. All state is behind one mutex: the main thread arms and disarms, the watchdog's
/// thread reads and sends.
final class X11InputMethodWatchdog: @unchecked Sendable {
    /// Where the rescue messages go and the atoms they carry, all made on the main connection.
    struct Messages {
        var destination: UInt32
        var root: UInt32
        var protocolAtom: UInt32
        var connectAtom: UInt32
        var missingProperty: UInt32
    }

    private let displayName: String?
    private let messages: Messages
    private let budget: UInt64   // nanoseconds
    private let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)

    // Behind `lock`.
    private var lastGeneration: UInt64 = 0
    private var armedGeneration: UInt64 = 0   // 0: nothing armed
    private var armedAt: UInt64 = 0
    private var requestors: (first: UInt, step: UInt)?
    private var rescuedGeneration: UInt64 = 0
    /// The windows of the server the armed call talks to (its registered selection owners); none
    /// known means no death check.
    private var serverWindows: [UInt32] = []
    private var watcherIdle = false
    private var stopping = false
    private var rescues = 0

    /// `displayName` is the main connection's (`DisplayString`); `budget` how long a call may wait.
    init(displayName: String?, messages: Messages, budget: TimeInterval) {
        self.displayName = displayName
        self.messages = messages
        self.budget = UInt64(max(0.001, budget) * 1e9)
        pthread_mutex_init(lock, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
        let thread = Thread { [self] in watch() }
        thread.name = "XResponder input method watchdog"
        thread.start()
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(lock)
        condition.deallocate()
        lock.deallocate()
    }

    /// How many times the watchdog had to end a wait, since it started.
    var rescueCount: Int { locked { rescues } }

    /// How often an armed call's server is looked for while the call waits.
    static let deathCheckInterval: UInt64 = 20_000_000   // nanoseconds

    /// A call that may wait on the server starts. `requestorsAfter`: a resource id the caller just
    /// took and the step between ids, when the call may create windows and wait on a selection.
    /// `serverWindows`: the server's windows, looked for while the call waits (none: not looked for).
    func arm(requestorsAfter: (id: UInt, step: UInt)? = nil, serverWindows: [UInt] = []) -> UInt64 {
        locked {
            self.serverWindows = serverWindows.map { UInt32(truncatingIfNeeded: $0) }
            lastGeneration &+= 1
            armedGeneration = lastGeneration
            armedAt = Self.now()
            requestors = requestorsAfter.map { ($0.id &+ $0.step, $0.step) }
            if watcherIdle { pthread_cond_signal(condition) }
            return armedGeneration
        }
    }

    /// The call returned. True when the watchdog had to end it.
    func disarm(_ generation: UInt64) -> Bool {
        locked {
            if armedGeneration == generation { armedGeneration = 0 }
            return rescuedGeneration == generation
        }
    }

    /// Ends the thread (it closes its connection); arming afterwards does nothing.
    func stop() {
        locked {
            stopping = true
            pthread_cond_signal(condition)
        }
    }

    // MARK: The watchdog's thread

    private func watch() {
        let connection = xcb_connect(displayName, nil)
        defer { if let connection { xcb_disconnect(connection) } }
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        while !stopping {
            guard armedGeneration != 0 else {
                watcherIdle = true
                pthread_cond_wait(condition, lock)
                watcherIdle = false
                continue
            }
            let generation = armedGeneration
            let deadline = armedAt &+ budget
            let now = Self.now()
            var serverDied = false
            if now < deadline {
                let windows = serverWindows
                if !windows.isEmpty, now >= armedAt &+ Self.deathCheckInterval {
                    pthread_mutex_unlock(lock)
                    serverDied = !Self.anyExists(windows, on: connection)
                    pthread_mutex_lock(lock)
                }
                if !serverDied {
                    let wake = windows.isEmpty ? deadline : min(deadline, Self.now() &+ Self.deathCheckInterval)
                    var until = timespec(tv_sec: Int(wake / 1_000_000_000), tv_nsec: Int(wake % 1_000_000_000))
                    pthread_cond_timedwait(condition, lock, &until)
                    continue   // woken early, by a new call, or at the next look: look again
                }
            }
            guard armedGeneration == generation else { continue }
            // Still stuck: end the wait, and look again a budget from now.
            rescuedGeneration = generation
            rescues += 1
            armedAt = Self.now()
            let requestors = requestors
            pthread_mutex_unlock(lock)
            send(on: connection, requestors: requestors)
            pthread_mutex_lock(lock)
        }
    }

    /// Whether any of `windows` still exists, asked on the watchdog's own connection. Without a
    /// working connection the answer is yes: only the budget ends the wait then.
    private static func anyExists(_ windows: [UInt32], on connection: OpaquePointer?) -> Bool {
        guard let connection, xcb_connection_has_error(connection) == 0 else { return true }
        let cookies = windows.map { xcb_get_window_attributes(connection, $0) }
        var exists = false
        for cookie in cookies {
            var error: UnsafeMutablePointer<xcb_generic_error_t>?
            let reply = xcb_get_window_attributes_reply(connection, cookie, &error)
            if reply != nil { exists = true }
            free(reply)
            free(error)
        }
        return exists
    }

    private func send(on connection: OpaquePointer?, requestors: (first: UInt, step: UInt)?) {
        guard let connection, xcb_connection_has_error(connection) == 0 else { return }
        let m = messages
        xr_xcb_send_client_message(connection, m.destination, m.protocolAtom, 4, m.missingProperty)
        xr_xcb_send_client_message(connection, m.destination, m.connectAtom, m.root, 0)
        if let requestors {
            for index in 0..<3 {
                let requestor = requestors.first &+ UInt(index) &* requestors.step
                xr_xcb_send_refused_selection(connection, m.destination, UInt32(truncatingIfNeeded: requestor))
            }
        }
        xcb_flush(connection)
        // Errors (our window already gone) come back as events on this connection; nobody reads them.
        while let event = xcb_poll_for_event(connection) { free(event) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body()
    }

    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
