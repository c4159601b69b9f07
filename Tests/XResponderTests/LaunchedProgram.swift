import CX11
import Foundation
import Testing

/// A program the X11 tests start in its own process, as a user or a launcher starts it: its
/// window found by title, closed as a window manager closes it, and its properties read.
@MainActor
enum LaunchedProgram {
    /// Starts `executable` with `arguments` on $DISPLAY, waits for a top-level window titled
    /// `windowTitle`, closes it as a window manager does (WM_DELETE_WINDOW), and waits for the exit.
    static func runUntilClosed(executable: URL, arguments: [String] = [], windowTitle: String, environment: [String: String] = [:],
                               inspect: (OpaquePointer, Window, Int32) -> Void = { _, _, _ in }) throws -> (status: Int32, text: String) {
        let program = executable.lastPathComponent
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        // A launch remembers its windows (R-DA2): each program gets a state folder of its own
        // unless the test gives one, so no run restores another's windows.
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("xr-state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        process.environment = ProcessInfo.processInfo.environment.merging(["XDG_STATE_HOME": state.path]) { $1 }
            .merging(environment) { $1 }
        try process.run()
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        let display = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(display) }
        let deadline = Date().addingTimeInterval(20)
        var found: Window?
        while found == nil, Date() < deadline, process.isRunning {
            found = topLevelWindow(titled: windowTitle, on: display)
            if found == nil { usleep(20_000) }
        }
        let window = try #require(found, "no window titled \(windowTitle)")
        inspect(display, window, process.processIdentifier)
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = window
        message.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        XSendEvent(display, window, 0, NoEventMask, &message)
        XSync(display, 0)
        while process.isRunning, Date() < deadline { usleep(20_000) }
        #expect(!process.isRunning, "\(program) did not exit after its window closed")
        if process.isRunning { return (-1, "") }
        process.waitUntilExit()   // Foundation lets go of the process only once it has reaped it
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationStatus, text)
    }

    /// A format-32 CARDINAL property of `window`.
    static func cardinals(named name: String, of window: Window, on display: OpaquePointer) -> [UInt] {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, XInternAtom(display, name, 0), 0, 1 << 20, 0, XA_CARDINAL,
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return [] }
        defer { XFree(data) }
        guard type == XA_CARDINAL, format == 32 else { return [] }
        // X11 quirk: Xlib widens each 32-bit value into a C long, sign-extending it; keep the low 32 bits.
        return data.withMemoryRebound(to: UInt.self, capacity: Int(count)) {
            UnsafeBufferPointer(start: $0, count: Int(count)).map { $0 & 0xFFFF_FFFF }
        }
    }

    /// A child of the root window whose WM_NAME is `title` and that is mapped.
    static func topLevelWindow(titled title: String, on display: OpaquePointer) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0,
              let children else { return nil }
        defer { XFree(children) }
        for index in 0..<Int(count) {
            var name: UnsafeMutablePointer<CChar>?
            guard XFetchName(display, children[index], &name) != 0, let name else { continue }
            defer { XFree(name) }
            var attributes = XWindowAttributes()
            guard String(cString: name) == title, XGetWindowAttributes(display, children[index], &attributes) != 0,
                  attributes.map_state == IsViewable else { continue }
            return children[index]
        }
        return nil
    }

    /// A UTF8_STRING property of `window`.
    static func text(named name: String, of window: Window, on display: OpaquePointer) -> String {
        var type: Atom = 0, format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, XInternAtom(display, name, 0), 0, 1024, 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &remaining, &data) == Success, let data else { return "" }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }
}
