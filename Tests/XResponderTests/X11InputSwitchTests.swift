import CX11
import Foundation
import Testing
@testable import XResponder

/// XInput 2 starts after the first frame (R-P3: its set-up is eight round trips no frame needs);
/// until then windows take core pointer events. These check the server rules that make the switch
/// lose and double nothing (X11Display.startXInput2), on a real server, and that an app's input
/// comes through XI 2 once its first frame is up.
@Suite("X11: pointer input switches from core events to XInput 2 after the first frame (R-X2, R-P3)", .serialized)
@MainActor
struct X11InputSwitchTests {
    /// The next button event on `display` — core (`ButtonPress`/`ButtonRelease`) or XI 2
    /// (`XI_ButtonPress`/`XI_ButtonRelease`) —, skipping motion and everything else; nil after 5 s.
    func nextButton(_ display: X11Display) -> String? {
        let dpy = display.display
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            if XPending(dpy) == 0 {
                var descriptor = pollfd(fd: XConnectionNumber(dpy), events: Int16(POLLIN), revents: 0)
                _ = poll(&descriptor, 1, 200)
                continue
            }
            var event = XEvent()
            XNextEvent(dpy, &event)
            switch event.type {
            case ButtonPress: return "core press"
            case ButtonRelease: return "core release"
            case GenericEvent where event.xcookie.extension == display.xinput2Opcode:
                let evtype = event.xcookie.evtype
                display.deviceEvents?.take(serial: event.xcookie.serial, evtype: evtype) { _, _ in }
                if evtype == XI_ButtonPress { return "XI2 press" }
                if evtype == XI_ButtonRelease { return "XI2 release" }
            default: break
            }
        }
        return nil
    }

    @Test("R-X2 R-P3 X11: a press taken as a core event before XInput 2 starts ends with a core release; after, input comes once, as XI 2")
    func pressHeldAcrossTheSwitch() throws {
        let display = try X11Display(name: nil)
        defer { display.close() }
        let injector = try X11InputInjector()
        defer { injector.close() }
        let dpy = display.display
        #expect(display.xinput2Opcode == nil, "XInput 2 waits for the first frame")
        // A window as the backend makes one before XInput 2: core pointer events selected.
        let window = XCreateSimpleWindow(dpy, display.root, 100, 100, 200, 200, 0, 0, 0xFFFFFF)
        defer { XDestroyWindow(dpy, window); XSync(dpy, 0) }
        XSelectInput(dpy, window, ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        XMapRaised(dpy, window)
        XSync(dpy, 0)
        injector.movePointer(to: CGPoint(x: 200, y: 200))

        injector.button(1, isDown: true)
        #expect(nextButton(display) == "core press")
        #expect(display.startXInput2(on: [window]), "Xvfb has XInput 2.2")
        #expect(display.xinput2Opcode != nil)
        // The selection processed by the server before the injector's next request (two
        // connections: the server may take the other's first). An app takes either kind.
        XSync(dpy, 0)
        // The press's implicit grab is a core one: its release comes as a core event, and only so.
        injector.button(1, isDown: false)
        #expect(nextButton(display) == "core release")
        // From now on the window's XI 2 selection wins over its core one: each event once, as XI 2.
        injector.button(1, isDown: true)
        injector.button(1, isDown: false)
        #expect(nextButton(display) == "XI2 press")
        #expect(nextButton(display) == "XI2 release")
        injector.button(3, isDown: true)
        injector.button(3, isDown: false)
        #expect(nextButton(display) == "XI2 press")
        #expect(nextButton(display) == "XI2 release")
        // Started once.
        #expect(display.startXInput2(on: [window]))
    }

    @Test("R-X2 R-P3 X11: an app's pointer input comes through XInput 2 once its first frame is up, and a click then reaches its view")
    func appSwitchesAfterItsFirstFrame() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        #expect(!x.backend.usesXInput2, "nothing shown yet")
        let window = try x.showWindow(frame: CGRect(x: 40, y: 30, width: 300, height: 200))
        let target = x.view("target", CGRect(x: 50, y: 50, width: 100, height: 80), in: window)
        try x.waitUntil("XInput 2 after the first frame") { x.backend.usesXInput2 }
        x.injector.click(at: x.screenPoint(CGPoint(x: 60, y: 70), in: window))
        try x.waitUntil("ended") { x.log.entries.contains("target ended 1") }
        #expect(x.log.entries.filter { $0.hasPrefix("target") } == ["target began 1", "target ended 1"])
        _ = target
    }
}
