import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A table of fruit whose rows drag out as text; it moves rows, and its drop delegate (when set)
/// logs what it hears and inserts dropped text where it was dropped.
@MainActor
final class FruitRows: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var fruits = ["Apple", "Banana", "Cherry", "Date", "Elderberry", "Fig"]
    var moves: [String] = []
    var log: [String] = []
    var proposal: UITableViewDropProposal?
    var destinations: [IndexPath?] = []
    var coordinator: (any UITableViewDropCoordinator)?
    var settled = false

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The table asks once whether rows move by moving one onto itself (docs/lists.md).
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        fruits.insert(fruits.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items for \(indexPath.row)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: fruits[indexPath.row] as NSString))
        item.localObject = fruits[indexPath.row]
        return [item]
    }
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) { log.append("drag will begin") }
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) { log.append("drag did end") }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        destinations.append(destinationIndexPath)
        return proposal ?? tableView.defaultDropProposal(for: session)
    }
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) { log.append("drop enter") }
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) { log.append("drop exit") }
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) { log.append("drop end") }
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator) {
        self.coordinator = coordinator
        log.append("perform at \(coordinator.destinationIndexPath.map { "\($0.row)" } ?? "nil")")
        guard coordinator.proposal.intent == .insertAtDestinationIndexPath, let at = coordinator.destinationIndexPath else { return }
        coordinator.session.loadObjects(ofClass: NSString.self) { strings in
            let texts = strings as [String]
            self.fruits.insert(contentsOf: texts, at: at.row)
            tableView.insertRows(at: texts.indices.map { IndexPath(row: at.row + $0, section: 0) }, with: .automatic)
            for item in coordinator.items {
                coordinator.drop(item.dragItem, toRowAt: at).addCompletion { _ in self.settled = true }
            }
        }
    }
}

@Suite("UITableView drag and drop: rows dragged out, reordered by drag, drops between and into rows (R-LC1, R-DT2)", .tearsDownTestTrees)
@MainActor
struct TableDragAndDropTests {
    let h = Harness()
    let window: UIWindow
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), style: .plain)
    private let rows = FruitRows()
    let source = DragSourceView(frame: CGRect(x: 320, y: 10, width: 60, height: 60))
    let target = DropTargetView(frame: CGRect(x: 320, y: 200, width: 60, height: 60))

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        window.addSubview(table)
        window.addSubview(source)
        window.addSubview(target)
        source.addInteraction(UIDragInteraction(delegate: source))
        target.addInteraction(UIDropInteraction(delegate: target))
        window.layoutIfNeeded()
    }

    private func shown() -> [String] {
        table.indexPathsForVisibleRows?.sorted().compactMap { table.cellForRow(at: $0)?.textLabel?.text } ?? []
    }

    @discardableResult
    private func mouseDrag(through points: [CGPoint], release: Bool = true) -> HeadlessInput.Touch {
        h.mouseDrag(through: points, in: window, release: release)
    }

    @Test("R-LC1: with only a drag delegate, a row dragged with the pointer to another slot moves there by the data source's moveRowAt; the list does not scroll")
    func reorderByDrag() {
        table.dragDelegate = rows
        mouseDrag(through: [CGPoint(x: 100, y: 22), CGPoint(x: 100, y: 3 * 44 + 30)])
        #expect(rows.moves == ["0→3"])
        #expect(rows.fruits == ["Banana", "Cherry", "Date", "Apple", "Elderberry", "Fig"])
        #expect(shown() == rows.fruits)
        #expect(table.contentOffset.y == 0)
        #expect(rows.log == ["items for 0", "drag will begin", "drag did end"])
        #expect(!table.hasActiveDrag && table.editingState.reorder == nil)
    }

    @Test("R-LC1: a drop delegate that proposes nothing leaves the reorder to the table: moveRowAt, and performDropWith is not called, as UIKit does")
    func reorderWithDropDelegate() {
        table.dragDelegate = rows
        table.dropDelegate = rows
        let touch = mouseDrag(through: [CGPoint(x: 100, y: 4 * 44 + 22), CGPoint(x: 100, y: 20)], release: false)
        #expect(table.hasActiveDrag && table.hasActiveDrop)
        let lifted = table.cellForRow(at: IndexPath(row: 4, section: 0))
        #expect(lifted?.frame.minY ?? 99 < 10, "the row follows the pointer")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 44, "the rows slid aside")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(rows.moves == ["4→0"] && rows.fruits.first == "Elderberry")
        #expect(!rows.log.contains { $0.hasPrefix("perform") })
        #expect(rows.log.filter { $0.hasPrefix("drop") } == ["drop enter", "drop end"])
        #expect(shown() == rows.fruits)
    }

    @Test("R-LC1: text dragged from another view over the table opens a gap between rows; released, the delegate inserts it there and its settle completes")
    func dropBetweenRows() {
        table.dropDelegate = rows
        rows.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        let touch = mouseDrag(through: [CGPoint(x: 350, y: 40), CGPoint(x: 100, y: 2 * 44 + 10)], release: false)
        h.input.advance(by: 0.3)
        #expect(rows.destinations.last == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == 44, "rows before the gap stay")
        let after = table.cellForRow(at: IndexPath(row: 2, section: 0))?.frame.minY
        #expect(after == CGFloat(3 * 44), "rows after it move down")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(rows.log.contains("perform at 2"))
        #expect(rows.fruits == ["Apple", "Banana", "hello", "Cherry", "Date", "Elderberry", "Fig"])
        #expect(shown() == rows.fruits)
        #expect((rows.coordinator?.items.map { $0.sourceIndexPath }) == [nil])
        #expect(rows.settled)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.frame.minY == CGFloat(3 * 44), "the gap closed into the new row")
    }

    @Test("R-LC1: a drop into a row highlights that row while the drag is over it and hands it to the delegate; leaving takes the highlight away")
    func dropIntoRow() throws {
        table.dropDelegate = rows
        rows.proposal = UITableViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        let touch = mouseDrag(through: [CGPoint(x: 350, y: 40), CGPoint(x: 100, y: 44 + 30)], release: false)
        let row = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(row.isHighlighted)
        h.input.moveTouch(touch, to: CGPoint(x: 350, y: 40))
        h.input.advance(by: 0.05)
        #expect(!row.isHighlighted && rows.log.contains("drop exit"))
        h.input.moveTouch(touch, to: CGPoint(x: 100, y: 44 + 30))
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(rows.log.contains("perform at 1") && !row.isHighlighted)
        #expect(rows.coordinator?.proposal.intent == .insertIntoDestinationIndexPath)
        #expect(rows.fruits.count == 6)
    }

    @Test("R-DT2: a row dragged out of the table drops its text on another view; the table's drag delegate hears the end")
    func dragRowOut() {
        table.dragDelegate = rows
        mouseDrag(through: [CGPoint(x: 100, y: 44 + 22), CGPoint(x: 350, y: 230)])
        #expect(target.received == ["Banana"])
        #expect(rows.log == ["items for 1", "drag will begin", "drag did end"])
        #expect(rows.moves.isEmpty && shown() == rows.fruits)
    }

    @Test("R-LC1: without a drag delegate a pointer drag scrolls as before; with one, a finger's quick drag still scrolls and a held one lifts the row")
    func scrollingStillWorks() {
        rows.fruits = (0..<40).map { "Fruit \($0)" }
        table.reloadData()
        window.layoutIfNeeded()
        mouseDrag(through: [CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 100)])
        #expect(table.contentOffset.y > 100)
        table.setContentOffset(.zero, animated: false)
        table.dragDelegate = rows
        let quick = h.input.beginTouch(at: CGPoint(x: 100, y: 300), in: window)
        for step in 1...8 {
            h.input.moveTouch(quick, to: CGPoint(x: 100, y: 300 - CGFloat(step) * 25))
            h.input.advance(by: 0.02)
        }
        h.input.endTouch(quick)
        h.input.advance(by: 2)
        #expect(table.contentOffset.y > 100 && rows.log.isEmpty)
        table.setContentOffset(.zero, animated: false)
        let held = h.input.beginTouch(at: CGPoint(x: 100, y: 22), in: window)
        h.input.advance(by: 0.6)
        for step in 1...8 {
            h.input.moveTouch(held, to: CGPoint(x: 100, y: 22 + CGFloat(step) * 15))
            h.input.advance(by: 0.02)
        }
        h.input.endTouch(held)
        h.input.advance(by: 0.5)
        #expect(table.contentOffset.y == 0)
        #expect(rows.moves == ["0→3"])
    }

    @Test("R-LC1 bad input: rows reloaded away mid-drag, a drop on an empty table, a delegate with no items — survived, nothing moved that should not")
    func survives() {
        table.dragDelegate = rows
        table.dropDelegate = rows
        let touch = mouseDrag(through: [CGPoint(x: 100, y: 22), CGPoint(x: 100, y: 150)], release: false)
        rows.fruits = []
        table.reloadData()
        h.input.moveTouch(touch, to: CGPoint(x: 100, y: 60))
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(rows.moves.isEmpty && !table.hasActiveDrag && !table.hasActiveDrop)
        rows.proposal = UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
        mouseDrag(through: [CGPoint(x: 350, y: 40), CGPoint(x: 100, y: 100)])
        #expect(rows.fruits == ["hello"], "dropped into the empty table's first slot")
        source.text = ""
        rows.log = []
        mouseDrag(through: [CGPoint(x: 350, y: 40), CGPoint(x: 100, y: 100)])
        #expect(rows.log.isEmpty)
    }
}
