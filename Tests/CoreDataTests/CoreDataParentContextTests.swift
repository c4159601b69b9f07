import CoreData
import Foundation
import Testing

/// Parent and child contexts (R-CD2): a child's save pushes its changes into the parent — not
/// the store — where they wait for the parent's save; a child reads the parent's unsaved values;
/// a child dropped without saving changes nothing.
@Suite("Core Data: parent and child contexts (R-CD2)")
@MainActor
struct CoreDataParentContextTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var viewContext: NSManagedObjectContext { container.viewContext }
    let duneID: NSManagedObjectID
    let annID: NSManagedObjectID

    init() throws {
        container = try LibraryModel.open(in: folder)
        let ann = Author(context: container.viewContext)
        ann.name = "Ann"
        let dune = Book(context: container.viewContext)
        dune.title = "Dune"
        dune.author = ann
        for index in 1...2 {
            let chapter = Chapter(context: container.viewContext)
            chapter.title = "Dune.\(index)"
            dune.addToChapters(chapter)
        }
        try container.viewContext.save()
        duneID = dune.objectID
        annID = ann.objectID
    }

    func child(_ type: NSManagedObjectContextConcurrencyType = .mainQueueConcurrencyType) -> NSManagedObjectContext {
        let child = NSManagedObjectContext(concurrencyType: type)
        child.parent = viewContext
        return child
    }

    /// The titles of the books in the store, read by a container opened anew.
    func storedTitles() throws -> [String] {
        let fresh = try LibraryModel.open(in: folder).viewContext
        return try fresh.fetch(NSFetchRequest<Book>(entityName: "Book")).compactMap(\.title).sorted()
    }

    @Test("R-CD2: an edit in a child reaches the parent on the child's save and the store on the parent's; before, neither")
    func editingScratchpad() throws {
        let editor = child()
        let book = try #require(editor.object(with: duneID) as? Book)
        #expect(book.title == "Dune" && book !== viewContext.object(with: duneID))
        book.title = "Dune Messiah"
        let parentBook = try #require(viewContext.object(with: duneID) as? Book)
        #expect(parentBook.title == "Dune" && !viewContext.hasChanges)
        try editor.save()
        #expect(!editor.hasChanges && viewContext.hasChanges)
        #expect(parentBook.title == "Dune Messiah")
        #expect(try storedTitles() == ["Dune"], "the child's save does not reach the store")
        try viewContext.save()
        #expect(try storedTitles() == ["Dune Messiah"])
    }

    @Test("R-CD2: a new object made in a child, related to an object there, arrives in the parent under its ID with the relationship and its inverse")
    func newObjectWithRelationship() throws {
        let editor = child()
        let ann = try #require(editor.object(with: annID) as? Author)
        let emma = Book(context: editor)
        emma.title = "Emma"
        emma.author = ann
        try editor.save()
        let arrived = try #require(viewContext.registeredObjects.first { $0.objectID == emma.objectID } as? Book)
        #expect(arrived.title == "Emma" && arrived.isInserted)
        let parentAnn = try #require(viewContext.object(with: annID) as? Author)
        #expect(arrived.author === parentAnn)
        #expect(parentAnn.books?.names == ["Dune", "Emma"])
        try viewContext.save()
        #expect(try storedTitles() == ["Dune", "Emma"])

        // The child still calls it by its temporary ID, as in Core Data; a second edit finds it.
        #expect(emma.objectID.isTemporaryID)
        emma.title = "Emma, revised"
        try editor.save()
        #expect(arrived.title == "Emma, revised")
        try viewContext.save()
        #expect(try storedTitles() == ["Dune", "Emma, revised"])
    }

    @Test("R-CD2: a child reads the parent's unsaved values and its new objects; a child let go without saving changes nothing")
    func childSeesParentAndDiscards() throws {
        let parentBook = try #require(viewContext.object(with: duneID) as? Book)
        parentBook.title = "Dune (draft)"
        let draft = Book(context: viewContext)
        draft.title = "Unsaved"
        let reader = child()
        #expect((reader.object(with: duneID) as? Book)?.title == "Dune (draft)")
        #expect(reader.object(with: draft.objectID).value(forKey: "title") as? String == "Unsaved")
        viewContext.rollback()

        do {
            let discarded = child()
            (discarded.object(with: duneID) as? Book)?.title = "Never"
            _ = Book(context: discarded)
        }
        #expect(!viewContext.hasChanges)
        #expect((viewContext.object(with: duneID) as? Book)?.title == "Dune")
    }

    @Test("R-CD2: a deletion in a child deletes in the parent with the delete rules; a private-queue child's save from its queue reaches the parent")
    func deletionAndPrivateQueue() throws {
        let editor = child()
        editor.delete(editor.object(with: duneID))
        try editor.save()
        #expect(viewContext.deletedObjects.map(\.objectID).contains(duneID))
        #expect(viewContext.deletedObjects.filter { $0.entity.name == "Chapter" }.count == 2, "the cascade to chapters")
        try viewContext.save()
        #expect(try storedTitles() == [])

        let importer = child(.privateQueueConcurrencyType)
        try importer.performAndWait {
            for title in ["A", "B", "C"] {
                let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: importer)
                book.setValue(title, forKey: "title")
            }
            try importer.save()
        }
        #expect(viewContext.insertedObjects.count == 3)
        try viewContext.save()
        #expect(try storedTitles() == ["A", "B", "C"])
    }

    @Test("R-CD2: a child's fetch sees what is unsaved above it — the parent's new objects, not its deleted ones, its changed values in the predicate and the order — and counts the same; a grandchild sees both levels")
    func childFetchesSeeTheParent() throws {
        for (title, year) in [("Emma", 1815), ("Ulysses", 1922)] {
            let book = Book(context: viewContext)
            book.title = title
            book.year = Int32(year)
        }
        try viewContext.save()
        // Unsaved in the parent: a new book, Emma deleted, Dune's year changed.
        let new = Book(context: viewContext)
        new.title = "Neuromancer"
        new.year = 1984
        let all = try viewContext.fetch(NSFetchRequest<Book>(entityName: "Book"))
        viewContext.delete(try #require(all.first { $0.title == "Emma" }))
        try #require(all.first { $0.title == "Dune" }).year = 1965

        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "year > %d", 1900)
        request.sortDescriptors = [NSSortDescriptor(key: "year", ascending: true)]
        let scratch = child()
        #expect(try scratch.fetch(request).map(\.title) == ["Ulysses", "Dune", "Neuromancer"])
        #expect(try scratch.count(for: request) == 3)
        #expect(try viewContext.fetch(request).map(\.title) == ["Ulysses", "Dune", "Neuromancer"], "the parent agrees")

        // A grandchild over a child that made its own change sees both.
        let book = try #require(try scratch.fetch(request).first { $0.title == "Ulysses" })
        book.year = 1800
        try scratch.save()
        let grandchild = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        grandchild.parent = scratch
        #expect(try grandchild.fetch(request).map(\.title) == ["Dune", "Neuromancer"])
        #expect(try storedTitles().sorted() == ["Dune", "Emma", "Ulysses"], "nothing saved to the store")
    }

    @Test("R-CD2: a child with automaticallyMergesChangesFromParent merges its parent's saves — changed values and new objects — on its queue; one without does not; a sibling's push alone is not a save of the parent")
    func childFollowsParentSaves() async throws {
        let following = child(), still = child()
        following.automaticallyMergesChangesFromParent = true
        let request = NSFetchRequest<Book>(entityName: "Book")
        let mine = try #require(try following.fetch(request).first)
        let theirs = try #require(try still.fetch(request).first)
        #expect(mine.title == "Dune" && theirs.title == "Dune")

        // A sibling pushes a change into the parent: not yet a save of the parent.
        let sibling = child()
        try #require(try sibling.fetch(request).first).title = "Dune (2nd ed.)"
        try sibling.save()
        await waitForMainQueue()
        #expect(mine.title == "Dune")

        // The parent saves: the following child merges it, the other keeps what it read. The new
        // book reaches the child as an inserted object of its change notification (nothing holds it
        // afterwards, so the context lets it go, as Core Data does).
        let heard = CoreDataBookkeepingTests.Heard(listeningTo: following)
        let added = Book(context: viewContext)
        added.title = "Children of Dune"
        try viewContext.save()
        await waitForMainQueue()
        #expect(mine.title == "Dune (2nd ed.)")
        #expect(theirs.title == "Dune")
        #expect(heard.changed.contains(["Children of Dune"]))
        #expect((following.object(with: added.objectID) as? Book)?.title == "Children of Dune")
        following.automaticallyMergesChangesFromParent = false
        try #require(try viewContext.fetch(request).first { $0.title == "Dune (2nd ed.)" }).title = "Dune (3rd ed.)"
        try viewContext.save()
        await waitForMainQueue()
        #expect(mine.title == "Dune (2nd ed.)", "no longer following")
    }

    @Test("R-CD2: a child's predicates see the parent's unsaved relationships — a book moved to a new author, an author renamed, a to-many grown — as the parent would")
    func childPredicatesSeeUnsavedRelationships() throws {
        let dune = try #require(try viewContext.existingObject(with: duneID) as? Book)
        let ann = try #require(try viewContext.existingObject(with: annID) as? Author)
        // Unsaved in the parent: a new author takes Dune; Ann is renamed; a new book joins Ann.
        let bea = Author(context: viewContext)
        bea.name = "Bea"
        dune.author = bea
        ann.name = "Annie"
        let emma = Book(context: viewContext)
        emma.title = "Emma"
        emma.author = ann
        let child = child()
        func titles(_ format: String, _ arguments: [Any] = []) throws -> [String] {
            let request = NSFetchRequest<Book>(entityName: "Book")
            request.predicate = NSPredicate(format: format, argumentArray: arguments)
            return try child.fetch(request).compactMap(\.title).sorted()
        }
        let childBea = try #require(child.object(with: bea.objectID) as? Author)
        let childAnn = try #require(child.object(with: annID) as? Author)
        #expect(try titles("author == %@", [childBea]) == ["Dune"])
        #expect(try titles("author == %@", [childAnn]) == ["Emma"])
        #expect(try titles("author.name == 'Bea'") == ["Dune"])
        #expect(try titles("author.name == 'Annie'") == ["Emma"])
        #expect(try titles("author.name == 'Ann'") == [])
        // The parent answers the same.
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "author.name == 'Annie'")
        #expect(try viewContext.fetch(request).compactMap(\.title) == ["Emma"])
        // From the other side: authors by their books.
        let authors = NSFetchRequest<Author>(entityName: "Author")
        authors.predicate = NSPredicate(format: "ANY books.title == 'Emma'")
        #expect(try child.fetch(authors).compactMap(\.name) == ["Annie"])
        authors.predicate = NSPredicate(format: "books.@count == 1")
        #expect(try child.fetch(authors).compactMap(\.name).sorted() == ["Annie", "Bea"])
        // Two levels down, and through the object itself.
        let grandchild = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        grandchild.parent = child
        let deepDune = try #require(try grandchild.existingObject(with: duneID) as? Book)
        #expect(deepDune.author?.name == "Bea" && deepDune.author?.objectID == bea.objectID)
        #expect(deepDune.author !== bea && deepDune.author?.managedObjectContext === grandchild)
        let deepAnn = try #require(try grandchild.existingObject(with: annID) as? Author)
        #expect(Set((deepAnn.books?.allObjects as? [Book] ?? []).compactMap(\.title)) == ["Emma"])
    }

    @Test("R-CD2: a child's predicate through a relationship sees an object renamed above it even when nothing of the fetched entity changed there")
    func childPredicatesSeeRenamedRelatedObjects() throws {
        let ann = try #require(try viewContext.existingObject(with: annID) as? Author)
        ann.name = "Annie"
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.predicate = NSPredicate(format: "author.name == 'Annie'")
        #expect(try child().fetch(request).compactMap(\.title) == ["Dune"])
        request.predicate = NSPredicate(format: "author.name == 'Ann'")
        #expect(try child().fetch(request).isEmpty)
        // Saved, the store answers alone again, and the same.
        try viewContext.save()
        request.predicate = NSPredicate(format: "author.name == 'Annie'")
        #expect(try child().fetch(request).compactMap(\.title) == ["Dune"])
    }

    func waitForMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }
}
