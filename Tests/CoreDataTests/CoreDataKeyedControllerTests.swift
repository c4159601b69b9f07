import CoreData
import Foundation
import Testing

/// A batched fetched-results controller without sections keeps its rows' keys and applies
/// changes in place (R-CD3, `FetchedList`): random edits — inserts, deletes, sort keys changed
/// (with many ties), other keys changed, objects entering and leaving the predicate, saves —
/// must give the rows and the callbacks an unbatched controller (which re-sorts everything) gives.
@Suite("Core Data: a keyed controller changed in place (R-CD3)")
@MainActor
struct CoreDataKeyedControllerTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.open(in: folder)
    }

    final class Lines: NSObject, NSFetchedResultsControllerDelegate {
        var lines: [String] = []
        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("will") }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("did") }
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            let title = (anObject as? Book)?.title ?? "?"
            lines.append("\(type.rawValue) \(title) \(indexPath.map { "\($0[1])" } ?? "-")→\(newIndexPath.map { "\($0[1])" } ?? "-")")
        }
    }

    final class Differences: NSObject, NSFetchedResultsControllerDelegate {
        var applied: [NSManagedObjectID] = []
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                        didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
            applied = applied.applying(diff) ?? []
        }
    }

    func controller(batchSize: Int) throws -> NSFetchedResultsController<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "year >= %d", 1003)
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: false)]
        request.fetchBatchSize = batchSize
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        return controller
    }

    func rows(_ controller: NSFetchedResultsController<Book>) -> [String] {
        (0..<(controller.sections?.first?.numberOfObjects ?? 0)).map {
            let book = controller.object(at: IndexPath(indexes: [0, $0]))
            return "\(book.title ?? "-") \(book.year)"
        }
    }

    func ids(_ controller: NSFetchedResultsController<Book>) -> [NSManagedObjectID] {
        (0..<(controller.sections?.first?.numberOfObjects ?? 0)).map { controller.object(at: IndexPath(indexes: [0, $0])).objectID }
    }

    @Test("R-CD3: random edits give a keyed controller the rows and callbacks of an unbatched one, and a difference that turns the old IDs into the new", arguments: [52, 7, 11] as [UInt64])
    func randomEditsMatchTheResort(seed: UInt64) throws {
        try randomEdits(seed: seed)
    }

    func randomEdits(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        var made = 0
        func newBook() -> Book {
            let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
            book.title = "b\(made)"
            book.year = Int32(1000 + random.next(in: 0...9))
            made += 1
            return book
        }
        for _ in 0..<300 { _ = newBook() }
        try context.save()
        context.reset()

        let keyed = try controller(batchSize: 4), whole = try controller(batchSize: 0)
        let keyedLines = Lines(), wholeLines = Lines()
        keyed.delegate = keyedLines
        whole.delegate = wholeLines
        let differences = Differences()
        let watcher = try controller(batchSize: 4)
        watcher.delegate = differences
        differences.applied = ids(watcher)
        #expect(rows(keyed) == rows(whole))

        for step in 0..<80 {
            let all = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
            // Now and then a bulk edit: more rows at once than are moved one by one.
            let edits = step % 20 == 13 ? 200 : random.next(in: 1...4)
            for _ in 0..<edits {
                switch random.next(in: 0...9) {
                case 0...1: _ = newBook()
                case 2...3: if let book = all.randomElement(using: &random), !book.isDeleted { context.delete(book) }
                case 4...7: all.randomElement(using: &random)?.year = Int32(1000 + random.next(in: 0...9))
                default: all.randomElement(using: &random)?.title = "t\(random.next(in: 0...99))"
                }
            }
            context.processPendingChanges()
            #expect(keyedLines.lines == wholeLines.lines, "step \(step)")
            #expect(rows(keyed) == rows(whole), "step \(step)")
            #expect(differences.applied == ids(watcher), "step \(step)")
            keyedLines.lines = []
            wholeLines.lines = []
            if step % 10 == 9 {
                try context.save()
                // A save gives new objects their permanent IDs, which no difference announces.
                differences.applied = ids(watcher)
            }
        }
        #expect(made > 300)
    }

    /// `count` books titled `prefix` and their year (0, 1, …) saved in `context`, which is then
    /// emptied, and a batched controller over them, newest first, that has fetched.
    func newestFirst(_ count: Int, titled prefix: String, batchSize: Int,
                     in context: NSManagedObjectContext) throws -> NSFetchedResultsController<Book> {
        for year in 0..<count {
            let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
            book.title = "\(prefix)\(year)"
            book.year = Int32(year)
        }
        try context.save()
        context.reset()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: false)]
        request.fetchBatchSize = batchSize
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        return controller
    }

    @Test("R-CD3: over a store file a batched controller counts its rows and reads its keys a run at a time from a snapshot: a save it has not merged stays out, rows past the first run read when asked, and the merge sorts the new row in")
    func keysReadFromASnapshot() throws {
        let controller = try newestFirst(3_000, titled: "b", batchSize: 20, in: context)
        let request = controller.fetchRequest
        let lines = Lines()
        controller.delegate = lines
        #expect(controller.sections?.first?.numberOfObjects == 3_000)
        #expect(controller.object(at: IndexPath(indexes: [0, 0])).title == "b2999")
        #expect(context.registeredObjects.count == 20)

        // Saved elsewhere and not merged: the controller still shows the rows of its fetch.
        let background = container.newBackgroundContext()
        /// The save's notification, posted on the background context's queue while this test
        /// waits in `performAndWait`.
        final class Saved: @unchecked Sendable { var note: Notification? }
        let saved = Saved()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: background, queue: nil) { note in
            saved.note = note
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        try background.performAndWait {
            let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: background)
            book.setValue("newest", forKey: "title")
            book.setValue(Int32(5_000), forKey: "year")
            try background.save()
        }
        #expect(controller.object(at: IndexPath(indexes: [0, 2_999])).title == "b0", "read past the first run, from the snapshot")
        #expect(controller.sections?.first?.numberOfObjects == 3_000)
        #expect(controller.object(at: IndexPath(indexes: [0, 0])).title == "b2999")

        // Merged: the new row is sorted in, and the rows are those of a fresh fetch.
        context.mergeChanges(fromContextDidSave: try #require(saved.note))
        #expect(lines.lines == ["will", "1 newest -→0", "did"])
        #expect(controller.sections?.first?.numberOfObjects == 3_001)
        let fresh = try context.fetch(request).map(\.title)
        #expect((0..<3_001).map { controller.object(at: IndexPath(indexes: [0, $0])).title } == fresh)
    }

    @Test("R-CD3: over a store in memory (which no second connection sees) a batched controller reads every key at once, and still makes no object until a row is shown")
    func keysOfAStoreInMemory() throws {
        let memory = try ModelFixtures.container(model: LibraryModel.write(in: folder), store: folder.file("unused.sqlite"),
                                                 type: NSInMemoryStoreType)
        let context = memory.viewContext
        let controller = try newestFirst(50, titled: "m", batchSize: 5, in: context)
        #expect(controller.sections?.first?.numberOfObjects == 50 && context.registeredObjects.isEmpty)
        #expect(controller.object(at: IndexPath(indexes: [0, 49])).title == "m0")
        #expect(context.registeredObjects.count == 5)
    }
}
