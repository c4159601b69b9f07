import CoreData
import Foundation
import Testing

/// `NSFetchedResultsController` (R-CD3): sections, index paths, and the delegate's callbacks in
/// UIKit's order as the context changes — inserts, deletes, moves, updates, sections coming and
/// going, objects entering and leaving the predicate, another context's saves merged, the
/// difference callback instead of the others.
@Suite("Core Data: fetched-results controller (R-CD3)")
@MainActor
struct CoreDataFetchedResultsTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.open(in: folder)
    }

    /// Records each callback as a line: what a table view would be told.
    final class Recorder: NSObject, NSFetchedResultsControllerDelegate {
        var lines: [String] = []

        func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("will") }
        func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { lines.append("did") }

        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange sectionInfo: NSFetchedResultsSectionInfo,
                        atSectionIndex sectionIndex: Int, for type: NSFetchedResultsChangeType) {
            lines.append("section \(name(type)) \(sectionIndex) \(sectionInfo.name)")
        }

        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            let title = (anObject as? Book)?.title ?? "?"
            switch type {
            case .insert: lines.append("insert \(title) \(path(newIndexPath))")
            case .delete: lines.append("delete \(title) \(path(indexPath))")
            case .move: lines.append("move \(title) \(path(indexPath))→\(path(newIndexPath))")
            case .update: lines.append("update \(title) \(path(indexPath))")
            }
        }

        private func name(_ type: NSFetchedResultsChangeType) -> String { type == .insert ? "insert" : type == .delete ? "delete" : "\(type)" }
        private func path(_ path: IndexPath?) -> String { path.map { "\($0[0]).\($0[1])" } ?? "nil" }
    }

    func book(_ title: String, by author: Author?, year: Int32 = 2000) -> Book {
        let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
        book.title = title
        book.author = author
        book.year = year
        return book
    }

    func author(_ name: String) -> Author {
        let author = Author(entity: NSEntityDescription.entity(forEntityName: "Author", in: context)!, insertInto: context)
        author.name = name
        return author
    }

    /// Books in sections by author, sorted by author then title.
    func controller(predicate: NSPredicate? = nil) throws -> NSFetchedResultsController<Book> {
        let request = NSFetchRequest<Book>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "author.name", ascending: true), NSSortDescriptor(key: "title", ascending: true)]
        request.predicate = predicate
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                                    sectionNameKeyPath: "author.name", cacheName: nil)
        try controller.performFetch()
        return controller
    }

    @Test("R-CD3: performFetch cuts the results into sections by the key path; object(at:), indexPath(forObject:), section index titles")
    func sectionsAndIndexPaths() throws {
        let ann = author("Ann"), bob = author("Bob")
        let dune = book("Dune", by: ann)
        _ = book("Alpha", by: ann)
        _ = book("Zeta", by: bob)
        try context.save()
        let controller = try controller()
        let sections = try #require(controller.sections)
        #expect(sections.map(\.name) == ["Ann", "Bob"] && sections.map(\.numberOfObjects) == [2, 1])
        #expect(controller.object(at: IndexPath(indexes: [0, 1])) === dune)
        #expect(controller.indexPath(forObject: dune) == IndexPath(indexes: [0, 1]))
        #expect(controller.fetchedObjects?.compactMap(\.title) == ["Alpha", "Dune", "Zeta"])
        #expect(controller.sectionIndexTitles == ["A", "B"])
    }

    @Test("R-CD3: changes reach the delegate in UIKit's order — a new section and its row, a row moved by its sort key, an update in place, the last row of a section deleted with the section")
    func callbacksInOrder() throws {
        let ann = author("Ann"), bob = author("Bob")
        let alpha = book("Alpha", by: ann), dune = book("Dune", by: ann)
        let zeta = book("Zeta", by: bob)
        try context.save()
        let controller = try controller()
        let recorder = Recorder()
        controller.delegate = recorder

        _ = book("Emma", by: author("Cy"))
        context.processPendingChanges()
        #expect(recorder.lines == ["will", "section insert 2 Cy", "insert Emma 2.0", "did"])

        recorder.lines = []
        alpha.title = "Zulu"
        dune.year = 1965
        context.processPendingChanges()
        #expect(recorder.lines == ["will", "move Zulu 0.0→0.1", "update Dune 0.1", "did"], "moved by its title; Dune only updated")
        #expect(controller.fetchedObjects?.compactMap(\.title) == ["Dune", "Zulu", "Zeta", "Emma"])

        recorder.lines = []
        context.delete(zeta)
        context.processPendingChanges()
        #expect(recorder.lines == ["will", "section delete 1 Bob", "delete Zeta 1.0", "did"])
        #expect(controller.sections?.map(\.name) == ["Ann", "Cy"])

        recorder.lines = []
        dune.author = nil
        context.processPendingChanges()
        #expect(recorder.lines == ["will", "section insert 0 ", "move Dune 0.0→0.0", "did"], "a book without an author moves to the unnamed section")
        try context.save()
        #expect(recorder.lines.count == 4, "saving announces nothing new")
    }

    @Test("R-CD3: an object that comes to match the predicate is inserted, one that stops matching is deleted; other entities are ignored")
    func predicateEntersAndLeaves() throws {
        let ann = author("Ann")
        let old = book("Old", by: ann, year: 1900), new = book("New", by: ann, year: 2020)
        try context.save()
        let controller = try controller(predicate: NSPredicate(format: "year >= %d", 2000))
        let recorder = Recorder()
        controller.delegate = recorder
        #expect(controller.fetchedObjects?.compactMap(\.title) == ["New"])

        old.year = 2001
        new.year = 1999
        let tag = BookTag(entity: NSEntityDescription.entity(forEntityName: "Tag", in: context)!, insertInto: context)
        tag.name = "unrelated"
        context.processPendingChanges()
        #expect(recorder.lines == ["will", "delete New 0.0", "insert Old 0.0", "did"], "\(recorder.lines)")
        #expect(controller.fetchedObjects?.compactMap(\.title) == ["Old"])
    }

    @Test("R-CD3: a background context's save merged into the view context (automaticallyMergesChangesFromParent) reaches the controller; changes are announced without processPendingChanges once the main queue turns")
    func mergedSavesAndTurns() async throws {
        container.viewContext.automaticallyMergesChangesFromParent = true
        let controller = try controller()
        let recorder = Recorder()
        controller.delegate = recorder
        let background = container.newBackgroundContext()
        try background.performAndWait {
            let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: background)
            book.setValue("Background", forKey: "title")
            try background.save()
        }
        await waitForMainQueue()
        #expect(recorder.lines.contains("insert Background 0.0"), "\(recorder.lines)")

        recorder.lines = []
        _ = book("Typed", by: nil)
        #expect(recorder.lines.isEmpty, "not announced in the middle of the turn")
        await waitForMainQueue()
        #expect(recorder.lines == ["will", "insert Typed 0.1", "did"])
    }

    @Test("R-CD3: a delegate that implements didChangeContentWith gets the difference of the object IDs, and nothing else")
    func differenceCallback() throws {
        final class DiffRecorder: NSObject, NSFetchedResultsControllerDelegate {
            var differences: [CollectionDifference<NSManagedObjectID>] = []
            var others = 0
            func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith diff: CollectionDifference<NSManagedObjectID>) {
                differences.append(diff)
            }
            func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) { others += 1 }
        }
        let first = book("First", by: nil)
        try context.save()
        let controller = try controller()
        let recorder = DiffRecorder()
        controller.delegate = recorder
        let second = book("Second", by: nil)
        context.delete(first)
        context.processPendingChanges()
        let difference = try #require(recorder.differences.first)
        #expect(difference.insertions.count == 1 && difference.removals.count == 1 && recorder.others == 0)
        if case .insert(_, let id, _) = difference.insertions[0] { #expect(id == second.objectID) }
    }

    func waitForMainQueue() async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in DispatchQueue.main.async { done.resume() } }
    }
}
