import Foundation
import Testing
import XResponder
import XResponderTesting

/// The mail list's rows swipe open to their actions (R-LC2).
@Suite("UIKit screens in Swift 5 mode: swipe actions in a collection view list (R-LC2)")
@MainActor
struct MailListScreenTests {
    @Test("R-LC2: a drag to the left uncovers Delete, whose click removes the message; a drag to the right flags one")
    func swipeToDeleteAndFlag() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = MailListViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        input.runUntilIdle()

        func drag(row: Int, by dx: CGFloat, from x: CGFloat) {
            let cell = screen.collectionView.cellForItem(at: IndexPath(item: row, section: 0))!
            let y = cell.convert(CGPoint(x: 0, y: cell.bounds.midY), to: window).y
            let touch = input.beginTouch(at: CGPoint(x: x, y: y), in: window)
            for step in 1...10 {
                input.advance(by: 0.01)
                input.moveTouch(touch, to: CGPoint(x: x + dx * CGFloat(step) / 10, y: y))
            }
            input.advance(by: 0.05)
            input.endTouch(touch)
            input.advance(by: 0.5)
        }
        drag(row: 2, by: -160, from: 250)
        let open = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)))
        let y = open.convert(CGPoint(x: 0, y: open.bounds.midY), to: window).y
        input.tap(at: CGPoint(x: 370, y: y), in: window)
        input.advance(by: 1)
        input.runUntilIdle()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["Lunch on Friday?", "Your invoice", "Weekly report"])

        drag(row: 0, by: 160, from: 60)
        input.tap(at: CGPoint(x: 20, y: y - 88), in: window)
        input.advance(by: 1)
        input.runUntilIdle()
        #expect(screen.flagged == ["Lunch on Friday?"])
        #expect(screen.collectionView.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }
}
