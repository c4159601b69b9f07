import CX11
import Foundation

/// The freedesktop startup-notification protocol (R-DA2): a launcher that starts the app with
/// `DESKTOP_STARTUP_ID` shows a busy cursor or a "starting" entry until the app says it is up.
/// The first top-level window carries the id in `_NET_STARTUP_ID`; once a window is on screen
/// the app sends `remove: ID=…` to the root window. The variable is removed from the
/// environment at start, so programs the app starts do not complete its launch.
@MainActor
final class X11StartupNotification {
    private let display: X11Display
    let identifier: String
    private var labelledWindow = false
    private(set) var isComplete = false

    /// Nil when the app was not started with a startup id.
    init?(display: X11Display, environmentValue: String? = ProcessEnvironment.value("DESKTOP_STARTUP_ID")) {
        guard let environmentValue, !environmentValue.isEmpty else { return nil }
        self.display = display
        identifier = environmentValue
        unsetenv("DESKTOP_STARTUP_ID")
    }

    /// Labels the first top-level window with the launch it completes.
    func windowCreated(_ xid: Window) {
        guard !labelledWindow else { return }
        labelledWindow = true
        let bytes = Array(identifier.utf8)
        XChangeProperty(display.display, xid, display.netStartupID, display.utf8String,
                        8, PropModeReplace, bytes, Int32(bytes.count))
    }

    /// Ends the launch: called once a window has been drawn on screen; later calls do nothing.
    func complete(from window: Window) {
        guard !isComplete else { return }
        isComplete = true
        send(Self.message("remove", ["ID": identifier]), from: window)
    }

    /// `type: KEY=VALUE …`, values quoted when they hold a space, a quote or a backslash, with
    /// quotes and backslashes escaped (the spec's rules).
    nonisolated static func message(_ type: String, _ fields: KeyValuePairs<String, String>) -> String {
        let parts = fields.map { key, value -> String in
            let needsQuotes = value.contains { $0 == " " || $0 == "\"" || $0 == "\\" }
            guard needsQuotes else { return "\(key)=\(value)" }
            let escaped = value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            return "\(key)=\"\(escaped)\""
        }
        return "\(type): " + parts.joined(separator: " ")
    }

    /// The message with its terminating NUL, in the 20-byte pieces of format-8 client messages:
    /// the first of type `_NET_STARTUP_INFO_BEGIN`, the rest `_NET_STARTUP_INFO`, each sent to
    /// the root window for clients listening with PropertyChangeMask (X11 quirk: that mask, not
    /// a client-message mask, is what the spec has listeners select).
    nonisolated static func pieces(of message: String) -> [[UInt8]] {
        let bytes = Array(message.utf8) + [0]
        return stride(from: 0, to: bytes.count, by: 20).map { start in
            var piece = Array(bytes[start..<min(start + 20, bytes.count)])
            piece += [UInt8](repeating: 0, count: 20 - piece.count)
            return piece
        }
    }

    private func send(_ message: String, from window: Window) {
        let dpy = display.display
        let begin = XInternAtom(dpy, "_NET_STARTUP_INFO_BEGIN", 0), more = XInternAtom(dpy, "_NET_STARTUP_INFO", 0)
        for (index, piece) in Self.pieces(of: message).enumerated() {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = window
            event.xclient.message_type = index == 0 ? begin : more
            event.xclient.format = 8
            withUnsafeMutableBytes(of: &event.xclient.data) { raw in
                for (offset, byte) in piece.enumerated() { raw[offset] = byte }
            }
            XSendEvent(dpy, display.root, 0, PropertyChangeMask, &event)
        }
        XFlush(dpy)
    }
}
