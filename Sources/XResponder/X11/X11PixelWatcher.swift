import CX11
import Foundation

/// A second X client that sees another client's window change on screen, through the DAMAGE
/// extension: what press → pixels latency is measured with (issue #9, R-P1). The clock stops when
/// the server reports new damage to the window — drawing that reached the server, whichever client
/// and toolkit made it.
package final class X11PixelWatcher {
    private let display: OpaquePointer
    private var damageEventBase: Int32 = 0
    private var damage: Damage = 0

    /// Opens its own connection to `displayName` (nil: `$DISPLAY`). Throws when the display or its
    /// DAMAGE extension is missing.
    package init(displayName: String? = nil) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw X11Error.cannotOpenDisplay(displayName ?? ProcessEnvironment.value("DISPLAY") ?? "")
        }
        self.display = display
        var errorBase: Int32 = 0
        guard XDamageQueryExtension(display, &damageEventBase, &errorBase) != 0 else {
            XCloseDisplay(display)
            throw X11Error.cannotOpenDisplay("the X server has no DAMAGE extension")
        }
    }

    deinit {
        if damage != 0 { XDamageDestroy(display, damage) }
        XCloseDisplay(display)
    }

    /// Starts watching `windowID` (and stops watching the previous one).
    package func watch(windowID: UInt) {
        watch(drawable: Window(windowID))
    }

    /// Starts watching the whole screen: drawing in any window of any client is seen (X11 quirk:
    /// without a compositor, damage on the root window includes what its inferiors draw). What
    /// the start-up benchmark sees a new client's first frame with (issue #50).
    package func watchScreen() {
        watch(drawable: XDefaultRootWindow(display))
    }

    /// Replaces the watch with one on `drawable`, reporting once per run of damage until `reset`.
    private func watch(drawable: Drawable) {
        stopWatching()
        damage = XDamageCreate(display, drawable, Int32(XDamageReportNonEmpty))
        XSync(display, 0)
        reset()
    }

    /// Stops watching. Call it while the window still exists: the server frees the watch with the
    /// window, and destroying it afterwards is an error.
    package func stopWatching() {
        if damage != 0 { XDamageDestroy(display, damage) }
        damage = 0
        XSync(display, 0)
    }

    /// Forgets the damage so far; the next report is of drawing after this call.
    package func reset() {
        guard damage != 0 else { return }
        XDamageSubtract(display, damage, 0, 0)
        XSync(display, 0)
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    /// Waits until the window is drawn to; false after `timeout` seconds.
    package func waitForChange(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if event.type == damageEventBase + Int32(XDamageNotify) { return true }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return false }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
        }
    }

    // MARK: Popups (issue #34's menu benchmark)

    /// Starts seeing the windows every client maps and unmaps on the root window (popup menus are
    /// override-redirect children of the root).
    package func watchPopups() {
        XSelectInput(display, XDefaultRootWindow(display), SubstructureNotifyMask)
        XSync(display, 0)
        var event = XEvent()
        while XPending(display) > 0 { XNextEvent(display, &event) }
    }

    /// Waits for an override-redirect window to be mapped (`mapped`), or for `window` (any window
    /// when nil) to be unmapped; its id, or nil after `timeout` seconds.
    package func waitForPopup(mapped: Bool, window: UInt? = nil, timeout: TimeInterval) -> UInt? {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var event = XEvent()
        while true {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                if mapped, event.type == MapNotify, event.xmap.override_redirect != 0 { return UInt(event.xmap.window) }
                if !mapped, event.type == UnmapNotify, window == nil || UInt(event.xunmap.window) == window {
                    return UInt(event.xunmap.window)
                }
            }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return nil }
            var descriptor = pollfd(fd: XConnectionNumber(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, Int32((remaining * 1000).rounded(.up)))
        }
    }

    /// The centre of `windowID` on the screen, in pixels.
    package func center(ofWindow windowID: UInt) -> CGPoint {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(windowID), &attributes)
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, Window(windowID), XDefaultRootWindow(display), attributes.width / 2,
                              attributes.height / 2, &x, &y, &child)
        return CGPoint(x: CGFloat(x), y: CGFloat(y))
    }
}
