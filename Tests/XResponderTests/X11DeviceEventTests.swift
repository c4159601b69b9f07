import CX11
import Foundation
import Testing
@testable import XResponder

/// An `xXIDeviceEvent` as it arrives on the wire: the fixed part, the button mask, the valuator mask
/// and one FP32.32 value per valuator set. `length` overrides the event's declared length (in
/// four-byte units after the first 32 bytes) to make it lie.
func xi2Wire(evtype: Int32, detail: UInt32 = 1, x: Double = 0, y: Double = 0, window: UInt32 = 0x400001,
             sourceid: UInt16 = 11, flags: UInt32 = 0, modifiers: UInt32 = 0, sent: Bool = false,
             buttonWords: Int = 1, valuators: [(number: Int, value: Double)] = [], length: Int? = nil) -> [UInt8] {
    let maskWords = valuators.map { $0.number / 32 + 1 }.max() ?? 0
    var e = xXIDeviceEvent()
    e.type = UInt8(GenericEvent) | (sent ? 0x80 : 0)
    e.extension = 131
    e.evtype = UInt16(evtype)
    e.deviceid = 2
    e.time = 123_456
    e.detail = detail
    e.root = 0x25
    e.event = window
    e.event_x = Int32((x * 65536).rounded())
    e.event_y = Int32((y * 65536).rounded())
    e.buttons_len = UInt16(buttonWords)
    e.valuators_len = UInt16(maskWords)
    e.sourceid = sourceid
    e.flags = flags
    e.mods.effective_mods = modifiers
    var bytes = withUnsafeBytes(of: e) { Array($0) }
    bytes += [UInt8](repeating: 0xff, count: buttonWords * 4)   // buttons down: never read
    var mask = [UInt8](repeating: 0, count: maskWords * 4)
    for valuator in valuators { mask[valuator.number / 8] |= 1 << UInt8(valuator.number % 8) }
    bytes += mask
    for valuator in valuators.sorted(by: { $0.number < $1.number }) {
        let integral = Int32(valuator.value.rounded(.down))
        let fraction = UInt32(((valuator.value - Double(integral)) * 4_294_967_296).rounded(.down))
        bytes += withUnsafeBytes(of: integral) { Array($0) } + withUnsafeBytes(of: fraction) { Array($0) }
    }
    let declared = length ?? (bytes.count - 32) / 4
    bytes.withUnsafeMutableBytes { $0.storeBytes(of: UInt32(declared), toByteOffset: 4, as: UInt32.self) }
    return bytes
}

@Suite("XI2 device events decoded from the wire (R-X2, issue #9)")
struct X11DeviceEventTests {
    func decode(_ bytes: [UInt8], serial: UInt = 7) -> (X11DeviceEvent?, [X11Valuator]) {
        var valuators: [X11Valuator] = []
        let event = bytes.withUnsafeBytes { X11DeviceEvent.decode(wire: $0.baseAddress!, serial: serial, valuators: &valuators) }
        return (event, valuators)
    }

    @Test("R-X2 a button press decodes with its window, position, button, device, flags and modifiers")
    func pressFields() throws {
        let (decoded, valuators) = decode(xi2Wire(evtype: XI_ButtonPress, detail: 3, x: 10.5, y: -1.25, sourceid: 12,
                                                   flags: UInt32(XIPointerEmulated), modifiers: UInt32(ShiftMask)))
        let event = try #require(decoded)
        #expect(event.evtype == XI_ButtonPress)
        #expect(event.serial == 7)
        #expect(event.detail == 3)
        #expect(event.window == 0x400001)
        #expect(event.x == 10.5 && event.y == -1.25)
        #expect(event.deviceid == 2 && event.sourceid == 12)
        #expect(event.time == 123_456)
        #expect(event.flags == UInt32(XIPointerEmulated))
        #expect(event.modifiers == UInt32(ShiftMask))
        #expect(!event.isSynthetic)
        #expect(valuators.isEmpty)
    }

    @Test("R-X2 the types decoded are exactly the types selected on windows")
    func selectedTypesAgree() {
        for evtype in 0...Int32(XI_LASTEVENT) {
            #expect(X11DeviceEvent.isSelected(evtype) == X11DeviceEvent.selectedTypes.contains(evtype), "evtype \(evtype)")
        }
        #expect(X11DeviceEvent.selectedTypes.count == 6)
    }

    @Test("R-X6 the send-event bit of the wire type marks the event synthetic")
    func sentBit() throws {
        let event = try #require(decode(xi2Wire(evtype: XI_Motion, sent: true)).0)
        #expect(event.isSynthetic)
    }

    @Test("R-X2 valuators decode by axis number from a mask of several words, with FP32.32 values")
    func valuatorValues() throws {
        let (decoded, valuators) = decode(xi2Wire(evtype: XI_Motion, buttonWords: 2,
                                                   valuators: [(0, 640.5), (3, -2.25), (9, 120), (40, 0.125)]))
        #expect(decoded != nil)
        #expect(valuators == [X11Valuator(number: 0, value: 640.5), X11Valuator(number: 3, value: -2.25),
                              X11Valuator(number: 9, value: 120), X11Valuator(number: 40, value: 0.125)])
    }

    @Test("R-X2 an event shorter than its own masks say is refused without reading past its length")
    func truncatedEvents() {
        let whole = xi2Wire(evtype: XI_Motion, valuators: [(2, 1), (3, 2)])
        // Declared length too short for the fixed part.
        #expect(decode(xi2Wire(evtype: XI_Motion, length: 4)).0 == nil)
        // A button mask longer than the event (the length is not changed with it).
        var lying = xi2Wire(evtype: XI_Motion)
        let buttonsLength = MemoryLayout<xXIDeviceEvent>.offset(of: \.buttons_len)!
        lying.withUnsafeMutableBytes { $0.storeBytes(of: UInt16(200), toByteOffset: buttonsLength, as: UInt16.self) }
        #expect(decode(lying).0 == nil)
        // The valuator mask promises two values; the length covers one: nothing is kept.
        var short = Array(whole.dropLast(8))
        let shortLength = UInt32((short.count - 32) / 4)
        short.withUnsafeMutableBytes { $0.storeBytes(of: shortLength, toByteOffset: 4, as: UInt32.self) }
        let (event, valuators) = decode(short)
        #expect(event == nil)
        #expect(valuators.isEmpty)
    }
}

extension X11DeviceEventReader {
    /// What `take` hands out, as values to compare.
    func take(serial: UInt, evtype: Int32) -> (event: X11DeviceEvent, valuators: [X11Valuator])? {
        var taken: (X11DeviceEvent, [X11Valuator])?
        take(serial: serial, evtype: evtype) { event, valuators in taken = (event, Array(valuators)) }
        return taken
    }
}

@Suite("The XI2 device-event reader pairs decoded events with Xlib's cookies (R-U1, issue #9)")
struct X11DeviceEventReaderTests {
    func push(_ reader: X11DeviceEventReader, _ bytes: [UInt8], serial: UInt, evtype: Int32) {
        bytes.withUnsafeBytes { reader.push(wire: $0.baseAddress!, serial: serial, evtype: evtype) }
    }

    @Test("R-U1 1,000 presses, moves and releases each come back with their own valuators, in storage that does not grow")
    func sustainedPairing() throws {
        let reader = X11DeviceEventReader()
        var capacityAfterFirstRound = 0
        for round in 0..<1_000 {
            let serial = UInt(round * 3)
            // Read together (one Xlib read), taken one by one: the usual drain.
            push(reader, xi2Wire(evtype: XI_ButtonPress, x: Double(round)), serial: serial, evtype: XI_ButtonPress)
            push(reader, xi2Wire(evtype: XI_Motion, valuators: [(3, Double(round))]), serial: serial, evtype: XI_Motion)
            push(reader, xi2Wire(evtype: XI_ButtonRelease, x: Double(round) + 1), serial: serial + 1, evtype: XI_ButtonRelease)
            let press = try #require(reader.take(serial: serial, evtype: XI_ButtonPress))
            #expect(press.event.x == Double(round) && press.valuators.isEmpty)
            let move = try #require(reader.take(serial: serial, evtype: XI_Motion))
            #expect(move.valuators == [X11Valuator(number: 3, value: Double(round))])
            let release = try #require(reader.take(serial: serial + 1, evtype: XI_ButtonRelease))
            #expect(release.event.x == Double(round) + 1)
            #expect(reader.pendingCount == 0)
            if round == 0 { capacityAfterFirstRound = reader.capacity }
        }
        #expect(reader.capacity == capacityAfterFirstRound)
    }

    @Test("R-U1 an event that left Xlib's queue unseen is skipped; one that could not be decoded keeps the rest paired")
    func skippedAndUndecodable() {
        let reader = X11DeviceEventReader()
        push(reader, xi2Wire(evtype: XI_Motion, x: 1), serial: 10, evtype: XI_Motion)            // never taken
        push(reader, xi2Wire(evtype: XI_Motion, length: 2), serial: 11, evtype: XI_Motion)       // undecodable
        push(reader, xi2Wire(evtype: XI_Motion, x: 3), serial: 11, evtype: XI_Motion)
        // The cookie for serial 11's first event: its entry stands for it, and the skipped one goes.
        #expect(reader.take(serial: 11, evtype: XI_Motion) == nil)
        #expect(reader.take(serial: 11, evtype: XI_Motion)?.event.x == 3)
        #expect(reader.pendingCount == 0)
        // A cookie with no entry (another type at the head) gets nothing and takes nothing.
        push(reader, xi2Wire(evtype: XI_ButtonPress), serial: 12, evtype: XI_ButtonPress)
        #expect(reader.take(serial: 12, evtype: XI_Motion) == nil)
        #expect(reader.take(serial: 12, evtype: XI_ButtonPress) != nil)
    }

    @Test("R-U1 events Xlib reads while a taken event is being translated leave that event's valuators as they were")
    func readDuringTake() {
        let reader = X11DeviceEventReader()
        for round in 0..<100 {
            let serial = UInt(round * 2)
            push(reader, xi2Wire(evtype: XI_Motion, valuators: [(2, 1), (3, Double(round))]), serial: serial, evtype: XI_Motion)
            var seen: [X11Valuator] = []
            reader.take(serial: serial, evtype: XI_Motion) { _, valuators in
                // A round trip inside the handler: Xlib reads (and decodes) more events meanwhile,
                // enough to start the list over and to grow its storage.
                for extra in 0..<40 {
                    push(reader, xi2Wire(evtype: XI_Motion, valuators: [(2, -1), (3, -Double(extra))]),
                         serial: serial + 1, evtype: XI_Motion)
                }
                seen = Array(valuators)
            }
            #expect(seen == [X11Valuator(number: 2, value: 1), X11Valuator(number: 3, value: Double(round))])
            for _ in 0..<40 { #expect(reader.take(serial: serial + 1, evtype: XI_Motion)?.valuators.count == 2) }
            #expect(reader.pendingCount == 0)
        }
    }
}
