import CoreData
import DiffableSnapshots
import Foundation
import Testing

/// The fetched-results controller's diffable-snapshot callback (R-CD3): the delegate that
/// implements `controller(_:didChangeContentWith:)` with a snapshot gets the whole content —
/// section names, object IDs, the objects changed in place reloaded — right after `performFetch()`
/// and after each change, and no other callback, as in Core Data.
@Suite("Core Data: the fetched-results controller's snapshot callback (R-CD3)")
@MainActor
struct CoreDataSnapshotCallbackTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.open(in: folder)
    }

    /// Keeps each snapshot (typed as an app types it) and counts every other callback.
    final class SnapshotRecorder: NSObject, NSFetchedResultsControllerDelegate {
        var references: [NSDiffableDataSourceSnapshotReference] = []
        var others = 0
        var snapshots: [NSDiffableDataSourceSnapshot<String, NSManagedObjectID>] {
            references.map { NSDiffableDataSourceSnapshot<String, NSManagedObjectID>($0) }
        }

        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                        didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
            references.append(snapshot)
        }
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
            others += 1
        }
        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { others += 1 }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { others += 1 }
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) { others += 1 }
    }

    func book(_ title: String, by author: Author?) -> Book {
        let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
        book.title = title
        book.author = author
        return book
    }

    func author(_ name: String) -> Author {
        let author = Author(entity: NSEntityDescription.entity(forEntityName: "Author", in: context)!, insertInto: context)
        author.name = name
        return author
    }

    @Test("R-CD3: the snapshot delegate gets the first snapshot after performFetch, then one per change — sections by name, object IDs in order, changed books reloaded, moved or not — and nothing else")
    func sectionedSnapshots() throws {
        let ann = author("Ann"), bob = author("Bob")
        let annFirst = book("A1", by: ann), bobFirst = book("B1", by: bob)
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "author.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                    sectionNameKeyPath: "author.name", cacheName: nil)
        let recorder = SnapshotRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        let first = try #require(recorder.snapshots.first)
        #expect(first.sectionIdentifiers == ["Ann", "Bob"])
        #expect(first.itemIdentifiers(inSection: "Ann") == [annFirst.objectID])
        #expect(first.itemIdentifiers(inSection: "Bob") == [bobFirst.objectID])
        #expect(first.reloadedItemIdentifiers.isEmpty)

        let annSecond = book("A2", by: ann)
        context.processPendingChanges()
        #expect(recorder.references.count == 2)
        #expect(recorder.snapshots.last?.itemIdentifiers(inSection: "Ann") == [annFirst.objectID, annSecond.objectID])

        // A change to a key that does not order the results: the same order, the book reloaded.
        annFirst.year = 1990
        context.processPendingChanges()
        #expect(recorder.references.count == 3)
        #expect(recorder.snapshots.last?.itemIdentifiers == [annFirst.objectID, annSecond.objectID, bobFirst.objectID])
        #expect(recorder.snapshots.last?.reloadedItemIdentifiers == [annFirst.objectID])

        // A changed sort key that keeps the book in its place, and one that moves it: both
        // books are reloaded (their cells show what changed).
        annSecond.title = "A3"
        context.processPendingChanges()
        #expect(recorder.snapshots.last?.itemIdentifiers(inSection: "Ann") == [annFirst.objectID, annSecond.objectID])
        #expect(recorder.snapshots.last?.reloadedItemIdentifiers == [annSecond.objectID])
        annFirst.title = "A4"
        context.processPendingChanges()
        #expect(recorder.snapshots.last?.itemIdentifiers(inSection: "Ann") == [annSecond.objectID, annFirst.objectID])
        #expect(recorder.snapshots.last?.reloadedItemIdentifiers == [annFirst.objectID])

        // Bob's only book goes: his section goes with it.
        context.delete(bobFirst)
        context.processPendingChanges()
        #expect(recorder.snapshots.last?.sectionIdentifiers == ["Ann"])
        #expect(recorder.others == 0, "a snapshot delegate hears nothing else")
    }

    @Test("R-CD3: a batched controller without sections hands one unnamed section of every row's ID; a snapshot read after later changes still holds the content it was handed with")
    func keyedSnapshots() throws {
        var books: [Book] = []
        for index in 0..<30 { books.append(book(String(format: "Book %02d", index), by: nil)) }
        try context.save()
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        request.fetchBatchSize = 10
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        let recorder = SnapshotRecorder()
        controller.delegate = recorder
        try controller.performFetch()
        // Not read yet: the deletion below must not change what it says.
        let kept = try #require(recorder.references.first)
        context.delete(books[0])
        context.processPendingChanges()
        let first = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(kept)
        #expect(first.sectionIdentifiers == [""])
        #expect(first.itemIdentifiers == books.map(\.objectID))
        #expect(recorder.snapshots.last?.itemIdentifiers == books.dropFirst().map(\.objectID))
        #expect(recorder.others == 0)
    }

    @Test("R-CD3: a delegate without the snapshot method still gets the changes one by one")
    func withoutSnapshotMethod() throws {
        final class Counter: NSObject, NSFetchedResultsControllerDelegate {
            var lines: [String] = []
            func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("will") }
            func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("did") }
        }
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context, sectionNameKeyPath: nil, cacheName: nil)
        let counter = Counter()
        controller.delegate = counter
        try controller.performFetch()
        #expect(counter.lines.isEmpty)
        _ = book("New", by: nil)
        context.processPendingChanges()
        #expect(counter.lines == ["will", "did"])
    }

    @Test("R-CD3: the reference and value snapshots convert both ways; identifiers of another type than the typed snapshot's are left out, not trapped on")
    func conversions() {
        var typed = NSDiffableDataSourceSnapshot<String, Int>()
        typed.appendSections(["odd", "even"])
        typed.appendItems([1, 3], toSection: "odd")
        typed.appendItems([2], toSection: "even")
        typed.reloadItems([3])
        let reference = NSDiffableDataSourceSnapshotReference(typed)
        #expect(reference.numberOfSections == 2 && reference.numberOfItems == 3)
        #expect(reference.itemIdentifiersInSection(withIdentifier: "odd") as? [Int] == [1, 3])
        #expect(reference.index(ofItemIdentifier: 2) == 2)
        #expect(reference.index(ofItemIdentifier: 9) == NSNotFound)
        #expect(reference.sectionIdentifierForSectionContainingItem(withIdentifier: 2) as? String == "even")
        let back = NSDiffableDataSourceSnapshot<String, Int>(reference)
        #expect(back.sectionIdentifiers == ["odd", "even"] && back.itemIdentifiers == [1, 3, 2] && back.reloadedItemIdentifiers == [3])
        let wrong = NSDiffableDataSourceSnapshot<Int, Int>(reference)
        #expect(wrong.numberOfSections == 0)
        reference.appendItems(withIdentifiers: [5], intoSectionWithIdentifier: "odd")
        reference.deleteItems(withIdentifiers: [1])
        #expect(NSDiffableDataSourceSnapshot<String, Int>(reference).itemIdentifiers(inSection: "odd") == [3, 5])
    }
}
