import Foundation
import Testing
@testable import XResponder

@Suite("Diffable data sources: snapshots applied with their difference animated (R-LC2)", .tearsDownTestTrees)
@MainActor
struct DiffableDataSourceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    func make(_ h: Harness) -> (UIWindow, UITableView, UITableViewDiffableDataSource<String, String>) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 2000))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = UITableViewDiffableDataSource<String, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        window.addSubview(table)
        return (window, table, source)
    }

    /// Every row shows the snapshot's item, and no cell is left over.
    func expectShows(_ snapshot: Snapshot, in table: UITableView, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(table.numberOfSections == snapshot.numberOfSections, sourceLocation: sourceLocation)
        var shown: [String] = []
        for section in 0..<table.numberOfSections {
            for row in 0..<table.numberOfRows(inSection: section) {
                shown.append(table.cellForRow(at: IndexPath(row: row, section: section))?.textLabel?.text ?? "?")
            }
        }
        #expect(shown == snapshot.itemIdentifiers, sourceLocation: sourceLocation)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == snapshot.numberOfItems, sourceLocation: sourceLocation)
    }

    @Test("R-LC2: a snapshot's inserts, deletes and moves animate into place; identifiers map to rows and back")
    func applyDifference() {
        let h = Harness()
        let (window, table, source) = make(h)
        var snapshot = Snapshot()
        snapshot.appendSections(["fruit", "veg"])
        snapshot.appendItems(["apple", "banana", "cherry"], toSection: "fruit")
        snapshot.appendItems(["kale", "leek"], toSection: "veg")
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        expectShows(snapshot, in: table)
        let cherry = table.cellForRow(at: IndexPath(row: 2, section: 0))
        snapshot.deleteItems(["banana"])
        snapshot.insertItems(["avocado"], afterItem: "apple")
        snapshot.moveItem("cherry", beforeItem: "apple")
        snapshot.appendItems(["onion"], toSection: "veg")
        var completed = false
        source.apply(snapshot) { completed = true }
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cherry)   // the same cell, moved
        h.input.advance(by: 0.5)
        #expect(completed)
        expectShows(snapshot, in: table)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == "leek")
        #expect(source.indexPath(for: "avocado") == IndexPath(row: 2, section: 0))
        #expect(source.snapshot().itemIdentifiers(inSection: "veg") == ["kale", "leek", "onion"])
        #expect(table.batchesReloadedInstead == 0)
    }

    @Test("R-LC2: sections that move or go; reloaded items get new cells; a hundred random snapshots stay exact")
    func randomSnapshots() {
        let h = Harness()
        let (window, table, source) = make(h)
        var generator = SeededGenerator(seed: 32)
        var next = 0
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b", "c"])
        for section in ["a", "b", "c"] {
            snapshot.appendItems((0..<4).map { _ in next += 1; return "i\(next)" }, toSection: section)
        }
        source.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        for _ in 0..<100 {
            var changed = source.snapshot()
            let items = changed.itemIdentifiers
            switch Int.random(in: 0..<6, using: &generator) {
            case 0 where !items.isEmpty:
                changed.deleteItems([items.randomElement(using: &generator)!])
            case 1 where !items.isEmpty:
                next += 1
                changed.insertItems(["i\(next)"], beforeItem: items.randomElement(using: &generator)!)
            case 2 where items.count > 1:
                let moving = items.randomElement(using: &generator)!, target = items.randomElement(using: &generator)!
                changed.moveItem(moving, afterItem: target)
            case 3 where changed.numberOfSections > 1:
                let sections = changed.sectionIdentifiers
                changed.moveSection(sections.last!, beforeSection: sections.first!)
            case 4 where !items.isEmpty:
                changed.reloadItems([items.randomElement(using: &generator)!])
            default:
                next += 1
                changed.appendItems(["i\(next)"], toSection: changed.sectionIdentifiers.randomElement(using: &generator)!)
            }
            source.apply(changed)
            h.input.advance(by: 0.4)
            expectShows(changed, in: table)
        }
        #expect(table.batchesReloadedInstead == 0)   // every difference animated, none fell back to a reload
    }
}
