import Foundation
import Testing
import XResponder
import XResponderTesting

/// The mailboxes split view runs as it would on an iPad (R-BR1).
@Suite("UIKit screens in Swift 5 mode: a double-column split view with a sidebar (R-BR1)")
@MainActor
struct MailboxesScreenTests {
    @Test("R-BR1: the sidebar beside the messages; a click shows a mailbox in the secondary column; narrowed, the sidebar stays on top")
    func mailboxes() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1000, height: 640))
        let delegate = MailSplitDelegate()
        let split = makeMailSplitViewController(delegate: delegate)
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let sidebar = try #require(split.viewController(for: .primary) as? MailboxesViewController)
        let table = try #require(sidebar.tableView)
        #expect(table.window === window && split.displayMode == .oneBesideSecondary)
        let sent = table.rectForRow(at: IndexPath(row: 2, section: 0))
        input.tap(at: table.convert(CGPoint(x: sent.midX, y: sent.midY), to: window))
        input.advance(by: 0.6)
        window.layoutIfNeeded()
        let shown = try #require((split.viewControllers.last as? UINavigationController)?.topViewController as? MessagesViewController)
        #expect(shown.mailbox == "Sent" && shown.countLabel.window === window && shown.view.frame.minX == 0)
        #expect(shown.navigationController?.view.frame.minX == 320)
        window.frame.size.width = 400
        window.layoutIfNeeded()
        #expect(split.isCollapsed && table.window === window && shown.view.window == nil)
    }
}
