import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A table of countries that counts the cells it was asked for.
@MainActor
private final class Countries: NSObject, UITableViewDataSource {
    var names = ["Albania", "Åland", "Argentina", "Belgium", "Brazil", "Canada", "Chad", "Chile", "China", "Colombia",
                 "Denmark", "Egypt"] + (0..<60).map { "Filler \($0)" } + ["Zambia", "Zimbabwe"]
    var asked = 0

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        asked += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "Country", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = names[indexPath.row]
        content.secondaryText = "Country"
        cell.contentConfiguration = content
        return cell
    }
}

@Suite("Type-to-select in lists (R-LC4)", .tearsDownTestTrees)
@MainActor
struct TypeSelectTests {
    let h = Harness()

    private func countryTable() -> (UITableView, Countries) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Country")
        let countries = Countries()
        table.dataSource = countries
        window.addSubview(table)
        window.layoutIfNeeded()
        _ = table.becomeFirstResponder()
        return (table, countries)
    }

    private func type(_ text: String, _ flags: UIKeyModifierFlags = []) {
        for character in text {
            var key = UIKey.forCharacter(character, modifiers: flags)
            key.modifierFlags = flags
            h.input.pressKey(key)
            h.input.advance(by: 0.1)
        }
    }

    private func selected(_ table: UITableView, _ countries: Countries) -> String? {
        table.indexPathForSelectedRow.map { countries.names[$0.row] }
    }

    @Test("R-LC4: letters typed within a second make a prefix and select the first row starting with it, ignoring case and accents; a pause starts again")
    func prefix() {
        let (table, countries) = countryTable()
        type("ch")
        #expect(selected(table, countries) == "Chad")
        type("i")
        #expect(selected(table, countries) == "Chile")
        h.input.advance(by: 1.5)
        type("B")
        #expect(selected(table, countries) == "Belgium")
        h.input.advance(by: 1.5)
        type("al")
        #expect(selected(table, countries) == "Albania")
        type("a")
        #expect(selected(table, countries) == "Åland", "ala matches Åland: accents ignored")
    }

    @Test("R-LC4: one letter typed again moves to the next row starting with it, round to the first")
    func sameLetterCycles() {
        let (table, countries) = countryTable()
        type("c")
        #expect(selected(table, countries) == "Canada")
        type("ccccc")
        #expect(selected(table, countries) == "Canada", "five more: Chad, Chile, China, Colombia, round to Canada")
        type("c")
        #expect(selected(table, countries) == "Chad")
    }

    @Test("R-LC4: a row far below the screen is found by asking the data source, selected and scrolled into view; the cells made for it go to the pool")
    func offScreenRow() throws {
        let (table, countries) = countryTable()
        let shown = table.visibleCells.count
        type("zi")
        #expect(selected(table, countries) == "Zimbabwe")
        let row = try #require(table.indexPathForSelectedRow)
        #expect(table.bounds.contains(table.rectForRow(at: row)), "scrolled into view")
        #expect(countries.asked > shown + 50, "rows not shown were asked for")
        #expect(table.cellRegistry.waitingCount <= UITableView.poolLimitPerIdentifier)
    }

    @Test("R-LC4: keys with Control, nothing matching, a leading space, an empty list: no selection moves and nothing breaks")
    func leavesOtherKeysAlone() {
        let (table, countries) = countryTable()
        type("c", .control)
        #expect(table.indexPathForSelectedRow == nil)
        type("q")
        #expect(table.indexPathForSelectedRow == nil)
        h.input.advance(by: 1.5)
        type(" ")
        #expect(table.indexPathForSelectedRow == nil)
        countries.names = []
        table.reloadData()
        h.input.advance(by: 1.5)
        type("a")
        #expect(table.indexPathForSelectedRow == nil)
    }

    @Test("R-LC4: a collection view list selects by typing too")
    func collectionList() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let list = UICollectionView(frame: window.bounds,
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Oak", "Olive", "Pine"] + (0..<50).map { "Shrub \($0)" } + ["Willow", "Yew"])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(list)
        window.layoutIfNeeded()
        _ = list.becomeFirstResponder()
        type("ol")
        #expect(list.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        h.input.advance(by: 1.5)
        type("w")
        let willow = IndexPath(item: 53, section: 0)
        #expect(list.indexPathsForSelectedItems == [willow])
        let cell = try #require(list.cellForItem(at: willow))
        #expect(list.bounds.contains(list.convert(cell.frame, from: cell.superview)), "scrolled into view")
    }
}
