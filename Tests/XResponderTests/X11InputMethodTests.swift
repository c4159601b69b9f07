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
