import CX11
import Foundation
import Testing
@testable import XResponder

/// A keyboard for the translator with a fixed keymap: keycode → (keysym, text, base keysym).
struct FakeKeys: X11KeyLookup {
    var map: [UInt32: (KeySym, String)] = [:]
    mutating func lookup(_ event: inout XKeyEvent) -> (keysym: KeySym, text: String) {
        guard let (keysym, text) = map[event.keycode] else { return (0, "") }
        let shifted = event.state & UInt32(ShiftMask) != 0
        return (keysym, shifted ? text.uppercased() : text)
    }
    func textIgnoringModifiers(_ event: XKeyEvent) -> String {
        guard let (_, text) = map[event.keycode] else { return "" }
        return event.state & UInt32(ShiftMask) != 0 ? text.uppercased() : text
    }
    func baseKeysym(_ event: XKeyEvent) -> KeySym { map[event.keycode]?.0 ?? 0 }
}

extension X11EventTranslator {
    /// An XI2 device event's translations as an array, for comparing in tests; `evtype` replaces
    /// the event's own.
    mutating func translate(deviceEvent e: X11DeviceEvent, evtype: Int32, valuators: [X11Valuator] = []) -> [X11Translation] {
        var event = e
        event.evtype = evtype
        var translations: [X11Translation] = []
        translate(deviceEvent: event, valuators: valuators[...]) { translations.append($0) }
        return translations
    }
}

@Suite("X11 event translation with hand-built events (R-X1 … R-X6)")
@MainActor
struct X11TranslatorTests {
    let xid: UInt = 0x400001

    func translator() -> X11EventTranslator {
        var t = X11EventTranslator()
        t.windowNumbers = [xid: 7]
        t.wmProtocols = 100
        t.wmDeleteWindow = 101
        t.now = { 50 }
        return t
    }

    func button(_ type: Int32, _ button: UInt32, x: Int32 = 10, y: Int32 = 20, time: UInt = 1000,
                state: UInt32 = 0, sendEvent: Int32 = 0) -> XEvent {
        var event = XEvent()
        event.xbutton.type = type
        event.xbutton.window = Window(xid)
        event.xbutton.button = button
        event.xbutton.x = x
        event.xbutton.y = y
        event.xbutton.time = Time(time)
        event.xbutton.state = state
        event.xbutton.send_event = sendEvent
        return event
    }

    func motion(x: Int32, y: Int32, time: UInt = 1001) -> XEvent {
        var event = XEvent()
        event.xmotion.type = MotionNotify
        event.xmotion.window = Window(xid)
        event.xmotion.x = x
        event.xmotion.y = y
        event.xmotion.time = Time(time)
        return event
    }

    func key(_ type: Int32, keycode: UInt32, state: UInt32 = 0, time: UInt = 1000) -> XEvent {
        var event = XEvent()
        event.xkey.type = type
        event.xkey.window = Window(xid)
        event.xkey.keycode = keycode
        event.xkey.state = state
        event.xkey.time = Time(time)
        return event
    }

    func records(_ translations: [X11Translation]) -> [InputRecord] {
        translations.compactMap { if case .input(let record) = $0 { return record } else { return nil } }
    }

    func touch(_ record: InputRecord?) -> InputRecord.TouchChange? { record?.touchChange }

    @Test("R-X1 buttons 1, 3, 2, 8, 9 map to primary, secondary, button(3), button(4), button(5)")
    func buttonMapping() {
        let expected: [(UInt32, UIEvent.ButtonMask)] = [(1, .primary), (3, .secondary), (2, .button(3)), (8, .button(4)), (9, .button(5))]
        for (xButton, mask) in expected {
            var t = translator()
            var keys = FakeKeys()
            var press = button(ButtonPress, xButton)
            let began = records(t.translate(&press, keys: &keys))
            #expect(began.count == 1)
            #expect(touch(began.first)?.phase == .began)
            #expect(touch(began.first)?.buttonMask == mask)
            #expect(touch(began.first)?.type == .indirectPointer)
            #expect(began.first?.windowNumber == 7)
            var release = button(ButtonRelease, xButton)
            #expect(touch(records(t.translate(&release, keys: &keys)).first)?.phase == .ended)
        }
        #expect(X11EventTranslator.buttonMask(forXButton: 10) == nil)
    }

    @Test("R-X1 a drag is began, moved, ended; motion with no button is hover; a second button joins the touch")
    func pointerLifecycle() {
        var t = translator()
        var keys = FakeKeys()
        var hover = motion(x: 5, y: 5)
        #expect(records(t.translate(&hover, keys: &keys)).first?.kind == .hover(location: CGPoint(x: 5, y: 5)))
        var press = button(ButtonPress, 1, x: 10, y: 20)
        var second = button(ButtonPress, 3)
        var move = motion(x: 30, y: 40)
        var releaseFirst = button(ButtonRelease, 1, x: 31, y: 41)
        var releaseSecond = button(ButtonRelease, 3, x: 32, y: 42)
        let out = records(t.translate(&press, keys: &keys)) + records(t.translate(&second, keys: &keys))
            + records(t.translate(&move, keys: &keys)) + records(t.translate(&releaseFirst, keys: &keys))
            + records(t.translate(&releaseSecond, keys: &keys))
        #expect(out.compactMap { touch($0)?.phase } == [.began, .moved, .ended])
        #expect(touch(out[1])?.location == CGPoint(x: 30, y: 40))
        #expect(touch(out[1])?.buttonMask == [.primary, .secondary])
        #expect(touch(out[2])?.location == CGPoint(x: 32, y: 42))
    }

    @Test("R-X1 buttons 4–7 are scroll, never touches")
    func scrollButtons() {
        var t = translator()
        var keys = FakeKeys()
        var deltas: [CGPoint] = []
        for b: UInt32 in [4, 5, 6, 7] {
            var press = button(ButtonPress, b)
            var release = button(ButtonRelease, b)
            for record in records(t.translate(&press, keys: &keys)) + records(t.translate(&release, keys: &keys)) {
                guard case .scroll(_, let delta) = record.kind else { Issue.record("not a scroll: \(record)"); continue }
                deltas.append(delta)
            }
        }
        #expect(deltas == [CGPoint(x: 0, y: -10), CGPoint(x: 0, y: 10), CGPoint(x: -10, y: 0), CGPoint(x: 10, y: 0)])
    }

    @Test("R-X1 locations are divided by the scale: points in the API, pixels in X")
    func scaled() {
        var t = translator()
        t.scale = 2
        var keys = FakeKeys()
        var press = button(ButtonPress, 1, x: 100, y: 50)
        #expect(touch(records(t.translate(&press, keys: &keys)).first)?.location == CGPoint(x: 50, y: 25))
    }

    @Test("R-X1 timestamps follow X server time, across the 32-bit wrap")
    func timeline() {
        var t = translator()
        var keys = FakeKeys()
        var first = button(ButtonPress, 1, time: UInt(UInt32.max) - 100)
        var second = button(ButtonRelease, 1, time: 200)
        let a = records(t.translate(&first, keys: &keys)).first!.timestamp
        let b = records(t.translate(&second, keys: &keys)).first!.timestamp
        #expect(a == 50)
        #expect(abs((b - a) - 0.301) < 1e-9)
    }

    @Test("R-X6 input sent with XSendEvent is dropped unless the application opts in, then marked synthetic")
    func syntheticInput() {
        var t = translator()
        var keys = FakeKeys()
        var fake = button(ButtonPress, 1, sendEvent: 1)
        #expect(t.translate(&fake, keys: &keys).isEmpty)
        t.acceptsSyntheticInput = true
        let accepted = records(t.translate(&fake, keys: &keys))
        #expect(accepted.first?.isSynthetic == true)
    }

    @Test("R-X3 keys: text through the lookup, HID key code, modifiers, repeats, releases")
    func keys() {
        var t = translator()
        var keys = FakeKeys(map: [38: (KeySym(XK_a), "a"), 9: (KeySym(XK_Escape), "\u{1B}")])
        var down = key(KeyPress, keycode: 38, state: UInt32(ShiftMask | ControlMask))
        var repeatDown = key(KeyPress, keycode: 38, state: UInt32(ShiftMask))
        var up = key(KeyRelease, keycode: 38)
        var strayUp = key(KeyRelease, keycode: 9)
        let out = records(t.translate(&down, keys: &keys)) + records(t.translate(&repeatDown, keys: &keys))
            + records(t.translate(&up, keys: &keys)) + records(t.translate(&strayUp, keys: &keys))
        #expect(out.count == 3)
        guard out.count == 3, case .key(let first) = out[0].kind, case .key(let second) = out[1].kind,
              case .key(let third) = out[2].kind else { return }
        #expect(first.isDown && !first.isRepeat)
        #expect(first.key.characters == "A")
        #expect(first.key.keyCode == .keyboardA)
        #expect(first.key.modifierFlags == [.shift, .control])
        #expect(out[0].modifierFlags == [.shift, .control])
        #expect(second.isDown && second.isRepeat)
        #expect(!third.isDown)
        #expect(third.key.keyCode == .keyboardA)
    }

    @Test("R-X3 modifier masks map to UIKeyModifierFlags")
    func modifierMasks() {
        #expect(X11EventTranslator.modifierFlags(UInt32(ShiftMask)) == .shift)
        #expect(X11EventTranslator.modifierFlags(UInt32(LockMask)) == .alphaShift)
        #expect(X11EventTranslator.modifierFlags(UInt32(ControlMask)) == .control)
        #expect(X11EventTranslator.modifierFlags(UInt32(Mod1Mask)) == .alternate)
        #expect(X11EventTranslator.modifierFlags(UInt32(Mod4Mask)) == .command)
        #expect(X11EventTranslator.modifierFlags(UInt32(Mod2Mask)) == [])   // NumLock is not a UIKit modifier
    }

    @Test("R-X3 invalid UTF-8 from the input method becomes U+FFFD")
    func invalidUTF8() {
        let bytes: [CChar] = [0x61, CChar(bitPattern: 0xFF), 0x62]
        #expect(X11Keyboard.decode(bytes, 3) == "a\u{FFFD}b")
        #expect(X11Keyboard.decode(bytes, 99) == "a\u{FFFD}b")
        #expect(X11Keyboard.decode(bytes, -1) == "")
    }

    @Test("R-F3 media keys become remote-control events")
    func mediaKeys() {
        var t = translator()
        var keys = FakeKeys(map: [172: (KeySym(XF86XK_AudioPlay), ""), 171: (KeySym(XF86XK_AudioNext), ""),
                                  173: (KeySym(XF86XK_AudioPrev), ""), 174: (KeySym(XF86XK_AudioStop), ""),
                                  209: (KeySym(XF86XK_AudioPause), "")])
        var kinds: [InputRecord.Kind] = []
        for code: UInt32 in [172, 209, 174, 171, 173] {
            var down = key(KeyPress, keycode: code)
            var up = key(KeyRelease, keycode: code)
            kinds += records(t.translate(&down, keys: &keys)).map(\.kind)
            kinds += records(t.translate(&up, keys: &keys)).map(\.kind)
        }
        #expect(kinds == [.remoteControl(.remoteControlTogglePlayPause), .remoteControl(.remoteControlPause),
                          .remoteControl(.remoteControlStop), .remoteControl(.remoteControlNextTrack),
                          .remoteControl(.remoteControlPreviousTrack)])
    }

    @Test("R-X4 WM_DELETE_WINDOW closes; expose, configure, map and unmap reach the window")
    func windowEvents() {
        var t = translator()
        var keys = FakeKeys()
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = Window(xid)
        message.xclient.message_type = 100
        message.xclient.format = 32
        message.xclient.send_event = 1
        message.xclient.data.l.0 = 101
        #expect(t.translate(&message, keys: &keys) == [.close(xid: xid)])
        message.xclient.data.l.0 = 55
        #expect(t.translate(&message, keys: &keys).isEmpty)

        t.scale = 2
        var expose = XEvent()
        expose.xexpose.type = Expose
        expose.xexpose.window = Window(xid)
        expose.xexpose.x = 10; expose.xexpose.y = 20; expose.xexpose.width = 30; expose.xexpose.height = 40
        #expect(t.translate(&expose, keys: &keys) == [.expose(xid: xid, rect: CGRect(x: 5, y: 10, width: 15, height: 20))])
        var configure = XEvent()
        configure.xconfigure.type = ConfigureNotify
        configure.xconfigure.window = Window(xid)
        configure.xconfigure.x = 100; configure.xconfigure.y = 60; configure.xconfigure.width = 400; configure.xconfigure.height = 300
        #expect(t.translate(&configure, keys: &keys) == [.configure(xid: xid, origin: CGPoint(x: 50, y: 30), size: CGSize(width: 200, height: 150))])
        var map = XEvent()
        map.xmap.type = MapNotify
        map.xmap.window = Window(xid)
        #expect(t.translate(&map, keys: &keys) == [.mapped(xid: xid)])
        var unmap = XEvent()
        unmap.xunmap.type = UnmapNotify
        unmap.xunmap.window = Window(xid)
        let unmapped = t.translate(&unmap, keys: &keys)
        #expect(unmapped.last == .unmapped(xid: xid))
        #expect(records(unmapped).first?.kind == .touchesEndedByPlatform(reason: "window unmapped"))
    }

    @Test("R-T7 focus loss and a grab taken by another client mean input lost; dragging out of the window does not")
    func inputLost() {
        var t = translator()
        var keys = FakeKeys()
        var focusOut = XEvent()
        focusOut.xfocus.type = FocusOut
        focusOut.xfocus.window = Window(xid)
        focusOut.xfocus.detail = NotifyNonlinear
        #expect(records(t.translate(&focusOut, keys: &keys)).first?.kind == .inputLost(reason: "focus lost"))
        focusOut.xfocus.detail = NotifyPointer
        #expect(t.translate(&focusOut, keys: &keys).isEmpty)

        var press = button(ButtonPress, 1)
        _ = t.translate(&press, keys: &keys)
        var leave = XEvent()
        leave.xcrossing.type = LeaveNotify
        leave.xcrossing.window = Window(xid)
        leave.xcrossing.mode = NotifyNormal
        #expect(t.translate(&leave, keys: &keys).isEmpty)
        leave.xcrossing.mode = NotifyGrab
        #expect(records(t.translate(&leave, keys: &keys)).first?.kind == .touchesEndedByPlatform(reason: "pointer grabbed by another client"))
        // The button's release after the lost grab ends nothing: the touch is gone.
        var release = button(ButtonRelease, 1)
        #expect(t.translate(&release, keys: &keys).isEmpty)
    }

    @Test("R-X6 R-U5 synthetic lifecycle events are never believed; a synthetic ConfigureNotify moves, never resizes")
    func syntheticLifecycleEvents() {
        var t = translator()
        var keys = FakeKeys()
        // Start a drag, so that anything that cancels it would show up as a record.
        var press = button(ButtonPress, 1)
        #expect(!t.translate(&press, keys: &keys).isEmpty)
        for type in [FocusIn, FocusOut, EnterNotify, LeaveNotify, MapNotify, UnmapNotify, DestroyNotify, ReparentNotify, Expose] {
            var event = XEvent()
            event.xany.type = type
            event.xany.window = Window(xid)
            event.xany.send_event = 1
            event.xfocus.detail = NotifyNonlinear
            event.xcrossing.mode = NotifyGrab
            #expect(t.translate(&event, keys: &keys).isEmpty, "synthetic event type \(type) was believed")
        }
        // The drag survived all of it: its release still ends it.
        var release = button(ButtonRelease, 1)
        #expect(records(t.translate(&release, keys: &keys)).count == 1)

        var configure = XEvent()
        configure.xconfigure.type = ConfigureNotify
        configure.xconfigure.window = Window(xid)
        configure.xconfigure.send_event = 1
        configure.xconfigure.x = 70; configure.xconfigure.y = 80
        configure.xconfigure.width = 32767; configure.xconfigure.height = 32767
        #expect(t.translate(&configure, keys: &keys) == [.configure(xid: xid, origin: CGPoint(x: 70, y: 80), size: nil)])

        // The server's own DestroyNotify ends the window's touches and closes it.
        var destroy = XEvent()
        destroy.xdestroywindow.type = DestroyNotify
        destroy.xdestroywindow.window = Window(xid)
        let destroyed = t.translate(&destroy, keys: &keys)
        #expect(destroyed.last == .destroyed(xid: xid))
        #expect(records(destroyed).first?.kind == .touchesEndedByPlatform(reason: "window destroyed"))
    }

    @Test("R-U2 R-T7 a window unmapped or destroyed ends only its own touches; one we already forgot ends none")
    func otherWindowGoneKeepsDrag() {
        var t = translator()
        var keys = FakeKeys()
        let other: UInt = 0x400099, forgotten: UInt = 0x400077
        t.windowNumbers[other] = 8
        var press = button(ButtonPress, 1)
        #expect(records(t.translate(&press, keys: &keys)).count == 1)
        // The DestroyNotify for a window we destroyed ourselves, or a FocusOut as focus reverts from
        // it, comes after we forgot it.
        var unmapForgotten = XEvent()
        unmapForgotten.xunmap.type = UnmapNotify
        unmapForgotten.xunmap.window = Window(forgotten)
        var destroyForgotten = XEvent()
        destroyForgotten.xdestroywindow.type = DestroyNotify
        destroyForgotten.xdestroywindow.window = Window(forgotten)
        var focusOutForgotten = XEvent()
        focusOutForgotten.xfocus.type = FocusOut
        focusOutForgotten.xfocus.window = Window(forgotten)
        focusOutForgotten.xfocus.detail = NotifyNonlinear
        for var event in [unmapForgotten, destroyForgotten, focusOutForgotten] {
            #expect(records(t.translate(&event, keys: &keys)).isEmpty, "event type \(event.type)")
        }
        // Another window of ours going away ends the touches in that window only.
        var unmapOther = XEvent()
        unmapOther.xunmap.type = UnmapNotify
        unmapOther.xunmap.window = Window(other)
        let ended = records(t.translate(&unmapOther, keys: &keys))
        #expect(ended.map(\.kind) == [.touchesEndedByPlatform(reason: "window unmapped")])
        #expect(ended.first?.windowNumber == 8)
        // The drag in the grab window goes on and ends with its release.
        var drag = motion(x: 30, y: 40)
        var release = button(ButtonRelease, 1)
        #expect(records(t.translate(&drag, keys: &keys)).count == 1)
        let released = records(t.translate(&release, keys: &keys))
        #expect(released.count == 1 && released.first?.windowNumber == 7)
    }

    // MARK: XInput 2

    /// A hand-built XI2 device event (the translator reads what `X11DeviceEvent.decode` makes).
    func deviceEvent(detail: Int32, x: Double, y: Double, flags: Int32 = 0, sourceid: Int32 = 11) -> X11DeviceEvent {
        X11DeviceEvent(evtype: 0, time: 2000, deviceid: 2, sourceid: sourceid, detail: detail, window: xid,
                       x: x, y: y, flags: UInt32(flags))
    }

    @Test("R-X2 XI2 touches become direct touches with a stable id per detail")
    func xi2Touches() {
        var t = translator()
        let out = records(t.translate(deviceEvent: deviceEvent(detail: 5, x: 10.5, y: 20), evtype: XI_TouchBegin))
            + records(t.translate(deviceEvent: deviceEvent(detail: 6, x: 50, y: 60), evtype: XI_TouchBegin))
            + records(t.translate(deviceEvent: deviceEvent(detail: 5, x: 12, y: 22), evtype: XI_TouchUpdate))
            + records(t.translate(deviceEvent: deviceEvent(detail: 5, x: 13, y: 23), evtype: XI_TouchEnd))
        #expect(out.compactMap { touch($0)?.identifier } == [.direct(5), .direct(6), .direct(5), .direct(5)])
        #expect(out.compactMap { touch($0)?.phase } == [.began, .began, .moved, .ended])
        #expect(out.allSatisfy { touch($0)?.type == .direct })
        #expect(touch(out[0])?.location == CGPoint(x: 10.5, y: 20))
    }

    @Test("R-U1 an X window id the server gives to a new window is translated with the new window's number, 100 times over")
    func reusedWindowIDs() {
        var t = translator()
        for round in 0..<100 {
            // A window closed and another opened under the same id (the server reuses ids): the
            // translator's remembered lookup must not hand out the old window's number.
            t.windowNumbers[xid] = 1000 + round
            let press = records(t.translate(deviceEvent: deviceEvent(detail: 1, x: 5, y: 5), evtype: XI_ButtonPress))
            let release = records(t.translate(deviceEvent: deviceEvent(detail: 1, x: 5, y: 5), evtype: XI_ButtonRelease))
            #expect(press.map(\.windowNumber) == [1000 + round])
            #expect(release.map(\.windowNumber) == [1000 + round])
            t.windowNumbers[xid] = nil
            let orphan = records(t.translate(deviceEvent: deviceEvent(detail: 0, x: 6, y: 6), evtype: XI_Motion))
            #expect(orphan.map(\.windowNumber) == [nil])
        }
    }

    @Test("R-X2 pointer events the server emulates from touches are not delivered twice; core and XI2 button events make one pointer")
    func xi2EmulatedPointerDropped() {
        var t = translator()
        #expect(t.translate(deviceEvent: deviceEvent(detail: 1, x: 1, y: 1, flags: XIPointerEmulated), evtype: XI_ButtonPress).isEmpty)
        #expect(t.translate(deviceEvent: deviceEvent(detail: 0, x: 2, y: 2, flags: XIPointerEmulated), evtype: XI_Motion).isEmpty)
        // A real XI2 mouse click still works.
        let real = records(t.translate(deviceEvent: deviceEvent(detail: 1, x: 3, y: 4), evtype: XI_ButtonPress))
        #expect(touch(real.first)?.phase == .began)
        #expect(touch(real.first)?.type == .indirectPointer)
        // A core release ends the XI2 press's pointer touch, and a press held from before XI2
        // started (the server keeps a grab's level) ends with an XI2-era core release: one pointer.
        var keys = FakeKeys()
        var coreRelease = button(ButtonRelease, 1)
        #expect(touch(records(t.translate(&coreRelease, keys: &keys)).first)?.phase == .ended)
        var corePress = button(ButtonPress, 1)
        #expect(touch(records(t.translate(&corePress, keys: &keys)).first)?.phase == .began)
        let xi2Release = records(t.translate(deviceEvent: deviceEvent(detail: 1, x: 3, y: 4), evtype: XI_ButtonRelease))
        #expect(touch(xi2Release.first)?.phase == .ended)
        #expect(t.translate(deviceEvent: deviceEvent(detail: 1, x: 3, y: 4), evtype: XI_ButtonRelease).isEmpty, "released once")
    }

    @Test("R-X2 XI2.1 smooth scrolling turns scroll valuator changes into scroll deltas")
    func xi2SmoothScroll() {
        var t = translator()
        t.scrollValuators = [11: [X11ScrollValuator(number: 2, isVertical: false, increment: 120),
                                  X11ScrollValuator(number: 3, isVertical: true, increment: 120)]]
        // Valuators 2 and 3 set (the horizontal and vertical scroll axes).
        let first = [X11Valuator(number: 2, value: 0), X11Valuator(number: 3, value: 0)]
        let second = [X11Valuator(number: 2, value: 60), X11Valuator(number: 3, value: 240)]
        let none = t.translate(deviceEvent: deviceEvent(detail: 0, x: 5, y: 5), evtype: XI_Motion, valuators: first)
        #expect(records(none).allSatisfy { if case .scroll = $0.kind { false } else { true } })
        let scrolled = t.translate(deviceEvent: deviceEvent(detail: 0, x: 5, y: 5), evtype: XI_Motion, valuators: second)
        #expect(records(scrolled).first?.kind == .scroll(location: CGPoint(x: 5, y: 5), delta: CGPoint(x: 5, y: 20)))
    }

    @Test("R-X2 two XI2 touches drive a two-finger view through the core")
    func xi2TouchesReachViews() {
        let h = Harness()
        let window = h.makeWindow()
        let view = h.view("v", CGRect(x: 0, y: 0, width: 400, height: 400), in: window)
        view.isMultipleTouchEnabled = true
        var t = translator()
        t.windowNumbers = [xid: window.windowNumber]
        let events: [(Int32, Int32, Double)] = [(XI_TouchBegin, 1, 10), (XI_TouchBegin, 2, 100), (XI_TouchUpdate, 1, 20),
                                                (XI_TouchUpdate, 2, 90), (XI_TouchEnd, 1, 20), (XI_TouchEnd, 2, 90)]
        h.input.batch {
            for (type, id, x) in events {
                for record in records(t.translate(deviceEvent: deviceEvent(detail: id, x: x, y: 50), evtype: type)) {
                    h.input.send(record)
                }
            }
        }
        #expect(h.log.entries.filter { $0.hasPrefix("v ") } == ["v began 2", "v moved 2", "v ended 2"])
    }

    @Test("HiDPI: Xft.dpi in the resource string gives the scale")
    func xftDPI() {
        #expect(X11Display.parseXftDPI("Xft.antialias:\t1\nXft.dpi:\t192\n") == 192)
        #expect(X11Display.parseXftDPI("Xft.dpi: nonsense") == nil)
        #expect(X11Display.parseXftDPI("Xft.dpi: 0") == nil)
        #expect(X11Display.parseXftDPI("") == nil)
    }

    @Test("R-E1 XEmbed messages to our windows become messages for the backend; forwarded keys count only where an embedder forwards them")
    func xembedMessages() {
        var t = translator()
        t.xembedAtom = 300
        var keys = FakeKeys(map: [38: (KeySym(XK_a), "a")])
        func message(_ number: Int, to window: UInt, type: Atom = 300, detail: Int = 0, data1: Int = 0) -> XEvent {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = Window(window)
            event.xclient.message_type = type
            event.xclient.format = 32
            event.xclient.send_event = 1   // always: the embedder sends them with XSendEvent
            event.xclient.data.l.1 = number
            event.xclient.data.l.2 = detail
            event.xclient.data.l.3 = data1
            return event
        }
        var notify = message(0, to: xid, data1: 0x500001)
        #expect(t.translate(&notify, keys: &keys) == [.xembed(xid: xid, message: 0, detail: 0, data1: 0x500001, data2: 0)])
        var focusIn = message(4, to: xid, detail: 2)
        #expect(t.translate(&focusIn, keys: &keys) == [.xembed(xid: xid, message: 4, detail: 2, data1: 0, data2: 0)])
        // Not ours, or not XEmbed: nothing.
        var stranger = message(4, to: 0x999999)
        #expect(t.translate(&stranger, keys: &keys).isEmpty)
        var otherType = message(4, to: xid, type: 301)
        #expect(t.translate(&otherType, keys: &keys).isEmpty)

        // A synthetic key is dropped (R-X6) until the window's embedder forwards keys to it.
        var forwarded = key(KeyPress, keycode: 38)
        forwarded.xkey.send_event = 1
        #expect(records(t.translate(&forwarded, keys: &keys)).isEmpty)
        t.keysForwardedByEmbedder.insert(xid)
        let typed = records(t.translate(&forwarded, keys: &keys))
        #expect(typed.first?.isSynthetic == true)
        #expect(typed.first?.windowNumber == 7)
        forwarded.xkey.window = Window(0x999999)
        #expect(records(t.translate(&forwarded, keys: &keys)).isEmpty, "only the embedded window's keys")

        // A real ReparentNotify names the new parent; a real FocusOut says the focus left.
        var reparent = XEvent()
        reparent.xreparent.type = ReparentNotify
        reparent.xreparent.window = Window(xid)
        reparent.xreparent.parent = 0x500001
        #expect(t.translate(&reparent, keys: &keys) == [.reparented(xid: xid, parent: 0x500001)])
        var focusOut = XEvent()
        focusOut.xfocus.type = FocusOut
        focusOut.xfocus.window = Window(xid)
        focusOut.xfocus.detail = NotifyNonlinear
        #expect(t.translate(&focusOut, keys: &keys).last == .focusOut(xid: xid))
    }
}
