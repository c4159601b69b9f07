import Foundation
import Testing
import XResponder
import XResponderTesting

/// The news feed's pull to refresh and sort menu run as they would on iOS (R-BR1).
@Suite("UIKit screens in Swift 5 mode: pull to refresh and a bar button menu (R-BR1)")
@MainActor
struct NewsFeedScreenTests {
    @Test("R-BR1: a pull refreshes once through target-action, the fetch ends refreshing and adds a headline; the Sort menu re-sorts")
    func newsFeed() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let feed = NewsFeedViewController(style: .plain)
        var pending: [() -> Void] = []
        feed.deliver = { pending.append($0) }
        let navigation = UINavigationController(rootViewController: feed)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func settle() { for _ in 0..<60 { input.advance(by: 1.0 / 60) } }

        let control = try #require(feed.refreshControl)
        let touch = input.mouseDown(at: CGPoint(x: 200, y: 200), in: window)
        for step in 1...15 {
            input.advance(by: 0.016)
            input.moveTouch(touch, to: CGPoint(x: 200, y: 200 + CGFloat(step) * 25))
        }
        input.endTouch(touch)
        settle()
        #expect(feed.fetches == 1 && control.isRefreshing)
        for work in pending { work() }
        settle()
        #expect(!control.isRefreshing && feed.headlines.first == "Breaking news 1")
        #expect(feed.tableView.numberOfRows(inSection: 0) == 4)

        let sort = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }.last)
        input.tap(at: sort.convert(CGPoint(x: sort.bounds.midX, y: sort.bounds.midY), to: nil), type: .indirectPointer)
        settle()
        let menu = try #require(feed.navigationItem.rightBarButtonItem?.menu)
        let byName = try #require(menu.children.compactMap { $0 as? UIAction }.first { $0.title == "A to Z" })
        #expect(byName.state == .off)
        // Sort opens the menu as a popup; its row runs the action as performWithSender does.
        byName.performWithSender(nil, target: nil)
        #expect(feed.sortedAlphabetically && feed.headlines == feed.headlines.sorted())
        #expect(feed.navigationItem.rightBarButtonItem?.menu?.children.compactMap { ($0 as? UIAction)?.state } == [.off, .on])
    }
}
