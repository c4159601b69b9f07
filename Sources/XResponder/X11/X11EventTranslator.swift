import CX11
import Foundation

/// Pure translation of X events into `InputRecord`s and window changes (R-X1 … R-X6). It holds only
/// the little state translation needs (buttons down, keys down, scroll positions, the timeline), so
/// tests feed it hand-built `XEvent` and `X11DeviceEvent` values — including XI2 touches, which Xvfb
/// cannot produce.
///
/// | X event | becomes |
/// | --- | --- |
/// | ButtonPress 1/2/3/8/9, first button down | touch began, `.indirectPointer`, `buttonMask` per R-X1 |
/// | MotionNotify with a button down | touch moved |
/// | ButtonRelease of the last button down | touch ended |
/// | ButtonPress 4/5/6/7 | scroll up/down/left/right by `scrollStep` points |
/// | MotionNotify with no button | hover |
/// | XI_TouchBegin/Update/End | touch began/moved/ended, `.direct`, id = `detail` |
/// | XI_Motion with scroll valuators | smooth scroll |
/// | XI pointer events flagged `XIPointerEmulated` | nothing (the touch already reported it, R-X2) |
/// | KeyPress/KeyRelease | key down (repeat when already down)/up; media keys → remote control |
/// | FocusOut | input lost: touches and presses cancelled; the focus left the window |
/// | FocusIn/FocusOut, LeaveNotify of mode NotifyGrab while our popup menu holds the grab | nothing: our own grab |
/// | UnmapNotify, LeaveNotify from another client's grab, DestroyNotify | touches ended by the platform |
/// | ClientMessage WM_DELETE_WINDOW | close |
/// | ClientMessage `_XEMBED` to one of our windows | an XEmbed message for the backend (R-E1) |
/// | ReparentNotify | the window's new parent (a host's container, or the root when the host died) |
/// | `send_event` keys to a window whose XEmbed embedder forwards them | keys, as real ones (R-E1) |
/// | `send_event` pointer and key input | dropped unless `acceptsSyntheticInput` (R-X6) |
/// | `send_event` focus, crossing, map, unmap, destroy, expose | dropped, always (R-X6, R-U5) |
/// | `send_event` ConfigureNotify | position only (ICCCM 4.1.5); the size is ignored |
///
/// Any client can send any event to any window with `XSendEvent`; only the server's own events say
/// what happened to a window. So a synthetic event never cancels a drag, closes, unmaps or resizes
/// a window — the two things ICCCM says legitimately arrive synthetic are honoured: the window
/// manager's ConfigureNotify (for the position of a reparented window) and WM_DELETE_WINDOW.
struct X11EventTranslator {
    var scale: CGFloat = 1
    /// X window id → `UIWindow.windowNumber`.
    var windowNumbers: [UInt: Int] = [:] {
        didSet { lastWindowNumber = nil }
    }
    /// The last lookup in `windowNumbers`: input comes in runs for one window, and hashing its id
    /// was a fifth of the translation of a press (issue #9). Forgotten whenever the map changes.
    private var lastWindowNumber: (xid: UInt, number: Int?)?
    var wmProtocols: Atom = 0
    var wmDeleteWindow: Atom = 0
    var acceptsSyntheticInput = false
    /// A popup menu of ours holds the pointer and keyboard grab (R-DT1): the focus and crossing
    /// events its grab causes (mode NotifyGrab) are ours, not another client taking input away.
    var ownsGrab = false
    /// `_XEMBED`: ClientMessages of this type are XEmbed messages from an embedder.
    var xembedAtom: Atom = 0
    /// Windows whose XEmbed embedder holds the X focus and forwards key events with XSendEvent,
    /// as the protocol says: synthetic keys are accepted for these (R-E1).
    var keysForwardedByEmbedder: Set<UInt> = []
    /// Points scrolled by one wheel click (X buttons 4–7) or one smooth-scroll increment.
    var scrollStep: CGFloat = InputRecord.wheelClickDistance
    var scrollValuators: [Int32: [X11ScrollValuator]] = [:]
    var now: () -> TimeInterval = { ProcessInfo.processInfo.systemUptime }

    private var timeline = X11Timeline()
    private var buttonsDown: UIEvent.ButtonMask = []
    /// The window that took the first press of the buttons now down: the server's implicit pointer
    /// grab belongs to it, so only its unmapping or destruction ends the drag.
    private var grabWindow: UInt?
    private var keysDown: Set<UInt32> = []
    private var scrollPositions: [Int32: [Int32: Double]] = [:]

    // MARK: Core events

    /// Events that report what happened to a window; believed only from the server itself.
    static let serverOnlyTypes: Set<Int32> = [FocusIn, FocusOut, EnterNotify, LeaveNotify, MapNotify, UnmapNotify,
                                              DestroyNotify, ReparentNotify, Expose, GraphicsExpose]

    mutating func translate(_ event: inout XEvent, keys: inout some X11KeyLookup) -> [X11Translation] {
        let type = event.type
        // R-X6: any client can send these with XSendEvent; only the server's own say what happened.
        if event.xany.send_event != 0, Self.serverOnlyTypes.contains(type) { return [] }
        switch type {
        // Core pointer events: before XInput 2 starts (after the first frame), for a press held
        // across that switch (a grab keeps its level), and on servers without it. The server never
        // sends one input to a window both ways (X11Display.startXInput2), so both feed one pointer.
        case ButtonPress, ButtonRelease:
            let e = event.xbutton
            guard accepts(e.send_event) else { return [] }
            return pointerButton(isPress: type == ButtonPress, button: Int(e.button), x: Double(e.x), y: Double(e.y),
                                 xid: UInt(e.window), time: e.time, state: e.state, synthetic: e.send_event != 0)
                .map { [$0] } ?? []
        case MotionNotify:
            let e = event.xmotion
            guard accepts(e.send_event) else { return [] }
            return [pointerMotion(x: Double(e.x), y: Double(e.y), xid: UInt(e.window), time: e.time, state: e.state,
                                  synthetic: e.send_event != 0)]
        case KeyPress, KeyRelease:
            guard accepts(event.xkey.send_event) || keysForwardedByEmbedder.contains(UInt(event.xkey.window)) else { return [] }
            return key(&event.xkey, isPress: type == KeyPress, keys: &keys)
        case FocusIn:
            let e = event.xfocus
            // Focus moving between our own subwindows or pointer-root focus is not a change of key window.
            guard e.detail != NotifyPointer, e.detail != NotifyInferior else { return [] }
            // X11 quirk: our own menu's keyboard grab reports the focus moving to the menu (mode
            // NotifyGrab); the window has not lost the focus.
            guard !isOwnGrabFocusChange(e.mode) else { return [] }
            return [.focusIn(xid: UInt(e.window))]
        case FocusOut:
            let e = event.xfocus
            guard e.detail != NotifyPointer, e.detail != NotifyInferior else { return [] }
            guard !isOwnGrabFocusChange(e.mode) else { return [] }
            keysDown.removeAll()
            return lost(UInt(e.window), "focus lost", time: nil) + [.focusOut(xid: UInt(e.window))]
        case LeaveNotify:
            // X11 quirk: leaving during our own implicit grab (dragging out of the window) is
            // NotifyNormal and changes nothing; NotifyGrab means another client took the pointer.
            let e = event.xcrossing
            guard e.mode == NotifyGrab, !buttonsDown.isEmpty, !ownsGrab else { return [] }
            buttonsDown = []
            grabWindow = nil
            return lost(UInt(e.window), "pointer grabbed by another client", time: e.time, platformEndedTouches: true)
        case Expose:
            let e = event.xexpose
            let rect = CGRect(x: CGFloat(e.x) / scale, y: CGFloat(e.y) / scale,
                              width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
            return [.expose(xid: UInt(e.window), rect: rect)]
        case GraphicsExpose:
            // X11 quirk: an XCopyArea (a scroll on the server) whose source was obscured or off
            // screen copies nothing there; the server names those parts, and we present them from
            // the backing surface like an Expose. (NoExpose, the answer when all was copied, is
            // ignored with the other events we do not use.)
            let e = event.xgraphicsexpose
            let rect = CGRect(x: CGFloat(e.x) / scale, y: CGFloat(e.y) / scale,
                              width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
            return [.expose(xid: UInt(e.drawable), rect: rect)]
        case ConfigureNotify:
            let e = event.xconfigure
            let origin = CGPoint(x: CGFloat(e.x) / scale, y: CGFloat(e.y) / scale)
            // X11 quirk (ICCCM 4.1.5): a window manager reports the position of a reparented window
            // with a synthetic ConfigureNotify in root coordinates. Any client can send one, so only
            // its position is believed; sizes come from the server's own events.
            let size = e.send_event != 0 ? nil : CGSize(width: CGFloat(e.width) / scale, height: CGFloat(e.height) / scale)
            return [.configure(xid: UInt(e.window), origin: origin, size: size)]
        case MapNotify:
            return [.mapped(xid: UInt(event.xmap.window))]
        case UnmapNotify:
            // X11 quirk: the server releases the pointer grab when the grab window becomes
            // unviewable, and the button's release goes elsewhere (or nowhere): this touch will not end.
            let xid = UInt(event.xunmap.window)
            return windowGone(xid, "window unmapped") + [.unmapped(xid: xid)]
        case DestroyNotify:
            let xid = UInt(event.xdestroywindow.window)
            return windowGone(xid, "window destroyed") + [.destroyed(xid: xid)]
        case ReparentNotify:
            return [.reparented(xid: UInt(event.xreparent.window), parent: UInt(event.xreparent.parent))]
        case ClientMessage:
            let e = event.xclient
            // XEmbed messages are sent by the embedder with XSendEvent, like WM_DELETE_WINDOW.
            if e.message_type == xembedAtom, xembedAtom != 0, e.format == 32, windowNumbers[UInt(e.window)] != nil {
                return [.xembed(xid: UInt(e.window), message: Int(e.data.l.1), detail: Int(e.data.l.2),
                                data1: UInt(bitPattern: e.data.l.3), data2: UInt(bitPattern: e.data.l.4))]
            }
            // WM_DELETE_WINDOW always arrives with send_event set: it is a message, not input.
            guard e.message_type == wmProtocols, e.format == 32, Atom(e.data.l.0) == wmDeleteWindow else { return [] }
            return [.close(xid: UInt(e.window))]
        case GenericEvent:
            return []   // XI2 device events come decoded (X11DeviceEventReader) to translate(deviceEvent:valuators:_:)
        default:
            return []
        }
    }

    // MARK: XInput 2

    /// An XI2 device event's translations, handed to `emit` as they are made — at most two: a smooth
    /// scroll and a move. The backend's path from a press to its handler builds no array (issue #9).
    /// `valuators` are the event's, in axis order.
    mutating func translate(deviceEvent e: X11DeviceEvent, valuators: ArraySlice<X11Valuator>,
                            _ emit: (X11Translation) -> Void) {
        guard accepts(synthetic: e.isSynthetic) else { return }
        let xid = e.window
        let state = e.modifiers
        let synthetic = e.isSynthetic
        switch e.evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
            let phase: InputRecord.Phase = e.evtype == XI_TouchBegin ? .began : e.evtype == XI_TouchEnd ? .ended : .moved
            let change = InputRecord.TouchChange(identifier: .direct(Int(e.detail)), phase: phase,
                                                 location: point(e.x, e.y), type: .direct)
            emit(record(.touch(change), xid: xid, time: e.time, state: state, synthetic: synthetic))
        case XI_ButtonPress, XI_ButtonRelease:
            // R-X2: the server emulates pointer events from touches; the touch already told us.
            guard e.flags & UInt32(XIPointerEmulated) == 0 else { return }
            if let translation = pointerButton(isPress: e.evtype == XI_ButtonPress, button: Int(e.detail), x: e.x,
                                               y: e.y, xid: xid, time: e.time, state: state, synthetic: synthetic) {
                emit(translation)
            }
        case XI_Motion:
            guard e.flags & UInt32(XIPointerEmulated) == 0 else { return }
            if let delta = smoothScrollDelta(e, valuators) {
                emit(record(.scroll(location: point(e.x, e.y), delta: delta), xid: xid, time: e.time,
                            state: state, synthetic: synthetic))
            }
            emit(pointerMotion(x: e.x, y: e.y, xid: xid, time: e.time, state: state, synthetic: synthetic))
        default:
            break
        }
    }

    /// XI 2.1 smooth scrolling: valuator changes on scroll axes, in units of the axis increment.
    /// The first value seen on an axis only sets the reference point.
    private mutating func smoothScrollDelta(_ e: X11DeviceEvent, _ valuators: ArraySlice<X11Valuator>) -> CGPoint? {
        guard !valuators.isEmpty, let axes = scrollValuators[e.sourceid], !axes.isEmpty else { return nil }
        var delta = CGPoint.zero
        var moved = false
        for valuator in valuators {
            guard let axis = axes.first(where: { $0.number == valuator.number }), axis.increment != 0 else { continue }
            let previous = scrollPositions[e.sourceid]?[axis.number]
            scrollPositions[e.sourceid, default: [:]][axis.number] = valuator.value
            guard let previous else { continue }
            let steps = CGFloat((valuator.value - previous) / axis.increment) * scrollStep
            if axis.isVertical { delta.y += steps } else { delta.x += steps }
            moved = true
        }
        return moved && delta != .zero ? delta : nil
    }

    // MARK: Pointer (core and XI2)

    private mutating func pointerButton(isPress: Bool, button: Int, x: Double, y: Double, xid: UInt, time: UInt,
                                       state: UInt32, synthetic: Bool) -> X11Translation? {
        let location = point(x, y)
        if (4...7).contains(button) {
            guard isPress else { return nil }
            let delta: CGPoint
            switch button {
            case 4: delta = CGPoint(x: 0, y: -scrollStep)
            case 5: delta = CGPoint(x: 0, y: scrollStep)
            case 6: delta = CGPoint(x: -scrollStep, y: 0)
            default: delta = CGPoint(x: scrollStep, y: 0)
            }
            return record(.scroll(location: location, delta: delta), xid: xid, time: time, state: state, synthetic: synthetic)
        }
        guard let mask = Self.buttonMask(forXButton: button) else { return nil }
        if isPress {
            let wasUp = buttonsDown.isEmpty
            buttonsDown.insert(mask)
            // Further buttons pressed during a drag join the same pointer touch (UIKit has one pointer).
            guard wasUp else { return nil }
            grabWindow = xid
            let change = InputRecord.TouchChange(identifier: .pointer(), phase: .began, location: location,
                                                 type: .indirectPointer, buttonMask: mask)
            return record(.touch(change), xid: xid, time: time, state: state, synthetic: synthetic)
        }
        guard buttonsDown.contains(mask) else { return nil }
        buttonsDown.remove(mask)
        guard buttonsDown.isEmpty else { return nil }
        grabWindow = nil
        let change = InputRecord.TouchChange(identifier: .pointer(), phase: .ended, location: location,
                                             type: .indirectPointer, buttonMask: mask)
        return record(.touch(change), xid: xid, time: time, state: state, synthetic: synthetic)
    }

    private mutating func pointerMotion(x: Double, y: Double, xid: UInt, time: UInt, state: UInt32,
                                        synthetic: Bool) -> X11Translation {
        let location = point(x, y)
        guard !buttonsDown.isEmpty else {
            return record(.hover(location: location), xid: xid, time: time, state: state, synthetic: synthetic)
        }
        let change = InputRecord.TouchChange(identifier: .pointer(), phase: .moved, location: location,
                                             type: .indirectPointer, buttonMask: buttonsDown)
        return record(.touch(change), xid: xid, time: time, state: state, synthetic: synthetic)
    }

    /// R-X1: X button 1 → primary, 3 → secondary, 2 → button(3), 8 → button(4), 9 → button(5).
    static func buttonMask(forXButton button: Int) -> UIEvent.ButtonMask? {
        switch button {
        case 1: return .primary
        case 2: return .button(3)
        case 3: return .secondary
        case 8: return .button(4)
        case 9: return .button(5)
        default: return nil
        }
    }

    // MARK: Keys (R-X3, R-F3)

    private mutating func key(_ event: inout XKeyEvent, isPress: Bool, keys: inout some X11KeyLookup) -> [X11Translation] {
        let keycode = event.keycode
        let flags = Self.modifierFlags(event.state)
        let base = keys.baseKeysym(event)
        if isPress {
            let (keysym, text) = keys.lookup(&event)
            if let media = Self.remoteControlSubtype(for: keysym) {
                return [record(.remoteControl(media), xid: UInt(event.window), time: event.time, state: event.state,
                               synthetic: event.send_event != 0)]
            }
            let key = UIKey(characters: text, charactersIgnoringModifiers: keys.textIgnoringModifiers(event),
                            modifierFlags: flags, keyCode: X11KeysymTable.usage(for: base))
            // X11 quirk: what an input method commits (a composed "é", a converted phrase) comes as
            // a KeyPress with keycode 0 that no release follows: it is a whole key stroke.
            if keycode == 0 {
                return [true, false].map { isDown in
                    record(.key(.init(isDown: isDown, key: key)), xid: UInt(event.window), time: event.time,
                           state: event.state, synthetic: event.send_event != 0)
                }
            }
            // With detectable auto-repeat a held key sends presses only; a press for a key already
            // down is a repeat.
            let isRepeat = !keysDown.insert(keycode).inserted
            return [record(.key(.init(isDown: true, isRepeat: isRepeat, key: key)), xid: UInt(event.window),
                           time: event.time, state: event.state, synthetic: event.send_event != 0)]
        }
        guard keysDown.remove(keycode) != nil else { return [] }   // media keys and stray releases
        let key = UIKey(characters: keys.textIgnoringModifiers(event), charactersIgnoringModifiers: keys.textIgnoringModifiers(event),
                        modifierFlags: flags, keyCode: X11KeysymTable.usage(for: base))
        return [record(.key(.init(isDown: false, key: key)), xid: UInt(event.window), time: event.time,
                       state: event.state, synthetic: event.send_event != 0)]
    }

    /// R-F3: the media keys become remote-control events. A keyboard's Play key is almost always
    /// play/pause, so XF86AudioPlay maps to `remoteControlTogglePlayPause`.
    static func remoteControlSubtype(for keysym: KeySym) -> UIEvent.EventSubtype? {
        switch keysym {
        case KeySym(XF86XK_AudioPlay): return .remoteControlTogglePlayPause
        case KeySym(XF86XK_AudioPause): return .remoteControlPause
        case KeySym(XF86XK_AudioStop): return .remoteControlStop
        case KeySym(XF86XK_AudioNext): return .remoteControlNextTrack
        case KeySym(XF86XK_AudioPrev): return .remoteControlPreviousTrack
        default: return nil
        }
    }

    /// Shift, Lock, Control, Mod1 (Alt) and Mod4 (Super, UIKit's command) → UIKeyModifierFlags.
    static func modifierFlags(_ state: UInt32) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        if state & UInt32(ShiftMask) != 0 { flags.insert(.shift) }
        if state & UInt32(LockMask) != 0 { flags.insert(.alphaShift) }
        if state & UInt32(ControlMask) != 0 { flags.insert(.control) }
        if state & UInt32(Mod1Mask) != 0 { flags.insert(.alternate) }
        if state & UInt32(Mod4Mask) != 0 { flags.insert(.command) }
        return flags
    }

    // MARK: Helpers

    /// Whether a focus change comes from our own popups' grabs: a popup taking its grab
    /// (NotifyGrab), or — while one holds the grab — an earlier popup's ungrab (NotifyUngrab).
    ///
    /// X11 quirk: moving from one menu-bar menu to the next releases the first popup's grab and
    /// takes the second's in the same turn, but the release's FocusIn for the main window
    /// (NotifyUngrab) is read only after the second popup is key; taken as a focus change it
    /// would make the main window key and send the menu's keys past it. With no grab held, an
    /// ungrab's focus events give the focus back to the window that had it, as they should.
    private func isOwnGrabFocusChange(_ mode: Int32) -> Bool {
        (mode == NotifyGrab || mode == NotifyUngrab) && ownsGrab
    }

    /// R-X6: input another client sent with XSendEvent counts only when the application opted in.
    private func accepts(synthetic: Bool) -> Bool {
        !synthetic || acceptsSyntheticInput
    }

    private func accepts(_ sendEvent: Int32) -> Bool {
        accepts(synthetic: sendEvent != 0)
    }

    private func point(_ x: Double, _ y: Double) -> CGPoint {
        CGPoint(x: CGFloat(x) / scale, y: CGFloat(y) / scale)
    }

    private mutating func record(_ kind: InputRecord.Kind, xid: UInt, time: UInt, state: UInt32,
                                 synthetic: Bool) -> X11Translation {
        .input(InputRecord(kind, timestamp: timeline.seconds(for: time, now: now), windowNumber: windowNumber(of: xid),
                           modifierFlags: Self.modifierFlags(state), isSynthetic: synthetic))
    }

    private mutating func windowNumber(of xid: UInt) -> Int? {
        if let last = lastWindowNumber, last.xid == xid { return last.number }
        let number = windowNumbers[xid]
        lastWindowNumber = (xid, number)
        return number
    }

    /// One of the windows was unmapped or destroyed: the touches in it will not end, and the
    /// pointer drag ends only if that window holds its grab.
    private mutating func windowGone(_ xid: UInt, _ reason: String) -> [X11Translation] {
        if grabWindow == xid {
            buttonsDown = []
            grabWindow = nil
        }
        return lost(xid, reason, time: nil, platformEndedTouches: true)
    }

    /// Input taken away from the window `xid`. With `platformEndedTouches` the server will send
    /// nothing more for the touches that were down, so the application stops waiting for them
    /// (R-U5). Nothing for a window we no longer know: it has no touches, and a record without a
    /// window number would end those of every window. Events for our own destroyed windows (their
    /// DestroyNotify, a FocusOut as focus reverts) arrive after we forgot them, often during a drag
    /// in another window, which they must not end (R-U2).
    private mutating func lost(_ xid: UInt, _ reason: String, time: UInt?, platformEndedTouches: Bool = false) -> [X11Translation] {
        guard let windowNumber = windowNumbers[xid] else { return [] }
        let timestamp = time.map { timeline.seconds(for: $0, now: now) } ?? now()
        let kind: InputRecord.Kind = platformEndedTouches ? .touchesEndedByPlatform(reason: reason) : .inputLost(reason: reason)
        return [.input(InputRecord(kind, timestamp: timestamp, windowNumber: windowNumber))]
    }
}
