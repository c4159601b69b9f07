import CX11
import Foundation

/// An open X display: the connection, its atoms, the input method, XInput 2 and the scale.
@MainActor
final class X11Display {
    let display: OpaquePointer
    let screen: Int32
    let root: Window
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    let netWMName: Atom
    let utf8String: Atom
    /// EWMH window types: a popup menu says what it is, for compositors and accessibility tools.
    let netWMWindowType: Atom
    let netWMWindowTypePopupMenu: Atom
    /// XEmbed's message type and the client's info property (R-E1).
    let xembed: Atom
    let xembedInfo: Atom
    /// The window's process and the launch it completes (R-DA2).
    let netWMPid: Atom
    let netStartupID: Atom
    /// The XInput opcode once pointer and touch input come through XI 2.2 (`startXInput2`, after
    /// the first frame, where the server has it); nil means core pointer events.
    private(set) var xinput2Opcode: Int32?
    /// Whether XInput 2 is still to be started (`startXInput2`).
    private var xinput2Pending: Bool
    /// Decodes the XI2 device events as Xlib reads them (with XI2 only).
    private(set) var deviceEvents: X11DeviceEventReader?
    /// Smooth-scroll axes per slave device (XI 2.1).
    private(set) var scrollValuators: [Int32: [X11ScrollValuator]] = [:]
    private(set) var inputMethod: XIM?
    /// Points → pixels.
    /// Points → pixels: the environment's, else the desktop's Xft/DPI (XSETTINGS, followed while
    /// running), else the Xft.dpi resource, else 1.
    var scale: CGFloat
    /// The scale from `XRESPONDER_SCALE` or `GDK_SCALE`, which outranks the desktop's settings.
    let environmentScale: CGFloat?
    /// The scale from the Xft.dpi resource (what applies when the desktop names no Xft/DPI).
    let resourceScale: CGFloat?

    /// The atoms the backend's parts intern while the app starts — selections, drag and drop,
    /// desktop settings, work area — asked for in the display's one batch: each part still interns
    /// its own names, and Xlib's atom cache answers them without a round trip (five fewer before
    /// the first frame, issue #50). A name missing here costs only that round trip back.
    static func startupAtomNames(screen: Int32) -> [String] {
        X11Selections.atomNames + X11Xdnd.Atoms.names + X11DesktopSettings.atomNames(screen: screen) + workAreaAtomNames
    }

    /// `inputMethodModifiers`: XSetLocaleModifiers' argument; empty means "what XMODIFIERS says".
    init(name: String?, useXInput2: Bool = true, inputMethodModifiers: String = "") throws {
        X11ErrorTrap.install()
        guard let display = XOpenDisplay(name) else {
            throw X11Error.cannotOpenDisplay(name ?? ProcessEnvironment.value("DISPLAY") ?? "")
        }
        self.display = display
        xinput2Pending = useXInput2
        X11ErrorTrap.installExitHandler(on: display)
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        let atoms = X11AtomBatch.table(display, ["WM_PROTOCOLS", "WM_DELETE_WINDOW", "_NET_WM_NAME", "UTF8_STRING",
                                                 "_XEMBED", "_XEMBED_INFO", "XIM_SERVERS", "_NET_WM_WINDOW_TYPE",
                                                 "_NET_WM_WINDOW_TYPE_POPUP_MENU", "_NET_WM_PID", "_NET_STARTUP_ID"]
                                                + X11Display.startupAtomNames(screen: screen))
        wmProtocols = atoms["WM_PROTOCOLS", default: 0]
        wmDeleteWindow = atoms["WM_DELETE_WINDOW", default: 0]
        netWMName = atoms["_NET_WM_NAME", default: 0]
        utf8String = atoms["UTF8_STRING", default: 0]
        xembed = atoms["_XEMBED", default: 0]
        xembedInfo = atoms["_XEMBED_INFO", default: 0]
        ximServers = atoms["XIM_SERVERS", default: 0]
        netWMWindowType = atoms["_NET_WM_WINDOW_TYPE", default: 0]
        netWMWindowTypePopupMenu = atoms["_NET_WM_WINDOW_TYPE_POPUP_MENU", default: 0]
        netWMPid = atoms["_NET_WM_PID", default: 0]
        netStartupID = atoms["_NET_STARTUP_ID", default: 0]
        environmentScale = X11Display.environmentScale()
        resourceScale = X11Display.resourceScale(display)
        scale = environmentScale ?? resourceScale ?? 1
        // XIM needs the locale's modifiers set; an empty string means "whatever XMODIFIERS says".
        setlocale(LC_CTYPE, "")
        // Text is Unicode: with a non-UTF-8 locale (LANG unset means "C", as under many CI runners
        // and xvfb-run) Xutf8LookupString and compose would work in ASCII. Use C.UTF-8 then.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        serverModifiers = inputMethodModifiers
        rescueWindow = X11Display.makeRescueWindow(display, root: root)
        inputMethodProbe = X11InputMethodProbe(display: display, root: root, ximServers: ximServers, modifiers: inputMethodModifiers)
        // The input method is opened after the first frame (`openPendingInputMethod`): Xlib's
        // built-in method parses the locale's Compose file (500 KB, 5 ms), and a server's open
        // is a round trip to it — neither is needed to show a window (issue #50).
        // Told when a server registers (XIM_SERVERS on the root window changes): one started
        // after the application, or coming back after it went away, is used (R-U6). With
        // StructureNotifyMask the root also brings the desktop settings' MANAGER announcements
        // (X11DesktopSettings): the root's whole mask is chosen here, once, so no part reads the
        // mask back to add to it (a round trip before the first frame, issue #50).
        XSelectInput(display, root, PropertyChangeMask | StructureNotifyMask)
        detectSharedImageMemory()
    }

    /// Whether the input method is still to be opened (it is, after the first frame or before the
    /// first key, whichever comes first).
    private(set) var inputMethodPending = true

    /// Opens the input method the application asked for, or Xlib's own when no server answers.
    /// Returns false when it was open already.
    func openPendingInputMethod() -> Bool {
        guard inputMethodPending, !isLost else { return false }
        inputMethodPending = false
        // With detectable auto-repeat a held key sends repeated KeyPress events without the fake
        // KeyRelease in between, so a repeat cannot be mistaken for a new press. Asked here, with
        // the rest of the keyboard's set-up, since it waits for a reply and no key comes before.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        if openInputMethodServer() { inputMethodProbe.connected() } else { openBuiltInInputMethod() }
        return true
    }

    /// Xlib's own input method: compose and dead keys, no server.
    private func openBuiltInInputMethod() {
        XSetLocaleModifiers("@im=none")
        inputMethod = XOpenIM(display, nil, nil, nil)
        usesInputMethodServer = false
    }

    /// The input method named by the modifiers the application asked for ("" is `$XMODIFIERS`),
    /// opened under the watchdog (R-U6): a server that never answers fails the open after the
    /// watchdog's budget instead of hanging it. False when there is none, or it did not answer.
    private func openInputMethodServer() -> Bool {
        XSetLocaleModifiers(serverModifiers)
        // XOpenIM creates a window and waits for the server's answer on it (a selection); the
        // watchdog learns which ids that window may get from two ids taken just before.
        // X11 quirk: Xlib on XCB keeps one id ready, taken by XAllocID, and fetches the next
        // only when the display is next locked (an XAllocID with none ready asserts): each id is
        // taken after a request.
        XNoOp(display)
        let first = UInt(xr_XAllocID(display))
        XNoOp(display)
        let second = UInt(xr_XAllocID(display))
        XNoOp(display)
        let step = second > first ? second - first : 1
        var opened: XIM?
        // With no server registered XOpenIM can only fall back to Xlib's built-in method: that is
        // opened as what it is, so nothing arms the watchdog (a thread and a connection) for
        // calls that cannot wait, and a server that registers later is probed and used (R-U6).
        let servers = registeredServerWindows()
        guard !servers.isEmpty else { return false }
        serverWindows = servers   // looked for by the watchdog while XOpenIM waits
        let answered = waitingOnInputMethod(requestorsAfter: (second, step), always: true) {
            opened = XOpenIM(display, nil, nil, nil)
        }
        guard answered else {
            // Opened (or not) only after the watchdog ended one of its waits: the server is alive
            // but slow, hung, or dead. Its XIM is abandoned, never closed (closing waits on the
            // server again), and it is tried again once it answers a probe.
            inputMethodProbe.serverMissedBudget()
            return false
        }
        guard let opened else { return false }
        inputMethod = opened
        usesInputMethodServer = true
        watchInputMethodServer(opened)
        return true
    }

    /// True while `inputMethod` is a server's (ibus, fcitx, uim), not Xlib's built-in method:
    /// only then can an input method call wait, and only then does the watchdog arm.
    @exclusivity(unchecked) private(set) var usesInputMethodServer = false
    /// The modifiers the application asked for: what a reopened server is looked up by.
    private let serverModifiers: String

    /// Set (from inside an Xlib call) when the input method server went away or stopped
    /// answering; the backend then calls `replaceLostInputMethod()` before it uses an input
    /// context again.
    @exclusivity(unchecked) private(set) var inputMethodLost = false
    /// Whether Xlib freed the lost method and its contexts itself (the server died and Xlib saw
    /// it), or they are still alive in Xlib (the watchdog ended a wait) and must be let go of by us.
    private(set) var lostInputMethodFreedByXlib = true
    /// The watch of the server method in use; a destroy callback from an older one is ignored.
    private var inputMethodWatch: X11InputMethodWatch?
    /// Every watch handed to Xlib, one per server method opened.
    private var inputMethodWatches: [X11InputMethodWatch] = []
    /// A registered server answered a probe since the last one was lost: it is opened at the end
    /// of the turn.
    private(set) var inputMethodServerMayBeBack = false
    private let ximServers: Atom

    /// X11 quirk: when the input method server dies (ibus restarted, uim-xim killed) Xlib frees the
    /// XIM and every input context on it, and a lookup on one of them afterwards crashes inside
    /// Xlib. The destroy callback is the only notice.
    private func watchInputMethodServer(_ inputMethod: XIM) {
        let watch = X11InputMethodWatch()
        watch.display = self
        inputMethodWatch = watch
        // Kept for the display's life: Xlib may call an abandoned method's callback much later.
        inputMethodWatches.append(watch)
        let client = Unmanaged.passUnretained(watch).toOpaque().assumingMemoryBound(to: CChar.self)
        xr_XSetIMDestroyCallback(inputMethod, { _, client, _ in
            guard let client else { return }
            let watch = Unmanaged<X11InputMethodWatch>.fromOpaque(UnsafeRawPointer(client)).takeUnretainedValue()
            MainActor.assumeIsolated { watch.display?.inputMethodServerWentAway(watch) }
        }, client)
    }

    private func inputMethodServerWentAway(_ watch: X11InputMethodWatch) {
        guard watch === inputMethodWatch else {
            // A method abandoned after the watchdog ended a wait, freed by Xlib now: so are the
            // contexts on it, and the records they pointed to can go.
            for context in watch.abandonedContexts { context.freeRecords() }
            watch.abandonedContexts = []
            return
        }
        inputMethodWatch = nil
        inputMethod = nil   // freed by Xlib: never XCloseIM it
        usesInputMethodServer = false
        inputMethodLost = true
        lostInputMethodFreedByXlib = true
    }

    /// The watchdog ended a wait: the server is dead or hung. Xlib still holds its XIM and
    /// contexts (closing them would wait on the server again), so Xlib is made to drop them.
    private func inputMethodServerStoppedAnswering() {
        guard usesInputMethodServer else { return }
        inputMethodProbe.serverMissedBudget()
        abandonedWatch = inputMethodWatch
        inputMethodWatch = nil   // the destroy callback Xlib makes now only frees what was abandoned
        inputMethod = nil
        usesInputMethodServer = false
        inputMethodLost = true
        lostInputMethodFreedByXlib = false
        letXlibDropServer()
    }

    /// The watch of the method last abandoned while Xlib still held it.
    private var abandonedWatch: X11InputMethodWatch?

    /// A context on the method just abandoned: kept until Xlib frees that method.
    func keepUntilFreedByXlib(_ context: X11InputContext) {
        abandonedWatch?.abandonedContexts.append(context)
    }

    /// The windows of the servers registered in XIM_SERVERS when the method was opened: Xlib
    /// watches the one it connected to for its DestroyNotify.
    private var serverWindows: [Window] = []

    private func registeredServerWindows() -> [Window] {
        X11InputMethodProbe.registeredServers(display, ximServers: ximServers).map { XGetSelectionOwner(display, $0) }.filter { $0 != 0 }
    }

    /// X11 quirk: Xlib lets go of a server's XIM only when it sees the server's window destroyed
    /// (its filter for that DestroyNotify marks the server disconnected, destroys each context
    /// without talking to the server — which removes the key filters they put on our windows —
    /// and frees the XIM). A hung server's window is never destroyed, and a dead one's
    /// DestroyNotify may be queued behind keys that would each be forwarded to it and waited on
    /// again. So that DestroyNotify is put at the head of our own queue (XPutBackEvent: no other
    /// client sees it), for each server window registered when we connected; only the one Xlib
    /// watches has a filter, the others reach the backend, which ignores synthetic DestroyNotify.
    /// A real one arriving later finds no filter and is ignored the same way.
    private func letXlibDropServer() {
        for window in serverWindows {
            var event = XEvent()
            event.xdestroywindow.type = DestroyNotify
            event.xdestroywindow.send_event = 1
            event.xdestroywindow.display = display
            event.xdestroywindow.event = window
            event.xdestroywindow.window = window
            XPutBackEvent(display, &event)
        }
        serverWindows = []
    }

    /// After the server went away: the built-in method takes over, so keys type and compose.
    func replaceLostInputMethod() {
        guard inputMethodLost else { return }
        inputMethodLost = false
        openBuiltInInputMethod()
    }

    /// A property of the root window changed: XIM_SERVERS means a server registered (or left).
    /// It is asked whether it answers before it is opened (`X11InputMethodProbe`).
    func rootPropertyChanged(_ atom: Atom) {
        if atom == ximServers, !usesInputMethodServer { inputMethodProbe.serversChanged() }
    }

    /// Asks for a sign of life from the registered server (R-U6) when one is due; never waits.
    let inputMethodProbe: X11InputMethodProbe

    func sendDueInputMethodProbe() {
        guard !usesInputMethodServer, !isLost else { return }
        inputMethodProbe.sendIfDue()
    }

    /// The answer to a probe: a server that answers is opened again at the end of the turn.
    func inputMethodProbeAnswered(_ event: XSelectionEvent) {
        if inputMethodProbe.answered(event), !usesInputMethodServer { inputMethodServerMayBeBack = true }
    }

    /// Seconds until the next probe is due, nil when none is scheduled (or a server is in use).
    var secondsUntilInputMethodProbe: TimeInterval? {
        usesInputMethodServer ? nil : inputMethodProbe.secondsUntilDue
    }

    /// After a server answered a probe while the built-in method was in use: opens it again. When it
    /// answers, returns the built-in method it replaces, for the caller to close once the
    /// contexts on it are destroyed (closing it first frees them under us).
    func reopenInputMethodServer() -> ReopenedInputMethod? {
        guard inputMethodServerMayBeBack, !usesInputMethodServer, !isLost else { return nil }
        inputMethodServerMayBeBack = false
        let builtIn = inputMethod
        guard openInputMethodServer() else {
            XSetLocaleModifiers("@im=none")
            inputMethod = builtIn
            return nil
        }
        return ReopenedInputMethod(replacedBuiltIn: builtIn)
    }

    struct ReopenedInputMethod {
        /// Xlib's built-in method, in use until now.
        let replacedBuiltIn: XIM?
    }

    // MARK: Waiting on the input method server (R-U6)

    /// A window of ours that nothing else uses, where the watchdog's messages arrive.
    private let rescueWindow: Window
    private var watchdog: X11InputMethodWatchdog?

    /// How long a call may wait for a live input method server before the watchdog ends it. A dead
    /// server's wait ends as soon as its windows are seen gone (`X11InputMethodWatchdog`), so this
    /// is what a hung or slow one costs: long enough for a live server on a busy machine, short
    /// enough that the loop comes back within R-U6's 250 ms (100 ms gave up live servers under
    /// load: a lost syllable, a spot never set).
    static let inputMethodBudget: TimeInterval = 0.15

    /// How many waits the watchdog ended on this display.
    var inputMethodRescues: Int { watchdog?.rescueCount ?? 0 }

    /// Runs `body`, an Xlib call that may wait on the input method server, under the watchdog.
    /// Returns false when the watchdog had to end a wait: the server is then treated as gone
    /// (`inputMethodLost`). With the built-in method nothing can wait and nothing is armed.
    @discardableResult
    func waitingOnInputMethod(requestorsAfter: (id: UInt, step: UInt)? = nil, always: Bool = false,
                              _ body: () -> Void) -> Bool {
        guard usesInputMethodServer || always, !isLost else {
            body()
            return true
        }
        let watchdog = self.watchdog ?? makeWatchdog()
        // The server's windows are looked for while the call waits: a dead server's are gone, and
        // its wait is ended at once. While opening, the windows are the registered owners.
        let generation = watchdog.arm(requestorsAfter: requestorsAfter,
                                      serverWindows: serverWindows)
        body()
        guard watchdog.disarm(generation) else { return true }
        inputMethodServerStoppedAnswering()
        return false
    }

    private func makeWatchdog() -> X11InputMethodWatchdog {
        let messages = X11InputMethodWatchdog.Messages(
            destination: UInt32(truncatingIfNeeded: rescueWindow), root: UInt32(truncatingIfNeeded: root),
            protocolAtom: UInt32(truncatingIfNeeded: XInternAtom(display, "_XIM_PROTOCOL", 0)),
            connectAtom: UInt32(truncatingIfNeeded: XInternAtom(display, "_XIM_XCONNECT", 0)),
            missingProperty: UInt32(truncatingIfNeeded: XInternAtom(display, "_XRESPONDER_XIM_NOTHING", 0)))
        let name = XDisplayString(display).map { String(cString: $0) }
        let watchdog = X11InputMethodWatchdog(displayName: name, messages: messages, budget: Self.inputMethodBudget)
        self.watchdog = watchdog
        return watchdog
    }

    // MARK: Whose window an id is (R-U9)

    /// Whether the window `id` was made by this connection — one of ours (a `UIWindow`'s, or one
    /// Xlib made for the input method or the selections). X-Resource names the client that owns
    /// an id; without it, only the ids `known` are recognised.
    func madeHere(_ id: Window, known: Set<UInt>) -> Bool {
        if UInt(id) == UInt(rescueWindow) || known.contains(UInt(id)) { return true }
        guard let ours = clientOwning(rescueWindow), let owner = clientOwning(id) else { return false }
        return ours == owner
    }

    /// The X-Resource client id (its resource base) of the client that made `id`, or nil.
    private func clientOwning(_ id: Window) -> UInt? {
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        guard XResQueryExtension(display, &eventBase, &errorBase) != 0 else { return nil }
        var spec = XResClientIdSpec(client: XID(id), mask: UInt32(XRES_CLIENT_ID_XID_MASK.rawValue))
        var count = 0
        var values: UnsafeMutablePointer<XResClientIdValue>?
        let status = X11ErrorTrap.quietly(display) { XResQueryClientIds(display, 1, &spec, &count, &values) }
        guard status == Success, let values else { return nil }
        defer { XResClientIdsDestroy(count, values) }
        return count > 0 ? UInt(values[0].spec.client) : nil
    }

    /// An unmapped input-only window: ClientMessages sent to it reach this connection and no one
    /// else, and nothing else of ours uses it.
    private static func makeRescueWindow(_ display: OpaquePointer, root: Window) -> Window {
        var attributes = XSetWindowAttributes()
        return XCreateWindow(display, root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, &attributes)
    }

    /// Whether windows keep their pixels in memory shared with the server (`X11SharedImage`): the
    /// server has MIT-SHM, and its default visual stores pixels as Cairo's ARGB32 does. Set false
    /// for good when the server refuses to attach our memory (it runs on another machine), and by
    /// tests of the path without it.
    var sharesImageMemory = false
    /// The event type of MIT-SHM's completion events (a put's "done"), or -1 without MIT-SHM.
    private(set) var sharedImageCompletionType: Int32 = -1

    private func detectSharedImageMemory() {
        guard XShmQueryExtension(display) != 0 else { return }
        sharedImageCompletionType = XShmGetEventBase(display) + ShmCompletion
        guard XDefaultDepth(display, screen) == 24, let visual = XDefaultVisual(display, screen) else { return }
        let v = visual.pointee
        // Cairo's ARGB32 is a native-endian 32-bit word per pixel, red in bits 16–23: what the
        // server reads from a ZPixmap image of a 24-bit TrueColor visual in this machine's byte order.
        let hostByteOrder = 1.littleEndian == 1 ? LSBFirst : MSBFirst
        sharesImageMemory = v.`class` == TrueColor && v.red_mask == 0xff0000 && v.green_mask == 0xff00
            && v.blue_mask == 0xff && XImageByteOrder(display) == hostByteOrder
    }

    var connectionNumber: Int32 { XConnectionNumber(display) }
    var isLost: Bool { X11ErrorTrap.isLost(display) }

    /// The arrow every window shows first.
    var arrowCursor: Cursor { cursor(named: "default") }

    /// Frees the cached cursors (the desktop changed its cursor theme): the next use loads them
    /// from the new one. Windows showing one keep it until they are given the new one.
    func forgetCursors() {
        for cursor in cursors.values { XFreeCursor(display, cursor) }
        cursors = [:]
    }

    /// Cursors by freedesktop name, loaded once per connection from the desktop's cursor theme
    /// (R-TX5) and freed with it: a cursor made per window would stay on the server after the
    /// window is gone (R-U2).
    private var cursors: [String: Cursor] = [:]

    /// The theme's cursor for `name` ("default", "text", "pointer", …), through libXcursor, which
    /// reads XCURSOR_THEME, the Xcursor.theme resource, or the "default" theme. Older themes use
    /// the X11 names ("left_ptr", "xterm"), tried next; the core cursor font is the last resort.
    /// Nil `name` is a blank cursor (a hidden pointer).
    func cursor(named name: String?) -> Cursor {
        let key = name ?? ""
        if let cached = cursors[key] { return cached }
        var cursor: Cursor = 0
        if let name {
            let legacy = ["default": ["left_ptr"], "text": ["xterm"], "pointer": ["hand2"], "vertical-text": [],
                          "crosshair": ["cross"], "grab": ["openhand"], "move": ["fleur"]]
            for candidate in [name] + (legacy[name] ?? []) where cursor == 0 {
                cursor = XcursorLibraryLoadCursor(display, candidate)
            }
            if cursor == 0 { cursor = XCreateFontCursor(display, UInt32(name == "text" ? XC_xterm : XC_left_ptr)) }
        } else {
            cursor = blankCursor()
        }
        cursors[key] = cursor
        return cursor
    }

    private func blankCursor() -> Cursor {
        var bits: CChar = 0
        var foreground = XColor(), background = XColor()
        let pixmap = XCreateBitmapFromData(display, root, &bits, 1, 1)
        defer { XFreePixmap(display, pixmap) }
        return XCreatePixmapCursor(display, pixmap, pixmap, &foreground, &background, 0, 0)
    }

    /// The largest window XResponder draws, in pixels per side: twice the screen, at least 4096,
    /// never more than X's 32767. A larger ConfigureNotify (another client can resize our window
    /// to 32767×32767) is clamped, so one event cannot make the backing surface gigabytes large
    /// and its first frame take seconds.
    var maximumWindowPixels: (width: Int, height: Int) {
        func limit(_ screen: Int32) -> Int { min(32767, max(4096, 2 * Int(screen))) }
        return (limit(XDisplayWidth(display, screen)), limit(XDisplayHeight(display, screen)))
    }

    /// After `close()`: the `Display` is freed, and nothing may call Xlib with it.
    private(set) var isClosed = false

    func close() {
        guard !isClosed else { return }
        if let inputMethod { waitingOnInputMethod { XCloseIM(inputMethod) } }
        inputMethod = nil
        usesInputMethodServer = false
        watchdog?.stop()
        watchdog = nil
        if !isLost { XDestroyWindow(display, rescueWindow); inputMethodProbe.close() }
        if !isLost { for cursor in cursors.values where cursor != 0 { XFreeCursor(display, cursor) } }
        cursors.removeAll()
        if !isLost { XCloseDisplay(display) }
        X11ErrorTrap.forgetHostOwnedWindows(of: display)
        isClosed = true
        // Xlib is done with every method and context now: what abandoned contexts pointed to goes.
        for watch in inputMethodWatches {
            for context in watch.abandonedContexts { context.freeRecords() }
            watch.abandonedContexts = []
        }
        // After XCloseDisplay, which may still read events, and before any other display can be
        // opened at this address.
        if deviceEvents != nil { X11DeviceEventReader.uninstall(from: display) }
        deviceEvents = nil
    }

    /// Screen size in points.
    var screenBounds: CGRect {
        CGRect(x: 0, y: 0, width: CGFloat(XDisplayWidth(display, screen)) / scale,
               height: CGFloat(XDisplayHeight(display, screen)) / scale)
    }

    // MARK: XInput 2

    /// Starts XInput 2, once, and selects its events on `windows` — those made before, which
    /// select core pointer events: returns whether pointer and touch input now come through it.
    /// Called once the first frame is up (X11Backend.turn): libXi's set-up is eight round trips
    /// (the extension, its XI 1 version, the Generic Event Extension, the XI 2 version), about
    /// 0.4 ms that no frame needs (issue #50). Until then pointer input comes as core events.
    ///
    /// X11 quirk: no input arrives twice or is lost across the switch. The server delivers an
    /// event to a window at one level only, XI 2 before core (dix DeliverDeviceEvents), so a window
    /// selecting both gets the XI 2 event; and a grab keeps the level it began with, so a press
    /// taken as a core event before the switch has its motion and release come as core events too
    /// (X11EventTranslator takes both kinds into one pointer).
    func startXInput2(on windows: [Window]) -> Bool {
        guard xinput2Pending else { return xinput2Opcode != nil }
        xinput2Pending = false
        setUpXInput2()
        guard xinput2Opcode != nil else { return false }
        windows.forEach(selectXInput2Events(on:))
        // Sent now, not left in Xlib's buffer until the loop next flushes: input from the moment
        // of the switch comes as XI 2.
        XFlush(display)
        return true
    }

    private func setUpXInput2() {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else { return }
        xinput2Opcode = opcode
        deviceEvents = X11DeviceEventReader.install(on: display, opcode: opcode)
        // The scroll valuators are read after the first frame (X11Backend.turn): a round trip no
        // frame needs, and nothing scrolls a window not yet shown.
    }

    /// Reads the scroll classes of every slave pointer (XI 2.1 smooth scrolling). A round trip.
    func refreshScrollValuators() {
        var count: Int32 = 0
        guard let devices = XIQueryDevice(display, XIAllDevices, &count) else { return }
        defer { XIFreeDeviceInfo(devices) }
        var result: [Int32: [X11ScrollValuator]] = [:]
        for index in 0..<Int(count) {
            let device = devices[index]
            guard device.use == XISlavePointer || device.use == XIFloatingSlave, let classes = device.classes else { continue }
            for classIndex in 0..<Int(device.num_classes) {
                guard let info = classes[classIndex], info.pointee.type == XIScrollClass else { continue }
                let scroll = UnsafeRawPointer(info).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                result[device.deviceid, default: []].append(
                    X11ScrollValuator(number: scroll.number, isVertical: scroll.scroll_type == XIScrollTypeVertical,
                                      increment: scroll.increment))
            }
        }
        scrollValuators = result
    }

    /// Selects XI2 pointer and touch events on `window`. A window made after XInput 2 started selects
    /// no core pointer events; one made before keeps them, and the server sends it XI2 events only
    /// (`startXInput2`).
    func selectXInput2Events(on window: Window) {
        guard xinput2Opcode != nil else { return }
        var mask = [UInt8](repeating: 0, count: Int(xr_XIMaskLen(XI_LASTEVENT)))
        for event in X11DeviceEvent.selectedTypes {
            xr_XISetMask(&mask, event)
        }
        mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: XIAllMasterDevices, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            XISelectEvents(display, window, &eventMask, 1)
        }
    }
}

/// What the input method's destroy callback holds: a weak way back to the display.
final class X11InputMethodWatch: @unchecked Sendable {
    weak var display: X11Display?
    /// Contexts on this method abandoned while Xlib held them, kept until Xlib frees the method
    /// (main thread only: Xlib calls the callback inside the loop's own calls).
    var abandonedContexts: [X11InputContext] = []
}
