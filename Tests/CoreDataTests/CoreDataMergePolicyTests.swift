import CoreData
import Foundation
import Testing

/// Merge policies (R-CD2): a save finds the rows changed under the objects it writes since they
/// were read, and the context's policy decides — the error policy fails the save and keeps the
/// changes, the trump policies merge value by value, overwrite writes everything, rollback takes
/// the store's row; a subclass can resolve the conflicts itself.
@Suite("Core Data: merge policies (R-CD2)")
@MainActor
struct CoreDataMergePolicyTests {
    let folder = ScratchFolder()
    let container: NSPersistentContainer
    var context: NSManagedObjectContext { container.viewContext }

    init() throws {
        container = try LibraryModel.openWithDune(in: folder)
    }

    /// The book as this context read it.
    func book() throws -> Book {
        try #require(try context.fetch(NSFetchRequest<Book>(entityName: "Book")).first)
    }

    /// Another context changes the book's row and saves.
    func changeElsewhere(title: String? = nil, year: Int32? = nil, delete: Bool = false) throws {
        let other = container.newBackgroundContext()
        try other.performAndWait {
            let book = try #require(try other.fetch(NSFetchRequest<Book>(entityName: "Book")).first)
            if let title { book.title = title }
            if let year { book.year = year }
            if delete { other.delete(book) }
            try other.save()
        }
    }

    /// The book as the store holds it now.
    func stored() throws -> (title: String?, year: Int32)? {
        let reader = container.newBackgroundContext()
        return try reader.performAndWait {
            try reader.fetch(NSFetchRequest<Book>(entityName: "Book")).first.map { ($0.title, $0.year) }
        }
    }

    @Test("R-CD2: under the error policy (the default) a save over a row changed elsewhere fails with NSManagedObjectMergeError and its conflicts; the changes stay, the row is untouched")
    func errorPolicyFails() throws {
        let mine = try book()
        mine.year = 2000
        try changeElsewhere(title: "Dune Messiah")
        #expect(throws: (any Error).self) { try context.save() }
        do {
            try context.save()
        } catch let error as NSError {
            #expect(error.domain == NSCocoaErrorDomain && error.code == NSManagedObjectMergeError)
            let conflicts = try #require(error.userInfo["conflictList"] as? [NSMergeConflict])
            #expect(conflicts.count == 1 && conflicts[0].sourceObject === mine)
            #expect(conflicts[0].cachedSnapshot?["title"] as? String == "Dune")
            #expect(conflicts[0].persistedSnapshot?["title"] as? String == "Dune Messiah")
        }
        #expect(context.hasChanges && mine.year == 2000)
        #expect(try stored()?.title == "Dune Messiah" && stored()?.year == 1965)
        // Merged first, the same save goes through.
        context.refresh(mine, mergeChanges: true)
        try context.save()
        #expect(try stored()?.title == "Dune Messiah" && stored()?.year == 2000)
    }

    @Test("R-CD2: object trump keeps the values changed here and takes the store's others; store trump gives the store a value changed on both sides")
    func trumpPolicies() throws {
        let mine = try book()
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        mine.year = 2000
        try changeElsewhere(title: "Dune Messiah", year: 1969)
        try context.save()
        #expect(try stored()?.title == "Dune Messiah" && stored()?.year == 2000)
        #expect(mine.title == "Dune Messiah" && !context.hasChanges)

        context.mergePolicy = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
        mine.year = 2001
        mine.title = "Mine"
        try changeElsewhere(year: 1976)
        try context.save()
        #expect(try stored()?.title == "Mine" && stored()?.year == 1976)
        #expect(mine.year == 1976)
    }

    @Test("R-CD2: overwrite writes every value here over the row; rollback drops the changes here and takes the row")
    func overwriteAndRollback() throws {
        let mine = try book()
        context.mergePolicy = NSOverwriteMergePolicy
        mine.year = 2000
        try changeElsewhere(title: "Changed elsewhere")
        try context.save()
        #expect(try stored()?.title == "Dune" && stored()?.year == 2000)

        context.mergePolicy = NSMergePolicy.rollback
        mine.title = "Dropped"
        try changeElsewhere(year: 1999)
        try context.save()
        #expect(try stored()?.title == "Dune" && stored()?.year == 1999)
        #expect(mine.title == "Dune" && mine.year == 1999 && !context.hasChanges)
    }

    @Test("R-CD2: a row deleted elsewhere is a conflict under the error policy; under a trump policy the update writes nothing and the row stays gone")
    func rowDeletedElsewhere() throws {
        let mine = try book()
        mine.year = 2000
        try changeElsewhere(delete: true)
        #expect(throws: (any Error).self) { try context.save() }
        context.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        try context.save()
        #expect(try stored() == nil)
    }

    @Test("R-CD2: a subclass's resolve(optimisticLockingConflicts:) is handed the conflicts, and no conflict when nothing changed underneath")
    func customPolicy() throws {
        final class Counting: NSMergePolicy, @unchecked Sendable {
            var seen: [NSMergeConflict] = []
            override func resolve(optimisticLockingConflicts list: [NSMergeConflict]) throws {
                seen += list
                try super.resolve(optimisticLockingConflicts: list)
            }
        }
        let policy = Counting(merge: .mergeByPropertyObjectTrumpMergePolicyType)
        context.mergePolicy = policy
        let mine = try book()
        mine.year = 1
        try context.save()
        #expect(policy.seen.isEmpty)
        mine.year = 2
        try changeElsewhere(title: "Other")
        try context.save()
        #expect(policy.seen.count == 1 && policy.seen.first?.persistedSnapshot?["title"] as? String == "Other")
        #expect(try stored()?.title == "Other" && stored()?.year == 2)
    }
}
