import Foundation
import Testing
@testable import XResponder

/// A data source of `count` rows of one cell style, counting the cells it makes.
@MainActor
final class StyledRowsSource: UITableViewDataSource {
    let count: Int
    let style: UITableViewCell.CellStyle
    private(set) var cellsMade = 0
    init(count: Int, style: UITableViewCell.CellStyle) { self.count = count; self.style = style }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsMade += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? UITableViewCell(style: style, reuseIdentifier: "row")
        cell.textLabel?.text = "Row \(indexPath.row)"
        cell.detailTextLabel?.text = style == .subtitle ? "Subtitle of row \(indexPath.row)" : nil
        return cell
    }
}

/// Rows size themselves unless the app says otherwise, as in iOS 11 and later (R-BR5).
@Suite("UITableView: rows self-size by default (R-BR5)", .tearsDownTestTrees)
@MainActor
struct TableViewDefaultSelfSizingTests {
    func table(_ h: Harness, _ source: StyledRowsSource) -> UITableView {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    @Test("R-BR5: rowHeight and estimatedRowHeight are automaticDimension until the app sets them")
    func defaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension)
    }

    @Test("R-BR5: a .subtitle cell gets the height its two labels need without setting rowHeight; its labels do not overlap")
    func subtitleRowsAreNotCramped() throws {
        let h = Harness()
        let source = StyledRowsSource(count: 20, style: .subtitle)
        let table = table(h, source)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.frame.height > 50, "a subtitle row is \(cell.frame.height) points")
        cell.layoutIfNeeded()
        let title = try #require(cell.textLabel), subtitle = try #require(cell.detailTextLabel)
        let titleFrame = title.convert(title.bounds, to: cell), subtitleFrame = subtitle.convert(subtitle.bounds, to: cell)
        #expect(titleFrame.maxY <= subtitleFrame.minY + 0.5)
        #expect(titleFrame.minY >= 0 && subtitleFrame.maxY <= cell.bounds.height + 0.5)
        // The second row starts where the first ends.
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == cell.frame.maxY)
        // A one-line default cell stays at UIKit's 44.
        let plain = self.table(h, StyledRowsSource(count: 5, style: .default))
        #expect(plain.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
    }

    @Test("R-BR5 R-LC3: a million self-sizing rows reload asking only for the cells on screen; rows measured away from the estimate move only the rows below")
    func millionRowsStayCheap() {
        let h = Harness()
        let source = StyledRowsSource(count: 1_000_000, style: .subtitle)
        let table = table(h, source)
        // Rows first tiled at the estimate are measured; those the measures pushed off the screen
        // were made once too (UIKit does the same), and nothing more.
        let shown = table.visibleCells.count
        #expect(shown > 0 && source.cellsMade < 20)
        #expect(source.cellsMade == table.measuredHeights.count)
        let first = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        #expect(first > 44)
        // Rows below stand at the estimate, shifted by what the measured rows above added.
        let added = table.measuredHeights.values.reduce(CGFloat(0)) { $0 + $1 - 44 }
        #expect(added > 0)
        #expect(abs(table.contentSize.height - (1_000_000 * 44 + added)) < 0.01)
        #expect(abs(table.rectForRow(at: IndexPath(row: 500_000, section: 0)).minY - (500_000 * 44 + added)) < 0.01)
        // Jumping to the middle measures only what shows there; the rows shown follow each other.
        table.contentOffset.y = 500_000 * 44
        table.layoutIfNeeded()
        #expect(source.cellsMade < 40)
        let middle = table.indexPathsForVisibleRows ?? []
        #expect(!middle.isEmpty)
        for (a, b) in zip(middle, middle.dropFirst()) {
            #expect(table.rectForRow(at: a).maxY == table.rectForRow(at: b).minY)
        }
        // A reload forgets the measures and again makes only the cells shown.
        let before = source.cellsMade
        table.reloadData()
        table.layoutIfNeeded()
        #expect(source.cellsMade - before == table.measuredHeights.count)
        #expect(table.measuredHeights.count < 20)
    }

    @Test("R-BR5: sparse measures give the same tops, heights and row-at-offset as summing every row's height")
    func measuredRowsMatchPrefixSums() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let count = Int.random(in: 1...300, using: &generator)
            let estimate = CGFloat([44, 60, 0].randomElement(using: &generator)!)
            var measures: [(row: Int, height: CGFloat)] = []
            for row in 0..<count where Bool.random(using: &generator) {
                measures.append((row, [44, 60, 0, 120.5, 17].randomElement(using: &generator)!))
            }
            let heights = Dictionary(uniqueKeysWithValues: measures.map { ($0.row, $0.height) })
            let offsets = TableGeometry.offsets(rowCount: count) { heights[$0] ?? estimate }
            var section = TableGeometry.Section()
            section.rowCount = count
            section.fixedRowHeight = estimate
            section.selfSizing = true
            section.measured = MeasuredRows(measures.shuffled(using: &generator), estimate: estimate)
            #expect(abs(section.rowsHeight - offsets[count]) < 0.001)
            for row in 0..<count {
                #expect(abs(section.rowTop(row) - offsets[row]) < 0.001)
                #expect(abs(section.rowHeight(row) - (offsets[row + 1] - offsets[row])) < 0.001)
                if offsets[row + 1] > offsets[row] {
                    #expect(section.row(at: offsets[row] + 0.25) == row)
                }
            }
        }
    }
}
