import CX11
import Foundation

/// Real input for an X server through the XTest extension, from a connection of its own: what a
/// user's mouse and keyboard would do. For tests of your own views under Xvfb, scripted demos and
/// tours. Every call waits until the server has processed the request (`XSync`), so the events
/// are queued for the application when it returns.
@preconcurrency @MainActor
public final class X11InputInjector {
    let display: OpaquePointer

    /// Connects to `displayName` (nil: `$DISPLAY`).
    public init(displayName: String? = nil) throws {
        X11ErrorTrap.install()
        guard let display = XOpenDisplay(displayName) else {
            throw X11Error.cannotOpenDisplay(displayName ?? ProcessEnvironment.value("DISPLAY") ?? "")
        }
        self.display = display
        // A server that goes away must not take the process with it (see X11ErrorTrap).
        X11ErrorTrap.installExitHandler(on: display)
    }

    /// Closes the connection.
    public func close() {
        if !X11ErrorTrap.isLost(display) { XCloseDisplay(display) }
    }

    /// Moves the pointer to a screen position in pixels.
    public func movePointer(to pixel: CGPoint) {
        XTestFakeMotionEvent(display, -1, Int32(pixel.x.clampedForPixels), Int32(pixel.y.clampedForPixels), 0)
        XSync(display, 0)
    }

    /// Presses or releases X button `button` (1 left, 2 middle, 3 right, 4–7 scroll). With `sync`
    /// false the request is only flushed, not waited for (latency benchmarks).
    public func button(_ button: UInt32, isDown: Bool, sync: Bool = true) {
        XTestFakeButtonEvent(display, button, isDown ? 1 : 0, 0)
        if sync { XSync(display, 0) } else { XFlush(display) }
    }

    /// Moves to `pixel`, then presses and releases `button`.
    public func click(at pixel: CGPoint, button: UInt32 = 1) {
        movePointer(to: pixel)
        self.button(button, isDown: true)
        self.button(button, isDown: false)
    }

    /// Presses at `start`, moves in `steps` straight steps to `end`, releases.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 8) {
        movePointer(to: start)
        button(1, isDown: true)
        let count = max(1, steps)
        for step in 1...count {
            let t = CGFloat(step) / CGFloat(count)
            movePointer(to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        button(1, isDown: false)
    }

    /// Presses or releases the key that produces `keysym` (an X keysym such as `XK_a`'s value 0x61).
    /// A keysym the keyboard lacks (`dead_acute`, `Multi_key` on Xvfb's US map) is first given a
    /// spare keycode, as `xdotool` does; the application sees the MappingNotify.
    public func key(keysym: UInt, isDown: Bool) {
        var keycode = XKeysymToKeycode(display, KeySym(keysym))
        if keycode == 0, isDown { keycode = mapSpareKeycode(to: KeySym(keysym)) }
        guard keycode != 0 else { return }
        XTestFakeKeyEvent(display, UInt32(keycode), isDown ? 1 : 0, 0)
        XSync(display, 0)
    }

    /// Presses and releases the keys for `keysyms` in turn (a compose or dead-key sequence).
    public func tap(keysyms: [UInt]) {
        for keysym in keysyms {
            key(keysym: keysym, isDown: true)
            key(keysym: keysym, isDown: false)
        }
    }

    /// Binds `keysym` to the highest keycode that has no symbol; 0 when none is free.
    private func mapSpareKeycode(to keysym: KeySym) -> KeyCode {
        var minimum: Int32 = 0, maximum: Int32 = 0
        XDisplayKeycodes(display, &minimum, &maximum)
        var perKeycode: Int32 = 0
        guard let map = XGetKeyboardMapping(display, KeyCode(minimum), maximum - minimum + 1, &perKeycode) else { return 0 }
        defer { XFree(map) }
        for code in stride(from: maximum, through: minimum, by: -1) {
            let base = Int(code - minimum) * Int(perKeycode)
            guard (0..<Int(perKeycode)).allSatisfy({ map[base + $0] == 0 }) else { continue }
            var symbols = [keysym, keysym]
            XChangeKeyboardMapping(display, code, 2, &symbols, 1)
            XSync(display, 0)
            return KeyCode(code)
        }
        return 0
    }

    /// Types ASCII text: letters, digits, space and common punctuation, with Shift for capitals.
    public func type(_ text: String) {
        for character in text {
            guard let scalar = character.unicodeScalars.first, scalar.isASCII else { continue }
            // X11 quirk: the control characters' keysyms are not their codes (BackSpace is 0xFF08,
            // not 0x08): the keys XCUIKeyboardKey types as characters are mapped to theirs.
            if let keysym = Self.controlKeysyms[scalar] {
                tap(keysyms: [keysym])
                continue
            }
            let needsShift = character.isUppercase
            let keysym = UInt(character.lowercased().unicodeScalars.first!.value)
            if needsShift { key(keysym: UInt(XK_Shift_L), isDown: true) }
            key(keysym: keysym, isDown: true)
            key(keysym: keysym, isDown: false)
            if needsShift { key(keysym: UInt(XK_Shift_L), isDown: false) }
        }
    }

    private static let controlKeysyms: [Unicode.Scalar: UInt] = [
        "\u{8}": UInt(XK_BackSpace), "\t": UInt(XK_Tab), "\n": UInt(XK_Return), "\r": UInt(XK_Return),
        "\u{1B}": UInt(XK_Escape), "\u{7F}": UInt(XK_Delete),
    ]

    /// Moves the input focus to the X window `windowID` (the server, not a window manager, decides).
    public func focus(windowID: UInt) {
        XSetInputFocus(display, Window(windowID), RevertToParent, 0)
        XSync(display, 0)
    }

    /// The X window that has the input focus now: a window's id, or 0 (None) or 1 (PointerRoot).
    public func focusedWindow() -> UInt {
        var focused: Window = 0, revert: Int32 = 0
        XGetInputFocus(display, &focused, &revert)
        return UInt(focused)
    }

    /// Resizes the X window `windowID` to `width` × `height` pixels from this other client, as a
    /// user dragging the window's edge through a window manager does.
    public func resize(windowID: UInt, width: Int, height: Int) {
        XResizeWindow(display, Window(windowID), UInt32(max(1, width)), UInt32(max(1, height)))
        XSync(display, 0)
    }
}
