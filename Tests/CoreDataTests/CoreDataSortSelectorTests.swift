import CoreData
import Foundation
import Testing

/// `NSSortDescriptor(key:ascending:selector:)` (R-CD3): the comparison selectors Core Data's
/// SQLite store supports order strings as the `String` methods of those names do, in a fetch from
/// the store, in a fetch that sorts unsaved objects in memory, and in a fetched-results
/// controller; any other selector fails the fetch with Core Data's error.
@Suite("Core Data: sort descriptors with a comparison selector (R-CD3)")
@MainActor
struct CoreDataSortSelectorTests {
    let folder = ScratchFolder()

    /// An entity Item (title: String), its store opened, holding `titles` saved.
    func open(saving titles: [String]) throws -> NSPersistentContainer {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let entity = NSEntityDescription()
        entity.name = "Item"
        entity.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = try ModelFixtures.loadedContainer("Items", model: model, store: folder.file("Items.sqlite"))
        for text in titles {
            NSManagedObject(entity: entity, insertInto: container.viewContext).setValue(text, forKey: "title")
        }
        try container.viewContext.save()
        return container
    }

    func titles(_ objects: [NSManagedObject]) -> [String] {
        objects.map { $0.value(forKey: "title") as? String ?? "?" }
    }

    func request(_ selector: String, ascending: Bool = true) -> NSFetchRequest<NSManagedObject> {
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: ascending, selector: selector)]
        return request
    }

    nonisolated static let titles = ["b", "item 10", "A", "c", "item 9", "a2", "B1"]

    /// Each selector's order of `titles`: `compare:` puts capitals first and "item 10" before
    /// "item 9"; the case-insensitive ones interleave the cases; `localizedStandardCompare:` (the
    /// Finder's order) also reads the numbers as numbers.
    nonisolated static let cases: [(selector: String, expected: [String])] = [
        ("compare:", ["A", "B1", "a2", "b", "c", "item 10", "item 9"]),
        ("caseInsensitiveCompare:", ["A", "a2", "b", "B1", "c", "item 10", "item 9"]),
        ("localizedCaseInsensitiveCompare:", ["A", "a2", "b", "B1", "c", "item 10", "item 9"]),
        ("localizedStandardCompare:", ["A", "a2", "b", "B1", "c", "item 9", "item 10"]),
    ]

    @Test("R-CD3: a fetch sorts strings by the descriptor's selector, ascending and descending",
          arguments: cases.indices)
    func fetchSortsBySelector(_ index: Int) throws {
        let (selector, expected) = Self.cases[index]
        let container = try open(saving: Self.titles)
        let context = container.viewContext
        context.reset()
        #expect(titles(try context.fetch(request(selector))) == expected)
        #expect(titles(try context.fetch(request(selector, ascending: false))) == expected.reversed())
    }

    @Test("R-CD3: unsaved objects and a fetched-results controller sort by the selector too")
    func unsavedAndControllerSortBySelector() throws {
        let container = try open(saving: ["b", "item 10", "A"])
        let context = container.viewContext
        let entity = try #require(container.managedObjectModel.entitiesByName["Item"])
        for text in ["c", "item 9", "a2", "B1"] {
            NSManagedObject(entity: entity, insertInto: context).setValue(text, forKey: "title")
        }
        let expected = ["A", "a2", "b", "B1", "c", "item 9", "item 10"]
        #expect(titles(try context.fetch(request("localizedStandardCompare:"))) == expected)

        let controller = NSFetchedResultsController(fetchRequest: request("localizedStandardCompare:"), managedObjectContext: context,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        let recorder = InsertRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        #expect(titles(controller.fetchedObjects ?? []) == expected)
        // A controller with a delegate follows changes: "item 9a" goes between "item 9" and "item 10".
        NSManagedObject(entity: entity, insertInto: context).setValue("item 9a", forKey: "title")
        context.processPendingChanges()
        #expect(titles(controller.fetchedObjects ?? []) == ["A", "a2", "b", "B1", "c", "item 9", "item 9a", "item 10"])
        #expect(recorder.rows == [6])
    }

    final class InsertRecorder: NSObject, NSFetchedResultsControllerDelegate {
        var rows: [Int] = []
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            if type == .insert, let newIndexPath { rows.append(newIndexPath[1]) }
        }
    }

    @Test("R-CD3: a selector the store cannot sort by fails the fetch with Core Data's error, naming it")
    func unsupportedSelectorIsAnError() throws {
        let container = try open(saving: ["b", "a"])
        do {
            _ = try container.viewContext.fetch(request("compareByLength:"))
            Issue.record("the fetch should have failed")
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain && error.code == NSPersistentStoreUnsupportedRequestTypeError)
            #expect(error.localizedDescription.contains("compareByLength:"))
        }
    }
}
