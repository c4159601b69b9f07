import Foundation
import Testing
@testable import XResponder

/// A header in UIKit's idiom: it overrides init(reuseIdentifier:) and init?(coder:).
final class TitleHeader: UITableViewHeaderFooterView {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    let title = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        TitleHeader.made += 1
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        title.text = nil
    }
}

/// Fifty sections of five rows, each with a registered header and footer.
@MainActor
final class SectionedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func numberOfSections(in tableView: UITableView) -> Int { 50 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header") as? TitleHeader
        header?.title.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
        let footer = tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer")
        footer?.textLabel?.text = "\(section): 5 rows"
        return footer
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat { 20 }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
}

@Suite("UITableView: registered section headers and footers, and section geometry (R-LC1)", .tearsDownTestTrees)
@MainActor
struct TableSectionViewTests {
    func makeTable(_ source: SectionedSource, harness: Harness) -> UITableView {
        let window = harness.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.register(TitleHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
        table.dataSource = source
        table.delegate = source
        window.addSubview(table)
        window.layoutIfNeeded()
        return table
    }

    @Test("R-LC1 registered headers and footers are made through a subclass's init(reuseIdentifier:), shown for their sections, and reused when sections scroll away")
    func registeredSectionViews() throws {
        let h = Harness()
        let source = SectionedSource()
        TitleHeader.made = 0
        let table = makeTable(source, harness: h)
        let header = try #require(table.headerView(forSection: 0) as? TitleHeader)
        #expect(header.title.text == "Section 0" && header.reuseIdentifier == "header")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 40))
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "0: 5 rows")
        #expect(table.headerView(forSection: 40) == nil, "a section off screen has no header view")
        let madeAtFirst = TitleHeader.made
        #expect(madeAtFirst >= 1 && madeAtFirst <= 3)
        // Scroll through every section: the headers are reused, not made for each.
        for step in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 280)
            table.layoutIfNeeded()
        }
        #expect(TitleHeader.made <= madeAtFirst + 3, "made \(TitleHeader.made)")
        let shown = try #require(table.headerView(forSection: 40) as? TitleHeader)
        #expect(shown.title.text == "Section 40" && shown.reuses >= 1)
        // Unregistered identifiers give nil, as in UIKit.
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "nothing") == nil)
    }

    @Test("R-LC1 rect(forSection:), rectForHeader(inSection:), rectForFooter(inSection:) and indexPathsForRows(in:) answer from the section geometry")
    func sectionGeometry() {
        let h = Harness()
        let source = SectionedSource()
        let table = makeTable(source, harness: h)
        // A section: 40 header + 5 × 44 rows + 20 footer = 280.
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 280, width: 320, height: 280))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 280, width: 320, height: 40))
        #expect(table.rectForFooter(inSection: 1) == CGRect(x: 0, y: 540, width: 320, height: 20))
        #expect(table.rect(forSection: 99) == .zero)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 320, width: 320, height: 88)) == [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 100_000, width: 320, height: 10)) == nil)
    }
}
