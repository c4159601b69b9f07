import CX11
import Foundation

/// `UIPasteboard` on the X selections (R-TX3, ICCCM §2): `.general` is CLIPBOARD and
/// `.primarySelection` is PRIMARY, owned and requested through a hidden window of our own.
///
/// - As owner: copying stores the data here and claims the selection; other clients' requests are
///   answered from it — TARGETS, TIMESTAMP, UTF8_STRING, text/plain;charset=utf-8, STRING, TEXT,
///   image/png — and data above `incrementalThreshold` goes out in INCR chunks.
/// - As requestor: reading converts the selection into a property of our window and waits for the
///   answer (at most `timeout` without progress), reading INCR transfers chunk by chunk.
/// - `changeCount` also counts other clients taking the selection (XFixes selection events).
///
/// Nothing survives the application: X keeps no clipboard, the owner serves it.
@MainActor
final class X11Selections: PasteboardStorage {
    private let display: X11Display
    private var dpy: OpaquePointer { display.display }
    /// An InputOnly window that owns our selections and receives requested data.
    let window: Window

    private let clipboard, primary, targets, timestamp, multiple, incr, utf8String, textPlainUTF8, textPlain,
                string, text, imagePNG, atomType, integerType, transferProperty: Atom
    private let fixesEventBase: Int32?

    /// What we own, per selection atom: the items in order, and when we took ownership.
    private var owned: [Atom: (items: [(type: String, data: Data)], time: Time)] = [:]
    private var counts: [Atom: Int] = [:]
    private var outgoing: [OutgoingTransfer] = []

    /// Data larger than this is sent in INCR chunks of this size (ICCCM: above the server's request
    /// size; smaller chunks keep each request short, as GTK does).
    let incrementalThreshold: Int
    /// How long a read waits for the owner without progress.
    var timeout: TimeInterval = 2

    private struct OutgoingTransfer {
        let requestor: Window
        let property: Atom
        let type: Atom
        let data: Data
        var offset: Int
        var lastActivity: Date
    }

    init(display: X11Display) {
        self.display = display
        let dpy = display.display
        func atom(_ name: String) -> Atom { XInternAtom(dpy, name, 0) }
        clipboard = atom("CLIPBOARD"); primary = XA_PRIMARY
        targets = atom("TARGETS"); timestamp = atom("TIMESTAMP"); multiple = atom("MULTIPLE"); incr = atom("INCR")
        utf8String = display.utf8String; textPlainUTF8 = atom("text/plain;charset=utf-8"); textPlain = atom("text/plain")
        string = XA_STRING; text = atom("TEXT"); imagePNG = atom("image/png")
        atomType = XA_ATOM; integerType = XA_INTEGER; transferProperty = atom("XRESPONDER_SELECTION")
        var attributes = XSetWindowAttributes()
        attributes.event_mask = PropertyChangeMask
        window = XCreateWindow(dpy, display.root, -10, -10, 1, 1, 0, 0, UInt32(InputOnly), nil,
                               UInt(CWEventMask), &attributes)
        var eventBase: Int32 = 0, errorBase: Int32 = 0
        if XFixesQueryExtension(dpy, &eventBase, &errorBase) != 0 {
            fixesEventBase = eventBase
            let mask = UInt(XFixesSetSelectionOwnerNotifyMask | XFixesSelectionWindowDestroyNotifyMask | XFixesSelectionClientCloseNotifyMask)
            XFixesSelectSelectionInput(dpy, window, clipboard, mask)
            XFixesSelectSelectionInput(dpy, window, primary, mask)
        } else {
            fixesEventBase = nil
        }
        let maximum = Int(XExtendedMaxRequestSize(dpy) > 0 ? XExtendedMaxRequestSize(dpy) : XMaxRequestSize(dpy)) * 4
        incrementalThreshold = max(4096, min(256 * 1024, maximum - 1024))
    }

    func close() {
        guard !display.isLost else { return }
        XDestroyWindow(dpy, window)
    }

    private func selectionAtom(_ name: UIPasteboard.Name) -> Atom {
        name == .primarySelection ? primary : name == .general ? clipboard : XInternAtom(dpy, name.rawValue, 0)
    }

    // MARK: PasteboardStorage

    func changeCount(of pasteboard: UIPasteboard.Name) -> Int { counts[selectionAtom(pasteboard), default: 0] }

    func write(_ items: [(type: String, data: Data)], to pasteboard: UIPasteboard.Name) {
        let selection = selectionAtom(pasteboard)
        counts[selection, default: 0] += 1
        guard !display.isLost else { return }
        if items.isEmpty {
            if owned.removeValue(forKey: selection) != nil { XSetSelectionOwner(dpy, selection, Window(0), Time(CurrentTime)) }
            return
        }
        if let current = owned[selection], XGetSelectionOwner(dpy, selection) == window {
            // Still ours: new data, no new claim (a drag selection updates PRIMARY at every step).
            owned[selection] = (items, current.time)
            return
        }
        let time = serverTime()
        XSetSelectionOwner(dpy, selection, window, time)
        guard XGetSelectionOwner(dpy, selection) == window else {
            EventTrace.log("X11: could not take \(pasteboard.rawValue)")
            return
        }
        owned[selection] = (items, time)
        XFlush(dpy)
    }

    func types(of pasteboard: UIPasteboard.Name) -> [String] {
        let selection = selectionAtom(pasteboard)
        if let mine = ownedItems(selection) { return mine.map(\.type) }
        guard let reply = convert(selection, to: targets), reply.format == 32 else { return [] }
        let offered = atoms(in: reply.data)
        var result: [String] = []
        if offered.contains(utf8String) || offered.contains(textPlainUTF8) || offered.contains(string) {
            result.append(UIPasteboard.textType)
        }
        if offered.contains(imagePNG) { result.append(UIPasteboard.pngType) }
        let skipped: Set<Atom> = [targets, timestamp, multiple, utf8String, textPlainUTF8, textPlain, string, text, imagePNG]
        for atom in offered where !skipped.contains(atom) && atom != 0 {
            if let name = XGetAtomName(dpy, atom) {
                result.append(String(cString: name))
                XFree(name)
            }
        }
        return result
    }

    func data(of pasteboard: UIPasteboard.Name, type: String) -> Data? {
        let selection = selectionAtom(pasteboard)
        if let mine = ownedItems(selection) { return mine.first { $0.type == type }?.data }
        switch type {
        case UIPasteboard.textType:
            for target in [utf8String, textPlainUTF8] {
                if let reply = convert(selection, to: target), reply.format == 8 { return reply.data }
            }
            // Old clients offer only Latin-1.
            if let reply = convert(selection, to: string), reply.format == 8 {
                return Data(String(reply.data.map { Character(Unicode.Scalar($0)) }).utf8)
            }
            return nil
        case UIPasteboard.pngType:
            return convert(selection, to: imagePNG)?.data
        default:
            return convert(selection, to: XInternAtom(dpy, type, 0))?.data
        }
    }

    /// Our own items when we still own `selection` (a paste from ourselves never touches the server).
    private func ownedItems(_ selection: Atom) -> [(type: String, data: Data)]? {
        guard let mine = owned[selection] else { return nil }
        guard !display.isLost, XGetSelectionOwner(dpy, selection) == window else {
            owned[selection] = nil
            return nil
        }
        return mine.items
    }

    // MARK: Requestor

    /// Asks the owner of `selection` for `target` and waits for the data; nil when there is no owner,
    /// it refuses, or it does not answer in time.
    private func convert(_ selection: Atom, to target: Atom) -> (type: Atom, format: Int32, data: Data)? {
        guard !display.isLost, XGetSelectionOwner(dpy, selection) != 0 else { return nil }
        XDeleteProperty(dpy, window, transferProperty)
        XConvertSelection(dpy, selection, target, transferProperty, window, Time(CurrentTime))
        XFlush(dpy)
        guard let notify = waitForEvent(SelectionNotify, where: { $0.xselection.selection == selection }) else {
            EventTrace.log("X11: no answer for a selection request in \(timeout) s")
            return nil
        }
        guard notify.xselection.property != 0 else { return nil }   // refused
        guard let first = readProperty(delete: true) else { return nil }
        guard first.type == incr else { return first }
        // INCR (ICCCM 2.7.2): deleting the property asks for the next chunk; an empty one ends it.
        var data = Data()
        var format: Int32 = 8, type: Atom = 0
        while true {
            guard waitForEvent(PropertyNotify, where: {
                $0.xproperty.atom == self.transferProperty && $0.xproperty.state == PropertyNewValue
            }) != nil else {
                EventTrace.log("X11: an incremental transfer stopped after \(data.count) bytes")
                return nil
            }
            // X11 quirk: a NewValue can be stale (the owner's INCR announcement, queued behind the
            // SelectionNotify we took first); the property is then already gone. Keep waiting.
            guard let chunk = readProperty(delete: true) else { continue }
            if chunk.data.isEmpty { break }
            data.append(chunk.data)
            format = chunk.format
            type = chunk.type
        }
        return (type, format, data)
    }

    /// Reads (and deletes) our transfer property whole.
    private func readProperty(delete: Bool) -> (type: Atom, format: Int32, data: Data)? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        // A long length of "everything": the server caps it at the property's size.
        guard XGetWindowProperty(dpy, window, transferProperty, 0, Int(Int32.max / 4), delete ? 1 : 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &bytes) == Success else { return nil }
        defer { if let bytes { XFree(bytes) } }
        guard type != 0 else { return nil }
        // X11 quirk: 32-bit items come back as C longs (8 bytes on 64-bit machines), 16-bit as shorts.
        let itemSize = format == 32 ? MemoryLayout<UInt>.size : format == 16 ? MemoryLayout<Int16>.size : 1
        let data = bytes.map { Data(bytes: $0, count: Int(count) * itemSize) } ?? Data()
        return (type, format, data)
    }

    private func atoms(in data: Data) -> [Atom] {
        data.withUnsafeBytes { raw in Array(raw.bindMemory(to: UInt.self)).map { Atom($0) } }
    }

    /// Waits for an event of `type` on our window that `matches`, answering requests for our own
    /// selections meanwhile (another client may be waiting on us while we wait on it). Every other
    /// event stays queued, in order, for the main loop.
    private func waitForEvent(_ type: Int32, where matches: (XEvent) -> Bool) -> XEvent? {
        var deadline = Date(timeIntervalSinceNow: timeout)
        var event = XEvent()
        while Date() < deadline, !display.isLost {
            while XCheckTypedWindowEvent(dpy, window, SelectionRequest, &event) != 0 {
                answer(event.xselectionrequest)
            }
            if XCheckTypedWindowEvent(dpy, window, type, &event) != 0 {
                if matches(event) { return event }
                deadline = Date(timeIntervalSinceNow: timeout)
                continue
            }
            var descriptor = pollfd(fd: display.connectionNumber, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            XEventsQueued(dpy, QueuedAfterReading)
        }
        return nil
    }

    /// The server's current time, for `XSetSelectionOwner` (ICCCM: never CurrentTime): a
    /// zero-length append to our own property makes the server stamp a PropertyNotify.
    private func serverTime() -> Time {
        var nothing: UInt8 = 0
        XChangeProperty(dpy, window, transferProperty, atomType, 8, PropModeAppend, &nothing, 0)
        XFlush(dpy)
        return waitForEvent(PropertyNotify, where: { $0.xproperty.atom == self.transferProperty })?.xproperty.time ?? Time(CurrentTime)
    }

    // MARK: Owner

    /// Handles the selection events of the main loop; true when `event` was one of ours.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == window:
            // Another client took it: our copy is gone (its changeCount moved with the XFixes event).
            owned[event.xselectionclear.selection] = nil
            if fixesEventBase == nil { counts[event.xselectionclear.selection, default: 0] += 1 }
            return true
        case PropertyNotify where event.xproperty.state == PropertyDelete:
            return continueTransfer(requestor: event.xproperty.window, property: event.xproperty.atom)
        case PropertyNotify where event.xproperty.window == window, SelectionNotify where event.xselection.requestor == window:
            return true   // a late answer to a read that gave up
        default:
            if let base = fixesEventBase, event.type == base + XFixesSelectionNotify {
                // XFixes events arrive in the XEvent union; its bytes are read as the XFixes struct
                // (the union is larger than any event and aligned for all of them).
                let notify = withUnsafeBytes(of: event) { $0.load(as: XFixesSelectionNotifyEvent.self) }
                if notify.owner != window { counts[notify.selection, default: 0] += 1 }
                return true
            }
            return false
        }
    }

    /// Answers one SelectionRequest: the data in the requested form, or a refusal (property None).
    private func answer(_ request: XSelectionRequestEvent) {
        // ICCCM: a property of None comes from obsolete clients, which mean the target's name.
        let property = request.property != 0 ? request.property : request.target
        var replied = false
        if let mine = owned[request.selection], request.time == CurrentTime || request.time >= mine.time {
            replied = reply(to: request, property: property, items: mine.items, ownedSince: mine.time)
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.display = dpy
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = replied ? property : 0
        notify.xselection.time = request.time
        XSendEvent(dpy, request.requestor, 0, 0, &notify)
        XFlush(dpy)
    }

    private func reply(to request: XSelectionRequestEvent, property: Atom,
                       items: [(type: String, data: Data)], ownedSince: Time) -> Bool {
        let target = request.target
        if target == targets {
            var offered: [UInt] = [UInt(targets), UInt(timestamp)]
            for item in items {
                switch item.type {
                case UIPasteboard.textType: offered += [utf8String, textPlainUTF8, string, text, textPlain].map { UInt($0) }
                case UIPasteboard.pngType: offered.append(UInt(imagePNG))
                default: offered.append(UInt(XInternAtom(dpy, item.type, 0)))
                }
            }
            XChangeProperty(dpy, request.requestor, property, atomType, 32, PropModeReplace,
                            offered.withUnsafeBytes { $0.bindMemory(to: UInt8.self).baseAddress }, Int32(offered.count))
            return true
        }
        if target == timestamp {
            var time = [UInt(ownedSince)]
            XChangeProperty(dpy, request.requestor, property, integerType, 32, PropModeReplace,
                            time.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, 1)
            return true
        }
        // MULTIPLE is refused: no client in use needs it (xclip, GTK and Qt ask for one target).
        let textData = items.first { $0.type == UIPasteboard.textType }?.data
        var payload: (type: Atom, data: Data)?
        switch target {
        case utf8String, textPlainUTF8, textPlain: payload = textData.map { (target, $0) }
        case text: payload = textData.map { (utf8String, $0) }
        case string:
            // STRING is Latin-1: what it cannot hold becomes '?'.
            payload = textData.map { data in
                (string, Data(String(decoding: data, as: UTF8.self).unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : 0x3F }))
            }
        case imagePNG: payload = items.first { $0.type == UIPasteboard.pngType }.map { (imagePNG, $0.data) }
        default:
            if let name = XGetAtomName(dpy, target) {
                let typeName = String(cString: name)
                XFree(name)
                payload = items.first { $0.type == typeName }.map { (target, $0.data) }
            }
        }
        guard let payload else { return false }
        if payload.data.count > incrementalThreshold {
            // INCR: announce the size; each PropertyDelete by the requestor asks for the next chunk.
            XSelectInput(dpy, request.requestor, PropertyChangeMask)
            var size = [UInt(payload.data.count)]
            XChangeProperty(dpy, request.requestor, property, incr, 32, PropModeReplace,
                            size.withUnsafeMutableBytes { $0.bindMemory(to: UInt8.self).baseAddress }, 1)
            outgoing.removeAll { $0.requestor == request.requestor && $0.property == property }
            outgoing.append(OutgoingTransfer(requestor: request.requestor, property: property, type: payload.type,
                                             data: payload.data, offset: 0, lastActivity: Date()))
            return true
        }
        payload.data.withUnsafeBytes { bytes in
            _ = XChangeProperty(dpy, request.requestor, property, payload.type, 8, PropModeReplace,
                                bytes.bindMemory(to: UInt8.self).baseAddress, Int32(payload.data.count))
        }
        return true
    }

    /// The requestor deleted the property: the next INCR chunk, or the empty one that ends it.
    private func continueTransfer(requestor: Window, property: Atom) -> Bool {
        dropStalledTransfers()
        guard let index = outgoing.firstIndex(where: { $0.requestor == requestor && $0.property == property }) else { return false }
        var transfer = outgoing[index]
        let end = min(transfer.data.count, transfer.offset + incrementalThreshold)
        let chunk = transfer.data[transfer.data.startIndex + transfer.offset ..< transfer.data.startIndex + end]
        chunk.withUnsafeBytes { bytes in
            _ = XChangeProperty(dpy, requestor, property, transfer.type, 8, PropModeReplace,
                                bytes.bindMemory(to: UInt8.self).baseAddress, Int32(chunk.count))
        }
        XFlush(dpy)
        if chunk.isEmpty {
            outgoing.remove(at: index)
            if !outgoing.contains(where: { $0.requestor == requestor }) { XSelectInput(dpy, requestor, NoEventMask) }
        } else {
            transfer.offset = end
            transfer.lastActivity = Date()
            outgoing[index] = transfer
        }
        return true
    }

    /// A requestor that stopped reading (it crashed, or gave up) does not hold its data forever.
    private func dropStalledTransfers() {
        let limit = Date(timeIntervalSinceNow: -10 * timeout)
        outgoing.removeAll { $0.lastActivity < limit }
    }
}
