import CX11
import Foundation
import Testing
@testable import XResponder

/// Context menus on a real X server (R-DT1): right clicks and keys through XTest, the popup's X
/// window as another client sees it, and the pointer grab as another client feels it.
@Suite("Context menus under X11 (R-DT1)", .serialized)
@MainActor
struct X11ContextMenuTests {
    /// A 400×300 window whose host view has a menu of three actions and a submenu.
    func menuWindow(_ x: XServerHarness) throws -> (UIWindow, MenuHost) {
        let window = try x.showWindow(frame: CGRect(x: 80, y: 60, width: 400, height: 300))
        let host = MenuHost(frame: window.bounds)
        host.makeMenu = { [host] in
            UIMenu(children: [
                UIAction(title: "Cut") { _ in host.log.append("cut") },
                UIAction(title: "Copy") { _ in host.log.append("copy") },
                UIAction(title: "Paste") { _ in host.log.append("paste") },
                UIMenu(title: "More", children: [UIAction(title: "Deeper") { _ in host.log.append("deeper") }]),
            ])
        }
        window.addSubview(host)
        host.addInteraction(UIContextMenuInteraction(delegate: host))
        x.injector.focus(windowID: try #require(x.backend.windowID(of: window)))
        try x.waitUntil("the key window") { window.isKeyWindow }
        return (window, host)
    }

    var presentation: ContextMenuPresentation? { ContextMenuPresentation.current }

    func rightClick(_ x: XServerHarness, at point: CGPoint, in window: UIWindow) {
        x.injector.click(at: x.screenPoint(point, in: window), button: 3)
    }

    func rowCenter(_ row: Int, level: Int = 0) throws -> (MenuWindow, CGPoint) {
        let window = try #require(presentation?.windows[level] as? MenuWindow)
        let frame = window.list.rowFrames[row]
        return (window, CGPoint(x: frame.midX, y: frame.midY))
    }

    @Test("R-DT1 X11: a right click opens an override-redirect popup-menu window, transient for ours, that holds the pointer grab; a click on a row chooses and gives the grab back")
    func rightClickPopup() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, host) = try menuWindow(x)
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu is mapped and grabbing") {
            presentation.flatMap { $0.windows.first }.map { x.backend.isMapped($0) } == true && x.backend.translator.ownsGrab
        }
        let root = try #require(presentation?.windows.first)
        let xid = Window(try #require(x.backend.windowID(of: root)))
        let display = x.injector.display
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, xid, &attributes)
        #expect(attributes.override_redirect != 0)
        #expect(attributes.x == Int32(x.screenPoint(CGPoint(x: 100, y: 100), in: window).x))
        var type: Atom = 0, actualFormat: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, xid, XInternAtom(display, "_NET_WM_WINDOW_TYPE", 0), 0, 1, 0, XA_ATOM, &type,
                           &actualFormat, &count, &after, &data)
        let windowType = data.map { $0.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee } }
        if let data { XFree(data) }
        #expect(windowType == UInt(XInternAtom(display, "_NET_WM_WINDOW_TYPE_POPUP_MENU", 0)))
        var transientFor = Window(0)
        XGetTransientForHint(display, xid, &transientFor)
        #expect(UInt(transientFor) == x.backend.windowID(of: window))
        #expect(!x.pointerIsFree(), "the menu holds the pointer")
        #expect(window.hasPlatformFocus, "our own grab is not the window losing the focus")
        #expect(window.windowScene == nil || window.windowScene?.activationState == .foregroundActive)

        let (menuWindow, point) = try rowCenter(1)
        x.injector.click(at: x.screenPoint(point, in: menuWindow))
        try x.waitUntil("Copy is chosen") { host.log.contains("copy") }
        try x.waitUntil("the grab is given back") { x.pointerIsFree() }
        #expect(presentation == nil && window.isKeyWindow)
    }

    @Test("R-DT1 X11: with the menu's keyboard grab, Down, Right, Return reach the menu; Escape closes it; keys go back to the window")
    func keyboardThroughTheGrab() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, host) = try menuWindow(x)
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu grabs") { x.backend.translator.ownsGrab }
        x.injector.tap(keysyms: [UInt(XK_End)])
        x.injector.tap(keysyms: [UInt(XK_Right)])
        try x.waitUntil("the submenu opens") { presentation?.windows.count == 2 }
        x.injector.tap(keysyms: [UInt(XK_Return)])
        try x.waitUntil("Deeper is chosen") { host.log.contains("deeper") }
        try x.waitUntil("the grab is given back") { x.pointerIsFree() }

        x.injector.tap(keysyms: [UInt(XK_Menu)])
        try x.waitUntil("the Menu key opens the menu") { presentation != nil && x.backend.translator.ownsGrab }
        x.injector.tap(keysyms: [UInt(XK_Escape)])
        try x.waitUntil("Escape closes it") { presentation == nil && x.pointerIsFree() }
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        host.addSubview(field)
        #expect(field.becomeFirstResponder())
        x.injector.type("ok")
        try x.waitUntil("keys reach the window again") { field.text == "ok" }
    }

    @Test("R-DT1 X11: a click outside every window of ours closes the menu and goes nowhere; a click on our window outside the menu closes it too")
    func outsideClicks() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, host) = try menuWindow(x)
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu grabs") { x.backend.translator.ownsGrab }
        x.injector.click(at: CGPoint(x: 5, y: 5))   // the root window, outside all of ours
        try x.waitUntil("the menu closes") { presentation == nil }
        try x.waitUntil("the grab is given back") { x.pointerIsFree() }
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu grabs") { x.backend.translator.ownsGrab }
        host.touchLog.removeAll()
        x.injector.click(at: x.screenPoint(CGPoint(x: 390, y: 290), in: window))
        try x.waitUntil("the menu closes") { presentation == nil }
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        #expect(host.touchLog.isEmpty, "the closing click is swallowed")
        x.injector.click(at: x.screenPoint(CGPoint(x: 390, y: 290), in: window))
        try x.waitUntil("the next click reaches the view") { host.touchLog == ["began", "ended"] }
    }

    @Test("R-DT1 X11: while another client holds the pointer the grab is retried, and taken once it lets go; held too long, the menu closes")
    func grabRetried() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (_, _) = try menuWindow(x)
        let display = x.injector.display
        let root = XDefaultRootWindow(display)
        #expect(XGrabPointer(display, root, 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, Window(0), Cursor(0),
                             Time(CurrentTime)) == GrabSuccess)
        XSync(display, 0)
        x.injector.tap(keysyms: [UInt(XK_Menu)])
        try x.waitUntil("the menu opens") { presentation != nil }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        #expect(!x.backend.translator.ownsGrab)
        #expect((x.backend.popupGrab?.attempts ?? 0) > 2, "tried again")
        XUngrabPointer(display, Time(CurrentTime))
        XSync(display, 0)
        try x.waitUntil("the grab is taken") { x.backend.translator.ownsGrab }
        x.injector.tap(keysyms: [UInt(XK_Escape)])
        try x.waitUntil("closed") { presentation == nil && x.pointerIsFree() }

        #expect(XGrabPointer(display, root, 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync, Window(0), Cursor(0),
                             Time(CurrentTime)) == GrabSuccess)
        XSync(display, 0)
        x.injector.tap(keysyms: [UInt(XK_Menu)])
        try x.waitUntil("the menu opens") { presentation != nil }
        try x.waitUntil("the menu gives up and closes", timeout: 3) { presentation == nil }
        XUngrabPointer(display, Time(CurrentTime))
        XSync(display, 0)
    }

    /// Whether another client can grab the keyboard now (it gives it straight back).
    func keyboardIsFree(_ x: XServerHarness) -> Bool {
        let display = x.injector.display
        let result = XGrabKeyboard(display, XDefaultRootWindow(display), 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime))
        if result == GrabSuccess { XUngrabKeyboard(display, Time(CurrentTime)) }
        XSync(display, 0)
        return result == GrabSuccess
    }

    /// The fault drill of issue #49: another program destroys the window a menu was opened from.
    /// Before, the popup kept both grabs (other programs got AlreadyGrabbed for as long as it
    /// stayed), `willEnd` never ran, and the popup's window stayed "shown", so the application
    /// never ended after its last window.
    @Test("R-U6 R-DT1 X11: another program destroys the window whose menu is open: the menu closes (willEnd runs), both grabs are given back, and the application ends")
    func openerDestroyedByAnotherProgram() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        x.backend.terminatesAfterLastWindowClosed = true
        let (window, host) = try menuWindow(x)
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu is mapped and grabbing") {
            presentation.flatMap { $0.windows.first }.map { x.backend.isMapped($0) } == true && x.backend.translator.ownsGrab
        }
        let menuWindow = try #require(presentation?.windows.first)
        #expect(!x.pointerIsFree() && !keyboardIsFree(x), "the menu holds both grabs")
        let xid = try #require(x.backend.windowID(of: window))
        XDestroyWindow(x.injector.display, Window(xid))
        XSync(x.injector.display, 0)
        try x.waitUntil("the menu closed and the application asked to end") { presentation == nil && x.app.stopRequested }
        #expect(host.log.contains("will end host"))
        #expect(menuWindow.isHidden && window.isHidden)
        #expect(!x.backend.isMapped(menuWindow), "the popup is no longer on screen")
        #expect(x.pointerIsFree(), "the pointer grab was given back")
        #expect(keyboardIsFree(x), "the keyboard grab was given back")
    }

    @Test("R-DT1 X11: 100 menus opened and closed leave no X window, grab or key-window change behind")
    func hundredMenus() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, _) = try menuWindow(x)
        let xid = try #require(x.backend.windowID(of: window))
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the first menu grabs") { x.backend.translator.ownsGrab }
        x.injector.tap(keysyms: [UInt(XK_Escape)])
        try x.waitUntil("closed") { presentation == nil && x.pointerIsFree() }
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        let before = X11ServerResources.counts(ownerOf: xid, on: x.injector.display)
        for index in 0..<100 {
            rightClick(x, at: CGPoint(x: 100 + CGFloat(index % 7), y: 100), in: window)
            try x.waitUntil("menu \(index) grabs") { x.backend.translator.ownsGrab }
            if index % 2 == 0 {
                x.injector.tap(keysyms: [UInt(XK_Escape)])
            } else {
                x.injector.click(at: x.screenPoint(CGPoint(x: 390, y: 290), in: window))
            }
            try x.waitUntil("menu \(index) closes") { presentation == nil && !x.backend.translator.ownsGrab }
        }
        try x.waitUntil("no grab is left") { x.pointerIsFree() }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        let after = X11ServerResources.counts(ownerOf: xid, on: x.injector.display)
        #expect(after["WINDOW", default: 0] == before["WINDOW", default: 0], "\(before) → \(after)")
        #expect(after.values.reduce(0, +) <= before.values.reduce(0, +) + 2, "\(before) → \(after)")
        #expect(x.app.windows.count == 1 && window.isKeyWindow && window.hasPlatformFocus)
    }
}

extension X11ContextMenuTests {
    @Test("R-DT1 X11: the popup is drawn: its rows' background where the menu is, not black")
    func popupIsDrawn() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, _) = try menuWindow(x)
        rightClick(x, at: CGPoint(x: 100, y: 100), in: window)
        try x.waitUntil("the menu grabs") { x.backend.translator.ownsGrab }
        _ = try x.backend.processEvents(timeout: 0.3) { false }
        let root = try #require(presentation?.windows.first as? MenuWindow)
        let xid = Window(try #require(x.backend.windowID(of: root)))
        let scale = x.backend.scale
        // A point inside the menu right of the first row's text: the menu's light ground.
        let point = CGPoint(x: root.bounds.maxX - 20, y: root.list.rowFrames[0].midY)
        let image = try #require(XGetImage(x.injector.display, xid, Int32(point.x * scale), Int32(point.y * scale), 1, 1,
                                           xr_AllPlanes(), ZPixmap))
        defer { xr_XDestroyImage(image) }
        let value = xr_XGetPixel(image, 0, 0)
        #expect((value >> 16) & 0xFF > 200 && (value >> 8) & 0xFF > 200 && value & 0xFF > 200, "pixel 0x\(String(value, radix: 16))")
    }
}
