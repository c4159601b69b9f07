import CX11
import Foundation

/// Finds out, without waiting, when a registered input method server answers again, so a server
/// that was given up is tried again only once it can answer (R-U6).
///
/// Why: every call that talks to the server (`XOpenIM`, `XCreateIC`, a filtered key) blocks the
/// main thread until the server answers, so each runs under the watchdog's budget. A server that is
/// alive but slow (a fresh uim-xim loading its engine, a desktop logging in, a machine with every
/// core busy) misses the budget now and then, and used to be given up for good: it was tried again
/// only when XIM_SERVERS changed, which a server that stays up never does. The app then typed
/// without the user's input method until it was restarted (the R-U6 restart test failed this way
/// in clean-clone runs: the `XCreateIC` right after a reconnect missed the budget under load).
///
/// How: the first thing `XOpenIM` does is convert the server's selection (`@server=NAME`) to
/// `LOCALES` and wait for the SelectionNotify. The probe sends that same conversion from a window
/// of its own and does *not* wait: the answer arrives as an ordinary event. A server that answers
/// is running its loop, and only then is `XOpenIM` called again (under the watchdog). A hung server
/// never answers and costs nothing; when it wakes, the queued request is answered and it is used
/// again. A dead server's selection has no owner: the X server refuses the conversion at once, and
/// the next try waits for a new registration in XIM_SERVERS.
///
/// A server that answers probes but keeps missing the budget would otherwise cost a stall per try,
/// so tries after the first failure are spaced out (`X11InputMethodRetrySchedule`).
///
/// Owned by `X11Display`. Its window and atom are made at the first probe, so an application that
/// never loses a server pays nothing at start-up for it; the window lives until `close()`.
@MainActor
final class X11InputMethodProbe {
    private let display: OpaquePointer
    /// The unmapped window the conversions are made for; only the probe's answers name it. 0 until
    /// the first probe.
    private(set) var window: Window = 0
    private let root: Window
    private let ximServers: Atom
    /// The target asked for, and the property the answer is put in. X11 quirk: uim-xim answers
    /// only a conversion whose property is the target itself, which is what Xlib's XOpenIM asks;
    /// any other property goes unanswered, as if the server were hung.
    private var locales: Atom = 0
    /// "@server=NAME" for the server the modifiers name (`@im=NAME`); nil: any registered server,
    /// as Xlib takes the first one that serves the locale when none is named.
    private let serverAtomName: String?

    /// When the next probe goes out, after how many failed tries.
    private(set) var schedule = X11InputMethodRetrySchedule()
    /// A probe went out and is not answered yet.
    private(set) var isAwaitingAnswer = false

    /// `modifiers`: the application's XSetLocaleModifiers argument ("" means `$XMODIFIERS`).
    init(display: OpaquePointer, root: Window, ximServers: Atom, modifiers: String) {
        self.display = display
        self.ximServers = ximServers
        self.root = root
        let named = modifiers.isEmpty ? ProcessEnvironment.value("XMODIFIERS") ?? "" : modifiers
        serverAtomName = Self.serverName(inModifiers: named).map { "@server=" + $0 }
    }

    /// The server name of `@im=NAME` in a modifier list ("@im=uim", "@im=ibus@foo=bar"); nil when
    /// none is named. "none" is Xlib's built-in method, never a server.
    nonisolated static func serverName(inModifiers modifiers: String) -> String? {
        guard let range = modifiers.range(of: "@im=") else { return nil }
        let name = modifiers[range.upperBound...].prefix { $0 != "@" }
        return name.isEmpty || name == "none" ? nil : String(name)
    }

    // MARK: What happened to the server

    /// The server was connected and its contexts made.
    func connected() {
        schedule.connected(at: Self.now)
        isAwaitingAnswer = false
    }

    /// The watchdog ended a wait on the server, while opening it or while it was in use.
    func serverMissedBudget() { schedule.missedBudget(at: Self.now) }

    /// XIM_SERVERS changed while no server is in use: a server (re)registered.
    func serversChanged() { schedule.serversChanged(at: Self.now) }

    /// Seconds until a probe is due (0 when it is), nil when none is scheduled.
    var secondsUntilDue: TimeInterval? { schedule.secondsUntilDue(at: Self.now) }

    private static var now: TimeInterval { ProcessInfo.processInfo.systemUptime }

    // MARK: Asking

    /// Sends the probe when it is due: a conversion of each matching registered server's selection.
    /// Returns without waiting; nothing is sent when no matching server has an owner.
    func sendIfDue() {
        guard schedule.takeDue(at: Self.now) else { return }
        let selections = registeredSelections()
        guard !selections.isEmpty else { return }
        // A late answer to an older probe still means a server answers: nothing to cancel.
        if window == 0 {
            locales = XInternAtom(display, "LOCALES", 0)
            var attributes = XSetWindowAttributes()
            window = XCreateWindow(display, root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, &attributes)
        }
        XDeleteProperty(display, window, locales)
        for selection in selections {
            XConvertSelection(display, selection, locales, locales, window, Time(CurrentTime))
        }
        isAwaitingAnswer = true
    }

    /// A SelectionNotify for the probe's window. True when a server answered (the conversion was
    /// made): the caller opens it again.
    func answered(_ event: XSelectionEvent) -> Bool {
        // Only the property's presence matters; what it holds (the locales) is for XOpenIM to check.
        guard window != 0, event.requestor == window else { return false }
        if event.property != 0 { XDeleteProperty(display, window, event.property) }
        guard event.property != 0, isAwaitingAnswer else { return false }
        isAwaitingAnswer = false
        return true
    }

    /// The registered servers' selections that have an owner, filtered by the name asked for.
    private func registeredSelections() -> [Atom] {
        Self.registeredServers(display, ximServers: ximServers).filter { atom in
            guard XGetSelectionOwner(display, atom) != 0 else { return false }
            guard let serverAtomName else { return true }
            guard let name = XGetAtomName(display, atom) else { return false }
            defer { XFree(name) }
            return String(cString: name) == serverAtomName
        }
    }

    /// The selections (`@server=NAME`) listed in the root window's XIM_SERVERS: where input
    /// method servers register (XIM §4, the ICCCM's server registration).
    static func registeredServers(_ display: OpaquePointer, ximServers: Atom) -> [Atom] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, XRootWindow(display, 0), ximServers, 0, 1024, 0, XA_ATOM,
                                 &type, &format, &count, &after, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard type == XA_ATOM, format == 32 else { return [] }
        let atoms = UnsafeRawPointer(data).assumingMemoryBound(to: Atom.self)
        return (0..<Int(count)).map { atoms[$0] }
    }

    /// Destroys the window (the connection is still open).
    func close() {
        if window != 0 { XDestroyWindow(display, window) }
    }
}

/// When the probe goes out (R-U6): at once after a registration or a first miss, then spaced out,
/// doubling from `firstDelay` to `longestDelay`, so a server that answers probes but keeps missing
/// the watchdog's budget costs one bounded stall per try, not one per turn. A server that served
/// for `freshAfter` seconds before it was lost starts afresh. Times are seconds on one monotonic
/// clock (the caller's).
struct X11InputMethodRetrySchedule: Equatable {
    /// Tries that failed in a row.
    private(set) var failures = 0
    /// When the next probe is due, nil when none is scheduled.
    private(set) var dueAt: TimeInterval?
    private var connectedAt: TimeInterval?

    static let firstDelay: TimeInterval = 0.25
    static let longestDelay: TimeInterval = 8
    static let freshAfter: TimeInterval = 30

    /// The server was connected and its contexts made: nothing is due.
    mutating func connected(at now: TimeInterval) {
        connectedAt = now
        dueAt = nil
    }

    mutating func missedBudget(at now: TimeInterval) {
        if let connectedAt, now - connectedAt > Self.freshAfter { failures = 0 }
        connectedAt = nil
        failures += 1
        dueAt = now + Self.delay(afterFailures: failures)
    }

    /// A new registration starts afresh and is asked at once.
    mutating func serversChanged(at now: TimeInterval) {
        failures = 0
        dueAt = now
    }

    /// The wait before the next try after `failures` failed ones: none after the first.
    static func delay(afterFailures failures: Int) -> TimeInterval {
        failures <= 1 ? 0 : min(longestDelay, firstDelay * pow(2, Double(min(failures, 32) - 2)))
    }

    func secondsUntilDue(at now: TimeInterval) -> TimeInterval? {
        dueAt.map { max(0, $0 - now) }
    }

    /// Whether a probe is due now; if so it is taken (nothing is due until the next event).
    mutating func takeDue(at now: TimeInterval) -> Bool {
        guard let dueAt, now >= dueAt else { return false }
        self.dueAt = nil
        return true
    }
}
