import CX11
import Foundation
import Testing
@testable import XResponder

/// Sustained use on a real X server (Xvfb in `make test`): windows by the thousand, other clients
/// that send hostile events or destroy our windows, and a soak of real input (R-U2, R-U5, R-X6).
@Suite("X11 sustained use under Xvfb (R-U2, R-U5, R-X6)", .serialized)
@MainActor
struct X11SustainedUseTests {
    final class WeakWindow {
        weak var window: UIWindow?
        init(_ window: UIWindow) { self.window = window }
    }

    /// Shows a small window with a view and a recognizer, waits until the server maps it, closes it
    /// (hides it) and lets it go. Returns a weak reference and its X window id.
    func openAndClose(_ x: XServerHarness) throws -> (WeakWindow, UInt) {
        let window = UIWindow(frame: CGRect(x: 10, y: 10, width: 120, height: 90))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
        view.backgroundColor = .red
        view.addGestureRecognizer(UIPanGestureRecognizer { _ in })
        window.addSubview(view)
        window.makeKeyAndVisible()
        try x.waitUntil("window mapped") { x.backend.isMapped(window) }
        let xid = try #require(x.backend.windowID(of: window))
        window.isHidden = true
        // Wait for the server's UnmapNotify, so the next input cannot land on the closing window.
        try x.waitUntil("window unmapped") { !x.backend.isMapped(window) }
        return (WeakWindow(window), xid)
    }

    @Test("R-U2 1,000 windows opened and closed: every UIWindow is freed and the server's resource count returns")
    func thousandWindows() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        // Warm-up: the first windows create what lives as long as the connection (the cursor, Cairo's caches).
        var (_, xid) = try openAndClose(x)
        for _ in 0..<3 { (_, xid) = try openAndClose(x) }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        let baseline = X11ServerResources.counts(ownerOf: xid, on: x.injector.display)
        let baselineTotal = baseline.values.reduce(0, +)
        let memoryBefore = residentKiB()
        var references: [WeakWindow] = []
        for index in 0..<1_000 {
            let (reference, _) = try openAndClose(x)
            references.append(reference)
            if index % 50 == 49 { _ = try x.backend.processEvents(timeout: 0.01) { false } }
        }
        let freed = try x.backend.processEvents(timeout: 10) {
            references.allSatisfy { $0.window == nil }
                && X11ServerResources.total(ownerOf: xid, on: x.injector.display) <= baselineTotal
        }
        let alive = references.filter { $0.window != nil }.count
        let after = X11ServerResources.counts(ownerOf: xid, on: x.injector.display)
        #expect(freed, "\(alive) UIWindows alive; server resources before \(baseline), after \(after)")
        #expect(alive == 0)
        #expect(after.values.reduce(0, +) <= baselineTotal, "before \(baseline), after \(after)")
        #expect(x.app.windows.isEmpty)
        let growthKiB = residentKiB() - memoryBefore
        // A leaked window was about 345 KB: 1,000 of them would be 345 MB.
        #expect(isAddressSanitized || growthKiB < 40 * 1024, "resident memory grew by \(growthKiB) KiB over 1,000 windows")
    }

    /// A 300×200 window at (40, 30) filled by a logging view named "target", and its X window id.
    func targetWindow(_ x: XServerHarness) throws -> (RecordingWindow, UInt) {
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        _ = x.view("target", CGRect(x: 0, y: 0, width: 300, height: 200), in: window)
        return (window, try #require(x.backend.windowID(of: window)))
    }

    /// Presses the real pointer on the target view and waits until the view has the began.
    func pressOnTarget(_ x: XServerHarness, in window: UIWindow) throws {
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 50, y: 50), in: window))
        x.injector.button(1, isDown: true)
        try x.waitUntil("began") { x.log.entries.contains("target began 1") }
    }

    /// Sends `event` to `xid` from the injector's connection, as any other client can.
    func sendHostile(_ event: inout XEvent, to xid: UInt, _ x: XServerHarness) {
        event.xany.send_event = 1
        XSendEvent(x.injector.display, Window(xid), 0, NoEventMask, &event)
        XSync(x.injector.display, 0)
    }

    /// One of each event type another client could use to disturb a window.
    func hostileEvents(for xid: UInt) -> [XEvent] {
        var destroy = XEvent()
        destroy.xdestroywindow.type = DestroyNotify
        destroy.xdestroywindow.event = Window(xid)
        destroy.xdestroywindow.window = Window(xid)
        var configure = XEvent()
        configure.xconfigure.type = ConfigureNotify
        configure.xconfigure.event = Window(xid)
        configure.xconfigure.window = Window(xid)
        configure.xconfigure.x = 500   // a forged position
        configure.xconfigure.y = 400
        configure.xconfigure.width = 32767
        configure.xconfigure.height = 32767
        var focusOut = XEvent()
        focusOut.xfocus.type = FocusOut
        focusOut.xfocus.window = Window(xid)
        focusOut.xfocus.detail = NotifyNonlinear
        var unmap = XEvent()
        unmap.xunmap.type = UnmapNotify
        unmap.xunmap.event = Window(xid)
        unmap.xunmap.window = Window(xid)
        var leave = XEvent()
        leave.xcrossing.type = LeaveNotify
        leave.xcrossing.window = Window(xid)
        leave.xcrossing.mode = NotifyGrab
        var press = XEvent()
        press.xbutton.type = ButtonPress
        press.xbutton.window = Window(xid)
        press.xbutton.button = 1
        press.xbutton.x = 10
        press.xbutton.y = 10
        return [destroy, configure, focusOut, unmap, leave, press]
    }

    @Test("R-U2 R-T7 windows opened and closed during a drag in another window do not end that drag")
    func churnDuringDrag() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, _) = try targetWindow(x)
        try pressOnTarget(x, in: window)
        // Each closed window is unmapped, then destroyed by us a turn after it is freed; the
        // server's DestroyNotify comes back for a window we no longer know, mid-drag.
        var closed: [WeakWindow] = []
        for _ in 0..<5 { closed.append(try openAndClose(x).0) }
        try x.waitUntil("closed windows freed") { closed.allSatisfy { $0.window == nil } }
        _ = try x.backend.processEvents(timeout: 0.2) { false }   // their DestroyNotify events arrive
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 80, y: 60), in: window))
        x.injector.button(1, isDown: false)
        try x.waitUntil("the drag ends") { x.log.entries.contains("target ended 1") }
        #expect(!x.log.entries.contains("target cancelled 1"))
        #expect(x.log.entries.filter { $0.hasPrefix("target moved") }.count >= 1)
    }

    @Test("R-X6 R-U5 XSendEvent from another client cannot destroy, resize, unmap, unfocus or cancel a drag")
    func hostileClientDuringDrag() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, xid) = try targetWindow(x)
        try pressOnTarget(x, in: window)
        for var event in hostileEvents(for: xid) { sendHostile(&event, to: xid, x) }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 80, y: 60), in: window))
        x.injector.button(1, isDown: false)
        try x.waitUntil("ended") { x.log.entries.contains("target ended 1") }
        #expect(!x.log.entries.contains("target cancelled 1"))
        #expect(!window.isHidden)
        #expect(x.backend.isMapped(window))
        #expect(x.backend.windowID(of: window) == xid)
        #expect(window.frame == CGRect(x: 40, y: 30, width: 300, height: 200), "a forged position was believed")
    }

    @Test("R-U5 a window another client destroys closes like WM_DELETE_WINDOW; the next window works")
    func destroyedByAnotherClient() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, xid) = try targetWindow(x)
        try pressOnTarget(x, in: window)
        XDestroyWindow(x.injector.display, Window(xid))
        XSync(x.injector.display, 0)
        try x.waitUntil("the UIWindow closed") { window.isHidden }
        #expect(x.log.entries.contains("target cancelled 1"))
        #expect(window.platformWindow == nil)
        x.injector.button(1, isDown: false)

        x.log.clear()
        let next = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 200, height: 150))
        _ = x.view("next", CGRect(x: 0, y: 0, width: 200, height: 150), in: next)
        x.injector.click(at: x.screenPoint(CGPoint(x: 20, y: 20), in: next))
        try x.waitUntil("a click in the next window") { x.log.entries.contains("next ended 1") }
    }

    @Test("R-U5 after the window is unmapped mid-drag, the next real click is not dropped as a second press")
    func unmappedMidDrag() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, xid) = try targetWindow(x)
        for round in 1...5 {
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: 50, y: 50), in: window))
            x.injector.button(1, isDown: true)
            try x.waitUntil("began \(round)") { x.log.entries.filter { $0 == "target began 1" }.count == round }
            XUnmapWindow(x.injector.display, Window(xid))   // another client (a window manager, say)
            XSync(x.injector.display, 0)
            try x.waitUntil("cancelled \(round)") { x.log.entries.filter { $0 == "target cancelled 1" }.count == round }
            x.injector.button(1, isDown: false)
            XMapWindow(x.injector.display, Window(xid))
            XSync(x.injector.display, 0)
            try x.waitUntil("mapped again") { x.backend.isMapped(window) }
        }
        let dropped = x.app.droppedInputCount
        x.injector.click(at: x.screenPoint(CGPoint(x: 60, y: 60), in: window))
        try x.waitUntil("the next click") { x.log.entries.contains("target ended 1") }
        #expect(x.app.droppedInputCount == dropped)
    }

    @Test("R-U5 a real 32767×32767 resize by another client is clamped to what the server can back")
    func absurdResizeClamped() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, xid) = try targetWindow(x)
        x.injector.resize(windowID: xid, width: 32767, height: 32767)
        try x.waitUntil("resized") { window.frame.width > 300 }
        let limit = (window.platformWindow as! X11Window).display.maximumWindowPixels
        #expect(window.frame.width * x.backend.scale <= CGFloat(limit.width))
        #expect(window.frame.height * x.backend.scale <= CGFloat(limit.height))
        #expect(limit.width < 32767 && limit.height < 32767)
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        let pixels = (window.platformWindow as! X11Window).compositor.pixelSize
        #expect(Int(pixels.width) <= limit.width && Int(pixels.height) <= limit.height)
        // Still a working window.
        x.injector.click(at: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        try x.waitUntil("a click after the resize") { x.log.entries.contains("target ended 1") }
    }

    @Test("R-U5 stop() before run() returns at once on X11 too")
    func stopBeforeRunX11() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        _ = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 100, height: 100))
        x.app.stop()
        try x.app.run()
        #expect(!x.app.isRunning)
    }
}
