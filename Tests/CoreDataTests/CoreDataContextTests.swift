import CoreData
import Foundation
import Testing

/// Contexts and objects (R-CD2): uniquing, the change sets, save, rollback, reset, deletion,
/// subclasses, queues, and a background save reaching the view context.
@Suite("Core Data: contexts and objects (R-CD2)")
@MainActor
struct CoreDataContextTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
    }

    func note(_ title: String, rank: Int16 = 0) -> Note {
        let note = Note(context: context)
        note.title = title
        note.rank = rank
        return note
    }

    var allNotes: NSFetchRequest<Note> {
        let request = NSFetchRequest<Note>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        return request
    }

    @Test("R-CD2: inserted, updated and deleted objects are tracked until save; save gives permanent IDs and posts did-save with the objects")
    func changeSetsAndSave() throws {
        let first = note("First")
        #expect(first.isInserted && context.insertedObjects == [first] && context.hasChanges)
        #expect(first.objectID.isTemporaryID)
        final class Counts: @unchecked Sendable { var saved: [String: Int] = [:] }
        let counts = Counts()
        let observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { note in
            for key in [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey] {
                counts.saved[key] = (note.userInfo?[key] as? Set<NSManagedObject>)?.count ?? 0
            }
        }
        var saved: [String: Int] { counts.saved }
        defer { NotificationCenter.default.removeObserver(observer) }
        try context.save()
        #expect(saved == [NSInsertedObjectsKey: 1, NSUpdatedObjectsKey: 0, NSDeletedObjectsKey: 0])
        #expect(!first.isInserted && !first.objectID.isTemporaryID && !context.hasChanges)

        first.title = "First, renamed"
        #expect(first.isUpdated && context.updatedObjects == [first])
        #expect(first.changedValues().keys.sorted() == ["title"])
        #expect(first.committedValues(forKeys: ["title"])["title"] as? String == "First")
        let second = note("Second")
        try context.save()
        #expect(saved == [NSInsertedObjectsKey: 1, NSUpdatedObjectsKey: 1, NSDeletedObjectsKey: 0])

        context.delete(second)
        #expect(second.isDeleted && context.deletedObjects == [second])
        #expect(try context.fetch(allNotes).map(\.title) == ["First, renamed"], "a deleted object is not fetched before the save")
        try context.save()
        #expect(saved[NSDeletedObjectsKey] == 1 && second.managedObjectContext == nil)
        context.reset()
        #expect(try context.fetch(allNotes).map(\.title) == ["First, renamed"])
    }

    @Test("R-CD2: a row fetched twice is one object, which keeps its unsaved changes across fetches; objects come back as the entity's class")
    func uniquing() throws {
        _ = note("Alpha")
        try context.save()
        context.reset()
        let first = try #require(context.fetch(allNotes).first)
        first.rank = 9
        let again = try #require(context.fetch(allNotes).first)
        #expect(first === again)
        #expect(again.rank == 9, "the unsaved change is kept")
        let generic = try #require(context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first)
        #expect(generic === first && generic is Note)
        #expect(context.object(with: first.objectID) === first)
        #expect(try context.existingObject(with: first.objectID) === first)
    }

    @Test("R-CD2: rollback forgets new objects, restores changed values and brings deleted objects back; reset forgets everything registered")
    func rollbackAndReset() throws {
        let kept = note("Kept", rank: 1)
        try context.save()
        kept.rank = 5
        let gone = note("Never saved")
        context.delete(kept)
        context.rollback()
        #expect(kept.rank == 1 && !kept.isDeleted && !context.hasChanges)
        #expect(gone.managedObjectContext == nil && !gone.isInserted)
        #expect(try context.fetch(allNotes).map(\.title) == ["Kept"])
        context.reset()
        #expect(context.registeredObjects.isEmpty)
        let fresh = try #require(context.fetch(allNotes).first)
        #expect(fresh !== kept, "a new object after reset")
    }

    @Test("R-CD2: a background context saves on its own queue; with automaticallyMergesChangesFromParent the view context's objects take the saved values")
    func backgroundSaveMerges() async throws {
        let shown = note("Shared", rank: 1)
        try context.save()
        context.automaticallyMergesChangesFromParent = true
        let id = shown.objectID
        let background = container.newBackgroundContext()
        try await background.perform {
            let object = try background.existingObject(with: id)
            #expect(!Thread.isMainThread, "a private queue")
            object.setValue(Int16(7), forKey: "rank")
            let added = NSEntityDescription.insertNewObject(forEntityName: "Note", into: background)
            added.setValue("From the background", forKey: "title")
            try background.save()
        }
        for _ in 0..<200 where shown.rank != 7 { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(shown.rank == 7, "merged into the view context")
        #expect(try context.fetch(allNotes).map(\.title) == ["From the background", "Shared"])
        let count = background.performAndWait { try? background.count(for: NSFetchRequest<NSManagedObject>(entityName: "Note")) }
        #expect(count == 2)
    }

    @Test("R-CD2: performBackgroundTask runs on a new private context; async perform returns its block's value or throws its error")
    func performForms() async throws {
        let titles: [String] = try await container.performBackgroundTask { context in
            let object = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            object.setValue("Made in a task", forKey: "title")
            try context.save()
            return try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).compactMap { $0.value(forKey: "title") as? String }
        }
        #expect(titles == ["Made in a task"])
        let background = container.newBackgroundContext()
        await #expect(throws: (any Error).self) {
            try await background.perform { try background.fetch(NSFetchRequest<NSManagedObject>(entityName: "Nothing")) }
        }
        let count = await background.perform { background.registeredObjects.count }
        #expect(count == 0)
    }
}
