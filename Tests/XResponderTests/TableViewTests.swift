import Foundation
import Testing
@testable import XResponder

/// A data source of `sections` sections of `rows` rows each, counting what the table asks.
@MainActor
final class CountingSource: UITableViewDataSource, UITableViewDelegate {
    var sections = 1
    var rows = 1_000_000
    var cellRequests = 0
    var heights: ((IndexPath) -> CGFloat)?
    var titles: [String]?
    var selectedLog: [String] = []
    var vetoed: IndexPath?

    func numberOfSections(in tableView: UITableView) -> Int { sections }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellRequests += 1
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = "Row \(indexPath.section).\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles?[section] }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heights?(indexPath) ?? UITableView.automaticDimension
    }
    /// Every will/did selection call, in order.
    var calls: [String] = []
    /// willDeselectRowAt answers nil for this row: it stays selected.
    var keptSelected: IndexPath?

    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return indexPath == vetoed ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath == keptSelected ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedLog.append("select \(indexPath.row)")
        calls.append("didSelect \(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        selectedLog.append("deselect \(indexPath.row)")
        calls.append("didDeselect \(indexPath.row)")
    }
}

/// A cell subclass in UIKit's idiom: it overrides init(style:reuseIdentifier:) and init?(coder:).
final class BadgeCell: UITableViewCell {
    static var made = 0
    var reuses = 0
    let badge = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        BadgeCell.made += 1
        contentView.addSubview(badge)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        badge.text = nil
    }
}

@Suite("UITableView: rows, reuse, sections and selection (R-LC1, R-LC3)", .tearsDownTestTrees)
@MainActor
struct TableViewTests {
    func table(_ h: Harness, _ source: CountingSource, style: UITableView.Style = .plain) -> (UIWindow, UITableView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let table = UITableView(frame: window.bounds, style: style)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    /// A table of 100 rows as a navigation controller's root view: its bounds run under the bar.
    func tableUnderABar(_ h: Harness, _ source: CountingSource) -> (UIWindow, UITableView) {
        source.rows = 100
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let controller = UIViewController()
        let table = UITableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = source
        controller.view = table
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test("R-LC3: a million rows cost counts, not cells: only the rows on screen are asked for and exist")
    func millionRows() {
        let h = Harness()
        let source = CountingSource()
        let (window, table) = table(h, source)
        #expect(table.contentSize.height == 44_000_000 && table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(source.cellRequests == 10 && table.visibleCells.count == 10)   // 440 / 44
        table.reloadData()
        window.layoutIfNeeded()
        #expect(source.cellRequests == 20 && table.visibleCells.count == 10)
        table.contentOffset = CGPoint(x: 0, y: 44 * 500_000)
        window.layoutIfNeeded()
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 500_000, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 500_003, section: 0))?.textLabel?.text == "Row 0.500003")
    }

    @Test("R-LC1 R-LC3: scrolling through a thousand rows reuses a bounded set of cells; none shows another row's text")
    func reuse() {
        let h = Harness()
        let source = CountingSource()
        source.rows = 1_000
        let (window, table) = table(h, source)
        table.register(BadgeCell.self, forCellReuseIdentifier: "row")
        table.reloadData()
        BadgeCell.made = 0
        var seen = Set<ObjectIdentifier>()
        var y: CGFloat = 0
        while y < 44 * 990 {
            table.contentOffset = CGPoint(x: 0, y: y)
            window.layoutIfNeeded()
            for (indexPath, cell) in zip(table.indexPathsForVisibleRows ?? [], table.visibleCells) {
                #expect(cell.textLabel?.text == "Row 0.\(indexPath.row)")
                #expect(cell is BadgeCell && cell.frame.minY == CGFloat(indexPath.row) * 44)
                seen.insert(ObjectIdentifier(cell))
            }
            y += 37   // not a multiple of the row height: rows come and go one at a time
        }
        #expect(BadgeCell.made <= 12 && seen.count <= 12)      // visible (11 when straddling) + 1
        #expect(table.visibleCells.compactMap { $0 as? BadgeCell }.contains { $0.reuses > 0 })
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
    }

    @Test("R-LC1: sections with title headers; a plain table's header sticks to the top while its section scrolls")
    func stickyHeaders() {
        let h = Harness()
        let source = CountingSource()
        source.sections = 3
        source.rows = 20
        source.titles = ["A", "B", "C"]
        let (window, table) = table(h, source)
        // Section tops: 0, 28 + 880 = 908, 1816.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 936, width: 400, height: 44))
        table.contentOffset = CGPoint(x: 0, y: 1000)
        window.layoutIfNeeded()
        let headers = table.subviews.compactMap { $0 as? UITableViewHeaderFooterView }
        let sticky = headers.first { $0.frame.minY == 1000 }
        #expect(sticky != nil && sticky?.frame.height == 28)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 1000 + 100)) == IndexPath(row: 3, section: 1))
    }

    @Test("R-LC1: heights from the delegate place rows by their sums; a point finds its row")
    func delegateHeights() {
        let h = Harness()
        let source = CountingSource()
        source.rows = 100
        source.heights = { CGFloat(20 + $0.row % 3 * 10) }   // 20, 30, 40, 20, …
        let (window, table) = table(h, source)
        #expect(table.contentSize.height == CGFloat(33 * 90 + 20))
        #expect(table.rectForRow(at: IndexPath(row: 4, section: 0)) == CGRect(x: 0, y: 110, width: 400, height: 30))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 139)) == IndexPath(row: 4, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 5, y: 140)) == IndexPath(row: 5, section: 0))
        _ = window
    }

    @Test("R-LC1: a click selects (the delegate may veto); multiple selection toggles; selection survives reuse")
    func selection() {
        let h = Harness()
        let source = CountingSource()
        source.rows = 100
        let (window, table) = table(h, source)
        h.input.tap(at: CGPoint(x: 100, y: 66))
        h.input.advance(by: 0.3)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0) && source.selectedLog == ["select 1"])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
        h.input.tap(at: CGPoint(x: 100, y: 110))
        h.input.advance(by: 0.3)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        #expect(source.selectedLog == ["select 1", "deselect 1", "select 2"])
        source.vetoed = IndexPath(row: 3, section: 0)
        h.input.tap(at: CGPoint(x: 100, y: 154))
        h.input.advance(by: 0.3)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        table.allowsMultipleSelection = true
        h.input.tap(at: CGPoint(x: 100, y: 22))
        h.input.advance(by: 0.3)
        h.input.tap(at: CGPoint(x: 100, y: 110))
        h.input.advance(by: 0.3)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        // Away and back: the row's new cell is selected, the others are not.
        table.contentOffset = CGPoint(x: 0, y: 44 * 50)
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        window.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        table.deselectRow(at: IndexPath(row: 0, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test("R-LC1: selecting another row asks willDeselectRowAt for the old one, in UIKit's order; after nil no didDeselect is sent")
    func deselectingTheOldRowAsks() {
        let h = Harness()
        let source = CountingSource()
        source.rows = 100
        let (_, table) = table(h, source)
        h.input.tap(at: CGPoint(x: 100, y: 66))
        h.input.advance(by: 0.3)
        h.input.tap(at: CGPoint(x: 100, y: 110))
        h.input.advance(by: 0.3)
        #expect(source.calls == ["willSelect 1", "didSelect 1", "willSelect 2", "willDeselect 1", "didDeselect 1", "didSelect 2"])
        source.calls = []
        source.keptSelected = IndexPath(row: 2, section: 0)
        h.input.tap(at: CGPoint(x: 100, y: 154))
        h.input.advance(by: 0.3)
        #expect(source.calls == ["willSelect 3", "willDeselect 2", "didSelect 3"])
        // Single selection still holds one row: the new one (selectRow replaces it, as in UIKit).
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
    }

    @Test("R-LC1: a drag that starts on a row scrolls and cancels its highlight; it selects nothing")
    func dragCancelsHighlight() {
        let h = Harness()
        let source = CountingSource()
        source.rows = 100
        let (_, table) = table(h, source)
        h.input.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 100))
        h.input.advance(by: 1)
        #expect(table.contentOffset.y > 100 && table.indexPathsForSelectedRows == nil)
        #expect(table.visibleCells.allSatisfy { !$0.isHighlighted })
        #expect(source.selectedLog.isEmpty)
    }

    @Test("R-LC1: the default cell styles lay out text, detail and image as UIKit does; a list configuration replaces them")
    func cellStyles() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Detail"
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY)
        let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value.textLabel?.text = "Name"
        value.detailTextLabel?.text = "Ada"
        value.accessoryType = .disclosureIndicator
        value.layoutIfNeeded()
        #expect(value.detailTextLabel!.frame.maxX <= 320 - 34 - 16 + 1 && value.detailTextLabel!.frame.minX > value.textLabel!.frame.minX)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        let configured = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = configured.defaultContentConfiguration()
        content.text = "Configured"
        content.secondaryText = "Below"
        configured.contentConfiguration = content
        configured.layoutIfNeeded()
        #expect(configured.contentView.subviews.contains { $0 is UIListContentView })
    }

    @Test("R-LC1 R-AS2: under a navigation bar the list rests below the bar and scrolls under it; .never keeps it at 0")
    func restsBelowTheBar() throws {
        let h = Harness()
        let source = CountingSource()
        let (window, table) = tableUnderABar(h, source)
        #expect(table.adjustedContentInset.top == 44 && table.contentOffset.y == -44)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(first.convert(first.bounds, to: window).minY == 44)
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.setContentOffset(CGPoint(x: 0, y: -44), animated: false)
        #expect(table.contentOffset.y == -44)
        table.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        #expect(table.adjustedContentInset.top == 0)
    }

    @Test("R-LC1: scrollToRow under a navigation bar places the row in what shows — at .top just below the bar, the first row back at rest")
    func scrollToRowUnderTheBar() throws {
        let h = Harness()
        let source = CountingSource()
        let (window, table) = tableUnderABar(h, source)
        func top(of row: Int) throws -> CGFloat {
            let cell = try #require(table.cellForRow(at: IndexPath(row: row, section: 0)))
            return cell.convert(cell.bounds, to: window).minY
        }
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        window.layoutIfNeeded()
        #expect(try top(of: 50) == 44, "below the bar, not under it")
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        window.layoutIfNeeded()
        #expect(try top(of: 50) == 44 + (396 - 44) / 2, "the middle of the 396 points that show")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .middle, animated: false)
        window.layoutIfNeeded()
        let firstTop = try top(of: 0)
        #expect(table.contentOffset.y == -44 && firstTop == 44, "the first row cannot go lower than at rest")
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .bottom, animated: false)
        window.layoutIfNeeded()
        #expect(try top(of: 99) == 440 - 44)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .none, animated: false)   // above what shows
        window.layoutIfNeeded()
        #expect(try top(of: 50) == 44)
        table.contentOffset = CGPoint(x: 0, y: 5 * 44 - 44 + 10)   // row 5's top 10 points under the bar
        table.scrollRectToVisible(table.rectForRow(at: IndexPath(row: 5, section: 0)), animated: false)
        window.layoutIfNeeded()
        #expect(try top(of: 5) == 44, "scrollRectToVisible counts what is under the bar as hidden")
    }

    @Test("R-A11Y1 R-LC1: an assistive technology's click on a row cut off at the list's edge scrolls it into view, then selects it")
    func accessibilityClickScrollsIntoView() throws {
        let h = Harness()
        let source = CountingSource()
        source.rows = 100
        let (window, table) = table(h, source)
        table.frame.size.height = 400
        window.layoutIfNeeded()
        let path = IndexPath(row: 9, section: 0)   // 396 to 440: its middle is below the list
        let cell = try #require(table.cellForRow(at: path))
        #expect(ATSPIAction.names(of: AccessibilityNode(cell)) == ["click"])
        #expect(ATSPIAction.perform(0, on: AccessibilityNode(cell)))
        h.input.advance(by: 0.1)
        #expect(table.indexPathForSelectedRow == path, "the click landed on the row")
        #expect(table.rectForRow(at: path).maxY <= table.bounds.maxY, "the row shows whole")
    }

    @Test("R-LC4: a click focuses the list; arrows, Page Down, Home and End move the selection across sections; Return activates")
    func keyboard() {
        let h = Harness()
        let source = CountingSource()
        source.sections = 2
        source.rows = 30
        let (window, table) = table(h, source)
        h.input.tap(at: CGPoint(x: 100, y: 22))
        h.input.advance(by: 0.3)
        #expect(table.isFirstResponder && table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        source.selectedLog = []
        func press(_ usage: UIKeyboardHIDUsage, _ flags: UIKeyModifierFlags = []) {
            h.input.pressKey(UIKey(characters: "", modifierFlags: flags, keyCode: usage))
        }
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        press(.keyboardPageDown)                                   // 440 / 44 = 10 rows, less one
        #expect(table.indexPathForSelectedRow == IndexPath(row: 11, section: 0))
        #expect(table.rectForRow(at: IndexPath(row: 11, section: 0)).maxY <= table.bounds.maxY)   // scrolled into view
        press(.keyboardEnd)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 29, section: 1))
        press(.keyboardUpArrow)
        press(.keyboardHome)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0) && source.selectedLog.isEmpty)
        press(.keyboardEnd)
        press(.keyboardDownArrow)                                   // the last row stays the last
        #expect(table.indexPathForSelectedRow == IndexPath(row: 29, section: 1))
        press(.keyboardReturnOrEnter)
        #expect(source.selectedLog == ["select 29"])
        // Shift extends a multiple selection, across the sections' boundary.
        table.allowsMultipleSelection = true
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        table.selectionAnchor = IndexPath(row: 28, section: 0)
        press(.keyboardDownArrow, .shift)
        press(.keyboardDownArrow, .shift)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 28, section: 0), IndexPath(row: 29, section: 0),
                                                    IndexPath(row: 0, section: 1)])
        _ = window
    }

    @Test("R-LC1: a sticky header is drawn over the rows scrolling under it")
    func stickyHeaderCoversRows() throws {
        let h = Harness()
        let source = CountingSource()
        source.sections = 2
        source.rows = 30
        source.titles = ["A", "B"]
        let (window, table) = table(h, source)
        for cell in table.visibleCells { cell.backgroundColor = .systemRed }
        table.contentOffset = CGPoint(x: 0, y: 20)
        window.layoutIfNeeded()
        for cell in table.visibleCells { cell.backgroundColor = .systemRed }
        let header = try #require(table.subviews.first { $0 is UITableViewHeaderFooterView })
        #expect(header.frame.minY == 20 && table.subviews.last === header || table.subviews.last is UIImageView)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let inHeader = try #require(image.pixel(x: 300, y: 20))   // row 0 lies under the header here
        #expect(!(inHeader.red > 200 && inHeader.green < 100))
    }

    @Test("R-LC1: a new data source replaces every row shown; no cell keeps the old one's text")
    func newDataSource() {
        let h = Harness()
        let first = CountingSource()
        first.rows = 50
        let (window, table) = table(h, first)
        let second = ArraySource([["one", "two"]])
        table.dataSource = second
        window.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["one", "two"])
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == 2)
        withExtendedLifetime(second) {}
    }

    @Test("R-LC1: the table's separator colour and inset reach its cells (a cell's own inset wins); a background view lies behind the rows")
    func separatorsAndBackground() throws {
        let h = Harness()
        let source = CountingSource()
        source.rows = 20
        let (window, table) = table(h, source)
        table.separatorColor = .systemRed
        table.separatorInset = UIEdgeInsets(top: 0, left: 100, bottom: 0, right: 0)
        let background = UIView()
        background.backgroundColor = .systemGreen
        table.backgroundView = background
        window.layoutIfNeeded()
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
        second.separatorInset = UIEdgeInsets(top: 0, left: 300, bottom: 0, right: 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.separatorInset.left == 100)
        #expect(table.subviews.first === background && background.frame == table.bounds)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        func isRed(_ x: Int, _ y: Int) -> Bool {
            guard let p = image.pixel(x: x, y: y) else { return false }
            return p.red > 200 && p.green < 100 && p.blue < 100
        }
        #expect(isRed(150, 43) && !isRed(50, 43))      // row 0: from the table's inset on
        #expect(isRed(350, 87) && !isRed(150, 87))     // row 1: its own inset
        table.separatorStyle = .none
        window.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { $0.separatorColor == nil })
    }
}
