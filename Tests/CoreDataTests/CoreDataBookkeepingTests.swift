import CoreData
import Foundation
import Testing

/// What a context keeps about its objects between saves (R-CD2), and an entity's prepared
/// layout (R-CD1): the kept structures that make insert, save and fetch fast must still give
/// Core Data's answers — the right objects saved once each, the right sets in notifications,
/// defaults and types given late, text read whole.
@Suite("Core Data: a context's bookkeeping and an entity's layout (R-CD1, R-CD2)")
@MainActor
struct CoreDataBookkeepingTests {
    let folder = ScratchFolder()

    /// An entity Item (title: String, rank: Integer 64) in a model built in code, its store opened.
    func open(_ configure: (NSEntityDescription, NSAttributeDescription, NSAttributeDescription) -> Void = { _, _, _ in })
        throws -> (container: NSPersistentContainer, entity: NSEntityDescription) {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let rank = NSAttributeDescription()
        rank.name = "rank"
        rank.attributeType = .integer64AttributeType
        let entity = NSEntityDescription()
        entity.name = "Item"
        entity.properties = [title, rank]
        configure(entity, title, rank)
        let model = NSManagedObjectModel()
        model.entities = [entity]
        return (try ModelFixtures.loadedContainer("Items", model: model, store: folder.file("Items-\(UUID().uuidString).sqlite")), entity)
    }

    /// Collects the titles of the inserted objects each did-change and did-save notification of
    /// a context names, for as long as it lives.
    final class Heard: @unchecked Sendable {
        var changed: [Set<String>] = []
        var saved: [Set<String>] = []
        private var observers: [any NSObjectProtocol] = []

        init(listeningTo context: NSManagedObjectContext) {
            observers = [
                NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { [unowned self] note in
                    changed.append(CoreDataBookkeepingTests.titles(note.userInfo))
                },
                NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: context, queue: nil) { [unowned self] note in
                    saved.append(CoreDataBookkeepingTests.titles(note.userInfo))
                },
            ]
        }

        deinit { observers.forEach(NotificationCenter.default.removeObserver) }
    }

    nonisolated static func titles(_ info: [AnyHashable: Any]?) -> Set<String> {
        Set(((info?[NSInsertedObjectsKey] as? Set<NSManagedObject>) ?? []).compactMap { $0.value(forKey: "title") as? String })
    }

    @Test("R-CD2: objects inserted and deleted in any order before a save: the save writes exactly the survivors, once each, and its notifications name exactly them", arguments: [1, 2, 3])
    func insertAndDeleteInAnyOrder(seed: UInt64) throws {
        let (container, entity) = try open()
        let context = container.viewContext
        let heard = Heard(listeningTo: context)
        // Deleting a new object takes it out of the middle of the context's list of inserted
        // objects; the one at the end takes its place.
        var random = SeededGenerator(seed: seed)
        var alive: [NSManagedObject] = []
        for index in 0..<300 {
            let item = NSManagedObject(entity: entity, insertInto: context)
            item.setValue("item \(index)", forKey: "title")
            item.setValue(index, forKey: "rank")
            alive.append(item)
            if random.next() % 3 == 0, !alive.isEmpty {
                context.delete(alive.remove(at: Int(random.next() % UInt64(alive.count))))
            }
        }
        let survivors = Set(alive.map { $0.value(forKey: "title") as! String })
        #expect(context.insertedObjects.count == alive.count)
        #expect(Set(context.insertedObjects.map { $0.value(forKey: "title") as! String }) == survivors)
        try context.save()
        #expect(heard.changed.last == survivors, "the save's did-change notification names the new objects")
        #expect(heard.saved == [survivors], "did-save names the same objects")
        #expect(alive.allSatisfy { !$0.isInserted && !$0.objectID.isTemporaryID })
        #expect(Set(alive.map(\.objectID)).count == alive.count, "each object has its own row")

        context.reset()
        let rows = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        #expect(rows.count == survivors.count)
        #expect(Set(rows.map { $0.value(forKey: "title") as! String }) == survivors)
    }

    @Test("R-CD2: when some new objects were announced before the save, did-save still names every object the save inserted")
    func didSaveNamesEveryInsertion() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        let heard = Heard(listeningTo: context)
        NSManagedObject(entity: entity, insertInto: context).setValue("early", forKey: "title")
        context.processPendingChanges()
        NSManagedObject(entity: entity, insertInto: context).setValue("late", forKey: "title")
        try context.save()
        #expect(heard.changed == [["early"], ["late"]])
        #expect(heard.saved == [["early", "late"]])
    }

    @Test("R-CD2: rollback after deletions among new objects forgets exactly the new objects; the next save writes nothing of them")
    func rollbackAfterDeletions() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        let items = (0..<5).map { index -> NSManagedObject in
            let item = NSManagedObject(entity: entity, insertInto: context)
            item.setValue("item \(index)", forKey: "title")
            return item
        }
        context.delete(items[1])
        context.delete(items[3])
        #expect(context.insertedObjects == Set([items[0], items[2], items[4]]))
        context.rollback()
        #expect(context.insertedObjects.isEmpty && !context.hasChanges)
        #expect(items.allSatisfy { !$0.isInserted && $0.managedObjectContext == nil })
        try context.save()
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) == 0)
    }

    @Test("R-CD1: a default value and a type given to an attribute after its entity has it are what new objects start with and how its column is read")
    func lateDefaultsAndTypes() throws {
        let (container, entity) = try open { _, _, rank in
            rank.defaultValue = NSNumber(value: 7)
            rank.attributeType = .doubleAttributeType
        }
        let context = container.viewContext
        let item = NSManagedObject(entity: entity, insertInto: context)
        item.setValue("late", forKey: "title")
        #expect((item.value(forKey: "rank") as? NSNumber)?.doubleValue == 7)
        item.setValue(2.5, forKey: "rank")
        try context.save()
        context.reset()
        let fetched = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first)
        #expect(fetched.value(forKey: "rank") as? Double == 2.5, "read as the double the attribute became")
    }

    @Test("R-CD1: a string holding a NUL, or none at all, is stored and fetched whole")
    func textWithNUL() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        for title in ["before\u{0}after", "", "naïve ☕️"] {
            NSManagedObject(entity: entity, insertInto: context).setValue(title, forKey: "title")
        }
        try context.save()
        context.reset()
        let titles = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).compactMap { $0.value(forKey: "title") as? String }
        #expect(Set(titles) == ["before\u{0}after", "", "naïve ☕️"])
    }

    @Test("R-CD1: new rows written many to a statement get keys that follow on, each once; a deleted row's key is never given again, after a relaunch too")
    func keysNeverGivenTwice() throws {
        let url = folder.file("Keys.sqlite")
        func model() -> NSManagedObjectModel {
            func entity(_ name: String) -> NSEntityDescription {
                let title = NSAttributeDescription()
                title.name = "title"
                title.attributeType = .stringAttributeType
                let entity = NSEntityDescription()
                entity.name = name
                entity.properties = [title]
                return entity
            }
            let model = NSManagedObjectModel()
            model.entities = [entity("Item"), entity("Tag")]
            return model
        }
        func open() throws -> NSPersistentContainer {
            try ModelFixtures.loadedContainer("Keys", model: model(), store: url)
        }
        func keys(_ objects: [NSManagedObject]) -> [Int64] {
            objects.map { object in
                let uri = object.objectID.uriRepresentation().lastPathComponent
                return Int64(uri.dropFirst()) ?? -1
            }
        }
        var seen = Set<String>()
        func insert(_ count: Int, into context: NSManagedObjectContext) throws -> [NSManagedObject] {
            // Items and tags interleaved: each entity's rows are gathered on their own.
            let objects = (0..<count).map { index -> NSManagedObject in
                let object = NSEntityDescription.insertNewObject(forEntityName: index % 3 == 0 ? "Tag" : "Item", into: context)
                object.setValue("\(index)", forKey: "title")
                return object
            }
            try context.save()
            for object in objects {
                let uri = object.objectID.uriRepresentation().absoluteString
                #expect(seen.insert(uri).inserted, "\(uri) given twice")
            }
            return objects
        }
        var container = try open()
        // 250 items: two full statements and a remainder; then more after some are deleted.
        let first = try insert(375, into: container.viewContext)
        let items = first.filter { $0.entity.name == "Item" }
        #expect(keys(items) == Array(1...Int64(items.count)), "keys follow on in the order objects were inserted")
        for object in first.suffix(40) { container.viewContext.delete(object) }
        try container.viewContext.save()
        let second = try insert(120, into: container.viewContext)
        #expect(keys(second.filter { $0.entity.name == "Item" }).min()! > Int64(items.count), "deleted keys are not given again")
        container = try open()
        let third = try insert(10, into: container.viewContext)
        #expect(third.allSatisfy { !$0.objectID.isTemporaryID })
        let context = container.viewContext
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) + context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Tag"))
                == 375 - 40 + 120 + 10)
        let titles = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).compactMap { $0.value(forKey: "title") as? String }
        #expect(titles.count == Set(titles.enumerated().map { "\($0.offset)" }).count)
    }

    @Test("R-CD2: what willSave() inserts, changes or deletes is part of the same save, each newcomer told willSave() in turn")
    func willSaveChangesAreSaved() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        let saved = NSManagedObject(entity: entity, insertInto: context)
        saved.setValue("counter", forKey: "title")
        saved.setValue(0, forKey: "rank")
        let doomed = NSManagedObject(entity: entity, insertInto: context)
        doomed.setValue("doomed", forKey: "title")
        try context.save()

        // A new object whose willSave writes a log entry, bumps the saved counter and deletes one.
        let item = LoggingItem(entity: entity, insertInto: context)
        item.setValue("new", forKey: "title")
        item.counter = saved
        item.doomed = doomed
        try context.save()
        #expect(!context.hasChanges, "nothing is left unsaved")
        #expect(LoggingItem.told == ["new", "log of new"], "the log entry was told willSave too")

        context.reset()
        let titles = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).compactMap { $0.value(forKey: "title") as? String }
        #expect(Set(titles) == ["counter", "new", "log of new"])
        let counter = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).first { $0.value(forKey: "title") as? String == "counter" })
        #expect(counter.value(forKey: "rank") as? Int == 1)
    }
}

/// An item whose `willSave` writes a log entry (itself a `LoggingItem`, which logs nothing),
/// increments a counter object and deletes another, the first time it is saved.
final class LoggingItem: NSManagedObject {
    nonisolated(unsafe) static var told: [String] = []
    var counter: NSManagedObject?
    var doomed: NSManagedObject?

    override func willSave() {
        super.willSave()
        let title = value(forKey: "title") as? String ?? "?"
        Self.told.append(title)
        guard let context = managedObjectContext, let counter else { return }
        let log = LoggingItem(entity: entity, insertInto: context)
        log.setValue("log of \(title)", forKey: "title")
        counter.setValue(((counter.value(forKey: "rank") as? Int) ?? 0) + 1, forKey: "rank")
        if let doomed { context.delete(doomed) }
        self.counter = nil
        self.doomed = nil
    }
}
