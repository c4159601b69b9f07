import CX11
import Foundation

/// Key lookup through the X input method (R-X3): compose sequences and dead keys work, and text is
/// committed as UTF-8. Without an input method (none running, or XOpenIM failed) it falls back to
/// `XLookupString`, which still handles the keyboard layout.
struct X11Keyboard: X11KeyLookup {
    /// The input context of the window that has focus.
    var inputContext: XIC?

    mutating func lookup(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 64)
        if let inputContext {
            var status: Int32 = 0
            var length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            // X11 quirk: a long commit (an input method pasting a phrase) does not fit; Xlib says
            // XBufferOverflow and the needed length, and the lookup must be repeated with room for it.
            if status == XBufferOverflow {
                buffer = [CChar](repeating: 0, count: Int(length) + 1)
                length = Xutf8LookupString(inputContext, &event, &buffer, Int32(buffer.count), &keysym, &status)
            }
            let hasText = status == XLookupChars || status == XLookupBoth
            let hasKeysym = status == XLookupKeySym || status == XLookupBoth
            return (hasKeysym ? keysym : 0, hasText ? Self.decode(buffer, Int(length)) : "")
        }
        let length = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
        return (keysym, Self.decode(buffer, Int(length)))
    }

    /// Has Xlib read the keyboard's XKB map, which it otherwise reads at the first key it
    /// translates: one round trip and 1.3 KB, which the first key — an F10, a letter — waited for
    /// (issue #51, F10 → menu). The backend calls it once, after the first frame.
    static func loadKeyboardMap(on display: OpaquePointer) {
        var event = XKeyEvent()
        event.type = KeyPress
        event.display = display
        event.keycode = UInt32(XKeysymToKeycode(display, KeySym(XK_space)))
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 8)
        _ = XLookupString(&event, &buffer, Int32(buffer.count), &keysym, nil)
    }

    func textIgnoringModifiers(_ event: XKeyEvent) -> String {
        var plain = event
        plain.state &= UInt32(ShiftMask | LockMask)
        var keysym: KeySym = 0
        var buffer = [CChar](repeating: 0, count: 32)
        let length = XLookupString(&plain, &buffer, Int32(buffer.count), &keysym, nil)
        return Self.decode(buffer, Int(length))
    }

    func baseKeysym(_ event: XKeyEvent) -> KeySym {
        var copy = event
        return XLookupKeysym(&copy, 0)
    }

    /// Invalid UTF-8 becomes U+FFFD rather than being dropped or trapping.
    static func decode(_ buffer: [CChar], _ length: Int) -> String {
        let count = max(0, min(length, buffer.count))
        return String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
