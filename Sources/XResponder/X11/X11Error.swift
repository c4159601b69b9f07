import CX11
import Foundation

/// What the X11 layer reports instead of exiting.
public enum X11Error: Error, CustomStringConvertible, Equatable {
    /// `XOpenDisplay` failed (no server, or `$DISPLAY` unset).
    case cannotOpenDisplay(String)
    /// The connection to the X server broke while the application ran (R-X5).
    case connectionLost
    /// A window could not be embedded in a foreign window (R-E1, R-U9); the text says why.
    case cannotEmbed(String)
    /// The X server refused to create a window (R-U9); the text says why.
    case cannotCreateWindow(String)
    /// Another program's selection could not be read (R-U7): it did not answer in time, or
    /// offered more than a paste accepts; the text says which.
    case pasteboardReadFailed(String)

    public var description: String {
        switch self {
        case .cannotOpenDisplay(let name): return "cannot open X display \"\(name)\""
        case .connectionLost: return "the connection to the X server was lost"
        case .cannotEmbed(let reason): return "cannot embed: \(reason)"
        case .cannotCreateWindow(let reason): return "cannot create a window: \(reason)"
        case .pasteboardReadFailed(let reason): return "cannot read the pasteboard: \(reason)"
        }
    }
}

/// Xlib reports errors through process-wide C callbacks with no context pointer, so they land here.
///
/// X11 quirk: by default an X protocol error prints and calls `exit()`, and so does an I/O error
/// (the connection dropping). XResponder installs an error handler that records and returns, and an
/// I/O *exit* handler (libX11 ≥ 1.7, `XSetIOErrorExitHandler`) that returns instead of exiting: Xlib
/// then marks the display dead and its calls return early, and the run loop reports `connectionLost`.
enum X11ErrorTrap {
    nonisolated(unsafe) static var errors: [X11ProtocolError] = []
    /// Read before and after every Xlib call that may read (`isLost`); without `unchecked` each read
    /// paid a run-time exclusivity check. Written only from Xlib's I/O error callbacks, which run
    /// inside an Xlib call on the loop's thread, never while a read is under way.
    @exclusivity(unchecked) nonisolated(unsafe) static var lostDisplays: Set<UInt> = []
    /// Our windows that live inside another client's window (XEmbed), per connection. X11 quirk:
    /// the host can destroy them at any moment (its death destroys its children), so a request
    /// already sent — a frame's `XShmPutImage` — may find the window gone before we read its
    /// DestroyNotify. A BadWindow or BadDrawable naming one of these is that race, not a bug.
    /// Xlib hands out a connection's ids in increasing order and does not reuse them in practice,
    /// so an entry stays for the connection's life; the server does reuse id ranges once a client
    /// has gone, so the entries go when the connection closes (`forgetHostOwnedWindows`), before
    /// another display can be opened at that address.
    nonisolated(unsafe) static var hostOwnedWindows: Set<HostOwnedWindow> = []

    struct HostOwnedWindow: Hashable {
        let display: UInt
        let xid: UInt
    }

    static func noteHostOwnedWindow(_ xid: UInt, on display: OpaquePointer) {
        hostOwnedWindows.insert(HostOwnedWindow(display: UInt(bitPattern: display), xid: xid))
    }

    static func forgetHostOwnedWindows(of display: OpaquePointer) {
        guard !hostOwnedWindows.isEmpty else { return }
        hostOwnedWindows = hostOwnedWindows.filter { $0.display != UInt(bitPattern: display) }
    }

    static func install() {
        XSetErrorHandler { display, event in
            guard let event else { return 0 }
            var text = [CChar](repeating: 0, count: 128)
            if let display { XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count)) }
            let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let error = X11ProtocolError(errorCode: event.pointee.error_code, requestCode: event.pointee.request_code,
                                         minorCode: event.pointee.minor_code, resourceID: UInt(event.pointee.resourceid),
                                         message: message)
            // A host destroyed the window under a request on its way (see `hostOwnedWindows`).
            if error.errorCode == UInt8(BadWindow) || error.errorCode == UInt8(BadDrawable), let display,
               X11ErrorTrap.hostOwnedWindows.contains(X11ErrorTrap.HostOwnedWindow(display: UInt(bitPattern: display),
                                                                                  xid: error.resourceID)) {
                return 0
            }
            // An error a caller expects (asking about a window that may not exist) is its answer.
            if let display, X11ErrorTrap.isExpected(serial: UInt(event.pointee.serial), on: display) {
                X11ErrorTrap.expectedErrorCount += 1
                return 0
            }
            if X11ErrorTrap.errors.count < 1000 { X11ErrorTrap.errors.append(error) }
            FileHandle.standardError.write(Data("XResponder: \(error) — ignored\n".utf8))
            return 0
        }
        XSetIOErrorHandler { display in
            if let display { X11ErrorTrap.lostDisplays.insert(UInt(bitPattern: display)) }
            return 0
        }
    }

    /// Called for each display: returning from the exit handler keeps the process alive. A new
    /// connection may reuse the address of one that was lost, so its mark is cleared here.
    static func installExitHandler(on display: OpaquePointer) {
        lostDisplays.remove(UInt(bitPattern: display))
        XSetIOErrorExitHandler(display, { display, _ in
            if let display { X11ErrorTrap.lostDisplays.insert(UInt(bitPattern: display)) }
        }, nil)
    }

    /// The `quietly` bodies under way, innermost last: each connection and the serial of the
    /// first request its body sent. Errors to requests from there on are the body's answers.
    nonisolated(unsafe) private static var quietSpans: [(display: UInt, firstSerial: UInt)] = []
    /// Errors answered to `quietly` bodies, counted for `succeeds`.
    nonisolated(unsafe) private static var expectedErrorCount = 0

    /// Whether an error to request `serial` on `display` belongs to a `quietly` body under way.
    /// Xlib gives the error's serial widened to the full request count, so it compares with
    /// `XNextRequest`'s.
    private static func isExpected(serial: UInt, on display: OpaquePointer) -> Bool {
        guard !quietSpans.isEmpty else { return false }
        let key = UInt(bitPattern: display)
        return quietSpans.contains { $0.display == key && serial >= $0.firstSerial }
    }

    /// Runs `body` as `quietly` does, and tells whether its requests succeeded: no error came back
    /// and the connection is alive.
    static func succeeds(_ display: OpaquePointer, _ body: () -> Void) -> Bool {
        let before = expectedErrorCount
        quietly(display, body)
        return expectedErrorCount == before && !isLost(display)
    }

    /// Runs `body`, whose requests may fail (a foreign window that may be gone), without logging
    /// the errors they cause: the result says what happened. Errors are told apart by request
    /// serial — those to requests `body` sent are its answers, an earlier request's error is
    /// still reported as one — and the connection is synced after, so none of `body`'s escapes.
    /// One round trip: syncing before as well cost start-up one per created window and per
    /// shared image (issue #50).
    static func quietly<T>(_ display: OpaquePointer, _ body: () -> T) -> T {
        quietSpans.append((UInt(bitPattern: display), UInt(XNextRequest(display))))
        defer {
            XSync(display, 0)
            quietSpans.removeLast()
        }
        return body()
    }

    /// Asked several times a turn, before and after every Xlib call that may read: the empty set,
    /// the usual case, is answered without hashing the address.
    static func isLost(_ display: OpaquePointer) -> Bool {
        !lostDisplays.isEmpty && lostDisplays.contains(UInt(bitPattern: display))
    }
}
