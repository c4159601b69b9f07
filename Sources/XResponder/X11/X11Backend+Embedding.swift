import CX11
import Foundation

/// Embedding in other programs (R-E1): a `UIWindow` as a child of a foreign X window, the client
/// side of XEmbed, and the focus and size rules of hosts that do not speak it (Tk's container, a
/// `QWidget::winId()`, a plain Xlib program). See docs/embedding.md.
extension X11Backend {
    /// Puts `window` inside the foreign X window `parentID` (another program's, given on the
    /// command line like `xterm -into` or `mpv --wid`): the window becomes a child that fills the
    /// parent, shows when the window is made visible, and speaks XEmbed to hosts that do (GTK's
    /// `GtkSocket`) while working in any parent (Tk's `frame -container 1`). It follows the
    /// parent's size, so its views lay out (R-L1), and it closes like a top-level window the user
    /// closed when the host goes away: `terminatesAfterLastWindowClosed` decides whether the loop
    /// ends then.
    ///
    /// ```swift
    /// let window = UIWindow(frame: .zero)        // the frame follows the host
    /// window.rootViewController = controller
    /// try backend.embed(window, into: hostWindowID)
    /// window.makeKeyAndVisible()
    /// ```
    ///
    /// Throws `X11Error.cannotEmbed` when no window has that id, when the id is one of this
    /// application's own windows (a stale `--into` id the server has since reused for one of
    /// ours: the window would never show, R-U9), when the parent vanishes while the window is
    /// made, or when `window` already has an X window of its own (embed it before it is first
    /// shown).
    public func embed(_ window: UIWindow, into parentID: UInt) throws {
        guard !display.isLost else { throw X11Error.connectionLost }
        guard window.platformWindow == nil else {
            throw X11Error.cannotEmbed("the window was already shown on its own; embed it before it is first made visible")
        }
        let parent = Window(parentID)
        var attributes = XWindowAttributes()
        guard parentID != 0, parentID != UInt(display.root),
              X11ErrorTrap.quietly(display.display, { XGetWindowAttributes(display.display, parent, &attributes) != 0 }) else {
            throw X11Error.cannotEmbed("there is no window 0x\(String(parentID, radix: 16)) to embed in")
        }
        guard !display.madeHere(parent, known: Set(windows.keys)) else {
            throw X11Error.cannotEmbed("0x\(String(parentID, radix: 16)) is one of this application's own windows, not a host's")
        }
        guard attributes.`class` == InputOutput else {
            throw X11Error.cannotEmbed("0x\(String(parentID, radix: 16)) is an input-only window and cannot show anything")
        }
        var x: Int32 = 0, y: Int32 = 0
        var child = Window(0)
        XTranslateCoordinates(display.display, parent, display.root, 0, 0, &x, &y, &child)
        let scale = display.scale
        window.frame = CGRect(x: CGFloat(x) / scale, y: CGFloat(y) / scale,
                              width: CGFloat(max(1, attributes.width)) / scale, height: CGFloat(max(1, attributes.height)) / scale)
        let x11Window = try makeWindow(for: window, parent: parent)
        X11ErrorTrap.noteHostOwnedWindow(x11Window.xid, on: display.display)
        register(x11Window)
        if !window.isHidden { x11Window.visibilityDidChange(window) }
        setNeedsTurn()
    }

    /// The host window `window` is embedded in, or nil for a top-level window.
    public func hostWindowID(of window: UIWindow) -> UInt? {
        (window.platformWindow as? X11Window)?.embedding.map { UInt($0.parent) }
    }

    /// Whether the host of `window` announced XEmbed (`XEMBED_EMBEDDED_NOTIFY`).
    public func hostSpeaksXEmbed(_ window: UIWindow) -> Bool {
        (window.platformWindow as? X11Window)?.embedding?.speaksXEmbed ?? false
    }

    // MARK: From the event loop

    /// An XEmbed message arrived for one of our windows.
    func handleXEmbed(_ xid: UInt, message: Int, detail: Int, embedder: UInt) {
        guard let x11Window = windows[xid], var embedding = x11Window.embedding,
              let kind = X11XEmbed.Message(rawValue: message) else { return }
        switch kind {
        case .embeddedNotify:
            // data1 names the embedder's window: our parent (the socket), or 0 for the same. Any
            // client can send this message; one naming another window would have us send our focus
            // messages there and accept keys it forges, so it is ignored.
            guard embedder == 0 || Window(embedder) == embedding.parent else {
                EventTrace.log("XEMBED_EMBEDDED_NOTIFY naming 0x\(String(embedder, radix: 16)), not our parent: ignored")
                return
            }
            embedding.embedder = embedding.parent
            // From now on the X focus stays with the host, which forwards key events to us.
            translator.keysForwardedByEmbedder.insert(xid)
            x11Window.selectKeys(false)
        case .windowActivate:
            embedding.isActive = true
        case .windowDeactivate:
            embedding.isActive = false
        case .focusIn:
            embedding.hasFocus = true
            // Tab from the host's widget before us lands on our first view, Shift+Tab on our last.
            if let window = x11Window.window, let landing = X11XEmbed.FocusDetail(rawValue: detail), landing != .current {
                window.moveKeyFocus(from: nil, backwards: landing == .last, passesToHost: false)
            }
        case .focusOut:
            embedding.hasFocus = false
        case .requestFocus, .focusNext, .focusPrevious, .modalityOn, .modalityOff:
            return   // messages for the embedder, and modality, which XResponder does not model
        }
        x11Window.embedding = embedding
        updateKeyWindow(for: x11Window)
    }

    /// The X focus came to (or left) an embedded window: the way hosts without XEmbed give it.
    /// Arriving with nothing focused, the first focusable view takes it, as Tab into it would.
    func embeddedFocusChanged(_ xid: UInt, hasFocus: Bool) {
        guard let x11Window = windows[xid], x11Window.embedding != nil else { return }
        x11Window.embedding?.hasFocus = hasFocus
        if hasFocus, let window = x11Window.window, window.firstResponderStorage == nil {
            window.moveKeyFocus(from: nil, backwards: false, passesToHost: false)
        }
        updateKeyWindow(for: x11Window)
    }

    /// An embedded window is the key window exactly while its host gives it the keyboard.
    private func updateKeyWindow(for x11Window: X11Window) {
        guard let embedding = x11Window.embedding, let window = x11Window.window, !window.isHidden else { return }
        if embedding.isKey {
            if !window.isKeyWindow { window.makeKey() }
            if let inputContext = x11Window.inputContext { display.waitingOnInputMethod { XSetICFocus(inputContext) } }
        } else {
            window.resignKeyWindow()
            if let inputContext = x11Window.inputContext { display.waitingOnInputMethod { XUnsetICFocus(inputContext) } }
        }
    }

    /// A touch began in an embedded window that does not have the keyboard: ask the host for it,
    /// so a click on a text field lets the user type there.
    func requestFocusForClick(_ record: InputRecord) {
        guard case .touch(let change) = record.kind, change.phase == .began, let number = record.windowNumber else { return }
        for x11Window in windows.values where x11Window.embedding != nil && x11Window.window?.windowNumber == number {
            x11Window.requestKeyFocus()
        }
    }

    /// Our embedded window got another parent.
    func windowReparented(_ xid: UInt, to parent: UInt) {
        guard let x11Window = windows[xid], let embedding = x11Window.embedding, Window(parent) != embedding.parent else { return }
        if parent == UInt(display.root) {
            // X11 quirk: a host that put us in its save-set (GtkSocket does) dies, and the server
            // hands our window to the root window, mapped, instead of destroying it. The host is
            // gone: close the window as if the user closed it.
            close(xid)
            return
        }
        // Another container took us in (a host moving its socket): start over with it. The old
        // parent's events stay selected until it dies; nothing reads them.
        if embeddedParents[UInt(embedding.parent)] == xid { embeddedParents[UInt(embedding.parent)] = nil }
        translator.keysForwardedByEmbedder.remove(xid)
        x11Window.selectKeys(true)
        x11Window.embedding = X11Embedding(parent: Window(parent))
        embeddedParents[parent] = xid
        XSelectInput(display.display, Window(parent), StructureNotifyMask)
        updateKeyWindow(for: x11Window)
    }
}
