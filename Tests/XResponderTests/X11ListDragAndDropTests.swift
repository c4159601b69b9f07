import CX11
import Foundation
import Testing
@testable import XResponder

/// Lists' drag and drop on a real X server: XTest drags with the mouse, the system clock driving
/// the slides, and the pixels the window shows afterwards.
@Suite("Table and collection drag and drop under X11 (R-LC1, R-LC2, R-DT2)", .serialized)
@MainActor
struct X11ListDragAndDropTests {
    /// A mouse drag in window points: pressed at `start`, moved in twenty steps, released at `end`.
    func drag(_ x: XServerHarness, _ window: UIWindow, from start: CGPoint, to end: CGPoint) throws {
        x.injector.movePointer(to: x.screenPoint(start, in: window))
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.03) { false }
        for step in 1...20 {
            let t = CGFloat(step) / 20
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t), in: window))
            _ = try x.backend.processEvents(timeout: 0.02) { false }
        }
        x.injector.button(1, isDown: false)
    }

    @Test("R-LC1 X11: a table row dragged with the mouse three rows down moves there by moveRowAt, and leaves no pixels behind")
    func tableRowDraggedIntoPlace() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 320, height: 360))
        let table = UITableView(frame: window.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let rows = FruitRows()
        table.dataSource = rows
        table.dragDelegate = rows
        window.addSubview(table)
        try x.waitUntil("the rows are drawn") { table.visibleCells.count == 6 }
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))).frame
        try drag(x, window, from: CGPoint(x: first.midX, y: first.midY), to: CGPoint(x: first.midX, y: first.midY + 3 * first.height + 10))
        try x.waitUntil("the row moved") { rows.moves == ["0→3"] }
        #expect(rows.fruits == ["Banana", "Cherry", "Date", "Apple", "Elderberry", "Fig"])
        let differing = try x.pixelsLeftBehind(in: window)
        let count = differing.count
        #expect(count == 0, "pixels differ from a full redraw, first \(differing.prefix(4))")
    }

    @Test("R-LC2 X11: a tile dragged with the mouse onto another's place is moved by the drop delegate's batch update, and leaves no pixels behind")
    func tileDraggedIntoPlace() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 320, height: 320))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.backgroundColor = .systemBackground
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        let tiles = DragTiles()
        collection.dataSource = tiles
        collection.dragDelegate = tiles
        collection.dropDelegate = tiles
        window.addSubview(collection)
        try x.waitUntil("the tiles are drawn") { collection.visibleCells.count == 12 }
        try drag(x, window, from: CGPoint(x: 40, y: 40), to: CGPoint(x: 200, y: 120))
        try x.waitUntil("the tile moved") { tiles.tiles.firstIndex(of: "T0") == 6 }
        let differing = try x.pixelsLeftBehind(in: window)
        let count = differing.count
        #expect(count == 0, "pixels differ from a full redraw, first \(differing.prefix(4))")
    }

    @Test("R-DT2 X11: while a view is dragged its picture shows under the pointer on the server; the drop leaves no pixels of it behind")
    func pictureFollowsPointer() throws {
        let x = try XServerHarness()
        defer { x.tearDown() }
        let window = try x.showWindow(frame: CGRect(x: 60, y: 40, width: 400, height: 300))
        window.backgroundColor = .white
        let source = DragSourceView(frame: CGRect(x: 10, y: 10, width: 100, height: 80))
        source.backgroundColor = .red
        let target = DropTargetView(frame: CGRect(x: 200, y: 100, width: 180, height: 180))
        window.addSubview(source)
        window.addSubview(target)
        source.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: target))
        _ = try x.backend.processEvents(timeout: 0.1) { false }
        x.injector.movePointer(to: x.screenPoint(CGPoint(x: 30, y: 40), in: window))
        x.injector.button(1, isDown: true)
        _ = try x.backend.processEvents(timeout: 0.03) { false }
        for step in 1...20 {
            let t = CGFloat(step) / 20
            x.injector.movePointer(to: x.screenPoint(CGPoint(x: 30 + 250 * t, y: 40 + 150 * t), in: window))
            _ = try x.backend.processEvents(timeout: 0.02) { false }
        }
        // Taken 20, 30 points into the view, the picture's corner is at (260, 160): its middle is red.
        let width = Int(window.bounds.width * x.backend.scale)
        let middle = Int(200 * x.backend.scale) * width + Int(310 * x.backend.scale)
        try x.waitUntil("the picture is drawn under the pointer") { (try? x.pixels(of: window))?.dropFirst(middle).first == 0xFF0000 }
        x.injector.button(1, isDown: false)
        try x.waitUntil("the text was dropped") { target.received == ["hello"] }
        let differing = try x.pixelsLeftBehind(in: window)
        #expect(differing.isEmpty, "pixels differ from a full redraw, first \(differing.prefix(4))")
        #expect(try x.pixels(of: window)[middle] != 0xFF0000)
    }
}
