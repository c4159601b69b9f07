import CX11
import Foundation
import Testing
@testable import XResponder

/// Table editing on a real X server: XTest drags and clicks with the mouse, the system clock
/// driving the animations, and the pixels the window shows.
@Suite("UITableView editing under X11 (R-LC1)", .serialized)
@MainActor
struct X11TableEditingTests {
    func pixel(_ x: XServerHarness, _ window: UIWindow, _ point: CGPoint) -> (r: UInt, g: UInt, b: UInt) {
        let xid = Window(x.backend.windowID(of: window)!)
        let scale = x.backend.scale
        let image = XGetImage(x.injector.display, xid, Int32(point.x * scale), Int32(point.y * scale), 1, 1, xr_AllPlanes(), ZPixmap)!
        defer { xr_XDestroyImage(image) }
        let value = xr_XGetPixel(image, 0, 0)
        return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
    }

    func isRed(_ color: (r: UInt, g: UInt, b: UInt)) -> Bool { color.r > 200 && color.g < 110 && color.b < 110 }

    /// A 320×300 window filled by a table of 20 to-dos (44-point rows).
    func todoWindow(_ x: XServerHarness) throws -> (UIWindow, UITableView, TodoSource) {
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 320, height: 300))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = TodoSource(count: 20)
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        return (window, table, source)
    }

    /// A mouse drag from `start` to `end` in window points, in ten moves with the loop running.
    func drag(_ x: XServerHarness, _ window: UIWindow, from start: CGPoint, to end: CGPoint) throws {
        x.injector.movePointer(to: x.screenPoint(start, in: window))
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.03) { false }
        for step in 1...10 {
            let t = CGFloat(step) / 10
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window))
            _ = try x.backend.processEvents(timeout: 0.02) { false }
        }
        x.injector.button(1, isDown: false)
    }

    @Test("R-LC1 R-T7 X11: a mouse swipe uncovers a red Delete, a click on it deletes the row, and the next click selects")
    func swipeDeleteThenSelect() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, table, source) = try todoWindow(x)
        try x.waitUntil("the rows are drawn") { table.visibleCells.count > 5 }

        try drag(x, window, from: CGPoint(x: 250, y: 66), to: CGPoint(x: 100, y: 66))
        try x.waitUntil("the row rests open") { table.editingState.swipe != nil && !(table.editingState.swipe?.isTracking ?? true) }
        _ = try x.backend.processEvents(timeout: 0.4) { false }
        #expect(isRed(pixel(x, window, CGPoint(x: 316, y: 48))), "the Delete button is drawn at the trailing edge")
        #expect(table.contentOffset.y == 0)

        x.injector.click(at: x.screenPoint(CGPoint(x: 300, y: 66), in: window))
        try x.waitUntil("the row is deleted") { source.commits == ["delete 1"] }
        _ = try x.backend.processEvents(timeout: 0.5) { false }
        #expect(!isRed(pixel(x, window, CGPoint(x: 316, y: 48))), "the buttons went with the row")
        // The mouse is not left "down": the next click selects a row.
        x.injector.click(at: x.screenPoint(CGPoint(x: 100, y: 154), in: window))
        try x.waitUntil("the click selects") { source.log.contains("select 3") }
    }

    @Test("R-LC1 X11: in editing mode a row shows its red control, and a mouse drag on its handle moves it")
    func reorderWithTheMouse() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let (window, table, source) = try todoWindow(x)
        table.setEditing(true, animated: false)
        try x.waitUntil("the rows are drawn") { table.visibleCells.count > 5 }
        _ = try x.backend.processEvents(timeout: 0.2) { false }
        #expect(isRed(pixel(x, window, CGPoint(x: 21, y: 15))), "the delete control")

        try drag(x, window, from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 22 + 88))
        try x.waitUntil("the row moved") { source.moves == ["0→2"] }
        _ = try x.backend.processEvents(timeout: 0.5) { false }
        #expect(Array(source.items.prefix(3)) == ["Item 1", "Item 2", "Item 0"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 0")
        #expect(table.contentOffset.y == 0)
    }
}
