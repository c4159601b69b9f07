import CX11
import Foundation
import Testing
@testable import XResponder

/// R-E1 on a real X server with real host programs: Tk's `frame -container 1` (wish) and a C
/// program speaking XEmbed, each its own process, driven with XTest like a user would.
@Suite("X11 embedding in other programs (R-E1)", .serialized)
@MainActor
struct X11EmbeddingTests {
    struct Scene {
        let window: RecordingWindow
        let pad: RecordingView
        let field: UITextField
    }

    /// A window embedded in `host`: a pad across the top that follows the width, and a text field.
    func embedScene(_ x: XServerHarness, into host: UInt) throws -> Scene {
        let window = RecordingWindow(frame: .zero)
        window.log = x.log
        window.backgroundColor = .white
        try x.backend.embed(window, into: host)
        let pad = x.view("pad", CGRect(x: 0, y: 0, width: window.bounds.width, height: 100), in: window)
        pad.autoresizingMask = [.flexibleWidth]
        let field = UITextField(frame: CGRect(x: 10, y: 120, width: 200, height: 30))
        window.addSubview(field)
        window.isHidden = false
        try x.waitUntil("the embedded window mapped") { x.backend.isMapped(window) }
        return Scene(window: window, pad: pad, field: field)
    }

    func shiftTab(_ x: XServerHarness) {
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: true)
        x.injector.tap(keysyms: [UInt(XK_Tab)])
        x.injector.key(keysym: UInt(XK_Shift_L), isDown: false)
    }

    func count(_ line: String, in host: EmbedHostProcess) -> Int { host.lines.filter { $0 == line }.count }

    /// Clicks the pad `times` times: each click must reach the pad, none the host.
    func clickPad(_ x: XServerHarness, _ scene: Scene, times: Int, host: EmbedHostProcess) throws {
        x.log.clear()
        for index in 1...times {
            x.injector.click(at: x.screenPoint(CGPoint(x: scene.pad.bounds.midX, y: 50), in: scene.window))
            try x.waitUntil("click \(index) reached the embedded pad") {
                x.log.entries.filter { $0 == "pad ended 1" }.count == index
            }
        }
        #expect(x.log.entries.filter { $0 == "pad began 1" }.count == times)
        #expect(!host.lines.contains { $0.hasPrefix("host-click") }, "\(host.lines)")
    }

    /// One round of keyboard focus through the embedded window: Tab in lands on the field, typing
    /// reaches it, Tab out leaves it (`leftForward`) and the next key stays with the host
    /// (`hostTookKey`); then Shift+Tab in, and Shift+Tab out the other way (`leftBackward`).
    func focusRound(_ x: XServerHarness, _ scene: Scene, round: Int, typing: String, hostKey: String,
                    leftForward: () -> Bool, hostTookKey: () -> Bool, leftBackward: () -> Bool) throws {
        scene.field.text = ""
        x.injector.tap(keysyms: [UInt(XK_Tab)])
        try x.waitUntil("Tab into the embedded window (round \(round))") { scene.window.isKeyWindow && scene.field.isFirstResponder }
        x.injector.type(typing)
        try x.waitUntil("typing into the embedded field") { scene.field.text == typing }
        x.injector.tap(keysyms: [UInt(XK_Tab)])
        try x.waitUntil("Tab out to the host (round \(round))") { leftForward() && !scene.window.isKeyWindow }
        #expect(!scene.field.isFirstResponder)
        x.injector.type(hostKey)
        try x.waitUntil("the host kept the key") { hostTookKey() }
        #expect(scene.field.text == typing)
        shiftTab(x)
        try x.waitUntil("Shift+Tab into the embedded window") { scene.window.isKeyWindow && scene.field.isFirstResponder }
        shiftTab(x)
        try x.waitUntil("Shift+Tab out to the host (round \(round))") { leftBackward() && !scene.window.isKeyWindow }
    }

    /// The host resizes its window to each size; the embedded window and its pad follow.
    func followResizes(_ x: XServerHarness, _ scene: Scene, _ host: EmbedHostProcess, _ sizes: [(Int, Int)],
                       hostReports: Bool) throws {
        for (width, height) in sizes {
            host.send("resize \(width) \(height)")
            let size = CGSize(width: CGFloat(width) / x.backend.scale, height: CGFloat(height) / x.backend.scale)
            try x.waitUntil("following the host to \(width)×\(height)") {
                scene.window.bounds.size == size && scene.pad.frame.width == size.width
                    && (!hostReports || host.contains("client-size \(width) \(height)"))
            }
        }
    }

    @Test("R-E1 Tk's frame -container: clicks reach the embedded view and not Tk, Tab moves the focus in and out, Tk's resize relayouts, killing Tk closes the window")
    func tkContainer() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let host = try EmbedHostProcess.tk()
        defer { host.kill() }
        try x.waitUntil("Tk's container id") { host.value(after: "host") != nil }
        let hostID = try #require(parseWindowID(host.value(after: "host")))
        let scene = try embedScene(x, into: hostID)
        #expect(x.backend.hostWindowID(of: scene.window) == hostID)
        #expect(!x.backend.hostSpeaksXEmbed(scene.window))
        try x.waitUntil("the container's size") { scene.window.bounds.size == CGSize(width: 320, height: 200) }
        try x.waitUntil("Tk focused its first entry") { host.contains("focus .before") }
        let errorsBefore = x.backend.protocolErrors.count

        for round in 1...3 {
            // In: Tk's traversal reaches the container, which gives us the X focus. Out: past our last
            // field the Tab goes back to Tk, whose traversal moves on. (Tk's traversal selects an
            // entry's text, so each round's x replaces the last one's.)
            try focusRound(x, scene, round: round, typing: "hi", hostKey: "x",
                           leftForward: { count("focus .after", in: host) == round },
                           hostTookKey: { count("after-text x", in: host) >= round },
                           leftBackward: { count("focus .before", in: host) == round + 1 })
        }

        try clickPad(x, scene, times: 10, host: host)
        try x.waitUntil("a click takes the keyboard focus back") { scene.window.isKeyWindow }

        try followResizes(x, scene, host, [(400, 260), (240, 150), (520, 300)], hostReports: false)
        try clickPad(x, scene, times: 3, host: host)

        host.kill()
        try x.waitUntil("the embedded window closed with its host") { scene.window.isHidden }
        #expect(x.backend.windowID(of: scene.window) == nil)
        #expect(x.backend.protocolErrors.count == errorsBefore, "\(x.backend.protocolErrors.suffix(5))")
        #expect(x.backend.embeddedParents.isEmpty)
    }

    @Test("R-E1 an XEmbed host: embedded-notify, focus in first/last, keys it forwards, FOCUS_NEXT/PREV on Tab, REQUEST_FOCUS on a click, window activate/deactivate, its resize followed, its death survived")
    func xembedHost() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let host = try EmbedHostProcess.xembed()
        defer { host.kill() }
        // Another process starting (Python and GTK): on a loaded machine that takes seconds.
        try x.waitUntil("the host's window", timeout: 30) { host.contains("ready") }
        let hostID = try #require(parseWindowID(host.value(after: "host")))
        x.injector.focus(windowID: hostID)
        let scene = try embedScene(x, into: hostID)
        try x.waitUntil("XEMBED_EMBEDDED_NOTIFY") { x.backend.hostSpeaksXEmbed(scene.window) && host.contains("client-mapped") }
        #expect(!scene.window.isKeyWindow, "the host has not given us the focus yet")
        let errorsBefore = x.backend.protocolErrors.count

        for round in 1...5 {
            // FOCUS_IN first; the X focus stays on the host, which forwards our keys; FOCUS_NEXT;
            // FOCUS_IN last; FOCUS_PREV.
            try focusRound(x, scene, round: round, typing: "ok", hostKey: "q",
                           leftForward: { count("focus-next", in: host) == round },
                           hostTookKey: { count("host-key q", in: host) == round },
                           leftBackward: { count("focus-prev", in: host) == round })
        }

        try clickPad(x, scene, times: 10, host: host)
        try x.waitUntil("XEMBED_REQUEST_FOCUS answered") {
            host.contains("focus-in-client current") && scene.window.isKeyWindow
        }
        x.injector.click(at: x.screenPoint(CGPoint(x: scene.field.frame.midX, y: scene.field.frame.midY), in: scene.window))
        try x.waitUntil("a click on the field edits it") { scene.field.isFirstResponder }
        x.injector.type("z")
        try x.waitUntil("typing after the click") { scene.field.text == "okz" }
        // The host's window losing the X focus deactivates us (WINDOW_DEACTIVATE) and getting it
        // back activates us (WINDOW_ACTIVATE); the field keeps the focus in between.
        for round in 1...5 {
            x.injector.focus(windowID: UInt(XDefaultRootWindow(x.injector.display)))
            let focusedAfter = x.injector.focusedWindow()
            if try !x.waitUntil("XEMBED_WINDOW_DEACTIVATE (round \(round))", { !scene.window.isKeyWindow }) {
                Issue.record("the host saw: \(host.lines.suffix(12)); X focus after the request \(focusedAfter), now \(x.injector.focusedWindow()), host \(hostID)")
            }
            x.injector.focus(windowID: hostID)
            if try !x.waitUntil("XEMBED_WINDOW_ACTIVATE (round \(round))", { scene.window.isKeyWindow }) {
                Issue.record("the host saw: \(host.lines.suffix(12)); X focus now \(x.injector.focusedWindow())")
            }
            #expect(scene.field.isFirstResponder)
        }

        try followResizes(x, scene, host, [(420, 300), (200, 120), (640, 360)], hostReports: true)

        host.kill()
        try x.waitUntil("the embedded window closed with its host") { scene.window.isHidden }
        #expect(x.backend.protocolErrors.count == errorsBefore, "\(x.backend.protocolErrors.suffix(5))")
        _ = try x.backend.processEvents(timeout: 0.1) { false }   // the loop goes on
        #expect(x.backend.embeddedParents.isEmpty)
        #expect(x.backend.translator.keysForwardedByEmbedder.isEmpty)
    }

    @Test("R-E1 R-U2 200 windows embedded in a foreign window and closed: every UIWindow freed, the server's count back, nothing keyed by a dead id")
    func embedManyTimes() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        // The foreign parent belongs to another connection, as a host's would.
        let foreign = x.injector.display
        let parent = XCreateSimpleWindow(foreign, XDefaultRootWindow(foreign), 30, 30, 200, 150, 0, 0, 0)
        XMapWindow(foreign, parent)
        XSync(foreign, 0)
        defer { XDestroyWindow(foreign, parent); XSync(foreign, 0) }

        final class WeakWindow { weak var window: UIWindow? }
        func embedAndClose() throws -> (WeakWindow, UInt) {
            let window = UIWindow(frame: .zero)
            let view = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 40))
            view.backgroundColor = .blue
            view.addGestureRecognizer(UITapGestureRecognizer { _ in })
            window.addSubview(view)
            try x.backend.embed(window, into: UInt(parent))
            window.isHidden = false
            try x.waitUntil("embedded window mapped") { x.backend.isMapped(window) }
            #expect(window.bounds.size == CGSize(width: 200 / x.backend.scale, height: 150 / x.backend.scale))
            let xid = try #require(x.backend.windowID(of: window))
            window.isHidden = true
            try x.waitUntil("embedded window unmapped") { !x.backend.isMapped(window) }
            let reference = WeakWindow()
            reference.window = window
            return (reference, xid)
        }
        var (_, xid) = try embedAndClose()
        for _ in 0..<3 { (_, xid) = try embedAndClose() }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        let baseline = X11ServerResources.total(ownerOf: xid, on: foreign)
        var references: [WeakWindow] = []
        for _ in 0..<200 { references.append(try embedAndClose().0) }
        let freed = try x.backend.processEvents(timeout: 10) {
            references.allSatisfy { $0.window == nil } && X11ServerResources.total(ownerOf: xid, on: foreign) <= baseline
        }
        #expect(freed, "\(references.filter { $0.window != nil }.count) alive; \(X11ServerResources.counts(ownerOf: xid, on: foreign))")
        #expect(x.backend.embeddedParents.isEmpty)
        #expect(x.backend.translator.windowNumbers.isEmpty)
    }

    @Test("R-E1 embedding into a window that does not exist, or a window already shown, is a clear error and no X error")
    func embedErrors() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let errorsBefore = x.backend.protocolErrors.count
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: X11Error.self) { try x.backend.embed(window, into: 0x7fff_fff0) }
        #expect(throws: X11Error.self) { try x.backend.embed(window, into: 0) }
        #expect(x.backend.protocolErrors.count == errorsBefore)
        let shown = try x.showWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let shownID = try #require(x.backend.windowID(of: shown))
        #expect(throws: X11Error.self) { try x.backend.embed(shown, into: shownID) }
        // Nothing half-made: the failed window can still be shown on its own.
        window.isHidden = false
        try x.waitUntil("the window shown on its own") { x.backend.isMapped(window) }
        #expect(x.backend.hostWindowID(of: window) == nil)
    }

    @Test("R-U9 embedding refuses the application's own windows and input-only ones; a refused window is a clear error, not an invisible window")
    func embedRefusesOwnWindows() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let errorsBefore = x.backend.protocolErrors.count
        let shown = try x.showWindow(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let shownID = try #require(x.backend.windowID(of: shown))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        // One of our UIWindows' X windows (what a stale `--into` id reused by the server becomes).
        #expect(throws: X11Error.cannotEmbed("0x\(String(shownID, radix: 16)) is one of this application's own windows, not a host's")) {
            try x.backend.embed(window, into: shownID)
        }
        // A window our connection made that is no UIWindow's: the selections' window.
        #expect(throws: X11Error.self) { try x.backend.embed(window, into: UInt(x.backend.selections.window)) }
        // Another client's input-only window: nothing could be seen in it.
        let foreign = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(foreign) }
        var attributes = XSetWindowAttributes()
        let inputOnly = XCreateWindow(foreign, XDefaultRootWindow(foreign), 0, 0, 50, 50, 0, 0, UInt32(InputOnly), nil, 0, &attributes)
        XSync(foreign, 0)
        #expect(throws: X11Error.self) { try x.backend.embed(window, into: UInt(inputOnly)) }
        // A live foreign InputOutput window is accepted.
        let host = XCreateSimpleWindow(foreign, XDefaultRootWindow(foreign), 0, 0, 120, 80, 0, 0, 0)
        XMapWindow(foreign, host)
        XSync(foreign, 0)
        try x.backend.embed(window, into: UInt(host))
        #expect(x.backend.hostWindowID(of: window) == UInt(host))
        #expect(x.backend.protocolErrors.count == errorsBefore)
    }

    @Test("R-U9 a window the server refuses to create is an error the caller gets, and its UIWindow is left without one")
    func refusedCreationIsAnError() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let errorsBefore = x.backend.protocolErrors.count
        // A parent destroyed between the check and the creation: made here by destroying it first.
        let foreign = try #require(XOpenDisplay(nil))
        defer { XCloseDisplay(foreign) }
        let parent = XCreateSimpleWindow(foreign, XDefaultRootWindow(foreign), 0, 0, 120, 80, 0, 0, 0)
        XDestroyWindow(foreign, parent)
        XSync(foreign, 0)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: X11Error.self) { _ = try x.backend.makeWindow(for: window, parent: parent) }
        #expect(window.platformWindow == nil)
        #expect(x.backend.protocolErrors.count == errorsBefore, "the refusal is the caller's error, not a log line")
        window.isHidden = false
        try x.waitUntil("the same UIWindow shown on its own") { x.backend.isMapped(window) }
    }

    @Test("R-U9 an error to a request sent before a checked call is still reported; the call's own error is its answer")
    func checkedCallsTellErrorsApartBySerial() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let dpy = x.backend.display.display
        let errorsBefore = x.backend.protocolErrors.count
        // Two windows that do not exist: one mapped just before the checked call and not synced,
        // so its error arrives while the call waits; one mapped inside it.
        let unknown = XCreateSimpleWindow(dpy, x.backend.display.root, 0, 0, 10, 10, 0, 0, 0)
        XDestroyWindow(dpy, unknown)
        XMapWindow(dpy, unknown)
        let refused = X11ErrorTrap.succeeds(dpy) { _ = XMapWindow(dpy, unknown) }
        #expect(!refused, "the call's own BadWindow is its answer")
        #expect(x.backend.protocolErrors.count == errorsBefore + 1, "the earlier request's error is reported, not taken as the call's")
        #expect(X11ErrorTrap.succeeds(dpy) { _ = XMapWindow(dpy, x.backend.display.root) })
        #expect(x.backend.protocolErrors.count == errorsBefore + 1)
    }

    @Test("R-E1 R-X6 an embedded-notify naming a window other than our parent is ignored; one from the parent is believed")
    func forgedEmbeddedNotify() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let foreign = x.injector.display
        let root = XDefaultRootWindow(foreign)
        let parent = XCreateSimpleWindow(foreign, root, 30, 30, 200, 150, 0, 0, 0)
        let stranger = XCreateSimpleWindow(foreign, root, 300, 30, 50, 50, 0, 0, 0)
        XMapWindow(foreign, parent)
        XSync(foreign, 0)
        defer {
            XDestroyWindow(foreign, parent)
            XDestroyWindow(foreign, stranger)
            XSync(foreign, 0)
        }
        let window = UIWindow(frame: .zero)
        try x.backend.embed(window, into: UInt(parent))
        window.isHidden = false
        try x.waitUntil("embedded window mapped") { x.backend.isMapped(window) }
        let xid = try #require(x.backend.windowID(of: window))
        func embeddedNotify(naming embedder: Window) {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = Window(xid)
            event.xclient.message_type = XInternAtom(foreign, "_XEMBED", 0)
            event.xclient.format = 32
            event.xclient.data.l.1 = 0   // XEMBED_EMBEDDED_NOTIFY
            event.xclient.data.l.3 = CLong(embedder)
            XSendEvent(foreign, Window(xid), 0, NoEventMask, &event)
            XSync(foreign, 0)
        }
        for _ in 0..<10 {
            embeddedNotify(naming: stranger)
            _ = try x.backend.processEvents(timeout: 0.05) { false }
            #expect(!x.backend.hostSpeaksXEmbed(window))
        }
        embeddedNotify(naming: parent)
        try x.waitUntil("the parent's embedded-notify") { x.backend.hostSpeaksXEmbed(window) }
        window.isHidden = true
    }

    @Test("R-E1 xdemo --into XID embeds the demo in a host, takes its clicks, and exits when the host dies")
    func xdemoInto() throws {
        let injector = try X11InputInjector()
        defer { injector.close() }
        let host = try EmbedHostProcess.xembed()
        defer { host.kill() }
        try waitFor("the host's window", timeout: 30) { host.contains("ready") }
        let hostID = try #require(host.value(after: "host"))
        let demo = try EmbedHostProcess(EmbedHostProcess.productNamed("xdemo"), ["--into", hostID])
        defer { demo.kill() }
        try waitFor("xdemo mapped in the host") { host.contains("client-mapped") }
        try waitFor("xdemo said it is embedded") { demo.lines.contains { $0.hasPrefix("xdemo: embedded in") } }
        // The demo's embed scene: the pad fills the top of the host; a click there is traced.
        injector.click(at: CGPoint(x: 100 + 60, y: 100 + 60))
        try waitFor("xdemo's pad took the click") { demo.lines.contains { $0.contains("touchesBegan → pad") } }
        #expect(!host.lines.contains { $0.hasPrefix("host-click") })
        host.kill()
        try waitFor("xdemo exited after its host died", timeout: 10) { !demo.process.isRunning }
        #expect(demo.process.terminationStatus == 0, "\(demo.lines.suffix(5))")
    }

    /// Waits for another process, without running our own loop.
    func waitFor(_ what: String, timeout: TimeInterval = 5, _ condition: () -> Bool) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        #expect(condition(), "timed out waiting for \(what)")
        if !condition() { throw CancellationError() }
    }
}
