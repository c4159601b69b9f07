import CoreData
import Foundation
import Testing
import XResponder

/// The events list fed by the snapshot callback (R-CD3): the table shows the store's events,
/// newest first, from the first snapshot (handed right after `performFetch`) and after saves.
@Suite("UIKit screens in Swift 5 mode: the events list with a diffable data source (R-CD3)")
@MainActor
struct EventsDiffableScreenTests {
    @Test("R-CD3: the snapshot callback fills a diffable table at performFetch and after each save, newest first")
    func tableFollowsSnapshots() throws {
        let dataHome = ScratchDataHome("events-diffable")
        defer { dataHome.restore() }
        UIApplication.launch(clock: ManualClock())
        let container = NSPersistentContainer(name: "Events")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        for minute in 0..<3 {
            let event = Event(context: container.viewContext)
            event.timestamp = start.addingTimeInterval(Double(minute) * 60)
        }
        try container.viewContext.save()

        let screen = EventsDiffableViewController()
        screen.container = container
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func rows() -> [String] {
            (0..<screen.tableView.numberOfRows(inSection: 0)).compactMap {
                screen.tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
            }
        }
        #expect(rows() == ["2027-01-15 08:02:00", "2027-01-15 08:01:00", "2027-01-15 08:00:00"], "the first snapshot came with performFetch")

        screen.addEvent(at: start.addingTimeInterval(3600))
        screen.addEvent(at: start.addingTimeInterval(-3600))
        window.layoutIfNeeded()
        #expect(rows() == ["2027-01-15 09:00:00", "2027-01-15 08:02:00", "2027-01-15 08:01:00", "2027-01-15 08:00:00", "2027-01-15 07:00:00"])

        let newest = try #require(screen.fetchedResultsController.fetchedObjects?.first)
        container.viewContext.delete(newest)
        try container.viewContext.save()
        window.layoutIfNeeded()
        #expect(rows().first == "2027-01-15 08:02:00" && rows().count == 4)
        window.isHidden = true
    }
}
