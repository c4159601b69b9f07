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
    /// XEmbed's message type and the client's info property (R-E1).
    let xembed: Atom
    let xembedInfo: Atom
    /// The XInput opcode when the server has XI 2.2 (touch); nil means core events only.
    private(set) var xinput2Opcode: Int32?
    /// Decodes the XI2 device events as Xlib reads them (with XI2 only).
    private(set) var deviceEvents: X11DeviceEventReader?
    /// Smooth-scroll axes per slave device (XI 2.1).
    private(set) var scrollValuators: [Int32: [X11ScrollValuator]] = [:]
    private(set) var inputMethod: XIM?
    /// Points → pixels.
    let scale: CGFloat

    /// `inputMethodModifiers`: XSetLocaleModifiers' argument; empty means "what XMODIFIERS says".
    init(name: String?, useXInput2: Bool = true, inputMethodModifiers: String = "") throws {
        X11ErrorTrap.install()
        guard let display = XOpenDisplay(name) else {
            throw X11Error.cannotOpenDisplay(name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? "")
        }
        self.display = display
        X11ErrorTrap.installExitHandler(on: display)
        screen = XDefaultScreen(display)
        root = XRootWindow(display, screen)
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        utf8String = XInternAtom(display, "UTF8_STRING", 0)
        xembed = XInternAtom(display, "_XEMBED", 0)
        xembedInfo = XInternAtom(display, "_XEMBED_INFO", 0)
        scale = X11Display.detectScale(display)
        // With detectable auto-repeat a held key sends repeated KeyPress events without the fake
        // KeyRelease in between, so a repeat cannot be mistaken for a new press.
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        // XIM needs the locale's modifiers set; an empty string means "whatever XMODIFIERS says".
        setlocale(LC_CTYPE, "")
        // Text is Unicode: with a non-UTF-8 locale (LANG unset means "C", as under many CI runners
        // and xvfb-run) Xutf8LookupString and compose would work in ASCII. Use C.UTF-8 then.
        if String(cString: nl_langinfo(nl_item(CODESET))) != "UTF-8" { setlocale(LC_CTYPE, "C.UTF-8") }
        XSetLocaleModifiers(inputMethodModifiers)
        inputMethod = XOpenIM(display, nil, nil, nil)
        if inputMethod == nil { openBuiltInInputMethod() } else { watchInputMethodServer() }
        if useXInput2 { setUpXInput2() }
        detectSharedImageMemory()
    }

    /// Xlib's own input method: compose and dead keys, no server.
    private func openBuiltInInputMethod() {
        XSetLocaleModifiers("@im=none")
        inputMethod = XOpenIM(display, nil, nil, nil)
    }

    /// Set (from inside an Xlib call) when the input method server went away; the backend then
    /// calls `replaceLostInputMethod()` before it uses an input context again.
    @exclusivity(unchecked) private(set) var inputMethodLost = false
    private let inputMethodWatch = X11InputMethodWatch()

    /// X11 quirk: when the input method server dies (ibus restarted, uim-xim killed) Xlib frees the
    /// XIM and every input context on it, and a lookup on one of them afterwards crashes inside
    /// Xlib. The destroy callback is the only notice.
    private func watchInputMethodServer() {
        guard let inputMethod else { return }
        inputMethodWatch.display = self
        let client = Unmanaged.passUnretained(inputMethodWatch).toOpaque().assumingMemoryBound(to: CChar.self)
        xr_XSetIMDestroyCallback(inputMethod, { _, client, _ in
            guard let client else { return }
            let watch = Unmanaged<X11InputMethodWatch>.fromOpaque(UnsafeRawPointer(client)).takeUnretainedValue()
            MainActor.assumeIsolated { watch.display?.inputMethodServerWentAway() }
        }, client)
    }

    private func inputMethodServerWentAway() {
        inputMethod = nil   // freed by Xlib: never XCloseIM it
        inputMethodLost = true
    }

    /// After the server went away: the built-in method takes over, so keys type and compose.
    func replaceLostInputMethod() {
        guard inputMethodLost else { return }
        inputMethodLost = false
        openBuiltInInputMethod()
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
        if let inputMethod { XCloseIM(inputMethod) }
        inputMethod = nil
        if !isLost { for cursor in cursors.values where cursor != 0 { XFreeCursor(display, cursor) } }
        cursors.removeAll()
        if !isLost { XCloseDisplay(display) }
        isClosed = true
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

    private func setUpXInput2() {
        var opcode: Int32 = 0, event: Int32 = 0, error: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &event, &error) != 0 else { return }
        var major: Int32 = 2, minor: Int32 = 2
        guard XIQueryVersion(display, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else { return }
        xinput2Opcode = opcode
        deviceEvents = X11DeviceEventReader.install(on: display, opcode: opcode)
        refreshScrollValuators()
    }

    /// Reads the scroll classes of every slave pointer (XI 2.1 smooth scrolling).
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

    /// Selects XI2 pointer and touch events on `window`. Core pointer events are then not selected:
    /// the same input would arrive twice.
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

    // MARK: Scale

    /// HiDPI: `XRESPONDER_SCALE`, else `GDK_SCALE`, else `Xft.dpi` / 96, else 1.
    static func detectScale(_ display: OpaquePointer) -> CGFloat {
        let environment = ProcessInfo.processInfo.environment
        for name in ["XRESPONDER_SCALE", "GDK_SCALE"] {
            if let text = environment[name], let value = Double(text), value.isFinite, value > 0 { return CGFloat(value) }
        }
        if let resources = XResourceManagerString(display) {
            let text = String(cString: resources)
            if let dpi = parseXftDPI(text) { return dpi / 96 }
        }
        return 1
    }

    /// The `Xft.dpi` value in an X resources string, when it is a sensible positive number.
    nonisolated static func parseXftDPI(_ resources: String) -> CGFloat? {
        for line in resources.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "Xft.dpi",
                  let value = Double(parts[1].trimmingCharacters(in: .whitespaces)), value >= 24, value <= 960
            else { continue }
            return CGFloat(value)
        }
        return nil
    }
}

/// What the input method's destroy callback holds: a weak way back to the display.
final class X11InputMethodWatch: @unchecked Sendable {
    weak var display: X11Display?
}
