import CX11
import Foundation

/// The pointer and keyboard grab a popup menu holds while it shows (R-DT1): with it, a click
/// anywhere on the screen reaches us (outside our windows it is reported to the popup, with
/// coordinates outside it, and closes the menu), and every key goes to the popup.
///
/// X11 quirk: a grab fails with AlreadyGrabbed while another client holds one (its own menu
/// closing, a drag in progress, a screen locker) and with GrabNotViewable in the instant before
/// the server maps the window. So a failed grab is tried again every `retryInterval` for
/// `patience` seconds, as GTK does; a menu that still has no grab then closes, since a menu that
/// cannot see outside clicks would stay up for good.
@MainActor
final class X11PopupGrab {
    static let retryInterval: TimeInterval = 0.02
    static let patience: TimeInterval = 1

    let xid: Window
    private unowned let display: X11Display
    private(set) var isHeld = false
    private(set) var attempts = 0
    private var retry: ScheduledTimer?
    /// What `start` was given, kept until the grab is had or given up (then dropped, so nothing
    /// the callers' closures hold outlives the menu).
    private var pending: (clock: ApplicationClock, deadline: TimeInterval, held: @MainActor () -> Void,
                          gaveUp: @MainActor () -> Void)?

    init(display: X11Display, xid: Window) {
        self.display = display
        self.xid = xid
    }

    /// Grabs now or keeps trying; `held` runs once the grab is had, `gaveUp` if it never is.
    func start(clock: ApplicationClock, held: @escaping @MainActor () -> Void, gaveUp: @escaping @MainActor () -> Void) {
        pending = (clock, clock.now + Self.patience, held, gaveUp)
        attempt()
    }

    /// One try; on failure the next is scheduled (the timer holds the grab weakly).
    private func attempt() {
        retry = nil
        guard let pending, !isHeld, !display.isLost else { return }
        attempts += 1
        if grab() {
            isHeld = true
            self.pending = nil
            pending.held()
        } else if pending.clock.now >= pending.deadline {
            self.pending = nil
            pending.gaveUp()
        } else {
            retry = pending.clock.schedule(after: Self.retryInterval) { [weak self] in self?.attempt() }
        }
    }

    /// Lets the pointer and keyboard go (the popup closed). Safe to call when nothing is held.
    func release() {
        retry?.invalidate()
        retry = nil
        pending = nil
        guard isHeld, !display.isLost else { isHeld = false; return }
        isHeld = false
        let dpy = display.display
        if display.xinput2Opcode != nil, let device = clientPointer() {
            XIUngrabDevice(dpy, device, Time(CurrentTime))
        }
        XUngrabPointer(dpy, Time(CurrentTime))
        XUngrabKeyboard(dpy, Time(CurrentTime))
        // Another client may be waiting to grab (a test's own injector, another menu): now.
        XFlush(dpy)
    }

    /// One try at both grabs; a pointer grab without the keyboard's is given back.
    private func grab() -> Bool {
        let dpy = display.display
        let pointer: Int32
        // owner_events: events over our own windows (a submenu, the main window) go to them as
        // usual; events elsewhere come to the popup.
        if display.xinput2Opcode != nil, let device = clientPointer() {
            // X11 quirk: with XInput 2 selected, pointer input arrives as XI2 events, and a core
            // grab does not redirect those: the grab must be an XI2 one, for the same events.
            var mask = [UInt8](repeating: 0, count: Int(xr_XIMaskLen(XI_LASTEVENT)))
            for event in [XI_ButtonPress, XI_ButtonRelease, XI_Motion] { xr_XISetMask(&mask, event) }
            pointer = mask.withUnsafeMutableBufferPointer { buffer in
                var eventMask = XIEventMask(deviceid: device, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
                return XIGrabDevice(dpy, device, xid, Time(CurrentTime), display.arrowCursor, GrabModeAsync, GrabModeAsync,
                                    1, &eventMask)
            }
        } else {
            let events = UInt32(ButtonPressMask | ButtonReleaseMask | PointerMotionMask | EnterWindowMask | LeaveWindowMask)
            pointer = XGrabPointer(dpy, xid, 1, events, GrabModeAsync, GrabModeAsync, Window(0), display.arrowCursor,
                                   Time(CurrentTime))
        }
        guard pointer == GrabSuccess else { return false }
        // owner_events False: every key comes to the popup, which is the key window of the menu.
        if XGrabKeyboard(dpy, xid, 0, GrabModeAsync, GrabModeAsync, Time(CurrentTime)) == GrabSuccess { return true }
        if display.xinput2Opcode != nil, let device = clientPointer() { XIUngrabDevice(dpy, device, Time(CurrentTime)) }
        XUngrabPointer(dpy, Time(CurrentTime))
        return false
    }

    /// The master pointer this client's core pointer events come from.
    private func clientPointer() -> Int32? {
        var device: Int32 = 0
        return XIGetClientPointer(display.display, Window(0), &device) != 0 ? device : nil
    }
}
