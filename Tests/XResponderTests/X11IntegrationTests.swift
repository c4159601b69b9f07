import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11 integration under Xvfb (R-X1 … R-X6)", .serialized)
@MainActor
struct X11IntegrationTests {
    @Test("R-X1 a real click becomes touchesBegan and touchesEnded on the view under it")
    func click() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        let target = x.view("target", CGRect(x: 50, y: 50, width: 100, height: 80), in: window)
        var touchInfo: (UITouch.TouchType, UIEvent.ButtonMask, CGPoint)?
        target.onBegan = { touches, event in
            let touch = touches.first!
            touchInfo = (touch.type, event!.buttonMask, touch.location(in: target))
        }
        x.injector.click(at: x.screenPoint(CGPoint(x: 60, y: 70), in: window))
        try x.waitUntil("ended") { x.log.entries.contains("target ended 1") }
        #expect(x.log.entries.filter { $0.hasPrefix("target") } == ["target began 1", "target ended 1"])
        #expect(touchInfo?.0 == .indirectPointer)
        #expect(touchInfo?.1 == .primary)
        #expect(touchInfo?.2 == CGPoint(x: 10, y: 20))
    }
}

extension X11IntegrationTests {
    @Test("R-T1 dragging out of the view and back keeps the touch with its view")
    func dragOutAndBack() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 400, height: 300))
        _ = x.view("a", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        _ = x.view("b", CGRect(x: 200, y: 0, width: 100, height: 100), in: window)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 50, y: 50), in: window))
        x.injector.button(1, isDown: true)
        try x.waitUntil("began") { x.log.entries.contains("a began 1") }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 250, y: 50), in: window))
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 500, y: 50), in: window))   // outside the window
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 60, y: 50), in: window))
        x.injector.button(1, isDown: false)
        try x.waitUntil("ended") { x.log.entries.contains("a ended 1") }
        let own = x.log.entries.filter { $0.hasPrefix("a ") || $0.hasPrefix("b ") }
        #expect(own.first == "a began 1" && own.last == "a ended 1")
        #expect(own.dropFirst().dropLast().allSatisfy { $0 == "a moved 1" })
        #expect(!own.contains { $0.hasPrefix("b ") })
    }

    @Test("R-T3 a real double click reports tapCount 2")
    func doubleClick() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        var counts: [Int] = []
        view.onBegan = { touches, _ in counts.append(touches.first!.tapCount) }
        let point = x.screenPoint(CGPoint(x: 20, y: 20), in: window)
        x.injector.click(at: point)
        x.injector.click(at: point)
        try x.waitUntil("two taps") { counts.count == 2 }
        #expect(counts == [1, 2])
    }

    @Test("R-X1 the scroll wheel reaches sendEvent as scroll events, not touches")
    func scrollWheel() throws {
        final class ScrollSpy: UIApplication {
            var deltas: [CGPoint] = []
            override func sendEvent(_ event: UIEvent) {
                if event.type == .scroll { deltas.append(event.scrollDelta) }
                super.sendEvent(event)
            }
        }
        let x = try XServerHarness(ScrollSpy.self)
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        _ = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        x.injector.button(5, isDown: true)
        x.injector.button(5, isDown: false)
        x.injector.button(4, isDown: true)
        x.injector.button(4, isDown: false)
        let spy = x.app as! ScrollSpy
        try x.waitUntil("two scrolls") { spy.deltas.count >= 2 }
        #expect(spy.deltas.prefix(2) == [CGPoint(x: 0, y: 10), CGPoint(x: 0, y: -10)])
        #expect(!x.log.entries.contains { $0.hasPrefix("v ") })
    }

    @Test("R-X3 typing with Shift delivers UIKey text, key code and modifiers to the first responder")
    func typing() throws {
        final class Field: UIView {
            var keys: [UIKey] = []
            var ended = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                keys.append(presses.first!.key!)
            }
            override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { ended += 1 }
        }
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        x.injector.focus(windowID: x.backend.windowID(of: window)!)
        x.injector.key(keysym: UInt(XK_h), isDown: true)
        x.injector.key(keysym: UInt(XK_h), isDown: false)
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: true)
        x.injector.key(keysym: UInt(XK_i), isDown: true)
        x.injector.key(keysym: UInt(XK_i), isDown: false)
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: false)
        try x.waitUntil("three key presses") { field.keys.count >= 3 && field.ended >= 3 }
        let letters = field.keys.filter { $0.keyCode != .keyboardLeftShift }
        #expect(letters.map(\.characters) == ["h", "I"])
        #expect(letters.map(\.keyCode) == [.keyboardH, .keyboardI])
        #expect(letters.last?.modifierFlags.contains(.shift) == true)
        #expect(letters.last?.charactersIgnoringModifiers == "I")
    }

    @Test("R-H7 two windows: each click goes to the window and view under it")
    func twoWindows() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let left = try x.showWindow(frame: CGRect(x: 10, y: 10, width: 200, height: 200))
        let right = try x.showWindow(frame: CGRect(x: 300, y: 10, width: 200, height: 200))
        _ = x.view("left", CGRect(x: 0, y: 0, width: 200, height: 200), in: left)
        _ = x.view("right", CGRect(x: 0, y: 0, width: 200, height: 200), in: right)
        x.injector.click(at: x.screenPoint(CGPoint(x: 50, y: 50), in: right))
        x.injector.click(at: x.screenPoint(CGPoint(x: 50, y: 50), in: left))
        try x.waitUntil("both clicks") { x.log.entries.contains("left ended 1") }
        #expect(x.log.entries.filter { !$0.hasPrefix("window") } == ["right began 1", "right ended 1", "left began 1", "left ended 1"])
    }

    @Test("R-X4 WM_DELETE_WINDOW closes the window cleanly: touches cancelled, X window gone")
    func closeViaWMDelete() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        x.backend.terminatesAfterLastWindowClosed = true
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        _ = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        x.injector.button(1, isDown: true)
        try x.waitUntil("began") { x.log.entries.contains("v began 1") }
        let xid = x.backend.windowID(of: window)!
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = Window(xid)
        message.xclient.message_type = XInternAtom(x.injector.display, "WM_PROTOCOLS", 0)
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(XInternAtom(x.injector.display, "WM_DELETE_WINDOW", 0))
        XSendEvent(x.injector.display, Window(xid), 0, NoEventMask, &message)
        XSync(x.injector.display, 0)
        try x.waitUntil("closed") { window.isHidden }
        x.injector.button(1, isDown: false)
        #expect(x.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
        #expect(x.backend.windowID(of: window) == nil)
        // The last window closed: the application was asked to stop its loop.
        #expect(x.app.stopRequested)
    }

    @Test("R-D6 a handler that removes the touched view is survived; the view gets one cancel")
    func handlerRemovesView() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        view.onBegan = { _, _ in view.removeFromSuperview() }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        x.injector.button(1, isDown: true)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 30, y: 30), in: window))
        x.injector.button(1, isDown: false)
        x.injector.click(at: x.screenPoint(CGPoint(x: 40, y: 40), in: window))
        try x.waitUntil("second click on the window") { x.log.entries.filter { $0 == "window ended 1" }.count == 1 }
        #expect(x.log.entries.filter { $0.hasPrefix("v ") } == ["v began 1", "v cancelled 1"])
    }

    @Test("R-X5 X errors from a window destroyed by another client are logged and survived")
    func xErrorsSurvived() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 100, height: 100), in: window)
        let before = x.backend.protocolErrors.count
        XDestroyWindow(x.injector.display, Window(x.backend.windowID(of: window)!))
        XSync(x.injector.display, 0)
        // Draw and map the dead window before the DestroyNotify is processed.
        view.backgroundColor = .red
        window.isHidden = true
        window.isHidden = false
        window.title = "gone"
        try x.waitUntil("the errors") { x.backend.protocolErrors.count > before }
        let codes = Set(x.backend.protocolErrors.dropFirst(before).map(\.errorCode))
        #expect(codes.isSubset(of: [UInt8(BadWindow), UInt8(BadDrawable), UInt8(BadMatch)]))
        // The application goes on: a second window works.
        let other = try x.showWindow(frame: CGRect(x: 300, y: 30, width: 100, height: 100))
        _ = x.view("w", CGRect(x: 0, y: 0, width: 100, height: 100), in: other)
        x.injector.click(at: x.screenPoint(CGPoint(x: 10, y: 10), in: other))
        try x.waitUntil("click on the second window") { x.log.entries.contains("w ended 1") }
    }

    @Test("R-X6 input sent with XSendEvent is ignored unless the application opts in")
    func sendEventIgnored() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        var synthetic: [Bool] = []
        view.onBegan = { _, event in synthetic.append(event!.isSynthetic) }
        let xid = Window(x.backend.windowID(of: window)!)
        func sendKey() {
            var event = XEvent()
            event.xkey.type = KeyPress
            event.xkey.window = xid
            event.xkey.keycode = UInt32(XKeysymToKeycode(x.injector.display, KeySym(XK_a)))
            XSendEvent(x.injector.display, xid, 1, KeyPressMask, &event)
            XSync(x.injector.display, 0)
        }
        final class KeyCounter: UIView {
            var count = 0
            override var canBecomeFirstResponder: Bool { true }
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { count += 1 }
        }
        let counter = KeyCounter(frame: .zero)
        window.addSubview(counter)
        counter.becomeFirstResponder()
        sendKey()
        // A real click afterwards proves the loop processed the synthetic key before it.
        x.injector.click(at: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        try x.waitUntil("real click") { x.log.entries.contains("v ended 1") }
        #expect(counter.count == 0)
        #expect(synthetic == [false])
        x.backend.acceptsSyntheticInput = true
        sendKey()
        try x.waitUntil("synthetic key accepted") { counter.count == 1 }
    }

    @Test("R-X4 the title is set as UTF-8 _NET_WM_NAME")
    func title() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 200))
        window.title = "Grüße ✓"
        let dpy = x.injector.display
        func serverTitle() -> String? {
            var type: Atom = 0
            var format: Int32 = 0
            var count: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            XGetWindowProperty(dpy, Window(x.backend.windowID(of: window)!), XInternAtom(dpy, "_NET_WM_NAME", 0), 0, 1024, 0,
                               XInternAtom(dpy, "UTF8_STRING", 0), &type, &format, &count, &after, &data)
            defer { if let data { XFree(data) } }
            return data.map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(count)), as: UTF8.self) }
        }
        // The property reaches the server when the loop flushes; wait for it rather than for a fixed time.
        try x.waitUntil("title on the server") { serverTitle() == "Grüße ✓" }
    }

    @Test("R-R1 R-R2 pixels on the X window match the view tree (read back with XGetImage)")
    func pixelsOnScreen() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        let red = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        red.backgroundColor = .red
        window.addSubview(red)
        let xid = Window(x.backend.windowID(of: window)!)
        func pixel(_ px: Int32, _ py: Int32) -> UInt {
            let image = XGetImage(x.injector.display, xid, px, py, 1, 1, xr_AllPlanes(), ZPixmap)!
            defer { xr_XDestroyImage(image) }
            return xr_XGetPixel(image, 0, 0) & 0xFFFFFF
        }
        let scale = Int32(x.backend.scale)
        // The first frame lands on the next turn of the loop; a slow machine may need several.
        try x.waitUntil("first frame") { pixel(20 * scale, 20 * scale) == 0xFF0000 }
        #expect(pixel(80 * scale, 60 * scale) == 0xFFFFFF)
        // A change shows up after the next frame, and only the damaged area was redrawn.
        red.backgroundColor = .blue
        let frames = (window.platformWindow as! X11Window).compositor.frameCount
        try x.waitUntil("repaint") { pixel(20 * scale, 20 * scale) == 0x0000FF }
        #expect((window.platformWindow as! X11Window).compositor.frameCount == frames + 1)
    }

    @Test("R-X4 R-L1 resizing from the server reconfigures the window, resizes and lays out its root view, and redraws it")
    func resize() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 120, height: 80))
        // R-L1: the root view controller's view follows, its subviews by their masks, and it lays out.
        let controller = UIViewController()
        let root = LayoutCountingView(frame: .zero)
        controller.view = root
        window.rootViewController = controller
        let footer = UIView(frame: CGRect(x: 0, y: root.bounds.height - 20, width: 120, height: 20))   // at its foot
        footer.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        root.addSubview(footer)
        try x.waitUntil("first layout") { root.passes == 1 }
        x.injector.resize(windowID: x.backend.windowID(of: window)!, width: 300, height: 200)
        let size = CGSize(width: 300 / x.backend.scale, height: 200 / x.backend.scale)
        try x.waitUntil("configure") { window.bounds.size == size }
        let compositor = (window.platformWindow as! X11Window).compositor
        try x.waitUntil("redraw at the new size") { compositor.pixelSize == (300, 200) }
        // It fills the window's content area: all of it below the menu bar a window carries on X11.
        #expect(root.frame == window.contentBounds && window.contentBounds.size.width == size.width)
        #expect(footer.frame == CGRect(x: 0, y: root.frame.height - 20, width: size.width, height: 20))
        #expect(root.passes == 2)
        window.rootViewController = nil
    }

    @Test("R-AL4 R-X4 a window resized from the server re-lays out its constraints, and a constraint animates on screen")
    func autoLayoutFollowsServerResize() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 200, height: 120))
        let controller = UIViewController()
        window.rootViewController = controller
        let bar = UIView()
        bar.backgroundColor = .red
        bar.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(bar)
        let height = bar.heightAnchor.constraint(equalToConstant: 20)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.bottomAnchor),
            height,
        ])
        // The root view's margins are the system minimum: 16 points in a compact width. The root
        // view is the content area below the window's menu bar.
        let bottom = { controller.view.bounds.maxY }
        try x.waitUntil("first layout") { bar.frame == CGRect(x: 16, y: bottom() - 20, width: 168, height: 20) }
        x.injector.resize(windowID: x.backend.windowID(of: window)!, width: Int(400 * x.backend.scale),
                          height: Int(300 * x.backend.scale))
        try x.waitUntil("laid out at the new size") {
            window.bounds.height == 300 && bar.frame == CGRect(x: 16, y: bottom() - 20, width: 368, height: 20)
        }
        height.constant = 60
        let compositor = (window.platformWindow as! X11Window).compositor
        let framesBefore = compositor.frameCount
        var finished = false
        UIView.animate(withDuration: 0.3, animations: { controller.view.layoutIfNeeded() }, completion: { finished = $0 })
        #expect(bar.frame.minY == bottom() - 60)   // the model at once; the drawing moves frame by frame
        try x.waitUntil("the animation ran to its end") { finished }
        #expect(compositor.frameCount >= framesBefore + 5)
        window.rootViewController = nil
    }

    @Test("the run loop keeps DispatchQueue.main, Task @MainActor, Timer, the application clock, and a handler's Timer and RunLoop.main.perform working, and stops")
    func runLoopServicesMainQueue() throws {
        let text = try runProbe([])
        #expect(text.contains("ran: clock,dispatch,input timer,perform,task,timer,woken"), "\(text)")
    }

    @Test("R-E2 a host's poll loop on pollDescriptors and dispatchPendingWork runs the same work")
    func hostLoopServicesMainQueue() throws {
        let text = try runProbe(["host"])
        #expect(text.contains("ran: clock,dispatch,input timer,perform,task,timer,woken"), "\(text)")
    }

    /// The demo's every scene, shown and left alone for 1.1 s in the application's own loop: one
    /// wake-up (the timer that ends the wait) and no frame. Before, the loop woke every half
    /// second for nothing; a layout that never settles (a calculator re-adding its keys) drew
    /// frames six times a second.
    @Test("R-U10 every xdemo scene, left alone, wakes the loop once (to end the wait) and draws no frame")
    func everyDemoSceneIdles() throws {
        let text = try runProbe(["--idle-check"], program: "xdemo")
        let lines = text.split(separator: "\n").filter { $0.hasPrefix("idle: ") }
        #expect(lines.count == 30, "\(text)")   // 29 scenes and the summary
        #expect(lines.last == "idle: 0 of 29 scenes did work while idle", "\(lines.joined(separator: "\n"))")
        #expect(lines.dropLast().allSatisfy { $0.contains(": 1 wake-ups, 0 frames") || $0.contains("working: ") },
                "\(lines.joined(separator: "\n"))")
    }

    /// `run()` and a host loop must own the real main thread, which the test runner's main actor
    /// does not; a probe program runs them the way an application does and reports what ran.
    private func runProbe(_ arguments: [String], program: String = "XRRunLoopProbe") throws -> String {
        let probe = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent(program)
        let process = Process()
        process.executableURL = probe
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        return text
    }

    @Test("R-X5 R-T7 the server killed mid-drag: the touch is cancelled and the loop ends with an error")
    func serverKilledMidDrag() throws {
        let server = try PrivateXServer()
        defer { server.kill() }
        let x = try XServerHarness(displayName: server.name)
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 20, y: 20, width: 200, height: 200))
        _ = x.view("v", CGRect(x: 0, y: 0, width: 200, height: 200), in: window)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 20, y: 20), in: window))
        x.injector.button(1, isDown: true)
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 40, y: 40), in: window))
        try x.waitUntil("drag under way") { x.log.entries.contains("v moved 1") }
        server.kill()
        var failure: Error?
        do {
            try x.backend.processEvents(timeout: 5) { false }
        } catch {
            failure = error
        }
        #expect(failure as? X11Error == .connectionLost)
        #expect(x.backend.isConnectionLost)
        #expect(x.log.entries.filter { $0.hasPrefix("v ") }.last == "v cancelled 1")
        #expect(x.app.dispatcher.touchesEvent.liveTouches.isEmpty)
        // run() reports the same error instead of exiting the process.
        #expect(throws: X11Error.connectionLost) { try x.app.run() }
    }
}

@Suite("X11 HiDPI scale under Xvfb", .serialized)
@MainActor
struct X11ScaleTests {
    @Test("HiDPI: XRESPONDER_SCALE=2 makes windows twice as many pixels and events half as many points")
    func scaleFromEnvironment() throws {
        setenv("XRESPONDER_SCALE", "2", 1)
        defer { unsetenv("XRESPONDER_SCALE") }
        let x = try XServerHarness()
        defer { x.tearDown() }
        #expect(x.backend.scale == 2)
        #expect(UIScreen.main.scale == 2)
        let window = try x.showWindow(frame: CGRect(x: 20, y: 10, width: 100, height: 80))
        let view = x.view("v", CGRect(x: 0, y: 0, width: 100, height: 80), in: window)
        var location: CGPoint?
        view.onBegan = { touches, _ in location = touches.first!.location(in: view) }
        // Window point (30, 40) is screen pixel ((20 + 30) × 2, (10 + 40) × 2).
        x.injector.click(at: CGPoint(x: 100, y: 100))
        try x.waitUntil("click") { location != nil }
        #expect(location == CGPoint(x: 30, y: 40))
        try x.backend.processEvents(timeout: 0.05) { false }
        let shot = try #require(x.backend.screenshot(of: window))
        #expect(shot.pixelWidth == 200 && shot.pixelHeight == 160)
        #expect(shot.size == CGSize(width: 100, height: 80))
    }
}

extension X11ScaleTests {
    @Test("HiDPI: XRESPONDER_SCALE wins over GDK_SCALE, which wins over Xft.dpi; nonsense is ignored")
    func scalePrecedence() throws {
        let display = try X11Display(name: nil, useXInput2: false)
        defer { display.close() }
        defer { unsetenv("XRESPONDER_SCALE"); unsetenv("GDK_SCALE") }
        unsetenv("XRESPONDER_SCALE")
        setenv("GDK_SCALE", "3", 1)
        #expect(X11Display.detectScale(display.display) == 3)
        setenv("XRESPONDER_SCALE", "1.5", 1)
        #expect(X11Display.detectScale(display.display) == 1.5)
        setenv("XRESPONDER_SCALE", "-2", 1)
        setenv("GDK_SCALE", "nan", 1)
        #expect(X11Display.detectScale(display.display) == 1)   // Xvfb has no Xft.dpi resource
    }
}
