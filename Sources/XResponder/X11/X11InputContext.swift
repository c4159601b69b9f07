import CX11
import Foundation

/// A window's XIM input context (R-TX4). With an input method that offers on-the-spot input
/// (ibus, fcitx, uim), the preedit comes to us through callbacks and is shown as the first
/// responder's marked text, and the caret's position is passed back as the spot location so the
/// candidate window opens at the caret. With the built-in method (compose and dead keys) the
/// filter does the composing and commits arrive as key text.
@MainActor
final class X11InputContext {
    let ic: XIC
    let style: XIMStyle
    private var buffer = X11PreeditBuffer()
    private var lastSpot: (Int16, Int16)?
    /// Gets every preedit change: the text and the caret (UTF-16) inside it.
    private let onPreedit: @MainActor (String, Int) -> Void
    /// The callback records live as long as the context; XIM keeps pointers to them.
    private let callbacks: UnsafeMutablePointer<XIMCallback>
    private let startCallback: UnsafeMutablePointer<XICCallback>

    /// Every call that may wait on the input method server goes through the display's watchdog.
    private let display: X11Display

    init?(display: X11Display, inputMethod: XIM, window: Window, onPreedit: @escaping @MainActor (String, Int) -> Void) {
        self.display = display
        self.onPreedit = onPreedit
        var style: XIMStyle = 0
        display.waitingOnInputMethod { style = xr_XBestIMStyle(inputMethod) }
        self.style = style
        callbacks = .allocate(capacity: 3)
        startCallback = .allocate(capacity: 1)
        let context = Unmanaged<X11InputContextBox>.passRetained(X11InputContextBox())
        box = context
        let data = context.toOpaque().assumingMemoryBound(to: CChar.self)
        startCallback.pointee = XICCallback(client_data: data, callback: { _, _, _ in -1 })   // no length limit
        callbacks[0] = XIMCallback(client_data: data, callback: { _, client, _ in
            X11InputContext.withContext(client) { $0.preeditDone() }
        })
        callbacks[1] = XIMCallback(client_data: data, callback: { _, client, call in
            guard let call else { return }
            let draw = UnsafeRawPointer(call).assumingMemoryBound(to: XIMPreeditDrawCallbackStruct.self).pointee
            X11InputContext.withContext(client) { $0.preeditDraw(draw) }
        })
        callbacks[2] = XIMCallback(client_data: data, callback: { _, client, call in
            guard let call else { return }
            let caret = UnsafeMutableRawPointer(call).assumingMemoryBound(to: XIMPreeditCaretCallbackStruct.self)
            X11InputContext.withContext(client) { $0.preeditCaret(caret) }
        })
        var created: XIC?
        let (start, records) = (startCallback, callbacks)
        let answered = display.waitingOnInputMethod {
            created = xr_XCreateIC(inputMethod, window, style, start, records, records + 1, records + 2)
        }
        // A context made while the watchdog ended a wait may still be in Xlib's hands, holding
        // our records: they are left to it (a few bytes), and the context is not used.
        guard answered else { return nil }
        guard let ic = created else {
            context.release()
            callbacks.deallocate()
            startCallback.deallocate()
            return nil
        }
        self.ic = ic
        context.takeUnretainedValue().context = self
    }

    private var box: Unmanaged<X11InputContextBox>?

    /// Destroys the input context (when the connection is alive) and frees the callback records.
    func destroy(connectionAlive: Bool) {
        if connectionAlive { display.waitingOnInputMethod { XDestroyIC(ic) } }
        freeRecords()
    }

    /// Lets go of a context whose input method was lost. When Xlib freed it (the server died and
    /// Xlib saw it) our records go too. When Xlib still holds it (the watchdog ended a wait on a
    /// dead or hung server; `X11Display.letXlibDropServer` has Xlib free it at the next event),
    /// its callbacks do nothing from now on and the display keeps it until Xlib says the method
    /// is freed (`freeRecords()` then): nothing Xlib still points to is freed before.
    func abandon(freedByXlib: Bool) {
        if freedByXlib {
            freeRecords()
        } else {
            box?.takeUnretainedValue().context = nil
            display.keepUntilFreedByXlib(self)
        }
    }

    /// Frees the callback records and the box, once.
    func freeRecords() {
        guard box != nil else { return }
        box?.release()
        box = nil
        callbacks.deallocate()
        startCallback.deallocate()
    }

    var usesCallbacks: Bool { style & UInt(XIMPreeditCallbacks) != 0 }

    /// Whether a preedit is being shown (the first responder has marked text from this context).
    var isComposing: Bool { !buffer.text.isEmpty }

    /// The caret moved (window pixels): tell the input method, once per change, while nothing is
    /// being composed. The spot is where the candidate window opens, which is where composition
    /// starts. X11 quirk: an XSetICValues sent while a preedit is being drawn races the server's
    /// preedit messages (uim-xim then drops the next draw and the composition freezes), so during
    /// composition the candidate window stays where the composition began, as with most servers.
    func setSpotLocation(x: Int, y: Int) {
        guard usesCallbacks, !isComposing else { return }
        let spot = (Int16(clamping: x), Int16(clamping: y))
        if let lastSpot, lastSpot == spot { return }
        lastSpot = spot
        var accepted = false
        display.waitingOnInputMethod { accepted = xr_XSetICSpotLocation(ic, spot.0, spot.1) != 0 }
        acceptedSpot = accepted ? CGPoint(x: CGFloat(spot.0), y: CGFloat(spot.1)) : nil
    }

    /// The last spot location the input method server acknowledged (XSetICValues waits for its
    /// reply), in window pixels.
    private(set) var acceptedSpot: CGPoint?

    // MARK: Callbacks (XIM §13.5.6.4), on the main thread inside XFilterEvent

    private static nonisolated func withContext(_ client: XPointer?, _ body: @MainActor (X11InputContext) -> Void) {
        guard let client else { return }
        let box = Unmanaged<X11InputContextBox>.fromOpaque(UnsafeRawPointer(client)).takeUnretainedValue()
        MainActor.assumeIsolated {
            if let context = box.context { body(context) }
        }
    }

    private func preeditDone() {
        buffer.clear()
        onPreedit("", 0)
    }

    private func preeditDraw(_ draw: XIMPreeditDrawCallbackStruct) {
        var replacement: [Unicode.Scalar]?
        if let text = draw.text?.pointee, text.length > 0 {
            if text.encoding_is_wchar != 0, let wide = text.string.wide_char {
                replacement = X11PreeditBuffer.decode(wide: UnsafeBufferPointer(start: UnsafeRawPointer(wide).assumingMemoryBound(to: Int32.self), count: Int(text.length)))
            } else if let bytes = text.string.multi_byte {
                replacement = X11PreeditBuffer.decode(utf8: UnsafeBufferPointer(start: UnsafeRawPointer(bytes).assumingMemoryBound(to: UInt8.self), count: strlen(bytes)))
            }
        }
        buffer.draw(first: Int(draw.chg_first), length: Int(draw.chg_length), replacement: replacement, caret: Int(draw.caret))
        onPreedit(buffer.text, buffer.caretUTF16)
    }

    private func preeditCaret(_ call: UnsafeMutablePointer<XIMPreeditCaretCallbackStruct>) {
        if call.pointee.direction == XIMAbsolutePosition { buffer.moveCaret(to: Int(call.pointee.position)) }
        call.pointee.position = Int32(buffer.caret)
        onPreedit(buffer.text, buffer.caretUTF16)
    }
}

/// What the C callbacks hold: a weak way back to the Swift context (the callbacks cannot capture).
final class X11InputContextBox: @unchecked Sendable {
    weak var context: X11InputContext?
}
