import CSQLite
import CoreData
import Foundation
import Testing

/// `NSBatchDeleteRequest` and `NSBatchInsertRequest` (R-CD3) on the library model: rows go
/// straight to and from the store; relationships stay whole (references removed, cascades
/// followed, a deny refusing the lot); contexts learn of it through
/// `mergeChanges(fromRemoteContextSave:into:)`; and a relaunch finds the same.
@Suite("Core Data: batch delete, update and insert (R-CD3)")
@MainActor
struct CoreDataBatchRequestTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    /// Two authors (Ann with three books, one of them old; Bob with one old book), chapters in
    /// each book, a tag on every book, a shelf holding every book, a publisher of Bob.
    init() throws {
        container = try LibraryModel.open(in: folder)
        let context = container.viewContext
        let ann = Author(context: context), bob = Author(context: context)
        ann.name = "Ann"
        bob.name = "Bob"
        let tag = BookTag(context: context)
        tag.name = "classic"
        let shelf = Shelf(context: context)
        shelf.name = "hall"
        let publisher = Publisher(context: context)
        publisher.name = "Penguin"
        bob.publisher = publisher
        for (title, year, author) in [("A1", 1990, ann), ("A2", -50, ann), ("A3", 2001, ann), ("B1", -300, bob)] {
            let book = Book(context: context)
            book.title = title
            book.year = Int32(year)
            book.author = author
            book.addToTags(tag)
            for index in 1...2 {
                let chapter = Chapter(context: context)
                chapter.title = "\(title).\(index)"
                book.addToChapters(chapter)
            }
            shelf.mutableSetValue(forKey: "books").add(book)
        }
        try context.save()
    }

    func titles(_ entity: String, in context: NSManagedObjectContext) throws -> [String] {
        let request = NSFetchRequest<NSManagedObject>(entityName: entity)
        return try context.fetch(request).compactMap { ($0.value(forKey: "title") ?? $0.value(forKey: "name")) as? String }.sorted()
    }

    @Test("R-CD3: a batch delete by predicate deletes the rows and their cascades in the store, removes every reference to them, and a merge tells the context")
    func batchDeleteKeepsRelationshipsWhole() throws {
        let ann = try #require(try context.fetch(NSFetchRequest<Author>(entityName: "Author")).first { $0.name == "Ann" })
        #expect(ann.books?.names == ["A1", "A2", "A3"])
        let heard = HeardIDs()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { note in
            heard.add(((note.userInfo?[NSDeletedObjectsKey] as? Set<NSManagedObject>) ?? []).map(\.objectID))
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        let old = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
        old.predicate = NSPredicate(format: "year < %d", 0)
        let delete = NSBatchDeleteRequest(fetchRequest: old)
        delete.resultType = .resultTypeObjectIDs
        let result = try #require(try context.execute(delete) as? NSBatchDeleteResult)
        let ids = try #require(result.result as? [NSManagedObjectID])
        // Two books and, by the book → chapters cascade, their four chapters.
        #expect(ids.filter { $0.entity.name == "Book" }.count == 2)
        #expect(ids.filter { $0.entity.name == "Chapter" }.count == 4)
        // Before the merge the context still holds what it had, as in Core Data.
        #expect(ann.books?.names == ["A1", "A2", "A3"])

        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSDeletedObjectsKey: ids], into: [context])
        // Every deleted object was registered here (this context made them): each is announced.
        #expect(Set(heard.ids) == Set(ids))
        #expect(try titles("Book", in: context) == ["A1", "A3"])

        // The store agrees after a relaunch: no chapter, tag, shelf or author names a deleted book.
        let relaunched = try LibraryModel.open(in: folder)
        let fresh = relaunched.viewContext
        #expect(try titles("Book", in: fresh) == ["A1", "A3"])
        #expect(try titles("Chapter", in: fresh) == ["A1.1", "A1.2", "A3.1", "A3.2"])
        let authors = try fresh.fetch(NSFetchRequest<Author>(entityName: "Author")).sorted { ($0.name ?? "") < ($1.name ?? "") }
        #expect(authors.map { $0.books?.names ?? [] } == [["A1", "A3"], []])
        let tag = try #require(try fresh.fetch(NSFetchRequest<BookTag>(entityName: "Tag")).first)
        #expect(tag.books?.names == ["A1", "A3"])
        let shelf = try #require(try fresh.fetch(NSFetchRequest<Shelf>(entityName: "Shelf")).first)
        #expect(shelf.books?.names == ["A1", "A3"])
    }

    @Test("R-CD3: a deny rule that still leads somewhere fails the whole batch delete with 1600 and deletes nothing")
    func batchDeleteDenied() throws {
        let delete = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Publisher"))
        #expect {
            try context.execute(delete)
        } throws: { ($0 as NSError).code == NSValidationRelationshipDeniedDeleteError }
        let relaunched = try LibraryModel.open(in: folder)
        #expect(try titles("Publisher", in: relaunched.viewContext) == ["Penguin"])
        #expect(try titles("Author", in: relaunched.viewContext) == ["Ann", "Bob"])
    }

    @Test("R-CD3: a batch delete whose predicate goes through a relationship, with a limit, a count result, and one by object IDs")
    func batchDeleteFetchedAndByIDs() throws {
        let annsOldest = NSFetchRequest<NSFetchRequestResult>(entityName: "Book")
        annsOldest.predicate = NSPredicate(format: "author.name == %@", "Ann")
        annsOldest.sortDescriptors = [NSSortDescriptor(key: "year", ascending: true)]
        annsOldest.fetchLimit = 1
        let delete = NSBatchDeleteRequest(fetchRequest: annsOldest)
        delete.resultType = .resultTypeCount
        let counted = try #require(try context.execute(delete) as? NSBatchDeleteResult)
        #expect((counted.result as? NSNumber)?.intValue == 3)  // A2 and its two chapters
        context.reset()
        #expect(try titles("Book", in: context) == ["A1", "A3", "B1"])

        let b1 = try #require(try context.fetch(NSFetchRequest<Book>(entityName: "Book")).first { $0.title == "B1" })
        let byID = try #require(try context.execute(NSBatchDeleteRequest(objectIDs: [b1.objectID])) as? NSBatchDeleteResult)
        #expect((byID.result as? NSNumber)?.boolValue == true)
        context.reset()
        #expect(try titles("Book", in: context) == ["A1", "A3"])
        // No join row names a deleted book (read from the file itself: reading through the
        // relationships would skip rows that are gone and hide one left behind).
        let store = folder.file("Library.sqlite")
        #expect(try StoreFile.integers("SELECT Z_TARGET FROM Z_SHELF_BOOKS", in: store).count == 2)
        #expect(try StoreFile.integers("SELECT COUNT(*) FROM Z_BOOK_TAGS WHERE Z_SOURCE NOT IN (SELECT Z_PK FROM ZBOOK)", in: store) == [0])
        #expect(try StoreFile.integers("SELECT COUNT(*) FROM ZCHAPTER WHERE ZBOOK NOT IN (SELECT Z_PK FROM ZBOOK)", in: store) == [0])
    }

    @Test("R-CD3: a batch update sets attributes of the rows its predicate selects; merged, registered objects show the new values; bad values change nothing")
    func batchUpdate() throws {
        let books = try context.fetch(NSFetchRequest<Book>(entityName: "Book"))
        let old = books.filter { $0.year < 0 }
        #expect(old.count == 2)
        let update = NSBatchUpdateRequest(entityName: "Book")
        update.predicate = NSPredicate(format: "year < %d", 0)
        update.propertiesToUpdate = ["year": 1000, "title": NSNull()]
        update.resultType = .updatedObjectIDsResultType
        let result = try #require(try context.execute(update) as? NSBatchUpdateResult)
        let ids = try #require(result.result as? [NSManagedObjectID])
        #expect(Set(ids) == Set(old.map(\.objectID)))
        #expect(old.allSatisfy { $0.year < 0 }, "not merged yet")
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: [NSUpdatedObjectsKey: ids], into: [context])
        #expect(old.allSatisfy { $0.year == 1000 && $0.title == nil })

        let wrong = NSBatchUpdateRequest(entityName: "Book")
        wrong.propertiesToUpdate = ["year": "many"]
        #expect(throws: NSError.self) { try context.execute(wrong) }
        let relationship = NSBatchUpdateRequest(entityName: "Book")
        relationship.propertiesToUpdate = ["author": NSNull()]
        #expect(throws: NSError.self) { try context.execute(relationship) }
        let counted = NSBatchUpdateRequest(entityName: "Book")
        counted.propertiesToUpdate = ["year": 7]
        counted.resultType = .updatedObjectsCountResultType
        #expect(((try context.execute(counted) as? NSBatchUpdateResult)?.result as? NSNumber)?.intValue == 4)
        context.reset()
        let years = try context.fetch(NSFetchRequest<Book>(entityName: "Book")).map(\.year)
        #expect(years == [7, 7, 7, 7])
    }

    @Test("R-CD3: a batch insert from dictionaries, a dictionary handler and an object handler; defaults filled; a wrong type inserts nothing")
    func batchInsert() throws {
        let rows: [[String: Any]] = (0..<500).map { ["title": "Bulk \($0)", "year": $0, "colour": "ignored"] }
        let insert = NSBatchInsertRequest(entityName: "Book", objects: rows)
        insert.resultType = .objectIDs
        let result = try #require(try context.execute(insert) as? NSBatchInsertResult)
        let ids = try #require(result.result as? [NSManagedObjectID])
        #expect(ids.count == 500 && ids.allSatisfy { !$0.isTemporaryID })
        let bulk = NSFetchRequest<Book>(entityName: "Book")
        bulk.predicate = NSPredicate(format: "title BEGINSWITH 'Bulk'")
        #expect(try context.count(for: bulk) == 500)
        #expect(try context.existingObject(with: ids[7]).value(forKey: "year") as? Int == 7)

        var next = 0
        let handled = NSBatchInsertRequest(entityName: "Book", dictionaryHandler: { dictionary in
            guard next < 3 else { return true }
            dictionary["title"] = "Handled \(next)"
            next += 1
            return false
        })
        handled.resultType = .count
        #expect(((try context.execute(handled) as? NSBatchInsertResult)?.result as? NSNumber)?.intValue == 3)

        var made = 0
        let objects = NSBatchInsertRequest(entityName: "Book", managedObjectHandler: { object in
            guard made < 2 else { return true }
            (object as? Book)?.title = "Object \(made)"
            made += 1
            return false
        })
        _ = try context.execute(objects)
        let fresh = NSFetchRequest<Book>(entityName: "Book")
        fresh.predicate = NSPredicate(format: "title BEGINSWITH 'Handled' OR title BEGINSWITH 'Object'")
        let inserted = try context.fetch(fresh)
        #expect(inserted.compactMap(\.title).sorted() == ["Handled 0", "Handled 1", "Handled 2", "Object 0", "Object 1"])
        // Year's default (0) was filled in.
        #expect(inserted.allSatisfy { $0.value(forKey: "year") as? Int == 0 })

        let wrong = NSBatchInsertRequest(entityName: "Book", objects: [["title": "fine"], ["title": 42]])
        #expect(throws: NSError.self) { try context.execute(wrong) }
        let fine = NSFetchRequest<Book>(entityName: "Book")
        fine.predicate = NSPredicate(format: "title == 'fine'")
        #expect(try context.count(for: fine) == 0)
    }
}

/// IDs a notification observer collects (the observer's block is `@Sendable`; it runs on the
/// posting thread, the main one here).
final class HeardIDs: @unchecked Sendable {
    private(set) var ids: [NSManagedObjectID] = []
    func add(_ more: [NSManagedObjectID]) { ids += more }
}

/// Reads a store's file with the SQLite C API, beside Core Data, to see what it really holds.
enum StoreFile {
    static func integers(_ sql: String, in url: URL) throws -> [Int64] {
        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK else {
            sqlite3_close(db)
            throw CocoaError(.fileReadUnknown)
        }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else {
            throw NSError(domain: "StoreFile", code: 1, userInfo: [NSLocalizedDescriptionKey: String(cString: sqlite3_errmsg(db))])
        }
        defer { sqlite3_finalize(statement) }
        var values: [Int64] = []
        while sqlite3_step(statement) == SQLITE_ROW { values.append(sqlite3_column_int64(statement, 0)) }
        return values
    }
}
