import CX11

/// One valuator of an XI2 device event: the axis number and its value (XI 2.1 smooth scrolling
/// reads the scroll axes' values).
struct X11Valuator: Equatable {
    var number: Int32
    var value: Double
}

/// An XI2 device event — a button, a motion or a touch — with the fields the translator reads; its
/// valuators travel beside it (`X11DeviceEventReader.take`). A plain value: copying one is a copy
/// of its bytes.
/// `X11DeviceEventReader` decodes it from the wire as Xlib reads it, in place of libXi's
/// `XIDeviceEvent`, which costs an allocation, a cookie claimed with `XGetEventData` and one freed
/// with `XFreeEventData` on every event: about 800 of the 6,900 instructions from a press's arrival
/// to its `touchesBegan` (issue #9).
struct X11DeviceEvent: Equatable {
    var evtype: Int32
    /// The full serial of the event, which pairs it with the cookie Xlib queues for it.
    var serial: UInt = 0
    /// Sent with XSendEvent. The server refuses to send GenericEvents, so this is never true from a
    /// real server; a translator that is told so drops the event (R-X6).
    var isSynthetic = false
    var time: UInt = 0
    var deviceid: Int32 = 0
    var sourceid: Int32 = 0
    /// The button, or the touch's id.
    var detail: Int32 = 0
    /// The window the event is reported to.
    var window: UInt = 0
    /// The position in `window`, in pixels.
    var x: Double = 0
    var y: Double = 0
    /// `XIPointerEmulated` for pointer events the server makes from touches.
    var flags: UInt32 = 0
    /// The effective modifier state (X's `state` bits).
    var modifiers: UInt32 = 0

    /// The XI2 event types with this layout (`xXIDeviceEvent` on the wire) that XResponder selects.
    static let selectedTypes: [Int32] = [XI_ButtonPress, XI_ButtonRelease, XI_Motion,
                                         XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]

    /// `selectedTypes.contains(evtype)`, as a switch: Xlib's converter asks it of every XI2 event
    /// it reads (a test keeps the two lists the same).
    static func isSelected(_ evtype: Int32) -> Bool {
        switch evtype {
        case XI_ButtonPress, XI_ButtonRelease, XI_Motion, XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd: return true
        default: return false
        }
    }

    /// Decodes an `xXIDeviceEvent` as Xlib hands it over: the 32-byte header followed by the rest
    /// of the event (`length` four-byte units), with the button mask, the valuator mask and one
    /// FP32.32 value per valuator set after the fixed part. A motion's valuators are appended to
    /// `valuators`, in axis order; other events' are not read: only smooth scrolling, which comes
    /// as motion, uses them, and a press's were half the cost of decoding it. Nil when the event
    /// is shorter than its own masks say (a server bug or a corrupt stream): nothing past the
    /// event's declared length is read.
    static func decode(wire: UnsafeRawPointer, serial: UInt, valuators: inout [X11Valuator]) -> X11DeviceEvent? {
        let fixedSize = MemoryLayout<xXIDeviceEvent>.size
        let header = wire.loadUnaligned(as: xGenericEvent.self)
        let size = 32 + Int(header.length) * 4
        guard size >= fixedSize else { return nil }
        let e = wire.loadUnaligned(as: xXIDeviceEvent.self)
        let buttonsSize = Int(e.buttons_len) * 4
        let maskSize = Int(e.valuators_len) * 4
        guard fixedSize + buttonsSize + maskSize <= size else { return nil }
        var event = X11DeviceEvent(evtype: Int32(e.evtype))
        event.serial = serial
        event.isSynthetic = e.type & 0x80 != 0
        event.time = UInt(e.time)
        event.deviceid = Int32(e.deviceid)
        event.sourceid = Int32(e.sourceid)
        event.detail = Int32(bitPattern: e.detail)
        event.window = UInt(e.event)
        event.x = Double(e.event_x) / 65536   // FP16.16
        event.y = Double(e.event_y) / 65536
        event.flags = e.flags
        event.modifiers = e.mods.effective_mods
        guard event.evtype == XI_Motion else { return event }
        let mask = wire + fixedSize + buttonsSize
        var value = mask + maskSize
        let end = wire + size
        let start = valuators.count
        for byteIndex in 0..<maskSize {
            var bits = mask.load(fromByteOffset: byteIndex, as: UInt8.self)
            while bits != 0 {
                guard value + 8 <= end else {
                    valuators.removeSubrange(start...)
                    return nil
                }
                let bit = bits.trailingZeroBitCount
                bits &= bits - 1
                // FP32.32: a signed integral part, then the fraction (libXi reads it the same way).
                let integral = value.loadUnaligned(as: Int32.self)
                let fraction = value.loadUnaligned(fromByteOffset: 4, as: UInt32.self)
                valuators.append(X11Valuator(number: Int32(byteIndex * 8 + bit),
                                             value: Double(integral) + Double(fraction) / 4_294_967_296))
                value += 8
            }
        }
        return event
    }
}
