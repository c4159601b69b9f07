import Foundation
import Testing
@testable import XResponder

/// A cell laid out with Auto Layout: a wrapping label pinned to the content view's margins.
final class NoteCell: UITableViewCell {
    let body = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@MainActor
final class NotesSource: UITableViewDataSource {
    var texts: [String]
    var autoLayout: Bool
    init(_ texts: [String], autoLayout: Bool) { self.texts = texts; self.autoLayout = autoLayout }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if autoLayout {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.body.text = texts[indexPath.row]
            return cell
        }
        let cell = tableView.dequeueReusableCell(withIdentifier: "plain", for: indexPath)
        cell.textLabel?.numberOfLines = 0
        cell.textLabel?.text = texts[indexPath.row]
        return cell
    }
}

@Suite("UITableView: self-sizing rows (R-LC1)", .tearsDownTestTrees)
@MainActor
struct TableViewSelfSizingTests {
    static let long = String(repeating: "A long note that wraps over several lines of the row. ", count: 6)

    func table(_ h: Harness, _ source: NotesSource) -> (UIWindow, UITableView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        table.register(UITableViewCell.self, forCellReuseIdentifier: "plain")
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 60
        table.dataSource = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return (window, table)
    }

    @Test("R-LC1: Auto Layout cells size their rows; a long note is taller, the rows below follow; unshown rows keep the estimate")
    func autoLayoutCells() {
        let h = Harness()
        let source = NotesSource(["Short", Self.long, "Short again"] + Array(repeating: "x", count: 97), autoLayout: true)
        let (_, table) = table(h, source)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)), long = table.rectForRow(at: IndexPath(row: 1, section: 0))
        let oneLine = (UIFont.preferredFont(forTextStyle: .body).lineHeight).rounded(.up)
        #expect(abs(short.height - (24 + oneLine)) <= 2)
        #expect(long.height > 3 * oneLine + 24 && long.minY == short.maxY)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == long.maxY)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! NoteCell
        #expect(cell.frame == long && cell.body.frame.height > 3 * oneLine)
        #expect(table.rectForRow(at: IndexPath(row: 90, section: 0)).height == 60)   // not shown yet: estimated
    }

    @Test("R-LC1: default cells with wrapping labels size their rows, at least 44 points")
    func defaultCells() {
        let h = Harness()
        let source = NotesSource(["One line", Self.long], autoLayout: false)
        let (_, table) = table(h, source)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > 88)
        #expect(table.contentSize.height == table.rectForRow(at: IndexPath(row: 1, section: 0)).maxY)
    }

    @Test("R-LC1: scrolling up through estimated rows, the rows on screen stay put while those above are measured")
    func noJumpWhenRowsAboveAreMeasured() throws {
        let h = Harness()
        let source = NotesSource(Array(repeating: Self.long, count: 300), autoLayout: true)
        let (window, table) = table(h, source)
        table.contentOffset = CGPoint(x: 0, y: 60 * 150)          // deep in estimated rows
        window.layoutIfNeeded()
        let watched = try #require(table.indexPathsForVisibleRows?.last)
        let before = table.rectForRow(at: watched).minY - table.contentOffset.y
        table.contentOffset.y -= 100                               // rows above come into view
        window.layoutIfNeeded()
        let after = table.rectForRow(at: watched).minY - table.contentOffset.y
        #expect(abs(after - (before + 100)) <= 0.5)                // it moved by the scroll, no more
        #expect(table.visibleCells.allSatisfy { $0.frame.height > 60 })   // all shown rows measured
    }

    @Test("R-LC1: rows inserted with insertRows(at:with:) are sized as they go in; the measures of rows that moved go with them")
    func insertedRowsSizeAsTheyGoIn() {
        let h = Harness()
        let source = NotesSource(["Short", "Short too"], autoLayout: true)
        let (window, table) = table(h, source)
        let shortHeight = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        source.texts.insert(Self.long, at: 1)
        table.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        window.layoutIfNeeded()
        let inserted = table.rectForRow(at: IndexPath(row: 1, section: 0))
        #expect(inserted.height > 3 * shortHeight, "measured when inserted, not left at the estimate")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).height == shortHeight, "the moved row keeps its measure")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == inserted.maxY)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.frame == inserted)
        source.texts.remove(at: 0)
        table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        window.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: inserted.width, height: inserted.height))
    }
}
