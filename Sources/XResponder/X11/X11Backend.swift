import CX11
import Dispatch
import Foundation

/// Runs a `UIApplication` on an X server: every visible `UIWindow` becomes an X window, X input
/// becomes input records, and damaged views are redrawn with Cairo and presented.
///
/// The loop sleeps in `poll` on the X connection and on the main dispatch queue's wake-up handle, and
/// services `RunLoop.main` without blocking, so `DispatchQueue.main`, `Task { @MainActor in … }` and
/// `Timer` keep working in the application. Each turn drains the X queue, dispatches the
/// application's input, runs next-turn work, draws one frame per damaged window, and flushes. A
/// host program's own loop can drive the same turns (`pollDescriptors`, `dispatchPendingWork()`).
///
/// ```swift
/// let backend = try X11Backend.install()      // on $DISPLAY
/// try UIApplication.shared.run()              // returns after stop(), throws if the server goes away
/// ```
@preconcurrency @MainActor
public final class X11Backend: PlatformBackend {
    let display: X11Display
    /// The application owns its backend (`platformBackend`) and outlives it: `unowned(unsafe)`, since
    /// a checked `unowned` reference costs an atomic retain and release at each of the several uses
    /// per event (issue #9).
    unowned(unsafe) let application: UIApplication
    @exclusivity(unchecked) var windows: [UInt: X11Window] = [:]
    /// Read and changed on every X event, only from the loop's turn: no run-time exclusivity checks.
    @exclusivity(unchecked) var translator: X11EventTranslator
    /// A foreign parent's window id → the id of our window embedded in it (R-E1): the parent's
    /// ConfigureNotify is how we follow its size. Removed with our window.
    @exclusivity(unchecked) var embeddedParents: [UInt: UInt] = [:]
    @exclusivity(unchecked) var keyboard = X11Keyboard()
    /// CLIPBOARD and PRIMARY, behind `UIPasteboard` while this backend is installed (R-TX3).
    let selections: X11Selections
    /// The desktop's XSETTINGS: its light or dark theme becomes the windows' style (R-AP3).
    let desktopSettings: X11DesktopSettings
    /// The launch to complete once a window is on screen, when a launcher gave one (R-DA2).
    let startupNotification: X11StartupNotification?
    /// The application on the AT-SPI2 accessibility bus (R-A11Y1), when the desktop has one and
    /// `NO_AT_BRIDGE` is not set (GTK's switch): its socket joins the loop's descriptors, it answers
    /// calls at the start of each turn and tells of changes at the end. Set only by
    /// X11Backend+Accessibility.swift, once the connector's thread has joined the bus.
    var accessibilityBridge: ATSPIBridge?
    /// Joining the accessibility bus off the main thread, until the bridge takes its connection.
    var accessibilityConnector: DBusConnector?
    /// The bus is still to be joined: after the first frame (`turn()`), unless `NO_AT_BRIDGE=1`.
    var accessibilityJoinPending = ProcessEnvironment.value("NO_AT_BRIDGE") != "1"
    /// The loop's poll descriptors changed (the bridge joined or lost its bus): rebuilt before the
    /// next sleep.
    @exclusivity(unchecked) var pollDescriptorsChanged = false
    /// The session bus's `generation` the cached poll descriptors were built at.
    var seenSessionBusGeneration = 0
    /// The desktop's global menu bar, asked for after the first frame (R-DA1).
    private(set) var globalMenu: GlobalMenu?
    /// Whether the work that waits for a first frame (the global menu, the keyboard map,
    /// XInput 2, the first menu's layout) has run: once a window has presented.
    private(set) var firstFrameWorkDone = false
    /// Drag and drop with other programs (XDND, R-DT2): the application's external drags go here.
    private(set) lazy var xdnd = X11Xdnd(backend: self, display: display)
    /// Set when work arrived outside a turn (a preedit from inside XFilterEvent): turn again before sleeping.
    @exclusivity(unchecked) var needsTurn = false
    /// The current turn read pointer or key input: its frames answer input, and more input (a
    /// release, the next move) is on its way (X11SharedImage asks no completion event for them).
    @exclusivity(unchecked) private var readInput = false
    /// When the loop passes through `RunLoop.main`, and when its next Foundation timer fires.
    var mainRunLoop = MainRunLoopService()
    /// Whether the loop runs on the main thread, asked at every turn.
    @exclusivity(unchecked) var mainThreadCheck = MainThreadCheck()

    /// The grab of the menu showing now, held or being tried for (R-DT1, X11PopupGrab).
    var popupGrab: X11PopupGrab?

    /// The window of ours that last got the X focus and has not lost it.
    @exclusivity(unchecked) var focusedXID: UInt?

    /// How many turns the loop has made: each draws at most one frame per window (R-U8).
    @exclusivity(unchecked) private(set) var turnCount = 0
    /// The most events seen waiting in Xlib's queue at once (see `drainXEvents`); tests reset it.
    var queueHighWater = 0
    /// How many times `run()` woke from its sleep: an idle application does not (R-U10).
    @exclusivity(unchecked) public internal(set) var wakeCount = 0
    /// How many turns stopped reading with events left, at the end of their input slice.
    @exclusivity(unchecked) private(set) var inputSlicesCut = 0
    /// Key presses read from the server, and how many of them the input method consumed (a
    /// server's method takes every key it is sent and answers with text or a preedit): what a
    /// test reads to tell keys that never came from keys a server kept.
    @exclusivity(unchecked) private(set) var keyPressesRead = 0, keyPressesConsumed = 0
    /// Whether this turn sent a key to an input method server. The caret's spot is not sent after
    /// that in the turn: the server may still be drawing the key's preedit (X11InputContext's
    /// quirk: uim-xim drops the draw and the composition freezes). It goes before the next key.
    private var sentKeyToServerThisTurn = false

    /// Close the application's run loop when the user closes its last window. True by default.
    public var terminatesAfterLastWindowClosed = true

    /// Accept input that other clients sent with `XSendEvent` (R-X6). False by default; events
    /// that get through are marked `UIEvent.isSynthetic`.
    public var acceptsSyntheticInput: Bool {
        get { translator.acceptsSyntheticInput }
        set { translator.acceptsSyntheticInput = newValue }
    }

    /// Why the last read of another program's clipboard or PRIMARY failed (R-U7): its owner did
    /// not answer within the deadline, or offered more than a paste accepts. Nil when none has.
    public var lastPasteboardFailure: X11Error? { selections.lastReadFailure }

    /// Protocol errors the server reported since the process started; each was logged and survived.
    public var protocolErrors: [X11ProtocolError] { X11ErrorTrap.errors }

    /// True once the connection to the X server broke.
    public var isConnectionLost: Bool { display.isLost }

    /// Points → pixels on this display.
    public var scale: CGFloat { display.scale }

    /// Whether pointer and touch input come through XInput 2.2 (touch events): from the first frame
    /// on, where the server offers it; before that, and without it, core pointer events are used.
    public var usesXInput2: Bool { display.xinput2Opcode != nil }

    /// Opens the display (`nil`: `$DISPLAY`) and installs the backend on `application`.
    @discardableResult
    public static func install(on application: UIApplication = .shared, displayName: String? = nil,
                               useXInput2: Bool = true) throws -> X11Backend {
        try install(on: application, displayName: displayName, useXInput2: useXInput2, inputMethodModifiers: "")
    }

    /// As above, with the input method named by `inputMethodModifiers` ("@im=uim") instead of by
    /// `$XMODIFIERS`: tests pick one without changing the environment of a running process.
    @discardableResult
    static func install(on application: UIApplication, displayName: String?, useXInput2: Bool = true,
                        inputMethodModifiers: String) throws -> X11Backend {
        let display = try X11Display(name: displayName, useXInput2: useXInput2, inputMethodModifiers: inputMethodModifiers)
        let backend = X11Backend(application: application, display: display)
        application.platformBackend = backend
        application.externalDrag = backend.xdnd.source
        return backend
    }

    private init(application: UIApplication, display: X11Display) {
        self.application = application
        self.display = display
        selections = X11Selections(display: display, clock: application.clock)
        UIPasteboard.storage = selections
        desktopSettings = X11DesktopSettings(display: display.display, root: display.root, screen: display.screen)
        startupNotification = X11StartupNotification(display: display)
        translator = X11EventTranslator()
        translator.scale = display.scale
        translator.wmProtocols = display.wmProtocols
        translator.wmDeleteWindow = display.wmDeleteWindow
        translator.xembedAtom = display.xembed
        let clock = application.clock
        translator.now = { MainActor.assumeIsolated { clock.now } }
        UIScreen.main.scale = display.scale
        UIScreen.main.bounds = display.screenBounds
        UIScreen.main.workArea = display.workArea
        application.displayScaleDidChange(to: display.scale)
        for window in application.windows where !window.isHidden { windowDidBecomeVisible(window) }
        // The environment (XRESPONDER_APPEARANCE, GTK_THEME) outranks the desktop's settings.
        desktopSettings.styleDidChange = { [unowned application] style in
            guard DesktopAppearance.environmentStyle == nil else { return }
            application.desktopAppearanceDidChange(to: style)
        }
        desktopSettings.inputDidChange = { [unowned self] input in applyDesktopInput(input) }
        desktopSettings.start()
    }

    /// The X window id of `window`, once it is realized.
    public func windowID(of window: UIWindow) -> UInt? {
        (window.platformWindow as? X11Window).map { UInt($0.xid) }
    }

    /// What the X server shows for `window` (read back with XGetImage): a screenshot. With
    /// `includingWindowsAbove`, what the screen shows where the window is, menus and other windows
    /// over it included (X11 quirk: a window's own image is undefined where another covers it).
    public func screenshot(of window: UIWindow, includingWindowsAbove: Bool = false) -> UIImage? {
        (window.platformWindow as? X11Window)?.capture(fromScreen: includingWindowsAbove)
    }

    /// Whether the server has mapped `window` (it is on screen and can receive input).
    public func isMapped(_ window: UIWindow) -> Bool {
        (window.platformWindow as? X11Window)?.isMappedOnServer ?? false
    }

    /// Destroys the X windows and closes the connection; the backend is unusable afterwards.
    public func shutdown() {
        for x11Window in windows.values {
            x11Window.window?.platformWindow = nil
            x11Window.destroy()
        }
        windows.removeAll()
        embeddedParents.removeAll()
        if application.platformBackend === self { application.platformBackend = nil }
        if application.externalDrag === xdnd.source { application.externalDrag = nil }
        releaseSelections()
        leaveAccessibilityBus()
        globalMenu?.stop()
        globalMenu = nil
        display.close()
    }

    // MARK: PlatformBackend

    public func windowDidBecomeVisible(_ window: UIWindow) {
        guard window.platformWindow == nil, !display.isLost else { return }
        do {
            register(try makeWindow(for: window))
            globalMenu?.register(window)
        } catch {
            // `makeKeyAndVisible()` cannot throw (it does not in UIKit): the error is kept for the
            // application to read, and said once on standard error.
            windowCreationErrors.append(error as? X11Error ?? .cannotCreateWindow("\(error)"))
            FileHandle.standardError.write(Data("XResponder: \(error)\n".utf8))
        }
    }

    /// Windows the server refused to create since the backend was installed (R-U9): each
    /// `UIWindow` concerned stays without an X window (it is not shown).
    public private(set) var windowCreationErrors: [X11Error] = []

    /// Makes the X window of `window` and checks that the server made it: X reports a failed
    /// `XCreateWindow` (a parent gone, a size or visual it refuses) only later, as an error
    /// event, so creation is synced and its errors taken as the answer (R-U9).
    func makeWindow(for window: UIWindow, parent: Window? = nil) throws -> X11Window {
        var made: X11Window?
        let ok = X11ErrorTrap.succeeds(display.display) {
            made = X11Window(display: display, window: window, backend: self, parent: parent)
        }
        guard let x11Window = made, ok else {
            made?.abandonFailedCreation()
            if let parent {
                throw X11Error.cannotEmbed("the X server refused a window inside 0x\(String(UInt(parent), radix: 16)) (it may have just been destroyed)")
            }
            throw X11Error.cannotCreateWindow("the X server refused to create the window")
        }
        return x11Window
    }

    func register(_ x11Window: X11Window) {
        windows[UInt(x11Window.xid)] = x11Window
        // Top-level windows take drops from other programs (an embedded one is part of its host's).
        if x11Window.embedding == nil, x11Window.window?.isPopupMenu == false { xdnd.advertise(on: x11Window.xid) }
        if let number = x11Window.window?.windowNumber { translator.windowNumbers[UInt(x11Window.xid)] = number }
        if let parent = x11Window.embedding?.parent { embeddedParents[UInt(parent)] = UInt(x11Window.xid) }
    }

    /// Forgets the X window `xid` in every map keyed by window ids: the server reuses ids.
    private func unregister(_ xid: UInt) -> X11Window? {
        guard let x11Window = windows.removeValue(forKey: xid) else { return nil }
        globalMenu?.unregister(windowID: UInt32(truncatingIfNeeded: xid))
        if focusedXID == xid { focusedXID = nil }
        translator.windowNumbers[xid] = nil
        translator.keysForwardedByEmbedder.remove(xid)
        if let parent = x11Window.embedding?.parent, embeddedParents[UInt(parent)] == xid { embeddedParents[UInt(parent)] = nil }
        return x11Window
    }

    /// Nothing to do: the loop checks the application's stop flag after every turn.
    public func stop() {}

    func setNeedsTurn() { needsTurn = true }

    /// An input method's preedit changed (from inside XFilterEvent): queued in order with the keys.
    func enqueuePreedit(_ text: String, caret: Int, windowNumber: Int) {
        application.enqueue(InputRecord(.preedit(text: text, caret: caret), timestamp: application.clock.now,
                                        windowNumber: windowNumber))
        needsTurn = true
    }

    /// Tells the key window's input method where the caret is, so its candidate window opens there.
    private func updateInputMethodSpot() {
        // A method lost since the last read (the watchdog ended a wait during this turn's work)
        // is replaced at the turn's end; until then its contexts are not asked anything.
        guard !display.inputMethodLost, let window = application.keyWindow, let x11Window = window.platformWindow as? X11Window,
              let context = x11Window.inputMethodContext, context.usesCallbacks,
              let input = window.firstResponderStorage as? (UIView & UITextInput),
              let position = input.selectedTextRange?.end else { return }
        let caret = input.convert(input.caretRect(for: position), to: window)
        context.setSpotLocation(x: Int((caret.minX * display.scale).rounded()), y: Int((caret.maxY * display.scale).rounded()))
    }

    // MARK: One turn

    /// One turn: X input in, the application's input and next-turn work dispatched, one frame per
    /// damaged window drawn and presented, the connection flushed.
    func turn() throws {
        turnCount &+= 1
        needsTurn = false
        readInput = false
        try checkConnection()
        drainXEvents()
        try checkConnection()
        followAccessibilityBus()
        SessionBus.current?.pump()
        dispatchApplicationWork()
        forgetReleasedWindows()
        for window in windows.values { window.renderAndPresent(answersInput: readInput) }
        // The first frame is on the server: what only typing needs is opened now (issue #50).
        if display.inputMethodPending, windows.values.contains(where: \.hasPresented) { openPendingInputMethod() }
        // The accessibility bus is joined once the first frame is up, or at the first turn of an
        // app with no window to show: its connector thread loads libdbus and its dependencies,
        // and while the loader's lock is held the main thread's own first calls wait (1.4 ms of
        // start-up, issue #50). Orca meets the app a turn later; nothing is announced before.
        if accessibilityJoinPending, windows.isEmpty || windows.values.contains(where: \.hasPresented) {
            accessibilityJoinPending = false
            joinAccessibilityBus(retrying: false)
        }
        // Once a frame is up, off start-up's path: the global menu's registrar is asked, Xlib
        // reads the keyboard map the first key would otherwise wait for, XInput 2 starts and
        // the pointers' smooth scrolling axes are read (XIQueryDevice, a round trip), and the
        // menu bar's first popup is laid out once so the first F10 finds its fonts and casts warm.
        if !firstFrameWorkDone, windows.values.contains(where: \.hasPresented) {
            firstFrameWorkDone = true
            globalMenu = GlobalMenu.start()
            X11Keyboard.loadKeyboardMap(on: display.display)
            if display.startXInput2(on: windows.values.map { Window($0.xid) }) {
                display.refreshScrollValuators()
                translator.scrollValuators = display.scrollValuators
            }
            windows.values.first { $0.window?.menuBarView != nil }?.window?.menuBarView?.prepareFirstMenu()
        }
        if let startupNotification, !startupNotification.isComplete, let shown = windows.values.first(where: \.hasPresented) {
            startupNotification.complete(from: Window(shown.xid))
        }
        accessibilityBridge?.turnEnded()
        // After a turn that sent keys to the server their preedit may still be on the way: the
        // spot waits for a turn that sent none, or goes before the next key.
        if !sentKeyToServerThisTurn { updateInputMethodSpot() }
        sentKeyToServerThisTurn = false
        // A method lost during this turn's work (the watchdog ended the spot's wait, or a focus
        // change's) is replaced before the turn ends, as one lost while reading is: between turns
        // the keyboard always has a live method, and no caller sees a lost one still in place.
        if display.inputMethodLost { replaceLostInputMethod() }
        display.sendDueInputMethodProbe()
        reopenInputMethodServerIfBack()
        XFlush(display.display)
        try checkConnection()
    }

    /// Due timers first (a long press due before its release began first), then the application's
    /// input and next-turn work.
    private func dispatchApplicationWork() {
        (application.clock as? SystemClock)?.fireDueTimers()
        application.runUntilIdle()
    }

    /// Reads and handles X events until the connection has none. Each time the events read so far
    /// are handled, the input they made is dispatched before the socket is read again: a press that
    /// arrives alone meets its handler with one read in front of it, as in a client blocking in
    /// `XNextEvent`, and what arrives meanwhile waits for the next read. A burst read at once is
    /// still dispatched together, its moves coalesced (R-T6).
    ///
    /// A turn reads for at most `inputSliceNanoseconds` (50 ms, R-U6): keys that go through an input method
    /// server each wait for its answer (a synchronous round trip), so 3,000 queued keys held the
    /// loop 2–5 s in one drain. What is left is read in the next turn, after this one's frame.
    private func drainXEvents() {
        var event = XEvent()
        let sliceEnd = DispatchTime.now().uptimeNanoseconds &+ Self.inputSliceNanoseconds
        var sliceOver = false
        while !display.isLost, !sliceOver, XPending(display.display) > 0 {
            // X11 quirk: Xlib keeps the queue nodes of the longest backlog for the display's life;
            // the high-water mark says how much memory that is (the burst tests allow for it).
            queueHighWater = max(queueHighWater, Int(XQLength(display.display)))
            repeat {
                XNextEvent(display.display, &event)
                // The input method sees events first; one it consumes (part of a compose sequence)
                // must not be processed again. X11 quirk: an input method server (uim, ibus, fcitx)
                // talks to Xlib through ClientMessage and PropertyNotify events on a window Xlib made,
                // which only XFilterEvent handles; skipping them stalls the protocol after the first
                // key. Pointer events never carry XIM traffic and skip the filter: they are the
                // latency path.
                // A wait on a server that died or hangs is ended by the watchdog (R-U6); the event
                // is then not the server's any more, and is handled with the built-in method.
                var consumed = false, answered = true
                // A key before the first frame: the input method it goes through is opened first.
                if display.inputMethodPending, event.type == KeyPress || event.type == KeyRelease { openPendingInputMethod() }
                let serverKey = event.type == KeyPress && display.usesInputMethodServer
                if serverKey, !sentKeyToServerThisTurn {
                    // The spot goes before the turn's first key goes to the server: XSetICValues
                    // waits for its reply, so the server has it before the key can start a
                    // composition, and no preedit of this key can cross it.
                    updateInputMethodSpot()
                    // That wait was ended (the server died or hangs): the key is the built-in
                    // method's, as when its own wait is ended. X11 quirk: it must not reach
                    // XFilterEvent before Xlib has dropped the server, or Xlib sends it to the
                    // dead server and waits for the answer, with no watchdog armed.
                    if display.inputMethodLost { answered = false }
                }
                if Self.mayBeForInputMethod(event.type), answered {
                    answered = display.waitingOnInputMethod { consumed = XFilterEvent(&event, Window(0)) != 0 }
                }
                // A key the server took (one it gives back unhandled is not consumed).
                if serverKey, consumed, answered { sentKeyToServerThisTurn = true }
                // X11 quirk: Xlib frees a dead server's method and every context on it inside
                // XFilterEvent, whose filter for the server window's DestroyNotify consumes the
                // event. They are let go of here, before the `continue`: when that DestroyNotify
                // was the last event of the read, the turn went on to the spot update, which
                // called XSetICValues on a freed context (the soak's intermittent SIGSEGV).
                if display.inputMethodLost { replaceLostInputMethod() }
                sliceOver = DispatchTime.now().uptimeNanoseconds >= sliceEnd
                if event.type == KeyPress {
                    keyPressesRead &+= 1
                    if consumed && answered { keyPressesConsumed &+= 1 }
                }
                if consumed && answered { continue }
                handle(&event)
            } while !display.isLost && !sliceOver && XEventsQueued(display.display, QueuedAlready) > 0
            // The read's last drag position from another program, asked about and answered once (R-U8).
            xdnd.answerPendingPosition()
            if application.hasPendingInput { dispatchApplicationWork() }
        }
        // Events left for the next slice: turn again without sleeping (they may all be in Xlib's
        // queue already, where no poll sees them).
        if sliceOver, !display.isLost, XEventsQueued(display.display, QueuedAlready) > 0 || XPending(display.display) > 0 {
            needsTurn = true
            inputSlicesCut &+= 1
        }
    }

    /// How long one turn reads X events before it draws and comes back for the rest (R-U6).
    static let inputSliceNanoseconds: UInt64 = 50_000_000

    private static func mayBeForInputMethod(_ type: Int32) -> Bool {
        type != MotionNotify && type != ButtonPress && type != ButtonRelease && type != GenericEvent
    }

    /// Gives `UIPasteboard` back to the in-process store (what we owned is gone with the connection).
    private func releaseSelections() {
        if UIPasteboard.storage === selections { UIPasteboard.storage = UIPasteboard.inProcessStorage }
        selections.close()
    }

    private func handle(_ event: inout XEvent) {
        // A shared-memory put is done (X11SharedImage): reading the event was all it was for.
        if event.type == display.sharedImageCompletionType { return }
        // XIM_SERVERS on the root window: an input method server registered (R-U6).
        if event.type == PropertyNotify, event.xproperty.window == display.root {
            display.rootPropertyChanged(event.xproperty.atom)
            return
        }
        // The answer to the input method probe (R-U6): the server answers again.
        if event.type == SelectionNotify, event.xselection.requestor != 0,
           event.xselection.requestor == display.inputMethodProbe.window {
            display.inputMethodProbeAnswered(event.xselection)
            return
        }
        // Before the selections, which take the PropertyNotify events of transfers they may be in.
        if desktopSettings.handle(&event) { return }
        if selections.handle(&event) { return }
        if xdnd.handle(&event) { return }
        // X11 quirk: after another client changes the keyboard mapping (setxkbmap, xmodmap, a test
        // mapping a spare keycode), Xlib keeps translating with its cached copy until told.
        if event.type == MappingNotify {
            XRefreshKeyboardMapping(&event.xmapping)
            return
        }
        if event.type == GenericEvent, let opcode = display.xinput2Opcode, event.xcookie.extension == opcode {
            // Device events were decoded as Xlib read them (X11DeviceEventReader); the cookie has no
            // data and is left for Xlib to free. No other XI2 events are selected.
            guard let deviceEvents = display.deviceEvents else { return }
            deviceEvents.take(serial: event.xcookie.serial, evtype: event.xcookie.evtype) { deviceEvent, valuators in
                // A device event only ever makes input records; each is queued as it is made, with
                // no array between the event and the queue. Queuing does not touch the translator,
                // which is still in the middle of its change.
                translator.translate(deviceEvent: deviceEvent, valuators: valuators) { translation in
                    if case .input(let record) = translation {
                        enqueueInput(record)
                    } else {
                        assertionFailure("an XI2 device event made \(translation), not input")
                    }
                }
            }
        } else {
            if event.type == KeyPress || event.type == KeyRelease {
                keyboard.inputContext = windows[UInt(event.xkey.window)]?.inputContext
            }
            for translation in translator.translate(&event, keys: &keyboard) { apply(translation) }
        }
    }

    private func enqueueInput(_ record: InputRecord) {
        readInput = true
        if !embeddedParents.isEmpty { requestFocusForClick(record) }
        application.enqueue(record)
    }

    private func apply(_ translation: X11Translation) {
        switch translation {
        case .input(let record):
            enqueueInput(record)
        case .expose(let xid, let rect):
            windows[xid]?.exposed(rect)
        case .configure(let xid, let origin, let size):
            if let x11Window = windows[xid] {
                x11Window.configured(origin: origin, size: size)
            } else if let child = embeddedParents[xid], let size {
                windows[child]?.parentResized(to: CGSize(width: size.width * scale, height: size.height * scale))
            }
        case .close(let xid):
            close(xid)
        case .focusIn(let xid):
            focusedXID = xid
            if windows[xid]?.embedding != nil {
                embeddedFocusChanged(xid, hasFocus: true)
                return
            }
            if let window = windows[xid]?.window {
                if !window.isKeyWindow { window.makeKey() }
                window.hasPlatformFocus = true   // R-AS4: its scene becomes active
            }
            if let inputContext = windows[xid]?.inputContext { display.waitingOnInputMethod { XSetICFocus(inputContext) } }
        case .focusOut(let xid):
            if focusedXID == xid { focusedXID = nil }
            if windows[xid]?.embedding != nil { embeddedFocusChanged(xid, hasFocus: false) }
            else { windows[xid]?.window?.hasPlatformFocus = false }   // R-AS4: its scene resigns active
        case .xembed(let xid, let message, let detail, let data1, _):
            handleXEmbed(xid, message: message, detail: detail, embedder: data1)
        case .reparented(let xid, let parent):
            windowReparented(xid, to: parent)
        case .mapped(let xid):
            guard let x11Window = windows[xid] else { return }
            x11Window.isMappedOnServer = true
            x11Window.window?.damage.add(x11Window.window?.bounds ?? .null)
            x11Window.window?.isIconified = false
        case .unmapped(let xid):
            windows[xid]?.isMappedOnServer = false
            // An unmap we did not ask for (the window is not hidden) is the window manager
            // iconifying the window, or another client withdrawing it: its scene goes to the
            // background (R-AS4) until it is mapped again.
            if let window = windows[xid]?.window, !window.isHidden { window.isIconified = true }
        case .destroyed(let xid):
            // Our own windows are forgotten before we destroy them, so a window still known here was
            // destroyed by another client: close its UIWindow as WM_DELETE_WINDOW would (R-U5).
            close(xid, destroyedByServer: true)
        }
    }

    /// R-X4: WM_DELETE_WINDOW hides the window (its touches are cancelled) and destroys the X window.
    /// A window another client destroyed closes the same way, with nothing left to destroy.
    func close(_ xid: UInt, destroyedByServer: Bool = false) {
        guard let x11Window = unregister(xid) else { return }
        if let window = x11Window.window {
            window.platformWindow = nil
            window.isHidden = true
            application.windowWasClosed(window)   // R-AS4: a scene without windows disconnects
        }
        if destroyedByServer { x11Window.serverDestroyedWindow() } else { x11Window.destroy() }
        if terminatesAfterLastWindowClosed, !windows.values.contains(where: { $0.window?.isHidden == false }) {
            application.stop()
        }
    }

    private func forgetReleasedWindows() {
        for (xid, x11Window) in windows where x11Window.window == nil {
            _ = unregister(xid)
            x11Window.destroy()
        }
    }

    /// R-X5: a lost connection cancels every live touch and press and ends the loop with an error;
    /// nothing exits the process.
    private func checkConnection() throws {
        guard display.isLost else { return }
        if !windows.isEmpty {
            application.enqueue(InputRecord(.inputLost(reason: "display connection lost"), timestamp: application.clock.now))
            application.runUntilIdle()
            for x11Window in windows.values {
                x11Window.window?.platformWindow = nil
                x11Window.destroy()
            }
            windows.removeAll()
            embeddedParents.removeAll()
        }
        if UIPasteboard.storage === selections { UIPasteboard.storage = UIPasteboard.inProcessStorage }
        throw X11Error.connectionLost
    }
}
