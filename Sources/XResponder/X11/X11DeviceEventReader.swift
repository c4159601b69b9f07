import CX11

/// Decodes XI2 device events as Xlib reads them from the connection, instead of libXi.
///
/// Xlib turns a GenericEvent into an event cookie through the converter its extension registered
/// (`XESetWireToEventCookie`). libXi's converter allocates an `XIDeviceEvent` for each event, which
/// the application claims with `XGetEventData` and frees with `XFreeEventData`: with the lookups
/// and locks around them, about 800 instructions of a press's path (issue #9). This reader's
/// converter decodes the events XResponder selects (`X11DeviceEvent.selectedTypes`) into its own
/// first-in, first-out list and queues a cookie without data; the backend takes the decoded event
/// when Xlib hands it that cookie, pairing them by serial and type. Every other XI2 event still goes
/// to libXi's converter, so `XGetEventData` works for them as before.
///
/// The cookie Xlib queues for a decoded event has no data: it is never claimed, and Xlib frees it
/// (its list entry, and a nil data pointer) on the next `XNextEvent`. `XPeekEvent` copies it with
/// this reader's copy hook, which libXi's would crash on (it copies `XIDeviceEvent`s).
///
/// Threads: Xlib calls the converter from whichever call reads the connection — `XPending`,
/// `XNextEvent`, or any round trip (`XSync`, a property read) — always on the thread using the
/// display. XResponder uses its display from the main thread only, so the list is touched by one
/// thread; that is what makes the `nonisolated(unsafe)` state below safe.
final class X11DeviceEventReader {
    private struct Entry {
        /// What pairs the entry with the cookie Xlib queued for the same event.
        var serial: UInt
        var evtype: Int32
        /// Nil when the event could not be decoded.
        var event: X11DeviceEvent?
        var valuators: Range<Int>
    }

    /// `entries[head..<used]` wait to be taken; the slots past `used` are kept for reuse.
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var used = 0
    @exclusivity(unchecked) private var head = 0
    /// The valuators of the events in `entries`; each entry has a range of them.
    @exclusivity(unchecked) private var valuators: [X11Valuator] = []

    /// Events decoded and not yet taken.
    var pendingCount: Int { used - head }
    /// How many entries the list has room for without growing (sustained-use tests).
    var capacity: Int { entries.capacity }

    init() {}

    /// Decodes an event Xlib has just read; the next `take` with its serial and type returns it.
    func push(wire: UnsafeRawPointer, serial: UInt, evtype: Int32) {
        if head == used {
            // Everything read has been taken: start over in the same storage.
            head = 0
            used = 0
            if !valuators.isEmpty { valuators.removeAll(keepingCapacity: true) }
        }
        let start = valuators.count
        // An event that cannot be decoded still gets its entry (nil), so later events keep pairing up.
        let event = X11DeviceEvent.decode(wire: wire, serial: serial, valuators: &valuators)
        let entry = Entry(serial: serial, evtype: evtype, event: event, valuators: start..<valuators.count)
        if used < entries.count { entries[used] = entry } else { entries.append(entry) }
        used += 1
    }

    /// Hands `body` the decoded event for the cookie Xlib handed out with `serial` and `evtype`, and
    /// its valuators. Nothing is handed out when there is no such event (it could not be decoded, or
    /// the list has no entry for it). Entries of earlier serials were for events that left Xlib's
    /// queue without reaching the backend; they are dropped on the way. The valuators are a slice
    /// of the list's storage: should `body` reach Xlib and Xlib read more events meanwhile, the
    /// list copies on write rather than change what `body` holds.
    func take(serial: UInt, evtype: Int32, _ body: (X11DeviceEvent, ArraySlice<X11Valuator>) -> Void) {
        while head < used, entries[head].serial < serial { head += 1 }
        guard head < used, entries[head].serial == serial, entries[head].evtype == evtype else { return }
        let entry = entries[head]
        head += 1
        guard let event = entry.event else { return }
        body(event, entry.valuators.isEmpty ? [] : valuators[entry.valuators])
    }

    // MARK: Installing the hooks

    /// The display each reader decodes for. An entry is removed when its display is closed, before
    /// another display can be opened at the same address.
    @exclusivity(unchecked) nonisolated(unsafe) private static var readers: [(display: OpaquePointer, reader: X11DeviceEventReader)] = []
    /// libXi's hooks, which the reader's replace; one pair for every display (they are libXi's
    /// functions, not per-display state). Events the reader does not decode go to them.
    @exclusivity(unchecked) nonisolated(unsafe) fileprivate static var libXiWireToCookie: xr_WireToEventCookieProc?
    @exclusivity(unchecked) nonisolated(unsafe) fileprivate static var libXiCopyCookie: xr_CopyEventCookieProc?

    /// How many displays have a reader installed (sustained-use tests: one per open display).
    static var installedCount: Int { readers.count }

    /// Installs a reader for `display`, whose XInput opcode is `opcode`. Call after libXi has set up
    /// the extension on the display (any XI call does, `XIQueryVersion` included): installing
    /// replaces the hooks libXi registered then.
    static func install(on display: OpaquePointer, opcode: Int32) -> X11DeviceEventReader {
        let reader = X11DeviceEventReader()
        readers.removeAll { $0.display == display }
        readers.append((display, reader))
        let previousWire = XESetWireToEventCookie(display, opcode, wireToCookie)
        let previousCopy = XESetCopyEventCookie(display, opcode, copyCookie)
        // A second install on the same display returns our own hooks: keep libXi's.
        if let previousWire, !isOurs(previousWire) { libXiWireToCookie = previousWire }
        if let previousCopy, !isOurs(previousCopy) { libXiCopyCookie = previousCopy }
        return reader
    }

    /// Forgets `display`'s reader. Call once the display is closed (Xlib may read events while it
    /// closes; those still find the reader).
    static func uninstall(from display: OpaquePointer) {
        readers.removeAll { $0.display == display }
    }

    fileprivate static func reader(for display: OpaquePointer) -> X11DeviceEventReader? {
        for index in readers.indices where readers[index].display == display { return readers[index].reader }
        return nil
    }

    private static func isOurs(_ proc: xr_WireToEventCookieProc) -> Bool {
        unsafeBitCast(proc, to: UnsafeRawPointer.self) == unsafeBitCast(wireToCookie as xr_WireToEventCookieProc, to: UnsafeRawPointer.self)
    }

    private static func isOurs(_ proc: xr_CopyEventCookieProc) -> Bool {
        unsafeBitCast(proc, to: UnsafeRawPointer.self) == unsafeBitCast(copyCookie as xr_CopyEventCookieProc, to: UnsafeRawPointer.self)
    }
}

/// Xlib's converter for the XInput extension's GenericEvents (see `X11DeviceEventReader`). Xlib
/// queues whatever `cookie` holds when this returns, so every path fills it in.
private func wireToCookie(_ display: OpaquePointer?, _ cookie: UnsafeMutablePointer<XGenericEventCookie>?,
                          _ wire: UnsafeMutablePointer<xEvent>?) -> Int32 {
    guard let display, let cookie, let wire else { return 0 }
    let header = UnsafeRawPointer(wire).loadUnaligned(as: xGenericEvent.self)
    let evtype = Int32(header.evtype)
    guard X11DeviceEvent.isSelected(evtype), let reader = X11DeviceEventReader.reader(for: display) else {
        if let libXi = X11DeviceEventReader.libXiWireToCookie { return libXi(display, cookie, wire) }
        cookie.pointee = XGenericEventCookie(type: GenericEvent, serial: 0, send_event: 0, display: display,
                                             extension: Int32(header.extension), evtype: evtype, cookie: 0, data: nil)
        return 0
    }
    // As libXi does: the serial comes from the event's sequence number and Xlib's count of requests.
    let serial = _XSetLastRequestRead(display, UnsafeMutablePointer<xGenericReply>(OpaquePointer(wire)))
    cookie.pointee = XGenericEventCookie(type: Int32(header.type & 0x7f), serial: serial,
                                         send_event: header.type & 0x80 != 0 ? 1 : 0, display: display,
                                         extension: Int32(header.extension), evtype: evtype, cookie: 0, data: nil)
    reader.push(wire: UnsafeRawPointer(wire), serial: serial, evtype: evtype)
    return 1
}

/// Xlib's copy hook for the XInput extension's cookies (`XPeekEvent`, `XPeekIfEvent`): a decoded
/// event's cookie has no data to copy; libXi's cookies go to libXi.
private func copyCookie(_ display: OpaquePointer?, _ source: UnsafeMutablePointer<XGenericEventCookie>?,
                        _ copy: UnsafeMutablePointer<XGenericEventCookie>?) -> Int32 {
    guard let source, let copy else { return 0 }
    if source.pointee.data == nil, X11DeviceEvent.isSelected(source.pointee.evtype) {
        copy.pointee = source.pointee
        return 1
    }
    return X11DeviceEventReader.libXiCopyCookie?(display, source, copy) ?? 0
}
