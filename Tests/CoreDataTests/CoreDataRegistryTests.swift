@testable import CoreData
import Foundation
import Testing

/// What a context holds (R-CD2): as in Core Data, inserted, changed and deleted objects until
/// they are saved or rolled back, and the rest only as long as the app does — a fetch's results
/// let go leave nothing behind (`retainsRegisteredObjects` keeps them all).
@Suite("Core Data: a context holds only the objects it needs (R-CD2)")
@MainActor
struct CoreDataRegistryTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.open(in: folder)
        for index in 0..<1_000 {
            let book = Book(context: context)
            book.title = "book \(index)"
            book.year = Int32(index)
        }
        try context.save()
        context.reset()
    }

    var byYear: NSFetchRequest<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: true)]
        return request
    }

    /// The IDs of the fetched books (whose objects are let go when this returns).
    func fetchIDs(batchSize: Int = 0) throws -> [NSManagedObjectID] {
        let request = byYear
        request.fetchBatchSize = batchSize
        return try context.fetch(request).map(\.objectID)
    }

    @Test("R-CD2: fetched objects the app lets go are no longer registered, whole or faults; held ones stay the same objects")
    func fetchedObjectsLetGoAreGone() throws {
        let ids = try fetchIDs()
        #expect(ids.count == 1_000)
        #expect(context.registeredObjects.isEmpty, "\(context.registeredObjects.count) objects kept after the app let them go")
        _ = try fetchIDs(batchSize: 20)
        #expect(context.registeredObjects.isEmpty)
        // Held: uniquing as before.
        let held = try context.fetch(byYear)
        #expect(context.registeredObjects.count == 1_000)
        #expect(zip(held, try context.fetch(byYear)).allSatisfy { $0 === $1 })
        #expect(context.object(with: ids[3]) === held[3])
        // Asked again after letting go: read from the row.
        #expect((context.object(with: ids[998]) as? Book)?.title == "book 998")
    }

    @Test("R-CD2: unsaved work is never dropped — a changed, an inserted and a deleted object the app let go are saved as they were")
    func unsavedWorkIsKept() throws {
        let ids = try fetchIDs()
        do {
            let books = try context.fetch(byYear)
            books[1].title = "changed"
            context.delete(books[2])
            let new = Book(context: context)
            new.title = "new"
            new.year = 5_000
        }
        #expect(context.registeredObjects.count == 3, "the changed, the deleted and the new object")
        #expect(context.hasChanges)
        try context.save()
        #expect(context.registeredObjects.isEmpty, "once saved, nothing needs them")
        #expect((context.object(with: ids[1]) as? Book)?.title == "changed")
        #expect(try context.existingObject(with: ids[0]) is Book)
        #expect(throws: (any Error).self) { try context.existingObject(with: ids[2]) }
        let titles = try context.fetch(byYear).map { $0.title ?? "" }
        #expect(titles.count == 1_000 && titles.last == "new" && !titles.contains("book 2"))
    }

    @Test("R-CD2: with retainsRegisteredObjects the context keeps every object it registered, until reset")
    func retainsRegisteredObjects() throws {
        #expect(!context.retainsRegisteredObjects)
        context.retainsRegisteredObjects = true
        let ids = try fetchIDs()
        #expect(context.registeredObjects.count == 1_000)
        let kept = context.object(with: ids[7])
        #expect(!kept.isFault && (kept as? Book)?.title == "book 7")
        // Turned off: what the app does not hold goes.
        context.retainsRegisteredObjects = false
        #expect(context.registeredObjects.count == 1, "only the object this test holds")
        context.retainsRegisteredObjects = true
        _ = try fetchIDs()
        context.reset()
        #expect(context.registeredObjects.isEmpty)
    }

    @Test("R-CD2: objects a save gave their rows stay the same objects while held — found by their new IDs, by fetches, and after others die — and leave when let go")
    func savedObjectsStayUniqued() throws {
        var held: [Book] = []
        var ids: [NSManagedObjectID] = []
        do {
            var made: [Book] = []
            for index in 0..<300 {
                let book = Book(context: context)
                book.title = "new \(index)"
                book.year = Int32(2_000 + index)
                made.append(book)
            }
            try context.save()
            ids = made.map(\.objectID)
            #expect(ids.allSatisfy { !$0.isTemporaryID })
            held = made.enumerated().filter { $0.offset % 3 == 0 }.map(\.element)
        }
        // Two of each three died with `made`; the held third are still the registered objects.
        #expect(context.registeredObjects.count == held.count)
        #expect(context.object(with: held[7].objectID) === held[7])
        #expect(try context.existingObject(with: held[99].objectID) === held[99])
        // The ones let go are read again as new objects, with their saved values.
        #expect((context.object(with: ids[1]) as? Book)?.title == "new 1")
        let request = byYear
        request.predicate = NSPredicate(format: "year >= %d", 2_000)
        do {
            let fetched = try context.fetch(request)
            #expect(fetched.count == 300)
            #expect(held.allSatisfy { book in fetched[Int(book.year) - 2_000] === book })
        }
        // A second save lists its objects; the first save's, indexed by the lookups above, die
        // after it.
        let more = (0..<10).map { index -> Book in
            let book = Book(context: context)
            book.title = "more \(index)"
            return book
        }
        try context.save()
        held.removeAll()
        #expect(context.registeredObjects.count == 10, "only the second save's objects, held here")
        #expect(context.object(with: more[4].objectID) === more[4])
    }

    @Test("R-CD2: saves whose objects few outlive, with no lookup between, do not pile up the places of the dead")
    func savedObjectsListStaysBounded() throws {
        var survivors: [Book] = []
        for round in 0..<4 {
            do {
                let books = (0..<5_000).map { index -> Book in
                    let book = Book(context: context)
                    book.title = "round \(round) book \(index)"
                    return book
                }
                try context.save()
                survivors.append(books[round])
            }
            #expect(context.registry.listedPlaces <= 5_000, "round \(round): \(context.registry.listedPlaces) places for \(survivors.count) living objects")
        }
        #expect(context.registeredObjects.count == survivors.count)
        #expect(survivors.allSatisfy { context.object(with: $0.objectID) === $0 })
        #expect(context.registry.listedPlaces == 0, "a lookup by a permanent ID indexes the list")
    }

    @Test("R-CD2: a save that deletes what an earlier save made leaves the rest listed, and the deleted unregistered")
    func savedDeletionsLeaveTheListAlone() throws {
        let books = (0..<100).map { index -> Book in
            let book = Book(context: context)
            book.title = "listed \(index)"
            return book
        }
        try context.save()
        #expect(context.registry.listedPlaces == 100)
        let gone = books[10..<20].map(\.objectID)
        for book in books[10..<20] { context.delete(book) }
        try context.save()
        #expect(context.registry.listedPlaces == 100, "the deletions cleared their places without indexing the list")
        #expect(context.registeredObjects.count == 90)
        #expect(books[10..<20].allSatisfy { $0.managedObjectContext == nil && $0.registryPlace == -1 })
        for id in gone { #expect(throws: (any Error).self) { try context.existingObject(with: id) } }
        #expect(context.object(with: books[50].objectID) === books[50])
        #expect(context.registry.listedPlaces == 0)
        #expect(try context.count(for: NSFetchRequest<Book>(entityName: "Book")) == 1_090)
    }

    @Test("R-CD2: objects that outlive their context answer nil for it and keep their values; those only its registry held die with it")
    func objectsOutliveTheirContext() throws {
        weak var goneContext: NSManagedObjectContext?
        weak var heldByRegistry: Book?
        var kept: [Book] = []
        do {
            let scratch = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
            scratch.persistentStoreCoordinator = container.persistentStoreCoordinator
            scratch.retainsRegisteredObjects = true
            let fetched = try scratch.fetch(byYear)
            kept = [fetched[0], fetched[1]]
            heldByRegistry = fetched[2]
            let inserted = Book(context: scratch)
            inserted.title = "new"
            kept.append(inserted)
            goneContext = scratch
            #expect(kept.allSatisfy { $0.managedObjectContext === scratch })
        }
        #expect(goneContext == nil, "nothing else holds the context")
        #expect(heldByRegistry == nil, "what only the registry held died with the context")
        #expect(kept.allSatisfy { $0.managedObjectContext == nil })
        #expect(kept.map(\.title) == ["book 0", "book 1", "new"])
        // Their deaths do not reach into the context that is gone.
        kept.removeAll()
    }
}
