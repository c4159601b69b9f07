import CoreData
import Foundation
import Testing
import XResponder

/// Xcode's Master-Detail template with Core Data, used as a person would (issue #52, R-CD3): the
/// fetched-results controller drives a real UITableView through inserts, a move and a delete,
/// and the rows shown always read as the store's events, newest first.
@Suite("UIKit screens in Swift 5 mode: the Master-Detail template's events list (R-CD3)")
@MainActor
struct EventsMasterScreenTests {
    func rowTexts(_ table: UITableView) -> [String] {
        (0..<table.numberOfRows(inSection: 0)).compactMap { table.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text }
    }

    @Test("R-CD3: + inserts rows through the controller's callbacks, a changed timestamp moves its row, swipe-to-delete removes it, a batch delete merged into the context empties it; the table matches the store after each and after a relaunch")
    func tableFollowsTheStore() throws {
        let dataHome = ScratchDataHome("events")
        defer { dataHome.restore() }
        UIApplication.launch(clock: ManualClock())
        func launch() -> (UIWindow, EventsMasterViewController, NSPersistentContainer) {
            let container = NSPersistentContainer(name: "Events")
            container.loadPersistentStores { _, error in #expect(error == nil) }
            let master = EventsMasterViewController()
            master.managedObjectContext = container.viewContext
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            window.rootViewController = UINavigationController(rootViewController: master)
            window.makeKeyAndVisible()
            window.layoutIfNeeded()
            return (window, master, container)
        }
        let (window, master, container) = launch()
        let table = master.tableView!
        #expect(table.numberOfRows(inSection: 0) == 0)

        for _ in 0..<3 {
            master.insertNewObject(master)
            window.layoutIfNeeded()
        }
        let events = try #require(master.fetchedResultsController.fetchedObjects)
        let described = events.map { $0.timestamp!.description }
        #expect(events.count == 3 && table.numberOfRows(inSection: 0) == 3)
        #expect(described == described.sorted(by: >), "newest first")
        #expect(rowTexts(table) == described, "the rows were inserted by the callbacks, in order")

        // The oldest event gets a later timestamp: its row moves to the top.
        let oldest = events[2]
        oldest.timestamp = Date(timeIntervalSinceNow: 3600)
        container.viewContext.processPendingChanges()
        window.layoutIfNeeded()
        #expect(master.fetchedResultsController.fetchedObjects?.first === oldest)
        #expect(rowTexts(table) == master.fetchedResultsController.fetchedObjects?.map { $0.timestamp!.description })
        #expect(rowTexts(table).first == oldest.timestamp!.description)

        // Swipe to delete the middle row, as the table's delete action commits it.
        master.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        window.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)
        let remaining = try #require(master.fetchedResultsController.fetchedObjects).map { $0.timestamp!.description }
        #expect(rowTexts(table) == remaining)
        try container.viewContext.save()
        window.isHidden = true

        let (secondWindow, relaunched, _) = launch()
        #expect(rowTexts(relaunched.tableView) == remaining, "the store holds what the table showed")

        // "Delete all" by a batch delete: the merge reaches the controller, which removes the rows.
        relaunched.deleteAllEvents()
        secondWindow.layoutIfNeeded()
        #expect(relaunched.tableView.numberOfRows(inSection: 0) == 0)
        #expect(relaunched.fetchedResultsController.fetchedObjects?.isEmpty == true)
        secondWindow.isHidden = true
        let (_, third, _) = launch()
        #expect(third.tableView.numberOfRows(inSection: 0) == 0, "the rows are gone from the store")
    }
}
