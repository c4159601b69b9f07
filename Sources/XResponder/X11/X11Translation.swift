import CX11
import Foundation

/// What one X event means to XResponder: input for the application's queue, or something that
/// happened to a window. The X11 backend applies these; tests compare them.
enum X11Translation: Equatable {
    case input(InputRecord)
    case expose(xid: UInt, rect: CGRect)
    /// The window moved or was resized. `size` is nil when only the position can be trusted: a
    /// synthetic ConfigureNotify, which ICCCM lets a window manager send to report the position.
    case configure(xid: UInt, origin: CGPoint, size: CGSize?)
    case close(xid: UInt)
    case focusIn(xid: UInt)
    /// The X focus left the window (after the input-lost record that cancels its presses).
    case focusOut(xid: UInt)
    /// An XEmbed message from the embedder (R-E1): the raw message number, detail and data.
    case xembed(xid: UInt, message: Int, detail: Int, data1: UInt, data2: UInt)
    /// The window now has another parent (a host took it in, or gave it back to the root window).
    case reparented(xid: UInt, parent: UInt)
    case mapped(xid: UInt)
    case unmapped(xid: UInt)
    case destroyed(xid: UInt)
}

/// Turns X server timestamps (milliseconds, 32 bits, wrapping every 49.7 days) into seconds on the
/// application clock's time base, anchored at the first event seen.
struct X11Timeline {
    private var anchor: (xTime: UInt32, seconds: TimeInterval)?
    private var elapsedMilliseconds: Int64 = 0
    private var lastXTime: UInt32 = 0

    mutating func seconds(for xTime: UInt, now: () -> TimeInterval) -> TimeInterval {
        let time = UInt32(truncatingIfNeeded: xTime)
        guard let anchor else {
            anchor = (time, now())
            lastXTime = time
            return anchor!.seconds
        }
        // X11 quirk: Time wraps around; a signed 32-bit difference handles the wrap and slightly
        // out-of-order timestamps from different devices.
        elapsedMilliseconds += Int64(Int32(bitPattern: time &- lastXTime))
        lastXTime = time
        return anchor.seconds + TimeInterval(elapsedMilliseconds) / 1000
    }
}

/// Key lookup as the translator needs it; the real one goes through the input method (XIM).
protocol X11KeyLookup {
    /// The keysym and committed text (UTF-8 decoded, invalid bytes → U+FFFD) for a key press.
    mutating func lookup(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String)
    /// The text the key gives with no modifier except Shift and Lock.
    func textIgnoringModifiers(_ event: XKeyEvent) -> String
    /// The level-0 keysym of the key, for the layout-independent key code.
    func baseKeysym(_ event: XKeyEvent) -> KeySym
}

/// A smooth-scroll axis of an XI 2.1 device.
struct X11ScrollValuator: Equatable {
    var number: Int32
    var isVertical: Bool
    var increment: Double
}
