import CX11
import Foundation

/// The client side of embedding (R-E1): the `_XEMBED_INFO` property, messages to the embedder,
/// handing Tab on to the host, and following the parent's size.
extension X11Window {
    /// `_XEMBED_INFO` = (version, flags): an XEmbed embedder maps us when `XEMBED_MAPPED` is set.
    func setXEmbedInfo(mapped: Bool) {
        guard alive else { return }
        var info: [CLong] = [CLong(X11XEmbed.version), mapped ? CLong(X11XEmbed.mappedFlag) : 0]
        // X11 quirk: format-32 property data is passed to Xlib as an array of C longs (64 bits here).
        info.withUnsafeMutableBytes { bytes in
            _ = XChangeProperty(display.display, xid, display.xembedInfo, display.xembedInfo, 32, PropModeReplace,
                                bytes.baseAddress?.assumingMemoryBound(to: UInt8.self), 2)
        }
    }

    /// Sends an XEmbed message to the embedder (nothing when the host does not speak XEmbed).
    func sendXEmbed(_ message: X11XEmbed.Message, detail: Int = 0) {
        guard alive, let embedder = embedding?.embedder else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = embedder
        event.xclient.message_type = display.xembed
        event.xclient.format = 32
        event.xclient.data.l.0 = CLong(CurrentTime)
        event.xclient.data.l.1 = CLong(message.rawValue)
        event.xclient.data.l.2 = CLong(detail)
        // The spec: NoEventMask, so the event goes to the client that created the embedder's window.
        XSendEvent(display.display, embedder, 0, NoEventMask, &event)
        backend.setNeedsTurn()
    }

    /// A click landed in the window while the host has the keyboard focus elsewhere: ask for it.
    /// An XEmbed embedder answers with FOCUS_IN; any other parent gets the X focus set on us, as a
    /// window manager does for a click-to-focus top-level.
    func requestKeyFocus() {
        guard alive, let embedding, !embedding.hasFocus else { return }
        if embedding.speaksXEmbed {
            sendXEmbed(.requestFocus)
        } else {
            XSetInputFocus(display.display, xid, RevertToParent, Time(CurrentTime))
            backend.setNeedsTurn()
        }
    }

    /// X11 quirk: while the X focus is on an ancestor, a key is reported to the window under the
    /// pointer if that window selected keys, and to the ancestor only otherwise. An XEmbed
    /// embedder keeps the X focus and forwards keys by its own focus model, so our window must not
    /// select them, or keys typed with the pointer over it skip the embedder (and arrive twice once
    /// it forwards them). A host without XEmbed gives us the X focus: then we select them.
    func selectKeys(_ selected: Bool) {
        guard alive else { return }
        let keys = KeyPressMask | KeyReleaseMask
        XSelectInput(display.display, xid, selected ? coreEventMask : coreEventMask & ~keys)
    }

    // MARK: PlatformWindow

    func passKeyFocusToHost(from window: UIWindow, backwards: Bool) -> Bool {
        guard alive, let embedding else { return false }
        if embedding.speaksXEmbed {
            sendXEmbed(backwards ? .focusPrevious : .focusNext)
        } else {
            forwardTab(to: embedding.parent, backwards: backwards)
        }
        return true
    }

    /// A host without XEmbed (Tk's container) has no message for "focus the next widget", but its
    /// own focus traversal runs on Tab. Tk gave us the X focus while it believes its container
    /// has it, so the same key delivered to the container moves Tk's focus on.
    private func forwardTab(to parent: Window, backwards: Bool) {
        let keycode = XKeysymToKeycode(display.display, KeySym(XK_Tab))
        guard keycode != 0 else { return }
        for type in [KeyPress, KeyRelease] {
            var event = XEvent()
            event.xkey.type = type
            event.xkey.window = parent
            event.xkey.root = display.root
            event.xkey.time = UInt(CurrentTime)
            event.xkey.same_screen = 1
            event.xkey.keycode = UInt32(keycode)
            event.xkey.state = backwards ? UInt32(ShiftMask) : 0
            // NoEventMask: delivered to the client that created the parent, whatever it selected.
            XSendEvent(display.display, parent, 0, NoEventMask, &event)
        }
        backend.setNeedsTurn()
    }

    // MARK: The parent's size

    /// The parent was resized: fill it. A host that redirects its children's geometry (Tk's
    /// container, GtkSocket, a window manager) sizes us itself, and a request of ours would be
    /// read as a wish to change the host's layout, so then nothing is asked.
    func parentResized(to pixelSize: CGSize) {
        guard alive, embedding != nil, !parentRedirectsChildren() else { return }
        let width = UInt32(max(1, pixelSize.width.clampedForPixels)), height = UInt32(max(1, pixelSize.height.clampedForPixels))
        XMoveResizeWindow(display.display, xid, 0, 0, width, height)
        backend.setNeedsTurn()
    }

    /// Whether any client selected SubstructureRedirect on the parent (one round trip, on resize only).
    private func parentRedirectsChildren() -> Bool {
        guard let parent = embedding?.parent else { return false }
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display.display, parent, &attributes) != 0 else { return true }
        return attributes.all_event_masks & SubstructureRedirectMask != 0
    }
}
