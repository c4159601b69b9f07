import Foundation
import Testing
@testable import XResponder

/// Pull to refresh (R-BR1): `UIRefreshControl` on a table, pulled with a drag or F5.
@Suite("UIRefreshControl: pull to refresh (R-BR1)", .serialized, .tearsDownTestTrees)
@MainActor
struct RefreshControlTests {
    /// A short list refreshed as apps do: the action reloads and ends refreshing later.
    final class Feed: UITableViewController {
        var refreshes = 0
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            refreshControl = UIRefreshControl()
            refreshControl?.attributedTitle = NSAttributedString(string: "Pull to refresh")
            refreshControl?.addAction(UIAction { [weak self] _ in self?.refreshes += 1 }, for: .valueChanged)
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "Item \(indexPath.row)"
            return cell
        }
    }

    private func show() -> (Harness, RecordingWindow, Feed) {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let feed = Feed(style: .plain)
        window.rootViewController = feed
        window.layoutIfNeeded()
        return (h, window, feed)
    }

    private func settle(_ h: Harness) {
        for _ in 0..<60 { h.input.advance(by: 1.0 / 60) }
    }

    @Test("R-BR1 a drag pulling a short list down past 80 points starts refreshing once and sends valueChanged; released, the list rests below the spinner; endRefreshing gives the room back")
    func pullToRefresh() throws {
        let (h, window, feed) = show()
        defer { withExtendedLifetime((h, window)) {} }
        let table = try #require(feed.tableView)
        let control = try #require(feed.refreshControl)
        #expect(control.superview === table && !control.isRefreshing && control.frame.maxY <= 0)

        let touch = h.input.mouseDown(at: CGPoint(x: 200, y: 100))
        for step in 1...15 {
            h.input.advance(by: 0.016)
            h.input.moveTouch(touch, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 25))
        }
        #expect(control.isRefreshing && feed.refreshes == 1, "pulled \(-table.contentOffset.y)")
        for step in 1...3 {   // pulling further does not trigger again
            h.input.advance(by: 0.016)
            h.input.moveTouch(touch, to: CGPoint(x: 200, y: 475 + CGFloat(step) * 10))
        }
        h.input.endTouch(touch)
        settle(h)
        #expect(feed.refreshes == 1)
        #expect(table.adjustedContentInset.top == UIRefreshControl.height && table.contentOffset.y == -UIRefreshControl.height,
                "\(table.contentOffset)")
        let shown = control.convert(control.bounds, to: window)
        let firstRowTop = table.convert(CGPoint.zero, to: window).y
        #expect(shown.minY >= 0 && abs(shown.maxY - firstRowTop) < 0.5, "the spinner shows just above the first row: \(shown)")

        control.endRefreshing()
        settle(h)
        #expect(!control.isRefreshing && table.adjustedContentInset.top == 0 && table.contentOffset.y == 0)
    }

    @Test("R-BR1 F5 refreshes the list and scrolls to show the spinner; beginRefreshing() in code sends nothing")
    func f5AndCode() throws {
        let (h, window, feed) = show()
        defer { withExtendedLifetime((h, window)) {} }
        let control = try #require(feed.refreshControl)
        control.beginRefreshing()
        #expect(control.isRefreshing && feed.refreshes == 0)
        control.endRefreshing()
        h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: .keyboardF5))
        h.input.runUntilIdle()
        settle(h)
        #expect(control.isRefreshing && feed.refreshes == 1)
        #expect(feed.tableView.contentOffset.y == -UIRefreshControl.height)
    }
}
