import Foundation
import Testing
import XResponder
import XResponderTesting

/// The to-do list runs as it would on iOS, with a mouse (issue #32, R-LC1 editing).
@Suite("UIKit screens in Swift 5 mode: a to-do list with swipe actions, delete and reorder (R-LC1)")
@MainActor
struct TodoListScreenTests {
    @Test("R-LC1: swipe right marks done, swipe left deletes, Edit then a handle drag reorders, Done leaves editing")
    func todoList() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let list = TodoListViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let table = try #require(list.tableView)

        func point(row: Int, x: CGFloat) -> CGPoint {
            let rect = table.rectForRow(at: IndexPath(row: row, section: 0))
            return table.convert(CGPoint(x: x, y: rect.midY), to: window)
        }
        func swipe(row: Int, from x: CGFloat, by dx: CGFloat) {
            let touch = input.beginTouch(at: point(row: row, x: x), in: window)
            for step in 1...8 {
                input.advance(by: 0.01)
                input.moveTouch(touch, to: point(row: row, x: x + dx * CGFloat(step) / 8))
            }
            input.advance(by: 0.05)
            input.endTouch(touch)
            input.advance(by: 0.5)
        }

        // Swipe right on "Call mum": the green Done action; a click on it checks the row.
        swipe(row: 2, from: 40, by: 120)
        input.tap(at: point(row: 2, x: 20), in: window)
        input.advance(by: 0.5)
        #expect(list.todos[2].done && table.cellForRow(at: IndexPath(row: 2, section: 0))?.accessoryType == .checkmark)

        // Swipe left on "Write report": Delete (outermost) and Later; Delete removes the row.
        swipe(row: 1, from: 350, by: -200)
        input.tap(at: point(row: 1, x: 380), in: window)
        input.advance(by: 0.5)
        #expect(list.todos.map { $0.title } == ["Buy milk", "Call mum", "Water plants", "Book flights", "Pay rent"])
        #expect(table.numberOfRows(inSection: 0) == 5)

        // Edit: rows show handles; drag "Buy milk" two rows down; Done.
        let edit = try #require(navigation.topViewController?.navigationItem.rightBarButtonItem)
        func clickBarButton(_ title: String) throws {
            let button = try #require(navigation.navigationBar.subviews.compactMap { $0 as? UIButton }
                .first { $0.title(for: .normal) == title })
            input.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
            input.advance(by: 0.5)
        }
        try clickBarButton("Edit")
        #expect(table.isEditing && edit.title == "Done")
        let handle = input.beginTouch(at: point(row: 0, x: 368), in: window)
        let start = point(row: 0, x: 368)
        for step in 1...8 {
            input.advance(by: 0.02)
            input.moveTouch(handle, to: CGPoint(x: start.x, y: start.y + 88 * CGFloat(step) / 8))
        }
        input.endTouch(handle)
        input.advance(by: 0.5)
        #expect(list.todos.map { $0.title } == ["Call mum", "Water plants", "Buy milk", "Book flights", "Pay rent"])
        #expect((table.cellForRow(at: IndexPath(row: 2, section: 0))?.contentConfiguration as? UIListContentConfiguration)?.text == "Buy milk")
        try clickBarButton("Done")
        #expect(!table.isEditing && edit.title == "Edit")
    }
}
