import Foundation
import Testing
@testable import XResponder

/// A to-do list as UIKit apps write one: an array, swipe to delete through `commit`, reordering
/// through `moveRowAt`, and optional swipe actions from the delegate.
@MainActor
final class TodoSource: UITableViewDataSource, UITableViewDelegate {
    var items: [String]
    var commits: [String] = []
    var moves: [String] = []
    var log: [String] = []
    var leading: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var trailing: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var style: UITableViewCell.EditingStyle = .delete
    var movable = true

    init(count: Int) { items = (0..<count).map { "Item \($0)" } }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append("\(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        if editingStyle == .delete {
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        } else if editingStyle == .insert {
            items.insert("New", at: indexPath.row)
            tableView.insertRows(at: [indexPath], with: .automatic)
        }
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        let item = items.remove(at: sourceIndexPath.row)
        items.insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { style }
    func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leading?(indexPath)
    }
    func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailing?(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("begin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("end \(indexPath?.row ?? -1)") }
}

/// A read-only list: neither `commit` nor `moveRowAt`.
@MainActor
final class ReadOnlySource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

@Suite("UITableView editing: swipe actions, delete, insert and reorder (R-LC1)", .tearsDownTestTrees)
@MainActor
struct TableViewEditingTests {
    let h = Harness()
    let window: UIWindow
    let table: UITableView

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        window.addSubview(table)
    }

    func show(_ source: some UITableViewDataSource) {
        table.dataSource = source
        table.delegate = source as? UITableViewDelegate
        window.layoutIfNeeded()
    }

    /// A horizontal drag across row `row` (44-point rows), from x 300 by `dx`, ten moves 10 ms apart.
    func swipe(row: Int, by dx: CGFloat, from x: CGFloat = 300) {
        let y = CGFloat(row) * 44 + 22 - table.contentOffset.y
        let touch = h.input.beginTouch(at: CGPoint(x: x, y: y), in: window)
        for step in 1...10 {
            h.input.advance(by: 0.01)
            h.input.moveTouch(touch, to: CGPoint(x: x + dx * CGFloat(step) / 10, y: y))
        }
        h.input.advance(by: 0.05)
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
    }

    func texts() -> [String] {
        (table.indexPathsForVisibleRows ?? []).map { table.cellForRow(at: $0)?.textLabel?.text ?? "?" }
    }

    @Test("R-LC1: a swipe across a row uncovers Delete without scrolling or selecting; clicking it commits the deletion")
    func swipeToDelete() throws {
        let source = TodoSource(count: 30)
        show(source)
        swipe(row: 2, by: -150)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX < -60, "the row rests open, its cell moved left by the button's width")
        #expect(table.contentOffset.y == 0 && source.log == ["begin 2"])
        // The Delete button sits in the strip the cell uncovered, at the trailing edge.
        h.input.tap(at: CGPoint(x: 380, y: 2 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(source.commits == ["delete 2"])
        #expect(source.items.count == 29 && !source.items.contains("Item 2"))
        #expect(texts().prefix(4) == ["Item 0", "Item 1", "Item 3", "Item 4"])
        #expect(table.visibleCells.allSatisfy { $0.frame.minX == 0 }, "no cell stays moved aside")
        #expect(!table.subviews.contains { $0 is SwipeActionsView })
        #expect(source.log.last == "end 2")
    }

    @Test("R-LC1: a click elsewhere closes an open row and selects nothing; scrolling closes it too")
    func clickAndScrollClose() throws {
        let source = TodoSource(count: 30)
        show(source)
        swipe(row: 1, by: -150)
        #expect(table.editingState.swipe != nil)
        h.input.tap(at: CGPoint(x: 100, y: 5 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(table.editingState.swipe == nil && source.log.filter { $0.hasPrefix("select") }.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        swipe(row: 1, by: -150)
        table.contentOffset = CGPoint(x: 0, y: 30)
        window.layoutIfNeeded()
        h.input.advance(by: 0.5)
        #expect(table.editingState.swipe == nil && source.commits.isEmpty)
    }

    @Test("R-LC1: a short swipe springs back; a vertical drag still scrolls")
    func shortSwipeAndVerticalDrag() {
        let source = TodoSource(count: 30)
        show(source)
        swipe(row: 1, by: -20)
        #expect(table.editingState.swipe == nil)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX == 0)
        h.input.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 100))
        h.input.advance(by: 1)
        #expect(table.contentOffset.y > 100 && table.editingState.swipe == nil)
    }

    @Test("R-LC1: the delegate's leading and trailing actions show in order; a click runs the handler with its view, and the row closes when it calls back")
    func contextualActions() throws {
        let source = TodoSource(count: 30)
        var ran: [String] = []
        source.leading = { indexPath in
            let flag = UIContextualAction(style: .normal, title: "Flag") { action, view, done in
                ran.append("\(action.title ?? "") \(indexPath.row) \(view.bounds.width > 0)")
                done(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [flag])
        }
        source.trailing = { indexPath in
            let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in ran.append("archive \(indexPath.row)"); done(true) }
            let more = UIContextualAction(style: .normal, title: "More") { _, _, done in ran.append("more \(indexPath.row)"); done(false) }
            return UISwipeActionsConfiguration(actions: [archive, more])
        }
        show(source)
        swipe(row: 3, by: 150, from: 50)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell.frame.minX > 60, "leading actions: the row moves right")
        h.input.tap(at: CGPoint(x: 20, y: 3 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(ran == ["Flag 3 true"] && table.editingState.swipe == nil && cell.frame.minX == 0)

        swipe(row: 4, by: -180)
        let open = try #require(table.editingState.swipe)
        // Outermost first: Archive at the edge, More inside it.
        let width = open.actionsView.openWidth
        #expect(abs(table.cellForRow(at: IndexPath(row: 4, section: 0))!.frame.minX + width) < 0.5)
        h.input.tap(at: CGPoint(x: 395, y: 4 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        swipe(row: 4, by: -180)
        h.input.tap(at: CGPoint(x: 400 - width + 5, y: 4 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(ran == ["Flag 3 true", "archive 4", "more 4"])
        #expect(source.items.count == 30 && source.commits.isEmpty)
    }

    @Test("R-LC1: a full swipe performs the first action; an empty configuration means no swipe")
    func fullSwipeAndEmptyConfiguration() {
        let source = TodoSource(count: 30)
        show(source)
        swipe(row: 0, by: -330, from: 390)
        #expect(source.commits == ["delete 0"] && source.items.first == "Item 1")
        source.trailing = { _ in UISwipeActionsConfiguration(actions: []) }
        swipe(row: 0, by: -150)
        #expect(table.editingState.swipe == nil && source.commits.count == 1)
    }

    @Test("R-LC1: a source without commit is offered Delete until the first one does nothing; without moveRowAt, no handles")
    func readOnlySource() {
        let source = ReadOnlySource()
        show(source)
        swipe(row: 1, by: -150)
        #expect(table.editingState.swipe != nil, "Swift cannot tell a default commit from an implementation beforehand")
        h.input.tap(at: CGPoint(x: 380, y: 1 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(table.numberOfRows(inSection: 0) == 20 && table.editingState.swipe == nil)
        swipe(row: 1, by: -150)
        #expect(table.editingState.swipe == nil, "once known, no Delete is offered")
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.isEditing && !$0.showsReorderHandle })
    }

    @Test("R-LC1: editing mode indents rows behind a delete control; clicking it uncovers Delete, which commits; no selection while editing")
    func editingModeDelete() throws {
        let source = TodoSource(count: 30)
        show(source)
        table.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.indexPathsForSelectedRows == nil, "entering editing mode deselects")
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.isEditing && cell.editingStyle == .delete && cell.showsReorderHandle)
        #expect(cell.contentView.frame.minX == UITableView.editingControlWidth)
        h.input.tap(at: CGPoint(x: 200, y: 1 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(source.log.filter { $0.hasPrefix("select") }.isEmpty)
        h.input.tap(at: CGPoint(x: 20, y: 2 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(table.editingState.swipe?.indexPath == IndexPath(row: 2, section: 0))
        h.input.tap(at: CGPoint(x: 380, y: 2 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(source.commits == ["delete 2"] && source.items[2] == "Item 3")
        // Rows shown later (scrolled in) are in editing mode too; leaving it restores them.
        table.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.setEditing(false, animated: false)
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && $0.contentView.frame.minX == 0 })
    }

    @Test("R-LC1: the insert control commits an insertion")
    func editingModeInsert() {
        let source = TodoSource(count: 5)
        source.style = .insert
        show(source)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        h.input.tap(at: CGPoint(x: 20, y: 1 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(source.commits == ["insert 1"] && source.items[1] == "New")
        #expect(texts().prefix(3) == ["Item 0", "New", "Item 1"])
    }

    /// Drags the reorder handle of `row` by `dy` in ten moves.
    func dragHandle(row: Int, by dy: CGFloat) {
        let start = CGPoint(x: 400 - 22, y: CGFloat(row) * 44 + 22 - table.contentOffset.y)
        let touch = h.input.beginTouch(at: start, in: window)
        for step in 1...10 {
            h.input.advance(by: 0.02)
            h.input.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / 10))
        }
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
    }

    @Test("R-LC1: dragging a row's handle moves it: the data source hears moveRowAt, the rows show the new order, nothing scrolls")
    func reorder() {
        let source = TodoSource(count: 30)
        show(source)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        dragHandle(row: 1, by: 3 * 44)
        #expect(source.moves == ["1→4"])
        #expect(texts().prefix(6) == ["Item 0", "Item 2", "Item 3", "Item 4", "Item 1", "Item 5"])
        #expect(table.contentOffset.y == 0)
        #expect(table.visibleCells.enumerated().allSatisfy { index, cell in cell.frame.minY == CGFloat(index) * 44 })
        dragHandle(row: 4, by: -4 * 44)
        #expect(source.moves == ["1→4", "4→0"] && texts().prefix(2) == ["Item 1", "Item 0"])
        // A drag on the handle of a row that cannot move scrolls instead.
        source.movable = false
        table.setEditing(false, animated: false)
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.showsReorderHandle })
    }

    @Test("R-LC1: editButtonItem toggles editing mode on a table view controller and reads Done while editing")
    func editButtonItem() throws {
        final class Controller: UITableViewController {}
        let controller = Controller(style: .plain)
        window.rootViewController = controller
        window.layoutIfNeeded()
        let item = controller.editButtonItem
        #expect(item.title == "Edit" && !controller.isEditing)
        let action = try #require(item.primaryAction)
        action.handler(action)
        #expect(controller.isEditing && controller.tableView.isEditing && item.title == "Done" && item.style == .done)
        action.handler(action)
        #expect(!controller.isEditing && !controller.tableView.isEditing && item.title == "Edit")
    }

    @Test("R-LC1: swiping rows to delete hundreds of times leaves the right rows, no stale cell and no leftover buttons")
    func repeatedSwipeDelete() {
        let source = TodoSource(count: 250)
        show(source)
        for round in 0..<200 {
            let row = round % 7
            swipe(row: row, by: -150)
            h.input.tap(at: CGPoint(x: 380, y: CGFloat(row) * 44 + 22), in: window)
            h.input.advance(by: 0.4)
        }
        #expect(source.commits.count == 200 && source.items.count == 50)
        window.layoutIfNeeded()
        #expect(Array(texts()) == Array(source.items.prefix(texts().count)))
        #expect(!table.subviews.contains { $0 is SwipeActionsView })
        #expect(table.visibleCells.count <= 11)
    }

    @Test("R-LC1, R-LC2: a diffable data source edits only when a subclass allows it; its deletions and moves go through the snapshot")
    func diffableEditing() {
        final class EditableSource: UITableViewDiffableDataSource<Int, String> {
            override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
            override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
                guard editingStyle == .delete, let item = itemIdentifier(for: indexPath) else { return }
                var snapshot = self.snapshot()
                snapshot.deleteItems([item])
                apply(snapshot, animatingDifferences: true)
            }
        }
        let provider: UITableViewDiffableDataSource<Int, String>.CellProvider = { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems((0..<20).map { "Item \($0)" })

        let plain = UITableViewDiffableDataSource<Int, String>(tableView: table, cellProvider: provider)
        plain.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        swipe(row: 1, by: -150)
        #expect(table.editingState.swipe == nil, "UIKit's diffable source does not edit unless told to")

        let editable = EditableSource(tableView: table, cellProvider: provider)
        editable.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        swipe(row: 1, by: -150)
        h.input.tap(at: CGPoint(x: 380, y: 1 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(editable.snapshot().itemIdentifiers.prefix(3) == ["Item 0", "Item 2", "Item 3"])
        #expect(texts().prefix(3) == ["Item 0", "Item 2", "Item 3"])
        table.setEditing(true, animated: false)
        window.layoutIfNeeded()
        dragHandle(row: 0, by: 2 * 44)
        #expect(editable.snapshot().itemIdentifiers.prefix(3) == ["Item 2", "Item 3", "Item 0"])
        #expect(texts().prefix(3) == ["Item 2", "Item 3", "Item 0"])
    }
}
