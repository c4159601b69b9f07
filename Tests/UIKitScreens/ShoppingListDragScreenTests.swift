import Foundation
import Testing
import XResponder
import XResponderTesting

/// The shopping list's rows are dragged into order, and text dropped on it becomes a row (R-LC1, R-DT2).
@Suite("UIKit screens in Swift 5 mode: drag and drop in a table view (R-LC1, R-DT2)")
@MainActor
struct ShoppingListDragScreenTests {
    /// The list in a navigation controller, with a label reading Tea below it to drag from.
    func showScreen() -> (HeadlessInput, UIWindow, ShoppingListViewController) {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = ShoppingListViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        let tea = DraggableLabel(frame: CGRect(x: 20, y: 540, width: 100, height: 40))
        tea.text = "Tea"
        window.addSubview(tea)
        input.runUntilIdle()
        return (input, window, screen)
    }

    @Test("R-LC1: Coffee dragged to the top moves there through moveRowAt; Tea dragged from a label lands between Eggs and Bread")
    func reorderAndDrop() throws {
        let (input, window, screen) = showScreen()

        func center(of row: Int) -> CGPoint {
            let cell = screen.tableView.cellForRow(at: IndexPath(row: row, section: 0))!
            return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        }
        func drag(from start: CGPoint, to end: CGPoint) {
            let touch = input.mouseDown(at: start, in: window)
            for step in 1...10 {
                input.advance(by: 0.02)
                input.moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * CGFloat(step) / 10,
                                                   y: start.y + (end.y - start.y) * CGFloat(step) / 10))
            }
            input.advance(by: 0.02)
            input.endTouch(touch)
            input.advance(by: 0.5)
            input.runUntilIdle()
        }

        let top = center(of: 0)
        drag(from: center(of: 3), to: CGPoint(x: top.x, y: top.y - 10))
        #expect(screen.list.items == ["Coffee", "Milk", "Eggs", "Bread", "Apples"])

        let between = CGPoint(x: top.x, y: (center(of: 2).y + center(of: 3).y) / 2)
        drag(from: CGPoint(x: 40, y: 560), to: between)
        #expect(screen.list.items == ["Coffee", "Milk", "Eggs", "Tea", "Bread", "Apples"])
        let shown = (0..<6).map { screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
        #expect(shown == ["Coffee", "Milk", "Eggs", "Tea", "Bread", "Apples"])
    }

    @Test("R-DT2: while Tea is dragged its rounded picture follows the pointer on top of the window; after the drop it is gone")
    func dragPicture() throws {
        let (input, window, screen) = showScreen()
        let touch = input.mouseDown(at: CGPoint(x: 40, y: 560), in: window)
        input.moveTouch(touch, to: CGPoint(x: 60, y: 500))
        input.moveTouch(touch, to: CGPoint(x: 100, y: 300))
        let picture = try #require(window.subviews.last as? UIImageView)
        #expect(picture.image?.size == CGSize(width: 100, height: 40))
        #expect(picture.frame.origin == CGPoint(x: 80, y: 280))
        input.endTouch(touch)
        input.advance(by: 0.5)
        input.runUntilIdle()
        #expect(!window.subviews.contains { $0 === picture })
        #expect(screen.list.items.contains("Tea"))
    }
}
