import CX11
import Foundation

/// The XEmbed protocol (freedesktop.org XEmbed 0.5), client side: the numbers on the wire.
///
/// Every message is a ClientMessage of type `_XEMBED`, format 32, sent with `XSendEvent` to the
/// other side's window: `l[0]` a timestamp, `l[1]` the message, `l[2]` its detail, `l[3]`/`l[4]` data.
enum X11XEmbed {
    /// The protocol version XResponder speaks (the spec's only one).
    static let version = 0
    /// `_XEMBED_INFO` flag: the client wants to be mapped; the embedder maps it.
    static let mappedFlag = 1

    enum Message: Int {
        /// Embedder → client: you are embedded; `data1` is the embedder's window, `data2` its version.
        case embeddedNotify = 0
        /// Embedder → client: the embedder's top-level window became active or stopped being active.
        case windowActivate = 1, windowDeactivate = 2
        /// Client → embedder: please give me the keyboard focus (a click landed in the client).
        case requestFocus = 3
        /// Embedder → client: the focus moved in (detail: current, first or last widget) or out.
        case focusIn = 4, focusOut = 5
        /// Client → embedder: Tab (Shift+Tab) left the client's last (first) focusable widget.
        case focusNext = 6, focusPrevious = 7
        /// Embedder → client: a modal dialog of the host opened or closed (XResponder ignores them).
        case modalityOn = 10, modalityOff = 11
    }

    /// The detail of `focusIn`: where in the client the focus lands.
    enum FocusDetail: Int {
        case current = 0, first = 1, last = 2
    }
}

/// What an embedded window knows about its host (R-E1). Created with the window by
/// `X11Backend.embed(_:into:)`; dropped with it.
struct X11Embedding {
    /// The foreign window ours is a child of.
    var parent: Window
    /// The embedder's window once it said `XEMBED_EMBEDDED_NOTIFY`; nil for a host that only gave a
    /// window id (Tk's container, a `QWidget::winId()`, a plain Xlib program).
    var embedder: Window?
    /// The embedder's top-level window is active (`WINDOW_ACTIVATE`).
    var isActive = false
    /// The host gave us its keyboard focus (`FOCUS_IN`, or a real FocusIn from a non-XEmbed host).
    var hasFocus = false

    var speaksXEmbed: Bool { embedder != nil }
    /// An XEmbed window is key while its host is active and focused on it; a plain child window
    /// while it has the X focus.
    var isKey: Bool { hasFocus && (isActive || !speaksXEmbed) }
}
