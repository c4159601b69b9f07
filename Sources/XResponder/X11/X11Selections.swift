import CX11
import Foundation

/// `UIPasteboard` on the X selections (R-TX3, ICCCM §2): `.general` is CLIPBOARD and
/// `.primarySelection` is PRIMARY, owned and requested through a hidden window of our own.
///
/// - As owner: copying stores the data here and claims the selection; other clients' requests are
///   answered from it — TARGETS, TIMESTAMP, UTF8_STRING, text/plain;charset=utf-8, STRING, TEXT,
///   image/png — and data above `incrementalThreshold` goes out in INCR chunks.
/// - As requestor: `X11SelectionReader` converts the selection into a property of our window,
///   blocking within one overall deadline or (a text view's paste) without blocking at all, INCR
///   transfers chunk by chunk, up to a size cap (R-U7).
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
    /// How long a requestor of ours may leave an INCR transfer without reading on before it is dropped.
    var stalledTransferLimit: TimeInterval = 20

    private struct OutgoingTransfer {
        let requestor: Window
        let property: Atom
        let type: Atom
        let data: Data
        var offset: Int
        var lastActivity: Date
    }

    /// Reads other programs' selections, within deadlines and a size cap (R-U7).
    let reader: X11SelectionReader
    private let clock: ApplicationClock

    /// The names the selections use, interned with the display's (`X11Display.startupAtomNames`).
    static let atomNames = ["CLIPBOARD", "TARGETS", "TIMESTAMP", "MULTIPLE", "INCR", "text/plain;charset=utf-8",
                            "text/plain", "TEXT", "image/png", "XRESPONDER_SELECTION", "XRESPONDER_PASTE"]

    init(display: X11Display, clock: ApplicationClock) {
        self.display = display
        self.clock = clock
        let dpy = display.display
        // XRESPONDER_PASTE is the reader's: asked for here, Xlib's atom cache answers it there.
        let atoms = X11AtomBatch.table(dpy, Self.atomNames)
        func atom(_ name: String) -> Atom { atoms[name] ?? XInternAtom(dpy, name, 0) }
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
        reader = X11SelectionReader(display: display, window: window, clock: clock, incr: incr)
        let maximum = Int(XExtendedMaxRequestSize(dpy) > 0 ? XExtendedMaxRequestSize(dpy) : XMaxRequestSize(dpy)) * 4
        incrementalThreshold = max(4096, min(256 * 1024, maximum - 1024))
    }

    func close() {
        reader.close()
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
        // Named in one batch, and at most `maximumOtherTypes` of them: real owners offer a few
        // dozen; a hostile one offered 100,000 bogus atoms, a round trip and a log line each.
        let skipped: Set<Atom> = [targets, timestamp, multiple, utf8String, textPlainUTF8, textPlain, string, text, imagePNG, 0]
        var seen = Set<Atom>()
        var others: [Atom] = []
        for atom in offered where others.count < Self.maximumOtherTypes && !skipped.contains(atom) && seen.insert(atom).inserted {
            others.append(atom)
        }
        return result + names(of: others)
    }

    func data(of pasteboard: UIPasteboard.Name, type: String) -> Data? {
        let selection = selectionAtom(pasteboard)
        if let mine = ownedItems(selection) { return mine.first { $0.type == type }?.data }
        switch type {
        case UIPasteboard.textType:
            // Every form of text is asked for within one deadline.
            let reply = reader.read(selection, targets: textTargets) { answer($0) }
            return reply.flatMap(text(from:))
        case UIPasteboard.pngType:
            return convert(selection, to: imagePNG)?.data
        default:
            return convert(selection, to: XInternAtom(dpy, type, 0))?.data
        }
    }

    /// The forms text is asked for, best first; old clients offer only Latin-1 (STRING).
    private var textTargets: [Atom] { [utf8String, textPlainUTF8, string] }

    /// The UTF-8 bytes of a text reply: STRING is Latin-1 and is converted.
    private func text(from reply: X11SelectionReader.Reply) -> Data? {
        guard reply.format == 8 else { return nil }
        guard reply.type == string else { return reply.data }
        return Data(String(reply.data.map { Character(Unicode.Scalar($0)) }).utf8)
    }

    /// The most types beyond text and PNG that `types(of:)` names.
    static let maximumOtherTypes = 256

    func requestText(of pasteboard: UIPasteboard.Name, completion: @escaping @MainActor (String?) -> Void) {
        let selection = selectionAtom(pasteboard)
        if let mine = ownedItems(selection) {
            let text = mine.first { $0.type == UIPasteboard.textType }.map { String(decoding: $0.data, as: UTF8.self) }
            clock.schedule(after: 0) { completion(text) }
            return
        }
        reader.readWithoutBlocking(selection, targets: textTargets) { [weak self] reply in
            let data = reply.flatMap { self?.text(from: $0) }
            completion(data.map { String(decoding: $0, as: UTF8.self) })
        }
    }

    func mayHaveText(in pasteboard: UIPasteboard.Name) -> Bool {
        let selection = selectionAtom(pasteboard)
        if let mine = ownedItems(selection) { return mine.contains { $0.type == UIPasteboard.textType } }
        return !display.isLost && XGetSelectionOwner(dpy, selection) != 0
    }

    /// Why the last read of another program's selection failed, if one did.
    var lastReadFailure: X11Error? { reader.lastFailure }

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

    /// Asks the owner of `selection` for `target`, within the reader's one deadline.
    private func convert(_ selection: Atom, to target: Atom) -> X11SelectionReader.Reply? {
        reader.read(selection, targets: [target]) { answer($0) }
    }

    private func atoms(in data: Data) -> [Atom] {
        data.withUnsafeBytes { raw in Array(raw.bindMemory(to: UInt.self)).map { Atom($0) } }
    }

    /// The names of `atoms`, in one batch of requests (Xlib's `XGetAtomNames` sends them all before
    /// it reads an answer) rather than a round trip each. Bogus atoms (an owner may offer any
    /// number) are errors the batch expects: they are not logged, and their names are left out.
    func names(of atoms: [Atom]) -> [String] {
        guard !atoms.isEmpty else { return [] }
        var list = atoms
        var names = [UnsafeMutablePointer<CChar>?](repeating: nil, count: list.count)
        X11ErrorTrap.quietly(dpy) { _ = XGetAtomNames(dpy, &list, Int32(list.count), &names) }
        var result: [String] = []
        for name in names {
            guard let name else { continue }
            result.append(String(cString: name))
            XFree(name)
        }
        return result
    }

    /// The server's current time, for `XSetSelectionOwner` (ICCCM: never CurrentTime): a
    /// zero-length append to our own property makes the server stamp a PropertyNotify.
    /// The server's time now (a zero-length append to our own property, and its PropertyNotify).
    func serverTime() -> Time {
        var nothing: UInt8 = 0
        XChangeProperty(dpy, window, transferProperty, atomType, 8, PropModeAppend, &nothing, 0)
        XFlush(dpy)
        let stamped = reader.waitForEvent(PropertyNotify, until: Date(timeIntervalSinceNow: 1), answerRequests: { answer($0) },
                                          where: { $0.xproperty.atom == self.transferProperty })
        return stamped?.xproperty.time ?? Time(CurrentTime)
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
        case SelectionNotify, PropertyNotify:
            return reader.handle(&event)
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
        let limit = Date(timeIntervalSinceNow: -stalledTransferLimit)
        outgoing.removeAll { $0.lastActivity < limit }
    }
}
