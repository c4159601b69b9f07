import CoreData
import Foundation
import Testing

/// Faulting (R-CD2): a batched fetch reads keys and returns faults, read a batch at a time as
/// they are touched; `object(with:)` does no I/O; `refresh(_:mergeChanges: false)` and
/// `refreshAllObjects()` turn objects back into faults; what comes out of a fault is what an
/// unbatched fetch reads, whatever is done to it.
@Suite("Core Data: faulting (R-CD2)")
@MainActor
struct CoreDataFaultingTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.open(in: folder)
    }

    /// `count` books titled "book 0" … with years 1000 … (a descending sort reverses them),
    /// saved, and the context emptied so that the next fetch reads the store.
    func saveBooks(_ count: Int, author name: String? = nil) throws {
        let author = name.map { name -> Author in
            let author = Author(entity: NSEntityDescription.entity(forEntityName: "Author", in: context)!, insertInto: context)
            author.name = name
            return author
        }
        for index in 0..<count {
            let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
            book.title = "book \(index)"
            book.year = Int32(1000 + index)
            book.author = author
        }
        try context.save()
        context.reset()
    }

    func byYear(batchSize: Int) -> NSFetchRequest<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: false)]
        request.fetchBatchSize = batchSize
        return request
    }

    @Test("R-CD2: a batched fetch returns faults; touching one reads its batch and no other")
    func batchedFetchReadsABatchAtATime() throws {
        try saveBooks(12)
        let books = try context.fetch(byYear(batchSize: 5))
        #expect(books.count == 12)
        #expect(books.allSatisfy { $0.isFault })
        #expect(books[6].title == "book 5")   // the second batch: rows 5 … 9
        #expect(books.map(\.isFault) == [true, true, true, true, true, false, false, false, false, false, true, true])
        #expect(books[0].description.contains("<fault>"))
        #expect(books.map(\.title) == (0..<12).reversed().map { "book \($0)" })
        #expect(!books.contains { $0.isFault })
        // The same rows fetched again are the same objects.
        let again = try context.fetch(byYear(batchSize: 5))
        #expect(zip(books, again).allSatisfy { $0 === $1 })
    }

    @Test("R-CD2: awakeFromFetch runs once per object, when its fault is read, for the objects of the batch read")
    func awakeFromFetchWhenFired() throws {
        for name in ["a", "b", "c"] {
            let shelf = Shelf(entity: NSEntityDescription.entity(forEntityName: "Shelf", in: context)!, insertInto: context)
            shelf.name = name
        }
        try context.save()
        context.reset()
        let request = NSFetchRequest<Shelf>(entityName: "Shelf")
        request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        request.fetchBatchSize = 2
        let shelves = try context.fetch(request)
        #expect(shelves.map(\.awakenings) == [0, 0, 0])
        #expect(shelves[1].name == "b")
        #expect(shelves.map(\.awakenings) == [1, 1, 0])
        #expect(shelves.map(\.name) == ["a", "b", "c"])
        #expect(shelves.map(\.awakenings) == [1, 1, 1])
    }

    @Test("R-CD2: object(with:) gives a fault without reading; touching it reads the row; a row gone leaves it empty, said once, without a crash")
    func objectWithIsAFault() throws {
        try saveBooks(2)
        let ids = try context.fetch(byYear(batchSize: 0)).map(\.objectID)
        let other = container.newBackgroundContext()
        let fresh = other.object(with: ids[0])
        #expect(fresh.isFault)
        #expect((fresh as? Book)?.title == "book 1")
        #expect(!fresh.isFault)
        // Deleted elsewhere before this context touches its fault.
        let third = container.newBackgroundContext()
        let doomed = third.object(with: ids[1])
        try other.performAndWait {
            other.delete(other.object(with: ids[1]))
            try other.save()
        }
        #expect(doomed.isFault)
        #expect((doomed as? Book)?.title == nil)
        #expect(!doomed.isFault)
    }

    @Test("R-CD2: refresh without merging turns an object into a fault, drops its changes and reads another context's save when touched")
    func refreshTurnsIntoFault() throws {
        try saveBooks(1, author: "Ann")
        let book = try #require(try context.fetch(byYear(batchSize: 0)).first)
        #expect(!book.isFault && book.author?.name == "Ann")
        book.title = "unsaved"
        #expect(context.hasChanges)
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let mine = try #require(try other.existingObject(with: book.objectID) as? Book)
            mine.year = 1999
            try other.save()
        }
        context.refresh(book, mergeChanges: false)
        #expect(book.isFault)
        #expect(!context.hasChanges)
        #expect(book.title == "book 0" && book.year == 1999)
        #expect(book.author?.name == "Ann")
    }

    @Test("R-CD2: refreshAllObjects makes unchanged objects faults and keeps the changes of changed ones over their rows")
    func refreshAllObjects() throws {
        try saveBooks(2)
        let books = try context.fetch(byYear(batchSize: 0))
        books[0].title = "kept"
        context.refreshAllObjects()
        #expect(!books[0].isFault && books[0].title == "kept" && context.hasChanges)
        #expect(books[1].isFault && books[1].title == "book 0")
    }

    @Test("R-CD2: a fault can be changed, deleted (rules and all) and saved like a whole object")
    func faultsChangeAndDelete() throws {
        try saveBooks(3, author: "Ann")
        let books = try context.fetch(byYear(batchSize: 1))
        books[0].year = 2024                        // set on a fault: read first, then changed
        #expect(books[0].changedValues().keys.sorted() == ["year"])
        context.delete(books[1])                    // a fault: its author's inverse still updated
        try context.save()
        context.reset()
        let left = try context.fetch(byYear(batchSize: 0))
        #expect(left.map(\.title) == ["book 2", "book 0"] && left.map(\.year) == [2024, 1000])
        #expect(left[0].author?.books?.count == 2)
    }

    @Test("R-CD2: IDs come from the rows' keys without objects; a batched fetch with a predicate, limit and offset reads what an unbatched one does")
    func batchedMatchesUnbatched() throws {
        try saveBooks(40)
        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Book")
        ids.resultType = .managedObjectIDResultType
        ids.sortDescriptors = [NSSortDescriptor(key: "year", ascending: true)]
        ids.fetchBatchSize = 10
        let found = try context.fetch(ids)
        #expect(found.count == 40)
        #expect(context.registeredObjects.isEmpty)
        for (size, limit, offset) in [(1, 0, 0), (3, 7, 2), (7, 0, 35), (50, 5, 0), (4, 0, 41)] {
            let batched = byYear(batchSize: size), whole = byYear(batchSize: 0)
            for request in [batched, whole] {
                request.predicate = NSPredicate(format: "year >= %d AND title CONTAINS %@", 1005, "book")
                request.fetchLimit = limit
                request.fetchOffset = offset
            }
            let lazily = try context.fetch(batched).map { "\($0.title ?? "-") \($0.year)" }
            context.reset()
            let eagerly = try context.fetch(whole).map { "\($0.title ?? "-") \($0.year)" }
            context.reset()
            #expect(lazily == eagerly, "batch \(size), limit \(limit), offset \(offset)")
        }
        #expect(try context.fetch(ids).map { $0.uriRepresentation() } == found.map { $0.uriRepresentation() })
    }

    @Test("R-CD2: unsaved changes are seen by a batched fetch as by any other")
    func batchedFetchSeesUnsavedChanges() throws {
        try saveBooks(3)
        let first = try context.fetch(byYear(batchSize: 2))
        first[2].year = 3000                         // "book 0" moves to the front
        let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
        book.title = "new"
        book.year = 1500
        let again = try context.fetch(byYear(batchSize: 2))
        #expect(again.map(\.title) == ["book 0", "new", "book 2", "book 1"])
    }

    /// Records the row callbacks of a fetched-results controller, as a table view hears them.
    final class RowRecorder: NSObject, NSFetchedResultsControllerDelegate {
        var lines: [String] = []
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            let title = (anObject as? Book)?.title ?? "?"
            lines.append("\(type.rawValue) \(title) \(indexPath.map { "\($0[1])" } ?? "-")→\(newIndexPath.map { "\($0[1])" } ?? "-")")
        }
    }

    @Test("R-CD3: a batched controller without sections makes no object until a row is shown, then that row's batch; a change it follows gives the callbacks an unbatched one gives")
    func batchedControllerMakesRowsWhenShown() throws {
        try saveBooks(30)
        var lines: [[String]] = []
        for size in [5, 0] {
            context.reset()
            let controller = NSFetchedResultsController(fetchRequest: byYear(batchSize: size), managedObjectContext: context,
                                                        sectionNameKeyPath: nil, cacheName: nil)
            try controller.performFetch()
            if size > 0 {
                #expect(context.registeredObjects.isEmpty)
                #expect(controller.sections?.first?.numberOfObjects == 30)
                let shown = controller.object(at: IndexPath(indexes: [0, 12]))
                #expect(shown.title == "book 17")
                #expect(context.registeredObjects.count == 5, "rows 10 … 14")
                #expect(context.registeredObjects.filter { !$0.isFault }.count == 5)
                let other = try #require(context.registeredObjects.first { $0 !== shown } as? Book)
                #expect(controller.indexPath(forObject: other)?[1] == 29 - (Int(other.year) - 1000))
                #expect(context.registeredObjects.count == 5, "found by key, nothing made")
                // A change to another entity leaves the rows unmade.
                let tag = BookTag(entity: NSEntityDescription.entity(forEntityName: "Tag", in: context)!, insertInto: context)
                tag.name = "unrelated"
                context.processPendingChanges()
                #expect(context.registeredObjects.count == 6)
            }
            let recorder = RowRecorder()
            controller.delegate = recorder
            let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
            book.title = "new"
            book.year = 1015
            let moved = controller.object(at: IndexPath(indexes: [0, 29]))
            moved.year = 1020
            context.delete(controller.object(at: IndexPath(indexes: [0, 0])))
            context.processPendingChanges()
            lines.append(recorder.lines)
            #expect(controller.fetchedObjects?.count == 30)
            #expect(controller.object(at: IndexPath(indexes: [0, 9])).title == "book 0")
            context.rollback()
        }
        #expect(lines[0] == lines[1])
        #expect(!lines[0].isEmpty)
    }
}
