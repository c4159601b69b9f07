import CoreData
import Foundation
import Testing

/// Fetching (R-CD3): sort descriptors by key and by key path, limits and offsets, counts, unsaved
/// objects included, predicates made with a block, and the result types. Predicates written as
/// format strings are R-CD3's next step.
@Suite("Core Data: fetch requests (R-CD3)")
@MainActor
struct CoreDataFetchTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }
    static let ranks: [(String, Int16)] = [("delta", 4), ("alpha", 1), ("echo", 5), ("charlie", 3), ("bravo", 2), ("foxtrot", 6)]

    init() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
        for (title, rank) in Self.ranks {
            let note = Note(context: container.viewContext)
            note.title = title
            note.rank = rank
        }
        try container.viewContext.save()
        container.viewContext.reset()
    }

    func titles(_ configure: (NSFetchRequest<Note>) -> Void) throws -> [String] {
        let request = NSFetchRequest<Note>(entityName: "Note")
        configure(request)
        return try context.fetch(request).compactMap(\.title)
    }

    @Test("R-CD3: sorted by a key ascending and descending, by two keys, and with fetchOffset and fetchLimit applied after sorting")
    func sortLimitOffset() throws {
        #expect(try titles { $0.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)] }
                == ["alpha", "bravo", "charlie", "delta", "echo", "foxtrot"])
        #expect(try titles { $0.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: false)] }
                == ["foxtrot", "echo", "delta", "charlie", "bravo", "alpha"])
        #expect(try titles {
            $0.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: true)]
            $0.fetchOffset = 1
            $0.fetchLimit = 3
        } == ["bravo", "charlie", "delta"])
        #expect(try titles {
            $0.sortDescriptors = [NSSortDescriptor(key: "pinned", ascending: true), NSSortDescriptor(key: "title", ascending: false)]
            $0.fetchLimit = 2
        } == ["foxtrot", "echo"])
    }

    @Test("R-CD3: unsaved objects are fetched and sorted with the saved ones unless includesPendingChanges is off; deleted ones are left out; the order is the same as SQLite's")
    func pendingChanges() throws {
        let sorted: (NSFetchRequest<Note>) -> Void = { $0.sortDescriptors = [NSSortDescriptor(key: "rank", ascending: true)] }
        let stored = try titles(sorted)
        let extra = Note(context: context)
        extra.title = "between"
        extra.rank = 3
        let echo = try #require(context.fetch(NSFetchRequest<Note>(entityName: "Note")).first { $0.title == "echo" })
        context.delete(echo)
        let withPending = try titles(sorted)
        #expect(withPending == ["alpha", "bravo", "charlie", "between", "delta", "foxtrot"])
        #expect(try titles { sorted($0); $0.includesPendingChanges = false } == stored)
        #expect(try titles { sorted($0); $0.fetchLimit = 2; $0.fetchOffset = 3 } == ["between", "delta"])
    }

    @Test("R-CD3: a block predicate filters; count(for:) counts what fetch would return, limits included; result types give IDs, counts and dictionaries")
    func predicatesCountsResultTypes() throws {
        let even = NSPredicate { object, _ in ((object as? Note)?.rank ?? 1) % 2 == 0 }
        #expect(try titles { $0.predicate = even; $0.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)] }
                == ["bravo", "delta", "foxtrot"])
        let request = NSFetchRequest<Note>(entityName: "Note")
        #expect(try context.count(for: request) == 6)
        request.predicate = even
        #expect(try context.count(for: request) == 3)
        request.predicate = nil
        request.fetchLimit = 4
        request.fetchOffset = 3
        #expect(try context.count(for: request) == 3)

        let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Note")
        ids.resultType = .managedObjectIDResultType
        let found = try context.fetch(ids)
        #expect(found.count == 6 && found.allSatisfy { !$0.isTemporaryID })
        let counting = NSFetchRequest<NSNumber>(entityName: "Note")
        counting.resultType = .countResultType
        #expect(try context.fetch(counting).first?.intValue == 6)
        let rows = NSFetchRequest<NSDictionary>(entityName: "Note")
        rows.resultType = .dictionaryResultType
        rows.propertiesToFetch = ["title"]
        rows.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let first = try #require(context.fetch(rows).first)
        #expect(first.count == 1 && first["title"] as? String == "alpha")
    }

    @Test("R-CD3: a sort descriptor made with a Swift key path sorts through Foundation's comparison; Note.fetchRequest() asks for the class's entity")
    func keyPathSortAndClassRequest() throws {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(keyPath: \Note.rank, ascending: false)]
        #expect(try context.fetch(request).compactMap(\.title).prefix(2) == ["foxtrot", "echo"])
        let generic = Note.fetchRequest()
        #expect(generic.entityName == "Note")
        #expect(try context.fetch(generic).count == 6)
    }
}
