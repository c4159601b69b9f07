import CX11
import Foundation
import Testing
@testable import XResponder

/// Real programs, built in the Swift 5 language mode, started the way a user starts them: Xcode's
/// app template with `@main` and a scene delegate, and a top-level `main.swift` calling
/// `UIApplicationMain` with class names (R-AS4, R-AS5).
@Suite("X11: UIKit entry points in their own processes (R-AS4, R-AS5)", .serialized)
@MainActor
struct X11AppEntryTests {
    @Test("R-AS4 R-AS5 R-IB4 R-P3: the template app (@main, SceneDelegate) opens its scene's window with its AppIcon, read from PNG without loading gdk-pixbuf; closing it disconnects the scene and ends the app")
    func templateApp() throws {
        var icon: [UInt] = []
        var mappedFiles = ""
        let output = try runUntilClosed("XRTemplateApp", windowTitle: "Notes") { display, window, process in
            // Written on the turn after the first frame: wait for it.
            let deadline = Date().addingTimeInterval(20)
            repeat {
                icon = LaunchedProgram.cardinals(named: "_NET_WM_ICON", of: window, on: display)
                if icon.isEmpty { usleep(20_000) }
            } while icon.isEmpty && Date() < deadline
            // Read to the end: /proc reports a size of 0, and one read gives a page of it.
            mappedFiles = FileHandle(forReadingAtPath: "/proc/\(process)/maps")
                .map { String(decoding: $0.readDataToEndOfFile(), as: UTF8.self) } ?? ""
        }
        // The icon's PNG went through Cairo's reader: gdk-pixbuf, and the GLib stack it brings to an
        // app that shows no text (about 7 MB resident, issue #50), stayed out of the process.
        #expect(mappedFiles.contains("libcairo"), "read the process's mappings: \(mappedFiles.count) characters")
        #expect(!mappedFiles.contains("libgdk_pixbuf"))
        // Five squares (16 … 128) from the 180-pixel image, the smallest of at least 128: orange.
        #expect(icon.count == [16, 32, 48, 64, 128].reduce(0) { $0 + 2 + $1 * $1 }, "\(icon.count)")
        #expect(icon.prefix(2) == [16, 16] && icon.count > 2 + 8 * 16 + 8 && icon[2 + 8 * 16 + 8] == 0xFFFF9500)
        #expect(output.status == 0, "\(output.text)")
        let lines = output.text.split(separator: "\n").map(String.init)
        #expect(lines == ["didFinishLaunching", "viewDidAppear", "willConnect", "sceneWillEnterForeground",
                          "sceneDidBecomeActive", "sceneDidDisconnect", "didDiscardSceneSessions 1", "willTerminate"],
                "\(output.text)")
    }

    @Test("R-DA2: the app's windows say who they are — WM_CLASS, _NET_WM_PID with WM_CLIENT_MACHINE — and a launch given DESKTOP_STARTUP_ID is completed with the freedesktop remove message once a window is up")
    func desktopIdentity() throws {
        // The launcher's side: a listener on the root window, as startup-notification readers listen.
        let listener = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(listener) }
        XSelectInput(listener, XDefaultRootWindow(listener), PropertyChangeMask)
        XSync(listener, 0)
        let launch = "xr launch \"42\"_TIME7"
        var className = "", instance = "", pid: [UInt] = [], startupProperty = "", message = ""
        var processID: Int32 = 0
        _ = try runUntilClosed("XRTemplateApp", windowTitle: "Notes", environment: ["DESKTOP_STARTUP_ID": launch]) { display, window, process in
            processID = process
            var hint = XClassHint()
            if XGetClassHint(display, window, &hint) != 0 {
                instance = String(cString: hint.res_name)
                className = String(cString: hint.res_class)
                XFree(hint.res_name)
                XFree(hint.res_class)
            }
            pid = LaunchedProgram.cardinals(named: "_NET_WM_PID", of: window, on: display)
            startupProperty = LaunchedProgram.text(named: "_NET_STARTUP_ID", of: window, on: display)
            message = Self.startupMessage(on: listener, timeout: 20)
        }
        #expect(instance == "XRTemplateApp" && className == "XRTemplateApp", "\(instance) \(className)")
        #expect(pid == [UInt(processID)])
        #expect(startupProperty == launch)
        #expect(message == "remove: ID=\"xr launch \\\"42\\\"_TIME7\"", "\(message)")
    }

    /// The first startup-notification message sent to the root, joined from its pieces.
    static func startupMessage(on display: OpaquePointer, timeout: TimeInterval) -> String {
        let begin = XInternAtom(display, "_NET_STARTUP_INFO_BEGIN", 0), more = XInternAtom(display, "_NET_STARTUP_INFO", 0)
        var bytes: [UInt8] = []
        let deadline = Date().addingTimeInterval(timeout)
        var event = XEvent()
        while Date() < deadline {
            while XPending(display) > 0 {
                XNextEvent(display, &event)
                guard event.type == ClientMessage, event.xclient.format == 8 else { continue }
                let type = event.xclient.message_type
                guard type == begin || (type == more && !bytes.isEmpty) else { continue }
                if type == begin { bytes = [] }
                let piece = withUnsafeBytes(of: event.xclient.data) { Array($0.prefix(20)) }
                if let end = piece.firstIndex(of: 0) { return String(decoding: bytes + piece[..<end], as: UTF8.self) }
                bytes += piece
            }
            usleep(10_000)
        }
        return ""
    }

    @Test("R-DA2: WM_CLASS's class is the bundle identifier when the app has one; startup messages are quoted and cut into 20-byte pieces as the spec says")
    func identityRules() {
        #expect(X11Window.classHint(program: "notes", bundleIdentifier: "com.example.Notes") == ("notes", "com.example.Notes"))
        #expect(X11Window.classHint(program: "notes", bundleIdentifier: nil) == ("notes", "Notes"))
        #expect(X11Window.classHint(program: "", bundleIdentifier: "") == ("xresponder", "Xresponder"))
        #expect(X11StartupNotification.message("remove", ["ID": "plain_TIME1"]) == "remove: ID=plain_TIME1")
        #expect(X11StartupNotification.message("remove", ["ID": #"a b"c\d"#]) == #"remove: ID="a b\"c\\d""#)
        let pieces = X11StartupNotification.pieces(of: String(repeating: "x", count: 20))
        #expect(pieces.count == 2 && pieces.allSatisfy { $0.count == 20 } && pieces[1] == [UInt8](repeating: 0, count: 20),
                "20 bytes and the NUL: two pieces, the second all padding")
        #expect(X11StartupNotification.pieces(of: "remove: ID=1").count == 1)
    }

    @Test("R-AS5: top-level code calls UIApplicationMain with NSStringFromClass in Swift 5 mode; the window opens and closes")
    func topLevelApp() throws {
        let output = try runUntilClosed("XRTopLevelApp", windowTitle: "Top Level")
        #expect(output.status == 0, "\(output.text)")
        #expect(output.text.hasPrefix("didFinishLaunching\napplicationDidBecomeActive\n"), "\(output.text)")
    }

    @Test("R-AS4: an app's print reaches a pipe line by line while it runs, not at exit")
    func printIsLineBuffered() throws {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("XRTemplateApp")
        let process = Process()
        process.executableURL = executable
        let output = Pipe()
        process.standardOutput = output
        let received = LockedText()
        output.fileHandleForReading.readabilityHandler = { handle in received.append(handle.availableData) }
        try process.run()
        defer {
            output.fileHandleForReading.readabilityHandler = nil
            // SIGKILL: the test runner may hand its children a mask that blocks SIGTERM.
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        let deadline = Date().addingTimeInterval(60)
        while !received.text.contains("sceneDidBecomeActive"), process.isRunning, Date() < deadline { usleep(20_000) }
        #expect(process.isRunning, "the app is still running")
        #expect(received.text.hasPrefix("didFinishLaunching\nviewDidAppear\n"), "\(received.text)")
    }

    /// Starts the program beside the test binary and runs it until its window is closed
    /// (LaunchedProgram.runUntilClosed).
    private func runUntilClosed(_ program: String, windowTitle: String, environment: [String: String] = [:],
                                inspect: (OpaquePointer, Window, Int32) -> Void = { _, _, _ in }) throws -> (status: Int32, text: String) {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(program)
        return try LaunchedProgram.runUntilClosed(executable: executable, windowTitle: windowTitle, environment: environment, inspect: inspect)
    }
}

/// The scene states come from the window manager's doings on a real server: the keyboard focus
/// moving away and back, and the window unmapped behind the app's back (an iconify) and mapped again.
@Suite("X11: scene and application state from focus and iconify (R-AS4)", .serialized)
@MainActor
struct X11SceneStateTests {
    @Test("R-AS4 FocusOut makes the application inactive, an unmap it did not ask for sends it to the background, a map brings it back")
    func focusAndIconify() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        var states: [String] = []
        let names: [(Notification.Name, String)] = [
            (UIApplication.didBecomeActiveNotification, "active"), (UIApplication.willResignActiveNotification, "resign"),
            (UIApplication.didEnterBackgroundNotification, "background"), (UIApplication.willEnterForegroundNotification, "foreground"),
        ]
        let observers = names.map { name, label in
            NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { states.append(label) }
            }
        }
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let window = try x.showWindow(frame: CGRect(x: 20, y: 20, width: 200, height: 150))
        let other = try x.showWindow(frame: CGRect(x: 300, y: 20, width: 100, height: 100))
        let id = try #require(x.backend.windowID(of: window)), otherID = try #require(x.backend.windowID(of: other))
        x.injector.focus(windowID: id)
        try x.waitUntil("focused") { window.isKeyWindow && window.hasPlatformFocus }
        try x.waitUntil("active") { x.app.applicationState == .active }
        // The focus leaves our windows (PointerRoot, 1: it follows the pointer, which is elsewhere).
        x.injector.focus(windowID: 0x1)
        try x.waitUntil("focus left") { !window.hasPlatformFocus }
        #expect(states.contains("resign"))
        // Unmapped by another client (as a window manager iconifies): background once both are.
        for xid in [id, otherID] { XUnmapWindow(x.injector.display, Window(xid)) }
        XSync(x.injector.display, 0)
        try x.waitUntil("iconified") { window.isIconified && other.isIconified }
        #expect(x.app.applicationState == .background && states.last == "background")
        #expect(!window.isHidden)                                 // the app did not hide it
        for xid in [id, otherID] { XMapWindow(x.injector.display, Window(xid)) }
        XSync(x.injector.display, 0)
        try x.waitUntil("mapped again") { !window.isIconified && !other.isIconified }
        #expect(states.contains("foreground"))
        x.injector.focus(windowID: id)
        try x.waitUntil("active again") { x.app.applicationState == .active }
    }

    @Test("R-AS4 each scene is its own X window on the server; closing one disconnects only that scene")
    func scenesAreWindows() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        x.app.delegate = TemplateAppDelegate()
        x.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        x.app.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        let windows = x.app.connectedScenes.compactMap { ($0 as? UIWindowScene)?.windows.first }
        #expect(windows.count == 2)
        try x.waitUntil("both mapped") { windows.allSatisfy { x.backend.isMapped($0) } }
        let ids = windows.compactMap { x.backend.windowID(of: $0) }
        #expect(Set(ids).count == 2)
        // The window manager's close on the first: its scene goes, the other stays.
        var message = XEvent()
        message.xclient.type = ClientMessage
        message.xclient.window = Window(ids[0])
        message.xclient.message_type = XInternAtom(x.injector.display, "WM_PROTOCOLS", 0)
        message.xclient.format = 32
        message.xclient.data.l.0 = Int(XInternAtom(x.injector.display, "WM_DELETE_WINDOW", 0))
        XSendEvent(x.injector.display, Window(ids[0]), 0, NoEventMask, &message)
        XSync(x.injector.display, 0)
        try x.waitUntil("first scene gone") { x.app.connectedScenes.count == 1 }
        #expect(windows[0].isHidden && !windows[1].isHidden && x.app.openSessions.count == 1)
        for scene in x.app.connectedScenes { x.app.requestSceneSessionDestruction(scene.session, options: nil) }
    }
}

/// Text read on another thread (a pipe's readability handler), read by the test.
final class LockedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()

    func append(_ more: Data) {
        lock.lock()
        data.append(more)
        lock.unlock()
    }

    var text: String {
        lock.lock()
        defer { lock.unlock() }
        return String(decoding: data, as: UTF8.self)
    }
}
