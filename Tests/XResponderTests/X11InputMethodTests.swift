import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11 input methods: compose and dead keys under Xvfb (R-TX4)", .serialized)
@MainActor
struct X11InputMethodTests {
    @Test("R-TX4: dead_acute then e types é; Multi_key sequences compose; plain keys still type")
    func deadKeysAndCompose() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let field = try harness.showFocusedField()
        harness.injector.type("caf")
        harness.injector.tap(keysyms: [UInt(XK_dead_acute), UInt(XK_e)])
        try harness.waitUntil("é", timeout: 5) { field.text == "café" }
        harness.injector.tap(keysyms: [UInt(XK_space), UInt(XK_Multi_key), UInt(XK_o), UInt(XK_c)])
        try harness.waitUntil("©") { field.text == "café ©" }
        // A dead key twice gives the accent itself; the sequence leaves no marked text behind.
        harness.injector.tap(keysyms: [UInt(XK_dead_acute), UInt(XK_dead_acute)])
        try harness.waitUntil("´") { field.text == "café ©´" }
        #expect(field.markedTextRange == nil)
    }

    @Test("R-TX4, R-U: fifty dead-key sequences in a row, each composed once")
    func repeatedComposition() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let field = try harness.showFocusedField()
        for _ in 0..<50 { harness.injector.tap(keysyms: [UInt(XK_dead_grave), UInt(XK_a)]) }
        try harness.waitUntil("fifty à") { field.text == String(repeating: "à", count: 50) }
    }
}

@Suite("X11 start-up: what waits for the first frame — the input method, the pointer's shape, Cairo's window surface (R-P3, R-TX4)", .serialized)
@MainActor
struct X11DeferredInputMethodTests {
    @Test("R-P3: the input method is not opened to show the first frame, and is opened right after it; a window made later gets its context at once")
    func openedAfterFirstFrame() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        #expect(harness.backend.display.inputMethodPending && harness.backend.display.inputMethod == nil)
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        let platform = try #require(window.platformWindow as? X11Window)
        try harness.waitUntil("the first frame, then the input method") {
            platform.hasPresented && !harness.backend.display.inputMethodPending
        }
        #expect(harness.backend.display.inputMethod != nil && platform.inputContext != nil)
        let second = try harness.showWindow(frame: CGRect(x: 300, y: 40, width: 200, height: 100))
        #expect((second.platformWindow as? X11Window)?.inputContext != nil)
    }

    @Test("R-P3: the first frame waits neither for libXcursor nor for Cairo's window surface: the pointer's shape is set on the turn after it, and the surface made only for a frame that cannot go through shared memory")
    func cursorAndSurfaceAfterFirstFrame() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 200, height: 100), untilFirstFrameWork: false)
        let platform = try #require(window.platformWindow as? X11Window)
        #expect(platform.cursorPending && !platform.hasWindowSurface)
        try harness.waitUntil("the first frame, then the pointer's shape") { platform.hasPresented && !platform.cursorPending }
        #expect(platform.presentsFromSharedMemory == !platform.hasWindowSurface)
        // A shape the app asks for before the first frame is the one shown, not the default.
        let second = try harness.showWindow(frame: CGRect(x: 300, y: 40, width: 200, height: 100), untilFirstFrameWork: false)
        let secondPlatform = try #require(second.platformWindow as? X11Window)
        secondPlatform.pointerStyleDidChange(second, to: .cursor(named: "text"))
        #expect(!secondPlatform.cursorPending)
        try harness.waitUntil("the second window's first frame") { secondPlatform.hasPresented }
    }

    @Test("R-TX4: a dead key typed before the window's first frame still composes: a key opens the input method when it comes first")
    func keyBeforeFirstFrame() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let window = RecordingWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 120))
        window.backgroundColor = .white
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        window.addSubview(field)
        window.makeKeyAndVisible()
        #expect(field.becomeFirstResponder())
        // The window is created but no turn has run: nothing is drawn, the method is not open.
        let id = try #require(harness.backend.windowID(of: window))
        #expect(harness.backend.display.inputMethodPending)
        // Keys reach a window only once it is mapped: the map request goes out and the server
        // maps it (no window manager) while our loop has not run a turn, so nothing is drawn.
        XFlush(harness.backend.display.display)
        var attributes = XWindowAttributes()
        for _ in 0..<500 where attributes.map_state != IsViewable {
            XGetWindowAttributes(harness.injector.display, Window(id), &attributes)
            if attributes.map_state != IsViewable { usleep(2_000) }
        }
        #expect(attributes.map_state == IsViewable)
        #expect(!(window.platformWindow as? X11Window)!.hasPresented)
        harness.injector.focus(windowID: id)
        harness.injector.tap(keysyms: [UInt(XK_dead_acute), UInt(XK_e)])
        try harness.waitUntil("é") { field.text == "é" }
    }
}
