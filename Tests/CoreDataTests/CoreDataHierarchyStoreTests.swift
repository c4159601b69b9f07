@testable import CoreData
import Foundation
import Testing

/// Entity inheritance in the store (R-CD1), as Core Data keeps it: a hierarchy in its root's
/// table, rows told apart by `Z_ENT`, so that a fetch of a parent returns its sub-entities'
/// objects as objects of their own entities and classes, and a relationship to a parent holds
/// any of them. Stores written with a table per entity move over when they open.
@Suite("Core Data: entity hierarchies in the store (R-CD1)")
@MainActor
struct CoreDataHierarchyStoreTests {
    let folder = ScratchFolder()

    /// A Folder of Items (Item is abstract); Note and Task inherit from Item, Checklist from
    /// Task. A folder's `pinned` is a to-one to Item, without an inverse.
    static let model = ModelFixtures.header + """
        <entity name="Folder" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="folder" inverseEntity="Item"/>
            <relationship name="pinned" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Item"/>
        </entity>
        <entity name="Item" representedClassName="HierItem" isAbstract="YES" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="items" inverseEntity="Folder"/>
        </entity>
        <entity name="Note" representedClassName="HierNote" parentEntity="Item" syncable="YES">
            <attribute name="body" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Task" representedClassName="HierTask" parentEntity="Item" syncable="YES">
            <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        <entity name="Checklist" representedClassName="HierChecklist" parentEntity="Task" syncable="YES">
            <attribute name="steps" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
        </entity>
    </model>
    """

    init() {
        for type in [HierItem.self, HierNote.self, HierTask.self, HierChecklist.self] as [NSManagedObject.Type] {
            ManagedObjectClasses.learn(type)
        }
    }

    func open(_ contents: String = model, store: String = "Items.sqlite") throws -> NSPersistentContainer {
        let url = try folder.write(contents, to: "Items.xcdatamodeld/Items.xcdatamodel/contents")
        return try ModelFixtures.container(model: url.deletingLastPathComponent().deletingLastPathComponent(), store: folder.file(store))
    }

    /// `contents` on the store `store` opened read-only, and the load's error if it failed.
    func openReadOnly(_ contents: String, store: String) throws -> (container: NSPersistentContainer, failure: (any Error)?) {
        let url = try folder.write(contents, to: "Items.xcdatamodeld/Items.xcdatamodel/contents")
        let container = NSPersistentContainer(name: "Items", managedObjectModel: try #require(NSManagedObjectModel(contentsOf: url.deletingLastPathComponent())))
        let description = NSPersistentStoreDescription(url: folder.file(store))
        description.isReadOnly = true
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        return (container, failure)
    }

    /// Saves, in one save and interleaved, two notes, a task and a checklist in a folder that
    /// pins the checklist.
    func fill(_ container: NSPersistentContainer) throws {
        let context = container.viewContext
        let inbox = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: context)
        inbox.setValue("Inbox", forKey: "name")
        for (entity, title) in [("Note", "b note"), ("Task", "c task"), ("Note", "a note"), ("Checklist", "d list")] {
            let item = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
            item.setValue(title, forKey: "title")
            item.setValue(inbox, forKey: "folder")
            if entity == "Note" { item.setValue("body of \(title)", forKey: "body") }
            if entity == "Checklist" { inbox.setValue(item, forKey: "pinned") }
        }
        try context.save()
    }

    /// The store's tables and `Z_PRIMARYKEY`'s names, read with SQLite.
    func storeLayout(_ store: String = "Items.sqlite") throws -> (tables: [String], numbered: [String]) {
        let connection = try SQLiteConnection(path: folder.file(store).path, readOnly: true)
        var tables: [String] = [], numbered: [String] = []
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'Z%' ORDER BY name") { row in
            if case .text(let name) = row[0] { tables.append(name) }
        }
        guard tables.contains("Z_PRIMARYKEY") else { return (tables, []) }
        try connection.query("SELECT Z_NAME FROM Z_PRIMARYKEY ORDER BY Z_ENT") { row in
            if case .text(let name) = row[0] { numbered.append(name) }
        }
        return (tables, numbered)
    }

    @Test("R-CD1: a hierarchy is kept in its root's table; a fetch of a parent returns its sub-entities' objects, each of its own entity and class, sorted, counted, limited and batched in SQL; includesSubentities off keeps to the entity")
    func parentFetchIncludesSubentities() throws {
        try fill(try open())
        let layout = try storeLayout()
        #expect(layout.tables == ["ZFOLDER", "ZITEM", "Z_METADATA", "Z_PRIMARYKEY"], "one table for the hierarchy")
        #expect(layout.numbered == ["Folder", "Item", "Note", "Task", "Checklist"])

        let context = try open().viewContext
        let items = NSFetchRequest<HierItem>(entityName: "Item")
        items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let all = try context.fetch(items)
        #expect(all.map { $0.value(forKey: "title") as? String } == ["a note", "b note", "c task", "d list"])
        #expect(all.map { $0.entity.name } == ["Note", "Note", "Task", "Checklist"])
        #expect(all.map { String(describing: type(of: $0)) } == ["HierNote", "HierNote", "HierTask", "HierChecklist"])
        #expect(all[0].value(forKey: "body") as? String == "body of a note" && all[3].value(forKey: "steps") as? Int16 == 3)
        #expect(try context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) == 4)

        let tasks = NSFetchRequest<NSManagedObject>(entityName: "Task")
        tasks.predicate = NSPredicate(format: "title ENDSWITH %@ OR done == NO", "list")
        tasks.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
        #expect(try context.fetch(tasks).map(\.entity.name) == ["Checklist", "Task"])
        tasks.includesSubentities = false
        #expect(try context.fetch(tasks).map(\.entity.name) == ["Task"])
        #expect(try context.count(for: tasks) == 1)

        items.fetchLimit = 2
        items.fetchOffset = 1
        #expect(try context.fetch(items).map { $0.value(forKey: "title") as? String } == ["b note", "c task"])

        // Keys only, in batches, in a fresh context: each fault is of its row's entity.
        let fresh = try open().newBackgroundContext()
        try fresh.performAndWait {
            let batched = NSFetchRequest<NSManagedObject>(entityName: "Item")
            batched.sortDescriptors = [NSSortDescriptor(key: "title", ascending: false)]
            batched.fetchBatchSize = 2
            let faults = try fresh.fetch(batched)
            #expect(faults.map(\.entity.name) == ["Checklist", "Task", "Note", "Note"])
            #expect(faults.map { $0.value(forKey: "title") as? String } == ["d list", "c task", "b note", "a note"])
            #expect(faults[0].value(forKey: "steps") as? Int16 == 3 && faults[2].value(forKey: "body") as? String == "body of b note")
            let ids = NSFetchRequest<NSManagedObjectID>(entityName: "Item")
            ids.resultType = .managedObjectIDResultType
            #expect(Set(try fresh.fetch(ids).map { $0.entity.name ?? "" }) == ["Note", "Task", "Checklist"])
        }
    }

    @Test("R-CD1: a to-one to a parent entity names a sub-entity's object, and a to-many to it holds objects of several; unsaved sub-entity objects are in a parent's fetch")
    func relationshipsToAParentHoldSubentities() throws {
        try fill(try open())
        let context = try open().viewContext
        let folders = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Folder"))
        let inbox = try #require(folders.first)
        let pinned = try #require(inbox.value(forKey: "pinned") as? NSManagedObject)
        #expect(pinned.entity.name == "Checklist" && pinned is HierChecklist && pinned.value(forKey: "title") as? String == "d list")
        let members = try #require(inbox.value(forKey: "items") as? Set<NSManagedObject>)
        #expect(members.map { $0.entity.name ?? "" }.sorted() == ["Checklist", "Note", "Note", "Task"])
        #expect(members.contains { $0 === pinned }, "one object for the row, reached either way")
        let inFolder = NSFetchRequest<NSManagedObject>(entityName: "Folder")
        inFolder.predicate = NSPredicate(format: "ANY items.title == %@ AND pinned.title == %@", "c task", "d list")
        #expect(try context.fetch(inFolder).count == 1)
        #expect(PredicateSQL.filter(for: try #require(inFolder.predicate), entity: inbox.entity, context: context)?.isExact == true,
                "members of a hierarchy are rows of its one table: read in SQL")
        let sums = NSFetchRequest<NSManagedObject>(entityName: "Folder")
        sums.predicate = NSPredicate(format: "items.@count == 4 AND ANY items.title ENDSWITH %@", "list")
        #expect(try context.fetch(sums).count == 1)

        let draft = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        draft.setValue("e draft", forKey: "title")
        #expect(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).contains { $0 === draft })
        let onlyTasks = NSFetchRequest<NSManagedObject>(entityName: "Task")
        #expect(try !context.fetch(onlyTasks).contains { $0 === draft })

        // A context pinned to a query generation reads its own snapshot of the shared table.
        let generation = try open().newBackgroundContext()
        try generation.performAndWait {
            try generation.setQueryGenerationFrom(NSQueryGenerationToken.current)
            let items = NSFetchRequest<NSManagedObject>(entityName: "Item")
            items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
            #expect(try generation.fetch(items).map(\.entity.name) == ["Note", "Note", "Task", "Checklist"])
        }
    }

    @Test("R-CD1: a fetched-results controller over a parent entity (batched, read a run of keys at a time) shows each row as an object of its own entity")
    func controllerOverAParent() throws {
        try fill(try open())
        let request = NSFetchRequest<HierItem>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        request.fetchBatchSize = 1
        let container = try open()
        let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: container.viewContext,
                                                    sectionNameKeyPath: nil, cacheName: nil)
        try controller.performFetch()
        let shown = (0..<4).map { controller.object(at: IndexPath(indexes: [0, $0])) }
        #expect(shown.map { String(describing: type(of: $0)) } == ["HierNote", "HierNote", "HierTask", "HierChecklist"])
        #expect(shown.map { $0.value(forKey: "title") as? String } == ["a note", "b note", "c task", "d list"])
    }

    @Test("R-CD1: a store written with a table per entity moves into the hierarchy's table when it opens, without migration asked: new keys, and the to-ones and join tables that named the old ones follow")
    func storeWithATablePerEntityMovesOver() throws {
        // A folder's `featured` checklist and a tag's tasks name sub-entities' rows; the old
        // keys of Task and Checklist are taken by Note's, so both must follow their rows.
        let model = Self.model
            .replacingOccurrences(of: "<relationship name=\"pinned\"", with: "<relationship name=\"featured\" optional=\"YES\" maxCount=\"1\" deletionRule=\"Nullify\" destinationEntity=\"Checklist\"/>\n        <relationship name=\"pinned\"")
            .replacingOccurrences(of: "<attribute name=\"done\" attributeType=\"Boolean\" defaultValueString=\"NO\" usesScalarValueType=\"YES\"/>", with: """
                <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
                    <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="tasks" inverseEntity="Tag"/>
                """)
            .replacingOccurrences(of: "</model>", with: """
                <entity name="Tag" syncable="YES">
                    <attribute name="name" optional="YES" attributeType="String"/>
                    <relationship name="tasks" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Task" inverseName="tags" inverseEntity="Task"/>
                </entity>
            </model>
            """)
        // The store as the layout before kept it: every entity a table, keys counted per table,
        // `Z_ENT` the entity's place in the model, no `Z_PRIMARYKEY`. The join table is Tag's
        // ("Tag" sorts before "Task"): its targets are tasks.
        let old = try SQLiteConnection(path: folder.file("Old.sqlite").path)
        try old.execute("""
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_METADATA VALUES (1, 'F00DF00D-0000-0000-0000-000000000001', NULL);
            CREATE TABLE ZFOLDER (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR, ZFEATURED INTEGER, ZPINNED INTEGER);
            CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZFOLDER INTEGER);
            CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZBODY VARCHAR, ZFOLDER INTEGER);
            CREATE TABLE ZTASK (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZDONE INTEGER, ZFOLDER INTEGER);
            CREATE TABLE ZCHECKLIST (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZDONE INTEGER, ZSTEPS INTEGER, ZFOLDER INTEGER);
            CREATE TABLE ZTAG (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR);
            CREATE TABLE Z_TAG_TASKS (Z_SOURCE INTEGER, Z_TARGET INTEGER, Z_FOK_SOURCE INTEGER);
            INSERT INTO ZFOLDER VALUES (1, 1, 1, 'Inbox', 1, NULL);
            INSERT INTO ZNOTE VALUES (1, 3, 1, 'n1', 'first', 1), (2, 3, 1, 'n2', 'second', 1);
            INSERT INTO ZTASK VALUES (1, 4, 1, 't1', 1, 1), (2, 4, 1, 't2', 0, 1);
            INSERT INTO ZCHECKLIST VALUES (1, 5, 1, 'c1', 0, 7, 1);
            INSERT INTO ZTAG VALUES (1, 6, 1, 'red');
            INSERT INTO Z_TAG_TASKS VALUES (1, 2, 0);
            """)
        // Read-only, it cannot move: the open fails with SQLite's message and the file is as it was.
        let failure = try openReadOnly(model, store: "Old.sqlite").failure
        #expect("\(failure.map { "\($0)" } ?? "opened")".contains("readonly"))
        #expect(try storeLayout("Old.sqlite").tables == ["ZCHECKLIST", "ZFOLDER", "ZITEM", "ZNOTE", "ZTAG", "ZTASK", "Z_METADATA", "Z_TAG_TASKS"])

        let container = try open(model, store: "Old.sqlite")
        #expect(try storeLayout("Old.sqlite").tables == ["ZFOLDER", "ZITEM", "ZTAG", "Z_METADATA", "Z_PRIMARYKEY", "Z_TAG_TASKS"])
        let context = container.viewContext
        let items = NSFetchRequest<NSManagedObject>(entityName: "Item")
        items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let all = try context.fetch(items)
        #expect(all.map { $0.value(forKey: "title") as? String } == ["c1", "n1", "n2", "t1", "t2"])
        #expect(all.map(\.entity.name) == ["Checklist", "Note", "Note", "Task", "Task"])
        #expect(Set(all.compactMap(\.objectID.primaryKey)).count == 5, "every row a key of its own")
        #expect(all[0].value(forKey: "steps") as? Int16 == 7 && all[3].value(forKey: "done") as? Bool == true)
        let inbox = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Folder")).first)
        #expect((inbox.value(forKey: "featured") as? NSManagedObject) === all[0], "the to-one to a sub-entity follows its row")
        #expect((inbox.value(forKey: "items") as? Set<NSManagedObject>)?.count == 5)
        let red = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag")).first)
        #expect((red.value(forKey: "tasks") as? Set<NSManagedObject>)?.map { $0.value(forKey: "title") as? String } == ["t2"],
                "the join table follows")
        #expect((all[4].value(forKey: "tags") as? Set<NSManagedObject>)?.first === red)

        let added = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        added.setValue("n3", forKey: "title")
        try context.save()
        #expect(try open(model, store: "Old.sqlite").viewContext.count(for: items) == 6)
    }

    @Test("R-CD1: a model version that gives two roots a new abstract parent (a lightweight migration, their shared attribute moved up) moves their tables' rows into the parent's, a sub-entity's with them; to-ones and a to-many to them follow")
    func newParentEntityByMigration() throws {
        // The entities both versions have alike.
        let folderEntity = """
            <entity name="Folder" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="featured" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note"/>
                <relationship name="pinned" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Checklist"/>
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
            </entity>
        """, checklist = """
            <entity name="Checklist" parentEntity="Task" syncable="YES">
                <attribute name="steps" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
            </entity>
        """
        // Task has a sub-entity of its own, kept in Task's table.
        let first = ModelFixtures.header + folderEntity + checklist + """
            <entity name="Task" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            </entity>
            <entity name="Note" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="body" optional="YES" attributeType="String"/>
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
        </model>
        """
        // The next version: an abstract Item holds the title both had; Note's table moves first,
        // so Task's rows (the checklist's among them) take new keys.
        let second = ModelFixtures.header + folderEntity + checklist + """
            <entity name="Item" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Note" parentEntity="Item" syncable="YES">
                <attribute name="body" optional="YES" attributeType="String"/>
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
            <entity name="Task" parentEntity="Item" syncable="YES">
                <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
            </entity>
        </model>
        """
        let before = try open(first, store: "Moved.sqlite")
        let context = before.viewContext
        let inbox = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: context)
        var notes: [NSManagedObject] = []
        for title in ["n1", "n2"] {
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            note.setValue(title, forKey: "title")
            note.setValue(inbox, forKey: "folder")
            notes.append(note)
        }
        inbox.setValue(notes[1], forKey: "featured")
        for (entity, title) in [("Task", "t1"), ("Task", "t2"), ("Checklist", "t3 list")] {
            let task = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
            task.setValue(title, forKey: "title")
            if entity == "Checklist" { inbox.setValue(task, forKey: "pinned") }
        }
        try context.save()

        let after = try open(second, store: "Moved.sqlite")
        #expect(try storeLayout("Moved.sqlite").tables == ["ZFOLDER", "ZITEM", "Z_METADATA", "Z_PRIMARYKEY"])
        let items = NSFetchRequest<NSManagedObject>(entityName: "Item")
        items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let all = try after.viewContext.fetch(items)
        #expect(all.map { $0.value(forKey: "title") as? String } == ["n1", "n2", "t1", "t2", "t3 list"])
        #expect(all.map(\.entity.name) == ["Note", "Note", "Task", "Task", "Checklist"])
        let folder = try #require(try after.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Folder")).first)
        #expect((folder.value(forKey: "featured") as? NSManagedObject) === all[1])
        #expect((folder.value(forKey: "pinned") as? NSManagedObject) === all[4], "a to-one to the moved table's sub-entity follows")
        #expect((folder.value(forKey: "notes") as? Set<NSManagedObject>)?.count == 2)
    }

    @Test("R-CD1: a model version that moves an entity out of its hierarchy and under another root with rows of its own (a lightweight migration) moves its rows there with new keys; a to-one to it follows, the rest stay")
    func entityMovedToAnotherHierarchy() throws {
        let first = ModelFixtures.header + """
            <entity name="Folder" syncable="YES">
                <relationship name="featured" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Note"/>
            </entity>
            <entity name="Document" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Item" isAbstract="YES" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Note" parentEntity="Item" syncable="YES">
                <attribute name="body" optional="YES" attributeType="String"/>
            </entity>
            <entity name="Task" parentEntity="Item" syncable="YES"/>
        </model>
        """
        let second = first.replacingOccurrences(of: "<entity name=\"Note\" parentEntity=\"Item\"", with: "<entity name=\"Note\" parentEntity=\"Document\"")
        let context = try open(first, store: "Out.sqlite").viewContext
        for (entity, title) in [("Document", "d1"), ("Document", "d2"), ("Note", "n1"), ("Task", "t1"), ("Note", "n2")] {
            let object = NSEntityDescription.insertNewObject(forEntityName: entity, into: context)
            object.setValue(title, forKey: "title")
            if entity == "Note" { object.setValue("body of \(title)", forKey: "body") }
            if title == "n2" { NSEntityDescription.insertNewObject(forEntityName: "Folder", into: context).setValue(object, forKey: "featured") }
        }
        try context.save()

        let after = try open(second, store: "Out.sqlite").viewContext
        let documents = NSFetchRequest<NSManagedObject>(entityName: "Document")
        documents.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let all = try after.fetch(documents)
        #expect(all.map { $0.value(forKey: "title") as? String } == ["d1", "d2", "n1", "n2"])
        #expect(all.map(\.entity.name) == ["Document", "Document", "Note", "Note"])
        #expect(all[3].value(forKey: "body") as? String == "body of n2")
        #expect(Set(all.compactMap(\.objectID.primaryKey)).count == 4)
        #expect(try after.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item")).map { $0.value(forKey: "title") as? String } == ["t1"])
        let folder = try #require(try after.fetch(NSFetchRequest<NSManagedObject>(entityName: "Folder")).first)
        #expect((folder.value(forKey: "featured") as? NSManagedObject) === all[3], "the to-one follows its row to its new key")
    }

    @Test("R-CD1: a store written with shared tables opens read-only (nothing of the numbers is written when nothing changed) and reads every kind")
    func sharedTablesOpenReadOnly() throws {
        try fill(try open())
        let (container, failure) = try openReadOnly(Self.model, store: "Items.sqlite")
        #expect(failure == nil, "\(failure.map { "\($0)" } ?? "")")
        let items = NSFetchRequest<NSManagedObject>(entityName: "Item")
        items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try container.viewContext.fetch(items).map(\.entity.name) == ["Note", "Note", "Task", "Checklist"])
    }

    @Test("R-CD1: entity numbers stay with the store: a later model version that adds an entity before the others reads the old rows as the entities they were")
    func numbersSurviveAModelThatAddsEntities() throws {
        try fill(try open())
        let added = Self.model.replacingOccurrences(of: "<entity name=\"Folder\"", with: """
            <entity name="Archive" syncable="YES"><attribute name="label" optional="YES" attributeType="String"/></entity>
            <entity name="Folder"
            """)
        let url = try folder.write(added, to: "Items2.xcdatamodel/contents").deletingLastPathComponent()
        let model = try #require(NSManagedObjectModel(contentsOf: url))
        let container = NSPersistentContainer(name: "Items", managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: folder.file("Items.sqlite"))
        description.shouldMigrateStoreAutomatically = true
        description.shouldInferMappingModelAutomatically = true
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        #expect(failure == nil)
        let items = NSFetchRequest<NSManagedObject>(entityName: "Item")
        items.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        #expect(try container.viewContext.fetch(items).map(\.entity.name) == ["Note", "Note", "Task", "Checklist"])
        #expect(try storeLayout().numbered == ["Folder", "Item", "Note", "Task", "Checklist", "Archive"])
    }

    @Test("R-CD1: a batch delete of a parent entity deletes its sub-entities' rows and reports each as its own entity; a cascade into a hierarchy does too")
    func batchDeleteThroughAHierarchy() throws {
        let container = try open()
        try fill(container)
        let context = container.viewContext
        let notes = NSFetchRequest<NSFetchRequestResult>(entityName: "Item")
        notes.predicate = NSPredicate(format: "title ENDSWITH %@", "note")
        let delete = NSBatchDeleteRequest(fetchRequest: notes)
        delete.resultType = .resultTypeObjectIDs
        let deleted = try #require((try context.execute(delete) as? NSBatchDeleteResult)?.result as? [NSManagedObjectID])
        #expect(deleted.map { $0.entity.name ?? "" } == ["Note", "Note"])

        let folders = NSBatchDeleteRequest(fetchRequest: NSFetchRequest<NSFetchRequestResult>(entityName: "Folder"))
        folders.resultType = .resultTypeObjectIDs
        let cascaded = try #require((try context.execute(folders) as? NSBatchDeleteResult)?.result as? [NSManagedObjectID])
        #expect(cascaded.map { $0.entity.name ?? "" }.sorted() == ["Checklist", "Folder", "Task"])
        let fresh = try open().viewContext
        #expect(try fresh.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) == 0)
    }

    @Test("R-CD4: an object of an abstract entity is refused by the save with a message, and nothing of the save is written")
    func abstractEntitiesAreRefused() throws {
        let container = try open()
        let context = container.viewContext
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue("kept back", forKey: "title")
        _ = NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)
        do {
            try context.save()
            Issue.record("an abstract entity's object was saved")
        } catch {
            #expect("\(error)".contains("Item is abstract"), "\(error)")
        }
        #expect(try open().viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Item")) == 0)
    }

    /// The columns of `table` with their declared types, read with SQLite.
    func columns(of table: String, in store: String) throws -> [String: String] {
        let connection = try SQLiteConnection(path: folder.file(store).path, readOnly: true)
        var columns: [String: String] = [:]
        try connection.query("PRAGMA table_info(\(table))") { row in
            if case .text(let name) = row[1], case .text(let type) = row[2] { columns[name] = type }
        }
        return columns
    }

    @Test("R-CD1: entities of one hierarchy that give one property name two column types each get a column, the later one numbered as Core Data numbers it; a column the store has keeps its type's property when a model version adds the other")
    func clashingPropertyNamesGetNumberedColumns() throws {
        // Checklist's `body` is a number where Note's is text: ZBODY (text) and ZBODY1.
        let clashing = Self.model.replacingOccurrences(of: "<attribute name=\"steps\" attributeType=\"Integer 16\"", with: "<attribute name=\"body\" attributeType=\"Integer 16\"")
        let context = try open(clashing, store: "Clash.sqlite").viewContext
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue("words", forKey: "body")
        let list = NSEntityDescription.insertNewObject(forEntityName: "Checklist", into: context)
        list.setValue(7, forKey: "body")
        try context.save()
        #expect(try columns(of: "ZITEM", in: "Clash.sqlite").filter { $0.key.hasPrefix("ZBODY") } == ["ZBODY": "VARCHAR", "ZBODY1": "INTEGER"])
        let fresh = try open(clashing, store: "Clash.sqlite").viewContext
        let items = try fresh.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        #expect(Set(items.map { "\($0.entity.name ?? ""): \($0.value(forKey: "body") ?? "nil")" }) == ["Note: words", "Checklist: 7"])
        let lists = NSFetchRequest<NSManagedObject>(entityName: "Checklist")
        lists.predicate = NSPredicate(format: "body == 7")
        #expect(try fresh.count(for: lists) == 1)
        let notes = NSFetchRequest<NSManagedObject>(entityName: "Note")
        notes.predicate = NSPredicate(format: "body BEGINSWITH 'wo'")
        #expect(try fresh.fetch(notes).count == 1)

        // A store written before Note had a body: Checklist's number is in ZBODY, and stays there
        // when a model version gives Note (first in the hierarchy's order) a text body.
        let withoutNoteBody = clashing.replacingOccurrences(of: "<attribute name=\"body\" optional=\"YES\" attributeType=\"String\"/>", with: "")
        let earlier = try open(withoutNoteBody, store: "Later.sqlite").viewContext
        NSEntityDescription.insertNewObject(forEntityName: "Checklist", into: earlier).setValue(5, forKey: "body")
        try earlier.save()
        #expect(try columns(of: "ZITEM", in: "Later.sqlite")["ZBODY"] == "INTEGER")
        let later = try open(clashing, store: "Later.sqlite").viewContext
        NSEntityDescription.insertNewObject(forEntityName: "Note", into: later).setValue("text", forKey: "body")
        try later.save()
        #expect(try columns(of: "ZITEM", in: "Later.sqlite").filter { $0.key.hasPrefix("ZBODY") } == ["ZBODY": "INTEGER", "ZBODY1": "VARCHAR"])
        let reread = try open(clashing, store: "Later.sqlite").viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        #expect(Set(reread.map { "\($0.entity.name ?? ""): \($0.value(forKey: "body") ?? "nil")" }) == ["Note: text", "Checklist: 5"])
        // One model object for both stores: their columns are numbered the other way round, so
        // the second is refused rather than read through the first one's names.
        let shared = try #require(NSManagedObjectModel(contentsOf: try folder.write(clashing, to: "Shared.xcdatamodeld/Shared.xcdatamodel/contents")
            .deletingLastPathComponent().deletingLastPathComponent()))
        let first = try ModelFixtures.loadedContainer("Items", model: shared, store: folder.file("Clash.sqlite"))
        do {
            _ = try ModelFixtures.loadedContainer("Items", model: shared, store: folder.file("Later.sqlite"))
            Issue.record("a store numbered the other way opened with the same model")
        } catch {
            #expect("\(error)".contains("Note.body is in the column ZBODY1 of this store and in ZBODY of another"), "\(error)")
        }
        #expect(try first.viewContext.count(for: lists) == 1, "the first store reads on")

        // A store written with a table per entity, each body in its entity's table: moved over,
        // Checklist's numbers go to ZBODY1, not into Note's text column of the same name.
        try SQLiteConnection(path: folder.file("PerEntity.sqlite").path).execute("""
            CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
            INSERT INTO Z_METADATA VALUES (1, 'F00DF00D-0000-0000-0000-000000000002', NULL);
            CREATE TABLE ZFOLDER (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR, ZPINNED INTEGER);
            CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZFOLDER INTEGER);
            CREATE TABLE ZNOTE (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZBODY VARCHAR, ZFOLDER INTEGER);
            CREATE TABLE ZTASK (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZDONE INTEGER, ZFOLDER INTEGER);
            CREATE TABLE ZCHECKLIST (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER, ZTITLE VARCHAR, ZDONE INTEGER, ZBODY INTEGER, ZFOLDER INTEGER);
            INSERT INTO ZNOTE VALUES (1, 3, 1, 'n', 'prose', NULL);
            INSERT INTO ZCHECKLIST VALUES (1, 5, 1, 'c', 0, 9, NULL);
            """)
        let moved = try open(clashing, store: "PerEntity.sqlite").viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        #expect(Set(moved.map { "\($0.value(forKey: "title") ?? ""): \($0.value(forKey: "body") ?? "nil")" }) == ["n: prose", "c: 9"])
        #expect(try columns(of: "ZITEM", in: "PerEntity.sqlite").filter { $0.key.hasPrefix("ZBODY") } == ["ZBODY": "VARCHAR", "ZBODY1": "INTEGER"])
    }
}

/// The classes Xcode's code generation makes for the hierarchy: each its parent entity's subclass.
class HierItem: NSManagedObject {}
final class HierNote: HierItem {}
class HierTask: HierItem {}
final class HierChecklist: HierTask {}
