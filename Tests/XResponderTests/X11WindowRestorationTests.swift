import CX11
import Foundation
import Testing
@testable import XResponder

/// The template app (a real program, Swift 5 mode) quit and started again, as a user does (R-DA2).
@Suite("X11: windows remembered between launches (R-DA2)", .serialized)
@MainActor
struct X11WindowRestorationTests {
    @Test("R-DA2 X11: moved, resized and quit with Ctrl+Q, the template app opens its window there at the next launch — the hints ask the window manager for that very place — with its restoration activity")
    func quitAndRelaunch() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("xr-restore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: state) }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("XRTemplateApp")
        let environment = ["XDG_STATE_HOME": state.path]

        // First launch: the user moves and resizes the window, then quits from the keyboard.
        let process = Process()
        process.executableURL = executable
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        let display = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(display) }
        let window = try #require(try Self.wait(20) { LaunchedProgram.topLevelWindow(titled: "Notes", on: display) })
        XMoveResizeWindow(display, window, 150, 90, 420, 520)
        XSync(display, 0)   // the app reads the ConfigureNotify before the keys below
        let injector = try X11InputInjector()
        defer { injector.close() }
        injector.focus(windowID: UInt(window))
        injector.key(keysym: UInt(XK_Control_L), isDown: true)
        injector.tap(keysyms: [UInt(XK_q)])
        injector.key(keysym: UInt(XK_Control_L), isDown: false)
        _ = try Self.wait(20) { process.isRunning ? nil : true }
        process.waitUntilExit()
        let first = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 0 && first.contains("willTerminate"), "\(first)")
        #expect(!first.contains("didDiscardSceneSessions"), "Quit keeps the session: \(first)")
        #expect(FileManager.default.fileExists(atPath: state.appendingPathComponent("XRTemplateApp/scenes.plist").path))

        // Second launch: the window comes back where the user left it, asked with static gravity.
        var origin = (x: Int32(0), y: Int32(0)), size = (width: Int32(0), height: Int32(0))
        var hintFlags = 0, gravity: Int32 = 0
        let second = try LaunchedProgram.runUntilClosed(executable: executable, windowTitle: "Notes", environment: environment) { display, window, _ in
            _ = try? Self.wait(20) { () -> Bool? in
                var child: Window = 0
                XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &origin.x, &origin.y, &child)
                var attributes = XWindowAttributes()
                XGetWindowAttributes(display, window, &attributes)
                size = (attributes.width, attributes.height)
                return origin == (150, 90) && size == (420, 520) ? true : nil
            }
            if let hints = XAllocSizeHints() {
                var supplied = 0
                XGetWMNormalHints(display, window, hints, &supplied)
                hintFlags = hints.pointee.flags
                gravity = hints.pointee.win_gravity
                XFree(hints)
            }
        }
        #expect(origin == (150, 90) && size == (420, 520), "opened at \(origin), \(size)")
        #expect(hintFlags & USPosition != 0 && hintFlags & PWinGravity != 0 && gravity == StaticGravity,
                "the place is the user's, for the client area itself")
        #expect(second.text.contains("restored org.example.notes.editing Groceries"), "\(second.text)")
    }

    /// Polls `value` until it is not nil or `seconds` pass (the other process's doings are events
    /// this test cannot select: a window appearing, a process ending).
    static func wait<T>(_ seconds: TimeInterval, _ value: () -> T?) throws -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let found = value() { return found }
            usleep(20_000)
        }
        return value()
    }
}
