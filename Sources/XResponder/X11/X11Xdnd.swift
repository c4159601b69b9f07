import CX11
import Foundation

/// Drag and drop with other X programs, XDND version 5 (R-DT2; freedesktop.org's XDND protocol):
/// as a target (`X11XdndTarget`: files and text dropped on our windows) and as a source
/// (`X11XdndSource`: our drags leaving for another program's window). Messages are ClientMessages
/// sent to the peer's window; the data travels as the `XdndSelection` selection, served and read
/// by `X11Selections`. Every wait on a peer has a deadline, so a slow or vanished peer never
/// freezes us, and we always answer a drop with XdndFinished.
@MainActor
final class X11Xdnd {
    /// The protocol version we speak (and the most we announce in XdndAware).
    static let version: UInt = 5
    let display: X11Display
    let atoms: Atoms
    private(set) lazy var target = X11XdndTarget(xdnd: self)
    private(set) lazy var source = X11XdndSource(xdnd: self)
    unowned(unsafe) let backend: X11Backend

    struct Atoms {
        let aware, enter, position, status, leave, drop, finished, selection, typeList: Atom
        let actionCopy, actionMove, actionPrivate: Atom
        let uriList, utf8String, textPlainUTF8, textPlain, imagePNG: Atom

        /// Interned with the display's (`X11Display.startupAtomNames`).
        static let names = ["XdndAware", "XdndEnter", "XdndPosition", "XdndStatus", "XdndLeave", "XdndDrop",
                            "XdndFinished", "XdndSelection", "XdndTypeList", "XdndActionCopy", "XdndActionMove",
                            "XdndActionPrivate", "text/uri-list", "UTF8_STRING", "text/plain;charset=utf-8",
                            "text/plain", "image/png"]

        init(_ dpy: OpaquePointer) {
            let atoms = X11AtomBatch.table(dpy, Self.names)
            func atom(_ name: String) -> Atom { atoms[name] ?? XInternAtom(dpy, name, 0) }
            aware = atom("XdndAware"); enter = atom("XdndEnter"); position = atom("XdndPosition")
            status = atom("XdndStatus"); leave = atom("XdndLeave"); drop = atom("XdndDrop")
            finished = atom("XdndFinished"); selection = atom("XdndSelection"); typeList = atom("XdndTypeList")
            actionCopy = atom("XdndActionCopy"); actionMove = atom("XdndActionMove"); actionPrivate = atom("XdndActionPrivate")
            uriList = atom("text/uri-list"); utf8String = atom("UTF8_STRING")
            textPlainUTF8 = atom("text/plain;charset=utf-8"); textPlain = atom("text/plain"); imagePNG = atom("image/png")
        }
    }

    init(backend: X11Backend, display: X11Display) {
        self.backend = backend
        self.display = display
        atoms = Atoms(display.display)
    }

    /// Marks one of our top-level windows as a drop target (XdndAware, our version).
    func advertise(on window: Window) {
        var version = X11Xdnd.version
        XChangeProperty(display.display, window, atoms.aware, XA_ATOM, 32, PropModeReplace,
                        withUnsafeBytes(of: &version) { $0.baseAddress?.assumingMemoryBound(to: UInt8.self) }, 1)
    }

    /// An XDND ClientMessage for either role; true when it was one.
    func handle(_ event: inout XEvent) -> Bool {
        guard event.type == ClientMessage else { return false }
        let message = event.xclient
        let type = message.message_type
        guard [atoms.enter, atoms.position, atoms.leave, atoms.drop, atoms.status, atoms.finished].contains(type) else {
            return false
        }
        // X11 quirk: every XDND message comes with XSendEvent; a malformed one (another format)
        // is ignored with a trace, never trusted.
        guard message.format == 32 else {
            ignore("a message of format \(message.format)")
            return true
        }
        let data = [message.data.l.0, message.data.l.1, message.data.l.2, message.data.l.3, message.data.l.4].map { UInt(bitPattern: $0) }
        switch type {
        case atoms.enter: target.enter(on: message.window, data: data)
        case atoms.position: target.position(on: message.window, data: data)
        case atoms.leave: target.leave(on: message.window, data: data)
        case atoms.drop: target.drop(on: message.window, data: data)
        case atoms.status: source.status(data: data)
        default: source.finished(data: data)
        }
        return true
    }

    /// Whether a peer's bad message has been reported on standard error yet.
    private var reportedBadMessage = false

    /// A message another program should not have sent (malformed, out of order, not for us): it is
    /// ignored. The first gets one clear line on standard error, the rest a trace (a peer that
    /// floods us with them cannot flood the log).
    /// Answers the last XdndPosition of the read just handled (`X11XdndTarget`).
    func answerPendingPosition() { target.answerPendingPosition() }

    func ignore(_ what: String) {
        EventTrace.log("XDND: \(what) ignored")
        guard !reportedBadMessage else { return }
        reportedBadMessage = true
        FileHandle.standardError.write(Data("XResponder: ignored \(what) from another program's drag and drop (later ones are traced only)\n".utf8))
    }

    /// Sends an XDND message to a peer's window. X errors (the peer just vanished) are survived.
    func send(_ type: Atom, to window: Window, _ values: [UInt]) {
        guard !display.isLost, window != 0 else { return }
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.display = display.display
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = 32
        let v = values + Array(repeating: 0, count: max(0, 5 - values.count))
        event.xclient.data.l = (Int(bitPattern: v[0]), Int(bitPattern: v[1]), Int(bitPattern: v[2]),
                                Int(bitPattern: v[3]), Int(bitPattern: v[4]))
        X11ErrorTrap.quietly(display.display) {
            XSendEvent(display.display, window, 0, NoEventMask, &event)
            XFlush(display.display)
        }
    }

    /// The operation an XDND action stands for.
    func operation(forAction action: Atom) -> UIDropOperation {
        action == atoms.actionMove ? .move : action == 0 ? .cancel : .copy
    }

    func action(for operation: UIDropOperation) -> Atom {
        switch operation {
        case .move: atoms.actionMove
        case .copy: atoms.actionCopy
        default: 0
        }
    }

    /// The 32-bit items of a window's property, or nil (no such property, or the window is gone).
    func atomList(_ property: Atom, of window: Window, limit: Int = 64) -> [Atom]? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        var status: Int32 = -1
        X11ErrorTrap.quietly(display.display) {
            status = XGetWindowProperty(display.display, window, property, 0, limit, 0, XA_ATOM, &type, &format,
                                        &count, &after, &bytes)
        }
        defer { if let bytes { XFree(bytes) } }
        guard status == Success, format == 32, let bytes, count > 0 else { return nil }
        return bytes.withMemoryRebound(to: UInt.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
            .map { Atom($0) }
    }
}
