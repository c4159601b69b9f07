import CoreData
import Foundation
import Testing

/// Bad input is an error, not a crash (R-CD4): missing and malformed models, a file that is not
/// a store, a store the model has changed under with migration off, values the model refuses,
/// keys and entities that do not exist.
@Suite("Core Data: bad input (R-CD4)")
@MainActor
struct CoreDataBadInputTests {
    let folder = ScratchFolder()

    func loadError(_ container: NSPersistentContainer) -> NSError? {
        var failure: NSError?
        container.loadPersistentStores { _, error in failure = error as NSError? }
        return failure
    }

    @Test("R-CD4: a container whose model is not among the app's resources says so when its stores load")
    func missingModel() {
        let container = NSPersistentContainer(name: "NoSuchModel")
        let error = loadError(container)
        #expect(error?.domain == NSCocoaErrorDomain && error?.code == NSCoreDataError)
        #expect(error?.localizedDescription.contains("No model named 'NoSuchModel'") == true, "\(String(describing: error))")
        #expect(NSManagedObjectModel(contentsOf: folder.file("Nothing.xcdatamodeld")) == nil)
    }

    @Test("R-CD4: model files that are not XML, not a model, name an attribute type Core Data lacks or a relationship to no entity are refused (nil), not a crash",
          arguments: [
              "not xml at all <<<",
              "<?xml version=\"1.0\"?><plist></plist>",
              ModelFixtures.header + #"<entity name="A"><attribute name="x" attributeType="Integer 128"/></entity></model>"#,
              ModelFixtures.header + #"<entity name="A"><relationship name="r" destinationEntity="Nowhere"/></entity></model>"#,
              ModelFixtures.header + #"<entity name="A"><attribute attributeType="String"/></entity></model>"#,
              ModelFixtures.header + #"<entity name="A"><attribute name="x" attributeType="String">"#,
              "",
          ])
    func malformedModels(contents: String) throws {
        let url = try folder.write(contents, to: "Bad.xcdatamodel/contents")
        #expect(NSManagedObjectModel(contentsOf: url.deletingLastPathComponent()) == nil)
    }

    @Test("R-CD4: a file that is not a SQLite store is an open error, and is left as it was")
    func notAStore() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let store = folder.file("Notes.sqlite")
        let garbage = Data("This is a shopping list, not a database.\n".utf8) + Data(repeating: 7, count: 5_000)
        try garbage.write(to: store)
        #expect(throws: NSError.self) { try ModelFixtures.container(model: model, store: store) }
        do {
            _ = try ModelFixtures.container(model: model, store: store)
        } catch let error as NSError {
            #expect(error.code == NSPersistentStoreOpenError, "\(error)")
            #expect(error.localizedDescription.contains(store.path))
        }
        #expect(try Data(contentsOf: store) == garbage)
    }

    @Test("R-CD4: a store the model changed under, opened with migration off, is an incompatible-version error")
    func changedModelWithoutMigration() throws {
        let store = folder.file("Notes.sqlite")
        let old = ScratchFolder()
        _ = try ModelFixtures.container(model: ModelFixtures.writeNotesModel(in: old), store: store)
        let newer = try #require(NSManagedObjectModel(contentsOf: ModelFixtures.writeNotesModel(in: folder, versioned: true)))
        let coordinator = NSPersistentStoreCoordinator(managedObjectModel: newer)
        #expect {
            try coordinator.addPersistentStore(ofType: NSSQLiteStoreType, configurationName: nil, at: store, options: nil)
        } throws: { error in
            (error as NSError).code == NSPersistentStoreIncompatibleVersionHashError
        }
    }

    @Test("R-CD4: a required value left out, or a value of the wrong kind, fails the save with Core Data's validation errors; nothing reaches the store and the changes stay")
    func validation() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
        let context = container.viewContext
        let note = Note(context: context)
        note.setValue(nil, forKey: "body")
        #expect {
            try context.save()
        } throws: { error in
            let error = error as NSError
            return error.code == NSValidationMissingMandatoryPropertyError && error.userInfo[NSValidationKeyErrorKey] as? String == "body"
        }
        note.body = "fine"
        note.setValue("seven", forKey: "rank")
        #expect {
            try context.save()
        } throws: { error in
            (error as NSError).code == NSManagedObjectValidationError
        }
        note.setValue(Int(Int16.max) + 1, forKey: "rank")
        #expect(throws: NSError.self, "32,768 does not fit Integer 16") { try context.save() }
        #expect(context.hasChanges && note.isInserted)
        #expect(try container.newBackgroundContext().count(for: NSFetchRequest<NSManagedObject>(entityName: "Note")) == 0)
        note.rank = 2
        try context.save()
    }

    /// A save checks only values not known to be of their kind (`PropertyValues.setChecked`):
    /// a wrong value must be refused whichever way it came, over a right one, after a fetch.
    @Test("R-CD4: a value of the wrong kind is refused at the save whichever way it came: over a right value after a fetch, through setPrimitiveValue on a new object, in 16- and 64-bit, double, string and date attributes")
    func validationAfterRightValues() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
        let context = container.viewContext
        let note = Note(context: context)
        note.body = "saved"
        note.setValue(40, forKey: "bytes")
        note.setValue(1.5, forKey: "score")
        try context.save()
        context.reset()
        let fetched = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first)
        let wrongs: [(key: String, value: Any)] = [("bytes", "forty"), ("score", "one and a half"), ("rank", Int(Int16.min) - 1)]
        for wrong in wrongs {
            fetched.setValue(wrong.value, forKey: wrong.key)
            #expect(throws: NSError.self, "\(wrong.key) = \(wrong.value)") { try context.save() }
            context.rollback()
            #expect(!context.hasChanges)
        }
        // A new object's values set right, then wrong through the primitive setter (which tells
        // no one, so only an inserted object is saved with it).
        for (key, value) in [("body", Date()), ("created", "yesterday")] as [(String, Any)] {
            let new = Note(context: context)
            new.body = "new"
            new.created = Date()
            new.setPrimitiveValue(value, forKey: key)
            #expect(throws: NSError.self, "\(key) = \(value)") { try context.save() }
            context.rollback()
        }
        // Set wrong, then right: the right value is kept checked and saved.
        fetched.setValue("forty", forKey: "bytes")
        fetched.setValue(41, forKey: "bytes")
        try context.save()
        context.reset()
        let again = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note")).first)
        #expect((again.value(forKey: "bytes") as? Int) == 41 && (again.value(forKey: "body") as? String) == "saved")
    }

    @Test("R-CD2: values are found by a property's name however many the entity has, by a name in another normalization form, and beside a second property of the same name")
    func propertyNames() throws {
        let entity = NSEntityDescription()
        entity.name = "Wide"
        let names = (0..<40).map { "field\($0)" } + ["caf\u{E9}", "field3"]
        entity.properties = names.map { name in
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = .integer64AttributeType
            return attribute
        }
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let object = NSManagedObject(entity: entity, insertInto: nil)
        for (index, name) in names.dropLast().enumerated() { object.setValue(index, forKey: name) }
        for (index, name) in names.dropLast().enumerated() { #expect((object.value(forKey: name) as? Int) == index, "\(name)") }
        #expect((object.value(forKey: "cafe\u{301}") as? Int) == 40, "é as e and a combining accent")
        #expect(object.value(forKey: "field40") == nil && object.value(forKey: "") == nil)
    }

    @Test("R-CD4: an unknown key is survived (nothing kept, nil read); a fetch of an entity the model lacks, or of no entity, throws")
    func unknownKeysAndEntities() throws {
        let model = try ModelFixtures.writeNotesModel(in: folder)
        let container = try ModelFixtures.container(model: model, store: folder.file("Notes.sqlite"))
        let note = Note(context: container.viewContext)
        note.setValue("x", forKey: "colour")
        #expect(note.value(forKey: "colour") == nil)
        #expect {
            try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Colour"))
        } throws: { error in
            (error as NSError).localizedDescription.contains("No entity named 'Colour'")
        }
        #expect(throws: NSError.self) { try container.viewContext.fetch(NSFetchRequest<NSManagedObject>()) }
    }
}
