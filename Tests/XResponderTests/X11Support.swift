import CX11
import Foundation
import Testing
@testable import XResponder

/// An application on the X server named by `$DISPLAY` (Xvfb in `make test`), with a system clock.
@MainActor
final class XServerHarness {
    let app: UIApplication
    let backend: X11Backend
    let injector: X11InputInjector
    let log = EventLog()

    init(_ principal: UIApplication.Type = UIApplication.self, displayName: String? = nil) throws {
        EventTrace.shared.isEnabled = false
        app = UIApplication.launch(principal)
        backend = try X11Backend.install(on: app, displayName: displayName)
        backend.terminatesAfterLastWindowClosed = false
        injector = try X11InputInjector(displayName: displayName)
    }

    func tearDown() {
        injector.close()
        backend.shutdown()
    }

    /// A visible key window at `frame` (screen points), waited for until the server maps it.
    func showWindow(frame: CGRect) throws -> RecordingWindow {
        let window = RecordingWindow(frame: frame)
        window.log = log
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let mapped = try backend.processEvents(timeout: 5) { backend.isMapped(window) }
        #expect(mapped, "window was not mapped")
        return window
    }

    func view(_ name: String, _ frame: CGRect, in parent: UIView) -> RecordingView {
        let view = RecordingView(name, frame: frame, log: log)
        parent.addSubview(view)
        return view
    }

    /// Runs the loop until `condition` holds; fails the test after `timeout` seconds.
    @discardableResult
    func waitUntil(_ what: String, timeout: TimeInterval = 5, _ condition: () -> Bool) throws -> Bool {
        let ok = try backend.processEvents(timeout: timeout, until: condition)
        #expect(ok, "timed out waiting for \(what); log: \(log.entries)")
        return ok
    }

    /// A point of `window` (window points) as a screen pixel position.
    func screenPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: (window.frame.minX + point.x) * backend.scale, y: (window.frame.minY + point.y) * backend.scale)
    }
}

/// An Xvfb of the test's own, so a test can kill the server under a running application.
final class PrivateXServer {
    let process = Process()
    let name: String

    init() throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/Xvfb")
        // -displayfd 1: Xvfb picks a free display number and writes it to standard output.
        process.arguments = ["-displayfd", "1", "-screen", "0", "640x480x24", "-nolisten", "tcp"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text = ""
        while !text.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            text += String(decoding: chunk, as: UTF8.self)
        }
        guard let number = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            process.terminate()
            throw X11Error.cannotOpenDisplay("private Xvfb said \"\(text)\"")
        }
        name = ":\(number)"
    }

    func kill() {
        guard process.isRunning else { return }
        // SIGKILL: the server vanishes at once, with no goodbye to its clients.
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
