import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("Bringing the app's window to the front (R-DA3)", .serialized)
@MainActor
struct X11WindowActivationTests {
    @Test("R-DA3 X11: under a window manager the app asks it with _NET_ACTIVE_WINDOW (source: an application) instead of focusing itself")
    func asksTheWindowManager() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 40, y: 40, width: 300, height: 200))
        let windowID = try #require(x.backend.windowID(of: window))
        // The test plays an EWMH window manager: the root names its check window, and it takes
        // the root's SubstructureRedirect, where clients' requests to the manager go.
        let dpy = x.injector.display
        let root = XDefaultRootWindow(dpy)
        let check = XCreateSimpleWindow(dpy, root, 0, 0, 1, 1, 0, 0, 0)
        var checkID = UInt(check)
        let supporting = XInternAtom(dpy, "_NET_SUPPORTING_WM_CHECK", 0)
        withUnsafeBytes(of: &checkID) { raw in
            _ = XChangeProperty(dpy, root, supporting, XA_WINDOW, 32, PropModeReplace, raw.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
        }
        XSelectInput(dpy, root, SubstructureRedirectMask)
        XSync(dpy, 0)
        defer {
            XSelectInput(dpy, root, NoEventMask)
            XDeleteProperty(dpy, root, supporting)
            XDestroyWindow(dpy, check)
            XSync(dpy, 0)
        }
        XSetInputFocus(dpy, root, RevertToParent, Time(CurrentTime))
        XSync(dpy, 0)

        window.platformWindow?.activate(window)
        let activeWindow = XInternAtom(dpy, "_NET_ACTIVE_WINDOW", 0)
        var asked: (window: UInt, source: Int)?
        try x.waitUntil("the window manager was asked", timeout: 20) {
            while XPending(dpy) > 0 {
                var event = XEvent()
                XNextEvent(dpy, &event)
                if event.type == ClientMessage, event.xclient.message_type == activeWindow {
                    asked = (UInt(event.xclient.window), event.xclient.data.l.0)
                }
            }
            return asked != nil
        }
        #expect(asked?.window == windowID && asked?.source == 1)
        #expect(x.injector.focusedWindow() == UInt(root), "the manager decides: the app did not take the focus itself")
    }
}
