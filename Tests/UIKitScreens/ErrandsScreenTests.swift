import CoreData
import Foundation
import Testing
import XResponder
import XResponderTesting

/// Memos and reminders in one list, used as a person would (issue #52, R-CD1): one controller of
/// the abstract Entry shows both kinds, each as its own class; a tap ticks a reminder off; "+"
/// adds one; the segmented control shows reminders only; a swipe deletes a memo; a relaunch reads
/// every kind back from the hierarchy's one table.
@Suite("UIKit screens in Swift 5 mode: memos and reminders from one abstract entity (R-CD1)")
@MainActor
struct ErrandsScreenTests {
    func rows(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).map { row in
            let cell = table.cellForRow(at: IndexPath(row: row, section: 0))
            return "\(cell?.textLabel?.text ?? "?") (\(cell?.detailTextLabel?.text ?? "?"))"
        }
    }

    @Test("R-CD1: a controller of an abstract entity shows its sub-entities' objects as their classes; a reminder ticked off, one added, reminders alone, a memo deleted, and a relaunch read back")
    func memosAndRemindersInOneList() throws {
        let dataHome = ScratchDataHome("errands")
        defer { dataHome.restore() }
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        func launch() -> (UIWindow, ErrandsViewController) {
            let container = NSPersistentContainer(name: "Errands")
            container.loadPersistentStores { _, error in #expect(error == nil) }
            let errands = ErrandsViewController(style: .plain)
            errands.container = container
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 420, height: 700))
            window.rootViewController = UINavigationController(rootViewController: errands)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (window, errands)
        }
        func tap(_ view: UIView, in window: UIWindow, atFraction fraction: CGFloat = 0.5) {
            let frame = view.convert(view.bounds, to: window)
            input.tap(at: CGPoint(x: frame.minX + frame.width * fraction, y: frame.midY))
            input.runUntilIdle()
            window.layoutIfNeeded()
        }
        let (window, errands) = launch()
        let table = errands.tableView!
        #expect(rows(table) == ["Packing list (Passport, charger)", "Buy milk (To do)", "Door code (4711)", "Call the bank (Done)"])
        let kinds = (0..<4).map { errands.fetchedResultsController.object(at: IndexPath(row: $0, section: 0)) }
        #expect(kinds.map { $0 is Memo } == [true, false, true, false] && kinds.map { $0 is Reminder } == [false, true, false, true])

        tap(try #require(table.cellForRow(at: IndexPath(row: 1, section: 0))), in: window)
        #expect(rows(table)[1] == "Buy milk (Done)", "the tap ticked the reminder off; the controller's update redrew it")
        tap(try #require(table.cellForRow(at: IndexPath(row: 0, section: 0))), in: window)
        #expect(rows(table)[0] == "Packing list (Passport, charger)", "a memo has nothing to tick")

        errands.addReminder(errands)
        window.layoutIfNeeded()
        #expect(rows(table).last == "New reminder (To do)")

        tap(errands.kindControl, in: window, atFraction: 0.75)
        #expect(errands.kindControl.selectedSegmentIndex == 1)
        #expect(rows(table) == ["Buy milk (Done)", "Call the bank (Done)", "New reminder (To do)"])
        tap(errands.kindControl, in: window, atFraction: 0.25)
        #expect(rows(table).count == 5)

        errands.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
        window.layoutIfNeeded()
        let kept = ["Packing list (Passport, charger)", "Buy milk (Done)", "Call the bank (Done)", "New reminder (To do)"]
        #expect(rows(table) == kept)
        window.isHidden = true

        let (secondWindow, relaunched) = launch()
        #expect(rows(relaunched.tableView) == kept, "the store kept every kind, and did not preload twice")
        #expect(relaunched.fetchedResultsController.object(at: IndexPath(row: 3, section: 0)) is Reminder)
        secondWindow.isHidden = true
    }
}
