import CoreData
import Foundation
import Testing

/// The stack (R-CD1): models read as Xcode writes them or built in code, stores on SQLite files
/// and in memory, every attribute type kept across a reopening, lightweight migration.
@Suite("Core Data: the stack, models and stores (R-CD1)")
@MainActor
struct CoreDataStackTests {
    @Test("R-CD1: a model read from an .xcdatamodeld as Xcode writes it: entities, classes, every attribute type, optional and transient flags, defaults")
    func modelFromXcodeFile() throws {
        let folder = ScratchFolder()
        let url = try ModelFixtures.writeNotesModel(in: folder)
        let model = try #require(NSManagedObjectModel(contentsOf: url))
        #expect(Set(model.entitiesByName.keys) == ["Note", "Item"])
        let note = try #require(model.entitiesByName["Note"])
        #expect(note.managedObjectClassName == "Note")
        #expect(model.entitiesByName["Item"]?.managedObjectClassName == "Item", "\".Item\" (the current module) is the class Item")
        let types = note.attributesByName.mapValues(\.attributeType)
        #expect(types["title"] == .stringAttributeType && types["pinned"] == .booleanAttributeType)
        #expect(types["rank"] == .integer16AttributeType && types["views"] == .integer32AttributeType && types["bytes"] == .integer64AttributeType)
        #expect(types["score"] == .doubleAttributeType && types["ratio"] == .floatAttributeType && types["price"] == .decimalAttributeType)
        #expect(types["created"] == .dateAttributeType && types["attachment"] == .binaryDataAttributeType)
        #expect(types["identifier"] == .UUIDAttributeType && types["link"] == .URIAttributeType && types["tags"] == .transformableAttributeType)
        #expect(note.attributesByName["title"]?.isOptional == true && note.attributesByName["body"]?.isOptional == false)
        #expect(note.attributesByName["draft"]?.isTransient == true)
        #expect(note.attributesByName["views"]?.defaultValue as? Int == 7)
        #expect(note.attributesByName["pinned"]?.defaultValue as? Bool == false)
        #expect(note.properties.map(\.name).prefix(3) == ["title", "body", "pinned"], "the model's order")
        #expect(note.attributesByName["title"]?.entity === note)
    }

    @Test("R-CD1: every attribute type is saved to SQLite and read back by another container on the same file; defaults fill what was not set; a transient value is not kept")
    func everyAttributeTypeRoundTrips() throws {
        let folder = ScratchFolder()
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let store = folder.file("Notes.sqlite")
        let identifier = UUID()
        let created = Date(timeIntervalSinceReferenceDate: 700_000_000.25)
        do {
            let container = try ModelFixtures.container(model: model, store: store)
            let context = container.viewContext
            let note = Note(context: context)
            note.setValue("Groceries", forKey: "title")
            note.setValue(true, forKey: "pinned")
            note.setValue(Int16(3), forKey: "rank")
            note.setValue(70_000, forKey: "views")
            note.setValue(Int64.max, forKey: "bytes")
            note.setValue(2.5, forKey: "score")
            note.setValue(Float(0.25), forKey: "ratio")
            note.setValue(Decimal(string: "19.99"), forKey: "price")
            note.setValue(created, forKey: "created")
            note.setValue(Data([0, 1, 2, 255]), forKey: "attachment")
            note.setValue(identifier, forKey: "identifier")
            note.setValue(URL(string: "https://example.org/a?b=c"), forKey: "link")
            note.setValue(["home", "weekly"], forKey: "tags")
            note.setValue("unsaved thought", forKey: "draft")
            let plain = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            #expect(plain is Note, "the class the entity names, known since Note(context:)")
            plain.setValue("Defaults", forKey: "title")
            #expect(context.hasChanges)
            try context.save()
            #expect(!context.hasChanges && !note.objectID.isTemporaryID)
        }
        let reopened = try ModelFixtures.container(model: model, store: store)
        let request = NSFetchRequest<NSManagedObject>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true)]
        let notes = try reopened.viewContext.fetch(request)
        #expect(notes.count == 2)
        let defaults = try #require(notes.first), note = try #require(notes.last)
        #expect(note.value(forKey: "title") as? String == "Groceries")
        #expect(note.value(forKey: "pinned") as? Bool == true)
        #expect(note.value(forKey: "rank") as? Int16 == 3 && note.value(forKey: "rank") as? Int == 3, "an NSNumber, as Core Data's")
        #expect(note.value(forKey: "views") as? Int32 == 70_000)
        #expect(note.value(forKey: "bytes") as? Int64 == .max)
        #expect(note.value(forKey: "score") as? Double == 2.5 && note.value(forKey: "ratio") as? Float == 0.25)
        #expect(note.value(forKey: "price") as? Decimal == Decimal(string: "19.99"))
        #expect(note.value(forKey: "created") as? Date == created)
        #expect(note.value(forKey: "attachment") as? Data == Data([0, 1, 2, 255]))
        #expect(note.value(forKey: "identifier") as? UUID == identifier)
        #expect(note.value(forKey: "link") as? URL == URL(string: "https://example.org/a?b=c"))
        #expect(note.value(forKey: "tags") as? [String] == ["home", "weekly"])
        #expect(note.value(forKey: "draft") == nil, "transient: not in the store")
        #expect(defaults.value(forKey: "body") as? String == "" && defaults.value(forKey: "views") as? Int == 7)
        #expect(defaults.value(forKey: "pinned") as? Bool == false && defaults.value(forKey: "created") == nil)
        #expect(note.objectID.uriRepresentation().absoluteString.hasPrefix("x-coredata://"))
    }

    @Test("R-CD1: a model built in code and an in-memory store, as unit tests and previews use them")
    func modelInCodeInMemory() throws {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let count = NSAttributeDescription()
        count.name = "count"
        count.attributeType = .integer64AttributeType
        count.isOptional = false
        count.defaultValue = 0
        let entity = NSEntityDescription()
        entity.name = "Counter"
        entity.properties = [title, count]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = NSPersistentContainer(name: "Counters", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var loadError: (any Error)?
        container.loadPersistentStores { _, error in loadError = error }
        #expect(loadError == nil)
        let counter = NSManagedObject(entity: entity, insertInto: container.viewContext)
        counter.setValue("clicks", forKey: "title")
        counter.setValue(41, forKey: "count")
        counter.setValue((counter.value(forKey: "count") as? Int ?? 0) + 1, forKey: "count")
        try container.viewContext.save()
        container.viewContext.reset()
        let fetched = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Counter"))
        #expect(fetched.map { $0.value(forKey: "count") as? Int } == [42])
        #expect(container.persistentStoreCoordinator.persistentStores.first?.type == NSInMemoryStoreType)
    }

    @Test("R-CD1: a versioned model opens its current version; a store written by version 1 opens with version 2 by lightweight migration: an added attribute takes its default, an added entity is usable")
    func lightweightMigration() throws {
        let folder = ScratchFolder()
        let store = folder.file("Notes.sqlite")
        let old = ScratchFolder()
        let version1 = try ModelFixtures.writeNotesModel(in: old)
        do {
            let container = try ModelFixtures.container(model: version1, store: store)
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: container.viewContext)
            note.setValue("Before", forKey: "title")
            try container.viewContext.save()
        }
        let version2 = try ModelFixtures.writeNotesModel(in: folder, versioned: true)
        let model = try #require(NSManagedObjectModel(contentsOf: version2))
        #expect(model.entitiesByName["Folder"] != nil, ".xccurrentversion names version 2")
        let container = try ModelFixtures.container(model: version2, store: store)
        let notes = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
        #expect(notes.map { $0.value(forKey: "title") as? String } == ["Before"])
        #expect(notes.first?.value(forKey: "subtitle") as? String == "none", "the new attribute's default")
        let inbox = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: container.viewContext)
        inbox.setValue("Inbox", forKey: "name")
        try container.viewContext.save()
        #expect(try container.viewContext.count(for: NSFetchRequest<NSManagedObject>(entityName: "Folder")) == 1)
    }

    @Test("R-CD1: mergedModel(from:) finds the models in a bundle's resources, and in an imported app's Contents/Resources; the default directory is the user's data folder")
    func modelsInBundlesAndDataFolder() throws {
        let folder = ScratchFolder()
        try ModelFixtures.writeNotesModel(in: folder)
        let bundle = try #require(Bundle(url: folder.url))
        let merged = try #require(NSManagedObjectModel.mergedModel(from: [bundle]))
        #expect(merged.entitiesByName["Note"] != nil)
        // An app xrport imported from Xcode: the model in its resource bundle's Contents/Resources.
        let imported = ScratchFolder()
        try imported.write(ModelFixtures.notes, to: "App_App.resources/Contents/Resources/Imported.xcdatamodeld/Imported.xcdatamodel/contents")
        let importedBundle = try #require(Bundle(url: imported.url))
        let importedModel = try #require(NSManagedObjectModel.mergedModel(from: [importedBundle]))
        #expect(importedModel.entitiesByName["Note"] != nil)
        let directory = NSPersistentContainer.defaultDirectoryURL().path
        let dataHome = ProcessInfo.processInfo.environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share").path
        #expect(directory.hasPrefix(dataHome), "\(directory) under \(dataHome)")
    }
}
