import CX11
import Foundation
import Testing
@testable import XResponder

@Suite("X11 cursors from the desktop's theme (R-TX5)", .serialized)
@MainActor
struct X11PointerTests {
    /// The name and serial of the cursor the server shows now (XFixes).
    func currentCursor(_ harness: XServerHarness) -> (name: String, serial: UInt) {
        guard let image = XFixesGetCursorImage(harness.injector.display) else { return ("", 0) }
        defer { XFree(image) }
        return (image.pointee.name.map { String(cString: $0) } ?? "", image.pointee.cursor_serial)
    }

    @Test("R-TX5: hovering a text field shows the theme's text cursor; the arrow comes back outside, again and again")
    func textCursor() throws {
        let harness = try XServerHarness()
        defer { harness.tearDown() }
        let window = try harness.showWindow(frame: CGRect(x: 40, y: 40, width: 400, height: 200))
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 300, height: 34))
        window.addSubview(field)
        let overField = harness.screenPoint(CGPoint(x: 100, y: 37), in: window)
        let overBackground = harness.screenPoint(CGPoint(x: 100, y: 150), in: window)
        var textSerial: UInt = 0
        for _ in 0..<20 {
            harness.injector.movePointer(to: overField)
            try harness.waitUntil("the I-beam") { window.pointerStyle?.cursorName == "text" }
            try harness.waitUntil("the server to show it") { currentCursor(harness).name == "text" || currentCursor(harness).name == "xterm" }
            textSerial = currentCursor(harness).serial
            harness.injector.movePointer(to: overBackground)
            try harness.waitUntil("the arrow") { window.pointerStyle?.cursorName == "default" }
            try harness.waitUntil("the server to show it") { currentCursor(harness).serial != textSerial }
        }
        // One cursor per name, however often it is shown (R-U2).
        let counts = X11ServerResources.counts(ownerOf: UInt(harness.backend.selections.window), on: harness.injector.display)
        #expect((counts["CURSOR"] ?? 0) <= 4, "\(counts)")
    }
}
