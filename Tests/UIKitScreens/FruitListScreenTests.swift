import Foundation
import Testing
import XResponder
import XResponderTesting

/// The fruit list runs as it would on iOS (issue #32, R-LC1).
@Suite("UIKit screens in Swift 5 mode: a table view controller with sections, selection and a push (R-LC1)")
@MainActor
struct FruitListScreenTests {
    @Test("R-LC1: sections and rows appear, a click pushes the detail, coming back clears the selection")
    func fruitList() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let list = FruitListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(list.tableView)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 3)
        #expect(table.visibleCells.count == 7)
        let berry = try #require(table.cellForRow(at: IndexPath(row: 0, section: 1)))
        #expect(berry.textLabel?.text == "Strawberry" && berry.detailTextLabel?.text == "A berry")

        let lime = table.rectForRow(at: IndexPath(row: 1, section: 0))
        input.tap(at: table.convert(CGPoint(x: lime.midX, y: lime.midY), to: window))
        input.advance(by: 0.6)
        #expect(list.shownDetails == ["Lime"] && navigation.topViewController?.title == "Lime")
        navigation.popViewController(animated: true)
        input.advance(by: 0.6)
        #expect(navigation.topViewController === list && table.indexPathsForSelectedRows == nil)
    }
}
