import CCairo
import CX11
import Foundation

/// The X window behind a `UIWindow`: creation, properties, mapping, and presenting the compositor's
/// pixels (R-X4, R-R2).
@MainActor
final class X11Window: PlatformWindow {
    /// The freedesktop name of the cursor this window shows (nil: none, the pointer hidden).
    private var shownCursorName: String? = "default"
    let display: X11Display
    let xid: Window
    weak var window: UIWindow?
    unowned let backend: X11Backend
    let compositor: WindowCompositor
    private(set) var inputMethodContext: X11InputContext?
    var inputContext: XIC? { inputMethodContext?.ic }
    /// Cairo's surface on the X window, made when first needed (`windowSurface()`): a frame
    /// presented from shared memory never needs it, and the first one made on a display asks the
    /// server about RENDER and reads the X resources — round trips before the first frame (issue #50).
    @exclusivity(unchecked) private var xlibSurface: OpaquePointer?
    /// The compositor's pixels, in memory the server reads (when it can: see `X11SharedImage`).
    let sharedImage: X11SharedImage?
    /// True between MapNotify and UnmapNotify: only then is presenting useful.
    @exclusivity(unchecked) var isMappedOnServer = false
    /// Whether a frame of the window went to the server (the backend opens what only typing needs
    /// after the first one).
    private(set) var hasPresented = false
    @exclusivity(unchecked) private(set) var isDestroyed = false

    /// What the host knows of us when the window lives inside a foreign window (R-E1); nil for a
    /// top-level window.
    var embedding: X11Embedding?
    /// What WM_NORMAL_HINTS says: the position asked for, and a scene's size limits (R-AS4).
    private var positionHint: CGRect?
    /// Whether `_NET_WM_ICON` is still to be written (after the first frame: see `present`).
    private var iconPending = false
    /// Whether the pointer's shape is still to be set (after the first frame: see `present`).
    private(set) var cursorPending = true
    /// Whether Cairo's surface on the window was made (see `xlibSurface`).
    var hasWindowSurface: Bool { xlibSurface != nil }
    private var sizeLimits: (minimum: CGSize, maximum: CGSize)?
    /// The core events selected on the window.
    let coreEventMask: Int

    /// A top-level window, or with `parent` a child of that foreign window, filling it.
    init(display: X11Display, window: UIWindow, backend: X11Backend, parent: Window? = nil) {
        self.display = display
        self.window = window
        self.backend = backend
        embedding = parent.map { X11Embedding(parent: $0) }
        compositor = WindowCompositor(window: window, scale: display.scale)
        let dpy = display.display
        let visual = XDefaultVisual(dpy, display.screen)
        sharedImage = visual.map { X11SharedImage(display: display, visual: $0) }
        compositor.pixelStorage = sharedImage
        let scale = display.scale
        let frame = window.frame
        var attributes = XSetWindowAttributes()
        // No background: the server never clears exposed areas to a color first, so there is no
        // flicker between an Expose and our repaint.
        attributes.background_pixmap = Pixmap(0)
        attributes.bit_gravity = NorthWestGravity
        var eventMask = ExposureMask | StructureNotifyMask | FocusChangeMask | KeyPressMask | KeyReleaseMask
            | EnterWindowMask | LeaveWindowMask
        if display.xinput2Opcode == nil {
            eventMask |= ButtonPressMask | ButtonReleaseMask | PointerMotionMask
        }
        attributes.event_mask = eventMask
        coreEventMask = eventMask
        var valueMask = CWBackPixmap | CWBitGravity | CWEventMask
        if window.isPopupMenu {
            // A popup menu places itself: override-redirect keeps the window manager from framing,
            // moving or focusing it (EWMH's popup-menu type still tells compositors what it is).
            // Save-under: the server may keep what it covers and restore it when it goes.
            attributes.override_redirect = 1
            attributes.save_under = 1
            valueMask |= CWOverrideRedirect | CWSaveUnder
        }
        let pixelFrame = Self.pixels(of: frame, scale: scale)
        let pixelWidth = pixelFrame.width, pixelHeight = pixelFrame.height
        // An embedded window sits at its parent's origin; the frame keeps root coordinates.
        let pixelX = parent == nil ? pixelFrame.x : 0
        let pixelY = parent == nil ? pixelFrame.y : 0
        xid = XCreateWindow(dpy, parent ?? display.root, pixelX, pixelY, pixelWidth, pixelHeight, 0,
                            Int32(CopyFromParent), UInt32(InputOutput), nil,
                            UInt(valueMask), &attributes)
        display.selectXInput2Events(on: xid)
        if let parent {
            // The parent's own ConfigureNotify (its size, to follow) and its reparenting reach us.
            XSelectInput(dpy, parent, StructureNotifyMask)
            setXEmbedInfo(mapped: !window.isHidden)
        }
        var protocols = [display.wmDeleteWindow]
        XSetWMProtocols(dpy, xid, &protocols, 1)
        setIdentity()
        setPositionHint(frame: frame)
        if window.isPopupMenu { setPopupProperties(opener: window.popupOpener) } else { iconPending = true }
        // A popup menu takes no text: no input context (and no round trips to the input method).
        if !window.isPopupMenu { attachInputContext() }
        window.platformWindow = self
        titleDidChange(window)
    }

    // MARK: PlatformWindow

    /// The portal's X11 form: "x11:" and the window's id in hexadecimal (xdg-desktop-portal's
    /// "Window identifiers").
    var portalParentWindow: String { "x11:" + String(UInt(xid), radix: 16) }

    /// The registrar of a global menu knows a top-level window by its X id (R-DA1).
    var globalMenuWindowID: UInt32? {
        guard embedding == nil, window?.isPopupMenu != true else { return nil }
        return UInt32(truncatingIfNeeded: UInt(xid))
    }

    func titleDidChange(_ window: UIWindow) {
        guard alive else { return }
        let title = Array(window.title.utf8)
        _ = title.withUnsafeBufferPointer { bytes in
            XChangeProperty(display.display, xid, display.netWMName, display.utf8String, 8, PropModeReplace,
                            bytes.baseAddress, Int32(bytes.count))
        }
        // Legacy WM_NAME for window managers without EWMH (Latin-1; non-ASCII becomes '?').
        let latin = String(window.title.unicodeScalars.map { $0.isASCII ? Character($0) : "?" })
        XStoreName(display.display, xid, latin)
    }

    func visibilityDidChange(_ window: UIWindow) {
        guard alive else { return }
        if embedding != nil {
            // XEmbed: the embedder maps the client when `_XEMBED_INFO` says so; a host that does
            // not speak it (Tk's container, a plain parent) needs the map request itself. Not
            // raised: a stacking request to a Tk container becomes a geometry request.
            setXEmbedInfo(mapped: !window.isHidden)
            if window.isHidden { XUnmapWindow(display.display, xid) } else { XMapWindow(display.display, xid) }
        } else if window.isHidden {
            if window.isPopupMenu { backend.endPopupGrab(of: self) }
            XUnmapWindow(display.display, xid)
        } else {
            XMapRaised(display.display, xid)
            if window.isPopupMenu, window.popupOpener?.isPopupMenu != true { backend.beginPopupGrab(for: self) }
        }
        backend.setNeedsTurn()
    }

    func setNeedsDisplay(_ window: UIWindow) {
        backend.setNeedsTurn()
    }

    func pointerStyleDidChange(_ window: UIWindow, to style: UIPointerStyle) {
        guard alive else { return }
        shownCursorName = style.cursorName
        cursorPending = false
        defineShownCursor()
        backend.setNeedsTurn()
    }

    /// The desktop changed its cursor theme: the cursor shown now is loaded again from it.
    func cursorThemeDidChange() {
        guard !cursorPending else { return }
        defineShownCursor()
    }

    private func defineShownCursor() {
        guard alive else { return }
        XDefineCursor(display.display, xid, display.cursor(named: shownCursorName))
    }

    /// The surface Cairo draws on the X window with, made now if it was not yet.
    private func windowSurface() -> OpaquePointer? {
        if let xlibSurface { return xlibSurface }
        guard alive, let window, let visual = XDefaultVisual(display.display, display.screen) else { return nil }
        let pixels = Self.pixels(of: window.frame, scale: compositor.scale)
        xlibSurface = cairo_xlib_surface_create(display.display, xid, visual, Int32(pixels.width), Int32(pixels.height))
        return xlibSurface
    }

    // MARK: Frames

    /// Redraws the damaged part offscreen and copies exactly those pixels to the window.
    /// `answersInput`: the turn drawing the frame read pointer or key input (see `X11SharedImage`).
    func renderAndPresent(answersInput: Bool) {
        guard alive, isMappedOnServer, let window, !window.isHidden else { return }
        let rects = compositor.renderIfNeeded()
        let moves = compositor.lastFrameMoves
        // The screen's default GC: the display owns it (one of our own would have to be freed
        // with a request, impossible once the connection is lost), and its graphics exposures are
        // on, so a copy whose source was covered is answered with GraphicsExpose.
        guard !moves.isEmpty, let xlibSurface = windowSurface(), let copyGC = XDefaultGC(display.display, display.screen) else {
            present(rects, answersInput: answersInput)
            return
        }
        // Scrolled pixels move on the server too (R-S5): only the strips that came into view (and
        // whatever else was redrawn) travel over the connection. Cairo is told that the window
        // changed behind its back.
        cairo_surface_flush(xlibSurface)
        for move in moves {
            XCopyArea(display.display, xid, xid, copyGC, Int32(move.source.minX), Int32(move.source.minY),
                      UInt32(move.source.width), UInt32(move.source.height), Int32(move.destination.x), Int32(move.destination.y))
        }
        cairo_surface_mark_dirty(xlibSurface)
        present(compositor.lastFrameRedrawn, answersInput: answersInput)
    }

    /// Whether the current frame's pixels are in memory shared with the server.
    var presentsFromSharedMemory: Bool {
        guard let sharedImage, let surface = compositor.surface else { return false }
        return sharedImage.owns(surface)
    }

    /// Copies pixel rectangles of the backing surface to the X window (Expose needs no redraw):
    /// from shared memory when the pixels are there, else through Cairo.
    func present(_ rects: [CGRect], answersInput: Bool = false) {
        guard alive, let backing = compositor.surface, !rects.isEmpty else { return }
        if !hasPresented {
            StartupTrace.markFirstFrame()
            // The pointer's shape is set after the first frame too (libXcursor's first load reads
            // the X resources and the theme's files); until then the window shows its parent's.
            // Pending until that turn, unless the app asks for a shape first.
            UIApplication.shared.performOnNextTurn { [weak self] in
                guard let self, cursorPending else { return }
                cursorPending = false
                defineShownCursor()
            }
        }
        hasPresented = true
        if iconPending {
            // The icon is read from the app's catalogs after the first frame, off start-up's path.
            iconPending = false
            UIApplication.shared.performOnNextTurn { [weak self] in self?.setIcon() }
        }
        if let sharedImage, sharedImage.owns(backing), let gc = XDefaultGC(display.display, display.screen) {
            sharedImage.put(rects, on: xid, gc: gc, asksCompletion: !answersInput)
            return
        }
        guard let xlibSurface = windowSurface() else { return }
        let cr = cairo_create(xlibSurface)!
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cr, backing, 0, 0)
        for rect in rects {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_fill(cr)
        cairo_destroy(cr)
        cairo_surface_flush(xlibSurface)
    }

    func exposed(_ rect: CGRect) {
        guard let window else { return }
        if compositor.surface == nil {
            window.damage.add(rect)
        } else {
            let scale = compositor.scale
            present([CGRect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)])
        }
    }

    /// The desktop's scale changed (Xft/DPI, R-DT3): the window draws at the new scale and keeps its
    /// size in points, so its size in pixels changes; an embedded window keeps the pixels its host
    /// gives it, so its size in points changes instead.
    func scaleDidChange(to scale: CGFloat) {
        guard alive, let window else { return }
        compositor.scale = scale
        if embedding != nil {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display.display, xid, &attributes) != 0 else { return }
            window.frame = CGRect(origin: window.frame.origin,
                                  size: CGSize(width: CGFloat(attributes.width) / scale, height: CGFloat(attributes.height) / scale))
        } else {
            let pixels = Self.pixels(of: window.frame, scale: scale)
            if window.isPopupMenu {
                popupFrameDidChange(window)   // a popup places itself: position and size
            } else {
                XResizeWindow(display.display, xid, pixels.width, pixels.height)
            }
            if let xlibSurface { cairo_xlib_surface_set_size(xlibSurface, Int32(pixels.width), Int32(pixels.height)) }
        }
        window.damage.add(window.bounds)
        backend.setNeedsTurn()
    }

    /// A top-level window the app placed anew (it joined a scene): asked of the server, which
    /// answers with a ConfigureNotify that sets the frame for good (the window manager may have
    /// its own say). The surface takes the size now, so the next frame fills the window.
    func placementDidChange(_ window: UIWindow) {
        guard alive, !window.isPopupMenu, embedding == nil else { return }
        // The hints first: a window manager reads a configure request by the gravity they give.
        setPositionHint(frame: window.frame)
        let pixels = Self.pixels(of: window.frame, scale: display.scale)
        XMoveResizeWindow(display.display, xid, pixels.x, pixels.y, pixels.width, pixels.height)
        if let xlibSurface { cairo_xlib_surface_set_size(xlibSurface, Int32(pixels.width), Int32(pixels.height)) }
        window.damage.add(window.bounds)
        backend.setNeedsTurn()
    }

    /// A frame in points as the server's pixels: rounded, kept in X's 16-bit range, at least 1×1.
    static func pixels(of frame: CGRect, scale: CGFloat) -> (x: Int32, y: Int32, width: UInt32, height: UInt32) {
        (Int32((frame.minX * scale).rounded().clampedForPixels), Int32((frame.minY * scale).rounded().clampedForPixels),
         UInt32(max(1, (frame.width * scale).rounded().clampedForPixels)),
         UInt32(max(1, (frame.height * scale).rounded().clampedForPixels)))
    }

    /// The server moved or resized the window (the user, or a window manager). The position is the
    /// server's answer, not the event's; with no size (a synthetic ConfigureNotify) the size stays.
    /// Sizes are clamped to what `X11Display.maximumWindowPixels` allows.
    func configured(origin reportedOrigin: CGPoint, size reportedSize: CGSize?) {
        guard let window else { return }
        let scale = compositor.scale
        let origin = rootOrigin() ?? reportedOrigin
        let limit = display.maximumWindowPixels
        let size = reportedSize.map {
            CGSize(width: min($0.width, CGFloat(limit.width) / scale), height: min($0.height, CGFloat(limit.height) / scale))
        } ?? window.frame.size
        let frame = CGRect(origin: origin, size: size)
        if window.frame.size != frame.size {
            if let xlibSurface, alive {
                cairo_xlib_surface_set_size(xlibSurface, Int32((frame.width * scale).rounded()), Int32((frame.height * scale).rounded()))
            }
            window.resizeFromPlatform(to: frame)   // the root view and every subview follow by their masks (R-L1)
            window.damage.add(window.bounds)
        } else {
            window.frame = frame
        }
    }

    /// Another client destroyed the X window (DestroyNotify): there is nothing left to destroy on
    /// the server, only our side to release.
    func serverDestroyedWindow() {
        isDestroyedOnServer = true
        // X11 quirk: the server freed the window's RENDER picture with it, and Cairo frees it
        // again as the surface finishes; that BadPicture (and any like it) is expected here.
        guard !display.isLost else { return destroy() }
        X11ErrorTrap.quietly(display.display) { destroy() }
    }
    private var isDestroyedOnServer = false

    /// Where the window is on the root window, asked of the server (one round trip, not on the input
    /// path). X11 quirk: a real ConfigureNotify gives the position relative to the parent, which is
    /// the window manager's frame once it reparented us; a synthetic one (ICCCM 4.1.5) claims root
    /// coordinates, but any client can forge it. GTK asks the server too.
    private func rootOrigin() -> CGPoint? {
        guard alive else { return nil }
        var x: Int32 = 0, y: Int32 = 0
        var child = Window(0)
        guard XTranslateCoordinates(display.display, xid, display.root, 0, 0, &x, &y, &child) != 0 else { return nil }
        let scale = compositor.scale
        return CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    func destroy() {
        guard !isDestroyed else { return }
        isDestroyed = true
        backend.endPopupGrab(of: self)
        // The pixels go with the window: a shared segment is the server's resource too (R-U2).
        compositor.discardSurface()
        // X11 quirk: once the connection is dead every Xlib call, including the ones Cairo makes
        // to free its server-side resources, may block or fail; the surface is abandoned instead.
        guard !display.isLost else {
            xlibSurface = nil
            inputMethodContext?.destroy(connectionAlive: false)
            inputMethodContext = nil
            return
        }
        if let xlibSurface {
            cairo_surface_finish(xlibSurface)
            cairo_surface_destroy(xlibSurface)
        }
        xlibSurface = nil
        inputMethodContext?.destroy(connectionAlive: true)
        inputMethodContext = nil
        if !isDestroyedOnServer { XDestroyWindow(display.display, xid) }
    }

    var alive: Bool { !isDestroyed && !display.isLost }

    /// The server refused the window (`X11Backend.makeWindow`): its `UIWindow` forgets it and
    /// what was made for it is freed. Requests naming an id the server never made fail quietly.
    func abandonFailedCreation() {
        if let window, window.platformWindow === self { window.platformWindow = nil }
        X11ErrorTrap.quietly(display.display) { destroy() }
    }

    /// An input context on the display's current input method, when there is one.
    func attachInputContext() {
        guard alive, inputMethodContext == nil, let im = display.inputMethod, let window else { return }
        let windowNumber = window.windowNumber
        // `unowned`, as `backend` itself is: Xlib calls it only inside the backend's own calls
        // (XFilterEvent, key lookups), from its turn. A weak capture gave the backend a side table,
        // and every retain and release of it — one pair per X event — took the slow path (issue #9).
        inputMethodContext = X11InputContext(display: display, inputMethod: im, window: xid) { [unowned backend] text, caret in
            backend.enqueuePreedit(text, caret: caret, windowNumber: windowNumber)
        }
    }

    /// Forgets the input context of an input method that was lost: the server went away (Xlib
    /// freed the context) or stopped answering (the context is left to Xlib, without focus).
    /// Returns whether a preedit was being shown.
    func abandonInputContext(freedByXlib: Bool) -> Bool {
        let wasComposing = inputMethodContext?.isComposing ?? false
        inputMethodContext?.abandon(freedByXlib: freedByXlib)
        inputMethodContext = nil
        return wasComposing
    }

    /// Takes the window's context away (a server method is about to replace the built-in one).
    func detachInputContext() -> X11InputContext? {
        defer { inputMethodContext = nil }
        return inputMethodContext
    }

    /// Gives back a context `detachInputContext()` took, when nothing replaced it.
    func reattach(_ context: X11InputContext?) {
        if inputMethodContext == nil { inputMethodContext = context }
    }

    private func setPositionHint(frame: CGRect) {
        positionHint = frame
        writeNormalHints()
    }

    /// A scene's size restrictions (R-AS4) become the window's minimum and maximum size hints.
    func sizeLimitsDidChange(_ window: UIWindow, minimum: CGSize, maximum: CGSize) {
        sizeLimits = (minimum, maximum)
        writeNormalHints()
    }

    /// WM_NORMAL_HINTS holds the position we asked for and the size limits together: each write
    /// replaces the whole property, so both are written every time.
    private func writeNormalHints() {
        guard alive, let hints = XAllocSizeHints() else { return }
        func pixels(_ value: CGFloat) -> Int32 { Int32((value * display.scale).rounded().clampedForPixels) }
        if let frame = positionHint {
            hints.pointee.flags |= PPosition | PSize
            hints.pointee.x = pixels(frame.minX)
            hints.pointee.y = pixels(frame.minY)
            hints.pointee.width = pixels(frame.width)
            hints.pointee.height = pixels(frame.height)
            // The position is where the window was when the app last quit (R-DA2).
            if let remembered = window?.windowScene?.rememberedPlacement, remembered == frame {
                // X11 quirk: a window manager places the frame it adds by the window's gravity, so
                // with the default (north-west) a remembered client position would come back one
                // title bar lower at each launch. Static gravity places the client area itself
                // there; "user-specified" asks the window manager to honour it (ICCCM 4.1.2.3).
                hints.pointee.flags |= USPosition | USSize | PWinGravity
                hints.pointee.win_gravity = StaticGravity
            }
        }
        if let (minimum, maximum) = sizeLimits {
            if minimum.width > 0 || minimum.height > 0 {
                hints.pointee.flags |= PMinSize
                hints.pointee.min_width = max(1, pixels(minimum.width))
                hints.pointee.min_height = max(1, pixels(minimum.height))
            }
            if maximum.width.isFinite, maximum.height.isFinite, maximum.width < 100_000, maximum.height < 100_000 {
                hints.pointee.flags |= PMaxSize
                hints.pointee.max_width = max(1, pixels(maximum.width))
                hints.pointee.max_height = max(1, pixels(maximum.height))
            }
        }
        XSetWMNormalHints(display.display, xid, hints)
        XFree(hints)
    }
}

extension X11Window {
    /// The window's pixels as the X server has them (XGetImage), for screenshots and pixel tests.
    /// `fromScreen`: the root window's pixels over the window's area instead, windows above included.
    func capture(fromScreen: Bool = false) -> UIImage? {
        guard alive, let window else { return nil }
        let scale = compositor.scale
        let (_, _, width, height) = Self.pixels(of: window.bounds, scale: scale)
        var source = xid, x: Int32 = 0, y: Int32 = 0
        if fromScreen {
            var child = Window(0)
            guard XTranslateCoordinates(display.display, xid, display.root, 0, 0, &x, &y, &child) != 0 else { return nil }
            source = display.root
        }
        guard let image = XGetImage(display.display, source, x, y, width, height, xr_AllPlanes(), ZPixmap) else { return nil }
        defer { xr_XDestroyImage(image) }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        for y in 0..<Int(height) {
            let row = data.advanced(by: y * stride).withMemoryRebound(to: UInt32.self, capacity: Int(width)) { $0 }
            for x in 0..<Int(width) {
                // 24-bit TrueColor visuals (Xvfb, nearly every desktop) are 0xRRGGBB; make it opaque.
                row[x] = 0xFF00_0000 | UInt32(truncatingIfNeeded: xr_XGetPixel(image, Int32(x), Int32(y)) & 0xFF_FFFF)
            }
        }
        cairo_surface_mark_dirty(surface)
        return UIImage(surface: surface, scale: scale)
    }
}
