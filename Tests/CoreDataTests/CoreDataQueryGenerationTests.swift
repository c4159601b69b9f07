import CoreData
import Foundation
import Testing

/// Query generations (R-CD2): a context pinned to a moment of the store reads it as it was then —
/// fetches, counts, faults and to-manys — while other contexts save, until it is unpinned or
/// advances by saving, resetting or merging; a token handed to another context pins it to the
/// same moment.
@Suite("Core Data: query generations (R-CD2)")
@MainActor
struct CoreDataQueryGenerationTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.openWithDune(in: folder)
        context.reset()
    }

    /// Another context adds a book and changes Dune's year, and saves.
    func saveElsewhere(adding title: String, duneYear: Int32) throws {
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let dune = try #require(try other.fetch(Self.titled("Dune")).first)
            dune.year = duneYear
            let added = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: other)!, insertInto: other)
            added.title = title
            try other.save()
        }
    }

    static func titled(_ title: String) -> NSFetchRequest<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "title == %@", title)
        return request
    }

    static var all: NSFetchRequest<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        return request
    }

    @Test("R-CD2: pinned with .current, a context reads the store as at its first read — fetches, counts and faults leave out what others saved since — and unpinned (nil) it sees it")
    func pinnedContextKeepsItsMoment() throws {
        #expect(context.queryGenerationToken == nil)
        try context.setQueryGenerationFrom(.current)
        #expect(context.queryGenerationToken == .current, "current until the first read")
        let dune = try #require(try context.fetch(Self.all).first)
        let token = try #require(context.queryGenerationToken)
        #expect(token != .current, "the first read pinned it to its moment")

        try saveElsewhere(adding: "Emma", duneYear: 2000)
        #expect(try context.fetch(Self.all).map(\.title) == ["Dune"])
        #expect(try context.count(for: Self.all) == 1)
        context.refresh(dune, mergeChanges: false)
        #expect(dune.isFault && dune.year == 1965, "the fault fires with the row as it was at the moment")
        #expect(context.queryGenerationToken == token)

        try context.setQueryGenerationFrom(nil)
        #expect(context.queryGenerationToken == nil)
        #expect(try context.fetch(Self.all).map(\.title) == ["Dune", "Emma"])
        context.refresh(dune, mergeChanges: false)
        #expect(dune.year == 2000)
    }

    @Test("R-CD2: a pinned context advances when it saves or resets; another context given its token reads the same moment")
    func advancingAndSharing() throws {
        try context.setQueryGenerationFrom(.current)
        #expect(try context.count(for: Self.all) == 1)
        let moment = try #require(context.queryGenerationToken)
        try saveElsewhere(adding: "Emma", duneYear: 2000)

        let follower = container.newBackgroundContext()
        try follower.performAndWait {
            try follower.setQueryGenerationFrom(moment)
            #expect(follower.queryGenerationToken == moment)
            #expect(try follower.fetch(Self.all).map(\.title) == ["Dune"])
            #expect(try follower.fetch(Self.titled("Dune")).first?.year == 1965)
        }

        let mine = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
        mine.title = "Zed"
        #expect(try context.fetch(Self.all).map(\.title) == ["Dune", "Zed"], "its own unsaved object over the moment")
        try context.save()
        #expect(try context.fetch(Self.all).map(\.title) == ["Dune", "Emma", "Zed"], "the save moved it to the moment of its next read")
        #expect(context.queryGenerationToken != moment && context.queryGenerationToken != nil)

        try saveElsewhere(adding: "Ulysses", duneYear: 2001)
        #expect(try context.count(for: Self.all) == 3)
        context.reset()
        #expect(try context.count(for: Self.all) == 4, "reset() moved it too")
    }

    @Test("R-CD2: a child context and a store in memory cannot be pinned: each a thrown error that says why, the context left as it was")
    func refusals() throws {
        let child = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        child.parent = context
        #expect { try child.setQueryGenerationFrom(.current) } throws: { error in
            "\(error)".contains("child context") && (error as NSError).domain == NSCocoaErrorDomain
        }
        #expect(child.queryGenerationToken == nil)

        let memory = try ModelFixtures.container(model: LibraryModel.write(in: folder), store: folder.file("unused.sqlite"),
                                                 type: NSInMemoryStoreType)
        #expect { try memory.viewContext.setQueryGenerationFrom(.current) } throws: { error in
            "\(error)".contains("SQLite stores in files")
        }
        #expect(memory.viewContext.queryGenerationToken == nil)
    }
}
