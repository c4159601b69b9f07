import CX11
import Foundation

/// Bringing the app's window to the front with the keyboard focus, as a click on one of its
/// notifications asks (R-DA3: on iOS the click brings the app to the foreground).
extension X11Window {
    func activate(_ window: UIWindow) {
        guard alive else { return }
        let dpy = display.display
        if Self.windowManagerIsRunning(on: dpy, root: display.root) {
            // X11 quirk: under a window manager only it raises and focuses top-level windows; a
            // client asks with EWMH's _NET_ACTIVE_WINDOW (source 1: an application), and the
            // manager's focus-stealing prevention decides.
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = xid
            event.xclient.message_type = XInternAtom(dpy, "_NET_ACTIVE_WINDOW", 0)
            event.xclient.format = 32
            event.xclient.data.l.0 = 1
            event.xclient.data.l.1 = 0 // CurrentTime: the request carries no user timestamp
            XSendEvent(dpy, display.root, 0, SubstructureRedirectMask | SubstructureNotifyMask, &event)
        } else {
            // No manager: the client maps (an iconified window was unmapped), raises and focuses itself.
            XMapRaised(dpy, xid)
            XSetInputFocus(dpy, xid, RevertToParent, Time(CurrentTime))
        }
        XFlush(dpy)
    }

    /// Whether an EWMH window manager runs: the root's _NET_SUPPORTING_WM_CHECK names a window.
    static func windowManagerIsRunning(on dpy: OpaquePointer, root: Window) -> Bool {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(dpy, root, XInternAtom(dpy, "_NET_SUPPORTING_WM_CHECK", 0), 0, 1, 0, XA_WINDOW,
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return false }
        defer { XFree(data) }
        return type == XA_WINDOW && format == 32 && count == 1
    }
}
