import Foundation
import Testing
@testable import XResponder

/// A data source whose rows are values the tests change, then tell the table about.
@MainActor
final class ArraySource: UITableViewDataSource {
    var sections: [[String]]
    init(_ sections: [[String]]) { self.sections = sections }
    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        return cell
    }
}

@Suite("UITableView: animated inserts, deletes, moves and reloads (R-LC1)", .tearsDownTestTrees)
@MainActor
struct TableViewUpdateTests {
    func table(_ h: Harness, _ source: ArraySource) -> (UIWindow, UITableView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// Every shown cell shows its row's value, and no cell is left over once animations end.
    func expectExact(_ table: UITableView, _ source: ArraySource, sourceLocation: SourceLocation = #_sourceLocation) {
        for (indexPath, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
            #expect(cell.textLabel?.text == source.sections[indexPath.section][indexPath.row], sourceLocation: sourceLocation)
            #expect(cell.frame == table.rectForRow(at: indexPath), sourceLocation: sourceLocation)
        }
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count, sourceLocation: sourceLocation)
    }

    @Test("R-LC1: an insert in the middle slides the rows below down and fades the new row in; the selection follows")
    func insert() {
        let h = Harness()
        let source = ArraySource([(0..<100).map { "r\($0)" }])
        let (window, table) = table(h, source)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .none)
        let five = table.cellForRow(at: IndexPath(row: 5, section: 0))!
        source.sections[0].insert("new", at: 3)
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        #expect(table.numberOfRows(inSection: 0) == 101 && table.indexPathForSelectedRow == IndexPath(row: 6, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 6, section: 0)) === five && five.isSelected)
        let inserted = table.cellForRow(at: IndexPath(row: 3, section: 0))!
        #expect(inserted.textLabel?.text == "new")
        #expect(h.app.viewAnimator.withPresentationValues { inserted.alpha } < 0.1)   // drawn fading in
        h.input.advance(by: 0.15)
        let sliding = h.app.viewAnimator.withPresentationValues { five.frame.minY }
        #expect(sliding > 5 * 44 && sliding < 6 * 44)                        // between its old and new rows
        h.input.advance(by: 0.3)
        #expect(inserted.alpha == 1 && five.frame.minY == 6 * 44)
        expectExact(table, source)
        _ = window
    }

    @Test("R-LC1: deleted rows fade out and leave; moves and reloads land where the data says; batches complete")
    func deleteMoveReload() {
        let h = Harness()
        let source = ArraySource([(0..<20).map { "a\($0)" }, (0..<20).map { "b\($0)" }])
        let (_, table) = table(h, source)
        let doomed = table.cellForRow(at: IndexPath(row: 1, section: 0))!
        source.sections[0].remove(at: 1)
        table.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        #expect(doomed.superview === table && table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "a2")
        h.input.advance(by: 0.5)
        #expect(doomed.superview == nil)
        expectExact(table, source)

        var completed: [Bool] = []
        table.performBatchUpdates({
            let moved = source.sections[0].remove(at: 0)
            source.sections[0].insert(moved, at: 4)
            table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 4, section: 0))
            source.sections[0][2] = "changed"
            table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)   // a3 was at 3 before the batch
        }, completion: { completed.append($0) })
        h.input.advance(by: 0.5)
        #expect(completed == [true] && source.sections[0].prefix(5) == ["a2", "a3", "changed", "a5", "a0"][...])
        expectExact(table, source)
    }

    @Test("R-LC1: counts that disagree with the batch are traced and the table reloads instead, without a crash")
    func mismatchReloads() {
        let h = Harness()
        let source = ArraySource([["a", "b", "c"]])
        let (window, table) = table(h, source)
        source.sections[0].append(contentsOf: ["d", "e"])                // two rows added,
        table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade)   // one reported
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 5 && table.batchesReloadedInstead == 1)
        expectExact(table, source)
    }

    @Test("R-LC1: sections inserted and deleted; 200 random edits in a row leave every shown cell exact")
    func sectionsAndRepeatedEdits() {
        let h = Harness()
        let source = ArraySource([(0..<5).map { "x\($0)" }])
        let (window, table) = table(h, source)
        source.sections.insert(["s0", "s1"], at: 0)
        table.insertSections(IndexSet(integer: 0), with: .automatic)
        h.input.advance(by: 0.5)
        #expect(table.numberOfSections == 2 && table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "x0")
        source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        h.input.advance(by: 0.5)
        expectExact(table, source)

        var generator = SeededGenerator(seed: 31)
        var counter = 0
        for _ in 0..<200 {
            let rows = source.sections[0].count
            if rows < 3 || Int.random(in: 0..<2, using: &generator) == 0 {
                let at = Int.random(in: 0...rows, using: &generator)
                counter += 1
                source.sections[0].insert("n\(counter)", at: at)
                table.insertRows(at: [IndexPath(row: at, section: 0)], with: .automatic)
            } else {
                let at = Int.random(in: 0..<rows, using: &generator)
                source.sections[0].remove(at: at)
                table.deleteRows(at: [IndexPath(row: at, section: 0)], with: .automatic)
            }
            h.input.advance(by: 0.05)   // edits land while earlier ones still animate
        }
        h.input.advance(by: 0.5)
        window.layoutIfNeeded()
        expectExact(table, source)
        #expect(table.batchesReloadedInstead == 0)
    }
}

/// R-LC1: mapping index paths through a batch, many at a time, agrees with UIKit's rule spelled
/// out one path at a time (the oracle below filters the batch for each path, as the table once did).
@Suite("UITableView batches: index paths mapped through a batch (R-LC1)")
struct IndexPathMappingTests {
    static func oracle(_ update: ListUpdate, _ old: IndexPath) -> IndexPath? {
        if let move = update.movedRows.first(where: { $0.from == old }) { return move.to }
        guard !update.deletedSections.contains(old.section), !update.deletedRows.contains(old) else { return nil }
        var section = old.section - update.deletedSections.count(in: 0..<max(old.section, 0))
        for inserted in update.insertedSections.sorted() where inserted <= section { section += 1 }
        let gone = update.deletedRows.filter { $0.section == old.section } + update.movedRows.map(\.from).filter { $0.section == old.section }
        var row = old.row - gone.filter { $0.row < old.row }.count
        let arrived = (update.insertedRows + update.movedRows.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
        for inserted in arrived where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    @Test("R-LC1 random batches of deletes, inserts, moves and section changes map every row as the one-at-a-time rule does")
    func mappingAgreesWithTheRule() {
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let sections = Int.random(in: 1...4, using: &generator)
            let rows = (0..<sections).map { _ in Int.random(in: 0...30, using: &generator) }
            var update = ListUpdate()
            func randomPath() -> IndexPath? {
                let section = Int.random(in: 0..<sections, using: &generator)
                guard rows[section] > 0 else { return nil }
                return IndexPath(row: Int.random(in: 0..<rows[section], using: &generator), section: section)
            }
            for _ in 0..<Int.random(in: 0...6, using: &generator) { if let path = randomPath() { update.deletedRows.append(path) } }
            for _ in 0..<Int.random(in: 0...6, using: &generator) { if let path = randomPath() { update.insertedRows.append(path) } }
            for _ in 0..<Int.random(in: 0...3, using: &generator) {
                if let from = randomPath(), let to = randomPath() { update.movedRows.append((from, to)) }
            }
            if Int.random(in: 0..<4, using: &generator) == 0 { update.deletedSections.insert(Int.random(in: 0..<sections, using: &generator)) }
            if Int.random(in: 0..<4, using: &generator) == 0 { update.insertedSections.insert(Int.random(in: 0...sections, using: &generator)) }
            let mapping = IndexPathMapping(update)
            for section in 0..<sections {
                for row in 0..<rows[section] {
                    let path = IndexPath(row: row, section: section)
                    let expected = Self.oracle(update, path)
                    #expect(mapping.newIndexPath(for: path) == expected, "round \(round): \(path)")
                    #expect(update.newIndexPath(for: path) == expected, "round \(round): \(path)")
                }
                if !update.deletedSections.contains(section) {
                    // A row past every change lands in the section's new place.
                    let beyond = IndexPath(row: 1_000, section: section)
                    #expect(mapping.newSection(for: section) == Self.oracle(update, beyond)?.section, "round \(round)")
                }
            }
        }
    }
}
