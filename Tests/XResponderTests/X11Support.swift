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

    /// `inputMethodModifiers`: the input method to connect to ("@im=uim"); empty is $XMODIFIERS.
    init(_ principal: UIApplication.Type = UIApplication.self, displayName: String? = nil,
         inputMethodModifiers: String = "") throws {
        EventTrace.shared.isEnabled = false
        app = UIApplication.launch(principal)
        backend = try X11Backend.install(on: app, displayName: displayName, inputMethodModifiers: inputMethodModifiers)
        backend.terminatesAfterLastWindowClosed = false
        injector = try X11InputInjector(displayName: displayName)
    }

    func tearDown() {
        // The pointer is parked in the screen's far corner: where a test's drag left it must not
        // decide the next test's focus (a pointer resting over the next test's host window does).
        let screen = XDefaultScreenOfDisplay(injector.display)
        injector.movePointer(to: CGPoint(x: CGFloat(XWidthOfScreen(screen)) - 1, y: CGFloat(XHeightOfScreen(screen)) - 1))
        injector.close()
        backend.shutdown()
    }

    /// A visible key window at `frame` (screen points), waited for until the server maps it.
    /// `untilFirstFrameWork`: also wait until the first frame is drawn and the work waiting for it
    /// done; false returns once the window is mapped (for tests of what comes before).
    func showWindow(frame: CGRect, untilFirstFrameWork: Bool = true) throws -> RecordingWindow {
        let window = RecordingWindow(frame: frame)
        window.log = log
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        let mapped = try backend.processEvents(timeout: 5) { backend.isMapped(window) }
        #expect(mapped, "window was not mapped")
        // And drawn, with what waits for a first frame done: pointer input then comes through
        // XInput 2 in every test (the switch from core events has its own, X11InputSwitchTests).
        if untilFirstFrameWork {
            let drawn = try backend.processEvents(timeout: 5) { backend.firstFrameWorkDone }
            #expect(drawn, "no first frame")
        }
        return window
    }

    /// A window with one text field (`field`, or a new one) that is first responder, and the X
    /// keyboard focus on the window: what keys typed through XTest reach.
    @discardableResult
    func showFocusedField(_ field: UITextField = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))) throws -> UITextField {
        let window = try showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 120))
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        injector.focus(windowID: try #require(backend.windowID(of: window)))
        try waitUntil("the key window") { window.isKeyWindow }
        return field
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
    /// Whether another client can grab the pointer now (it gives it straight back): whether a
    /// popup menu of ours still holds it.
    func pointerIsFree() -> Bool {
        let display = injector.display
        let result = XGrabPointer(display, XDefaultRootWindow(display), 0, UInt32(ButtonPressMask), GrabModeAsync, GrabModeAsync,
                                  Window(0), Cursor(0), Time(CurrentTime))
        if result == GrabSuccess { XUngrabPointer(display, Time(CurrentTime)) }
        XSync(display, 0)
        return result == GrabSuccess
    }

    func screenPoint(_ point: CGPoint, in window: UIWindow) -> CGPoint {
        CGPoint(x: (window.frame.minX + point.x) * backend.scale, y: (window.frame.minY + point.y) * backend.scale)
    }

    /// The window's pixels as the server has them, row by row (0xRRGGBB).
    func pixels(of window: UIWindow) throws -> [UInt] {
        let xid = Window(try #require(backend.windowID(of: window)))
        let width = Int(window.bounds.width * backend.scale), height = Int(window.bounds.height * backend.scale)
        let image = try #require(XGetImage(injector.display, xid, 0, 0, UInt32(width), UInt32(height), xr_AllPlanes(), ZPixmap))
        defer { xr_XDestroyImage(image) }
        var result: [UInt] = []
        result.reserveCapacity(width * height)
        for y in 0..<height { for x in 0..<width { result.append(xr_XGetPixel(image, Int32(x), Int32(y)) & 0xFFFFFF) } }
        return result
    }

    /// Where the window's pixels differ from a full redraw of it (window pixel positions), once the
    /// animations running have finished: what incremental drawing left behind or missed.
    func pixelsLeftBehind(in window: UIWindow) throws -> [(x: Int, y: Int)] {
        try waitUntil("the animations finished") {
            app.viewAnimator.isIdle && (app.layerAnimationEngineStorage?.isIdle ?? true)
        }
        // One more pass draws the last frame those animations asked for.
        _ = try backend.processEvents(timeout: 0.1) { false }
        let shown = try pixels(of: window)
        window.setNeedsDisplay()
        var pending: [UIView] = [window]
        while let view = pending.popLast() {
            view.setNeedsDisplay()
            pending += view.subviews
        }
        _ = try backend.processEvents(timeout: 0.3) { false }
        let redrawn = try pixels(of: window)
        let width = Int(window.bounds.width * backend.scale)
        return zip(shown, redrawn).enumerated().filter { $0.element.0 != $0.element.1 }.map { ($0.offset % width, $0.offset / width) }
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

/// What the X server holds for one client, through the X-Resource extension: the count of every
/// resource type (windows, pixmaps, GCs, cursors, pictures, …) it owns. R-U2 tests compare it
/// before and after opening and closing windows.
@MainActor
enum X11ServerResources {
    /// Resources held by the client that created `xid`, by type name, asked on `display`.
    static func counts(ownerOf xid: UInt, on display: OpaquePointer) -> [String: Int] {
        var clientCount: Int32 = 0
        var clients: UnsafeMutablePointer<XResClient>?
        guard XResQueryClients(display, &clientCount, &clients) != 0, let clients else { return [:] }
        defer { XFree(clients) }
        var owner: XID?
        for index in 0..<Int(clientCount) {
            let client = clients[index]
            if UInt(xid) & ~UInt(client.resource_mask) == UInt(client.resource_base) { owner = client.resource_base }
        }
        guard let owner else { return [:] }
        var typeCount: Int32 = 0
        var types: UnsafeMutablePointer<XResType>?
        guard XResQueryClientResources(display, owner, &typeCount, &types) != 0, let types else { return [:] }
        defer { XFree(types) }
        var result: [String: Int] = [:]
        for index in 0..<Int(typeCount) {
            let name = XGetAtomName(display, types[index].resource_type).map { pointer in
                defer { XFree(pointer) }
                return String(cString: pointer)
            } ?? "atom \(types[index].resource_type)"
            result[name] = Int(types[index].count)
        }
        return result
    }

    static func total(ownerOf xid: UInt, on display: OpaquePointer) -> Int {
        counts(ownerOf: xid, on: display).values.reduce(0, +)
    }
}

/// The process's resident memory in KiB (from /proc/self/statm).
func residentKiB() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE))) / 1024
}

/// Whether this process was built with AddressSanitizer (`make test-asan`). Its quarantine keeps
/// freed memory resident on purpose, so a bound on resident memory means nothing there; the leak
/// checker that runs at exit takes its place. `make test` always checks the bounds.
let isAddressSanitized: Bool = dlsym(nil, "__asan_init") != nil
