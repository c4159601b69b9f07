import Foundation
import Testing
import XResponder

/// The aisles screen runs as it would on iOS: its registered headers show their sections and are
/// reused as the list scrolls (R-LC1).
@Suite("UIKit screens in Swift 5 mode: a list with registered section header views (R-LC1)")
@MainActor
struct AislesScreenTests {
    @Test("R-LC1: each visible section shows its own header view, dequeued from the registered class and reused while scrolling")
    func headersShowAndAreReused() throws {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let controller = AislesViewController(style: .plain)
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = controller.tableView!
        let first = try #require(table.headerView(forSection: 0) as? AisleHeaderView)
        #expect(first.titleLabel.text == "Aisle 1" && first.countLabel.text == "4 items")
        #expect(table.rectForHeader(inSection: 1).minY == table.rectForRow(at: IndexPath(row: 3, section: 0)).maxY)
        var seen = Set<ObjectIdentifier>()
        for section in stride(from: 0, to: 30, by: 3) {
            table.scrollToRow(at: IndexPath(row: 0, section: section), at: .top, animated: false)
            window.layoutIfNeeded()
            let header = try #require(table.headerView(forSection: section) as? AisleHeaderView)
            #expect(header.titleLabel.text == "Aisle \(section + 1)")
            seen.insert(ObjectIdentifier(header))
        }
        #expect(seen.count < 10, "headers are reused: \(seen.count) distinct views for 10 sections")
    }
}
