import CX11
import Foundation

/// Popup menus (R-DT1): their window type, the window they belong to, and where they are.
extension X11Window {
    /// `_NET_WM_WINDOW_TYPE_POPUP_MENU`, and WM_TRANSIENT_FOR the window the menu came from.
    func setPopupProperties(opener: UIWindow?) {
        var type = display.netWMWindowTypePopupMenu
        XChangeProperty(display.display, xid, display.netWMWindowType, XA_ATOM, 32, PropModeReplace,
                        withUnsafeBytes(of: &type) { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 1)
        if let opener = opener?.platformWindow as? X11Window {
            XSetTransientForHint(display.display, xid, opener.xid)
        }
    }

    /// The popup moved or grew: no window manager is in between, the request is the change.
    func popupFrameDidChange(_ window: UIWindow) {
        guard alive, window.isPopupMenu else { return }
        let pixels = Self.pixels(of: window.frame, scale: display.scale)
        XMoveResizeWindow(display.display, xid, pixels.x, pixels.y, pixels.width, pixels.height)
        backend.setNeedsTurn()
    }
}

/// The one popup grab of the application (R-DT1).
extension X11Backend {
    /// The root popup of a menu was mapped: grab the pointer and keyboard for it, retrying while
    /// another client holds them (X11PopupGrab).
    func beginPopupGrab(for x11Window: X11Window) {
        popupGrab?.release()
        let grab = X11PopupGrab(display: display, xid: x11Window.xid)
        popupGrab = grab
        grab.start(clock: application.clock, held: { [weak self] in
            // Our own grab moves the focus and the pointer "away" from our windows (NotifyGrab):
            // that is not another client taking them.
            self?.translator.ownsGrab = true
        }, gaveUp: { [weak self, weak x11Window] in
            FileHandle.standardError.write(Data("XResponder: the menu could not grab the pointer and keyboard (another program holds them); it closed\n".utf8))
            guard let self, self.popupGrab === grab else { return }
            self.popupGrab = nil
            x11Window?.window?.popupGrabFailed()
        })
    }

    /// The popup holding (or trying for) the grab went: let the pointer and keyboard go.
    func endPopupGrab(of x11Window: X11Window) {
        guard let grab = popupGrab, grab.xid == x11Window.xid else { return }
        grab.release()
        popupGrab = nil
        translator.ownsGrab = false
    }
}
