@testable import CoreData
import Foundation
import Testing

/// Entity inheritance in the model (R-CD1): a sub-entity has every property of its ancestors, as
/// Core Data gives it, whether the model is read from Xcode's file or built in code; its objects
/// keep inherited values in the store. A model whose parents form a cycle or name no entity is
/// refused with a message that says so.
@Suite("Core Data: entity inheritance (R-CD1)")
@MainActor
struct CoreDataInheritanceTests {
    let folder = ScratchFolder()

    /// An abstract Item (a title, a date, a folder) with two sub-entities, as Xcode writes a model
    /// whose entities have a "Parent Entity"; Checklist inherits from Task, two levels down.
    static let model = ModelFixtures.header + """
        <entity name="Folder" representedClassName="Folder" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="items" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Item" inverseName="folder" inverseEntity="Item"/>
        </entity>
        <entity name="Item" representedClassName="Item" isAbstract="YES" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="created" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="items" inverseEntity="Folder"/>
        </entity>
        <entity name="Note" representedClassName="Note" parentEntity="Item" syncable="YES">
            <attribute name="body" optional="YES" attributeType="String"/>
        </entity>
        <entity name="Task" representedClassName="Task" parentEntity="Item" syncable="YES">
            <attribute name="done" attributeType="Boolean" defaultValueString="NO" usesScalarValueType="YES"/>
        </entity>
        <entity name="Checklist" representedClassName="Checklist" parentEntity="Task" syncable="YES">
            <attribute name="steps" attributeType="Integer 16" defaultValueString="3" usesScalarValueType="YES"/>
        </entity>
    </model>
    """

    func open() throws -> NSPersistentContainer {
        let url = try folder.write(Self.model, to: "Items.xcdatamodeld/Items.xcdatamodel/contents")
        return try ModelFixtures.container(model: url.deletingLastPathComponent().deletingLastPathComponent(), store: folder.file("Items.sqlite"))
    }

    @Test("R-CD1: a sub-entity read from Xcode's file has its ancestors' attributes and relationships, the root's first; its objects keep inherited values across a relaunch")
    func subEntitiesInheritProperties() throws {
        let container = try open()
        let model = container.managedObjectModel
        let item = try #require(model.entitiesByName["Item"]), note = try #require(model.entitiesByName["Note"])
        let task = try #require(model.entitiesByName["Task"]), checklist = try #require(model.entitiesByName["Checklist"])
        #expect(item.isAbstract && !note.isAbstract)
        #expect(note.superentity === item && checklist.superentity === task && item.superentity == nil)
        #expect(item.subentities.map(\.name) == ["Note", "Task"] && task.subentities.map(\.name) == ["Checklist"])
        #expect(note.properties.map(\.name) == ["title", "created", "folder", "body"])
        #expect(checklist.properties.map(\.name) == ["title", "created", "folder", "done", "steps"])
        #expect(note.attributesByName["title"] != nil && note.relationshipsByName["folder"]?.destinationEntity?.name == "Folder")
        #expect(note.propertiesByName["title"] === item.propertiesByName["title"], "an inherited property is its ancestor's")

        let context = container.viewContext
        let inbox = NSManagedObject(entity: try #require(model.entitiesByName["Folder"]), insertInto: context)
        inbox.setValue("Inbox", forKey: "name")
        let memo = NSManagedObject(entity: note, insertInto: context)
        memo.setValue("Groceries", forKey: "title")
        memo.setValue("Milk, eggs", forKey: "body")
        memo.setValue(Date(timeIntervalSinceReferenceDate: 1000), forKey: "created")
        memo.setValue(inbox, forKey: "folder")
        let list = NSManagedObject(entity: checklist, insertInto: context)
        list.setValue("Pack", forKey: "title")
        list.setValue(true, forKey: "done")
        #expect(list.value(forKey: "steps") as? Int16 == 3, "the sub-entity's own default")
        #expect((inbox.value(forKey: "items") as? NSSet)?.count == 1, "the inverse of an inherited relationship is kept")
        try context.save()

        let reopened = try open()
        let notes = try reopened.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Note"))
        #expect(notes.count == 1)
        #expect(notes.first?.value(forKey: "title") as? String == "Groceries" && notes.first?.value(forKey: "body") as? String == "Milk, eggs")
        #expect(notes.first?.value(forKey: "created") as? Date == Date(timeIntervalSinceReferenceDate: 1000))
        #expect((notes.first?.value(forKey: "folder") as? NSManagedObject)?.value(forKey: "name") as? String == "Inbox")
        let request = NSFetchRequest<NSManagedObject>(entityName: "Checklist")
        request.predicate = NSPredicate(format: "title BEGINSWITH %@ AND done == YES", "Pa")
        let lists = try reopened.viewContext.fetch(request)
        #expect(lists.count == 1 && lists.first?.value(forKey: "steps") as? Int16 == 3)
    }

    @Test("R-CD1: in a model built in code, setting a parent's subentities makes it their superentity and gives them its properties, including ones added to it later; a sub-entity's own properties set anew keep the inherited ones its ancestor's")
    func inheritanceBuiltInCode() throws {
        let parent = NSEntityDescription()
        parent.name = "Shape"
        let name = ModelFixtures.attribute("name", .stringAttributeType)
        parent.properties = [name]
        let child = NSEntityDescription()
        child.name = "Circle"
        child.properties = [ModelFixtures.attribute("radius", .doubleAttributeType)]
        parent.subentities = [child]
        #expect(child.superentity === parent)
        #expect(child.properties.map(\.name) == ["name", "radius"] && child.attributesByName["name"] === name)

        let color = ModelFixtures.attribute("color", .stringAttributeType)
        parent.properties += [color]
        #expect(child.properties.map(\.name) == ["name", "color", "radius"], "a property added to the parent reaches the child")
        let area = ModelFixtures.attribute("area", .doubleAttributeType)
        child.properties += [area]   // passes the inherited properties back with the new one
        #expect(child.properties.map(\.name) == ["name", "color", "radius", "area"])
        #expect(name.entity === parent && area.entity === child, "the inherited properties stay the parent's")
        color.defaultValue = "red"
        #expect(child.attributesByName["color"]?.defaultValue as? String == "red")

        let model = NSManagedObjectModel()
        model.entities = [parent, child]
        let container = try ModelFixtures.loadedContainer("Shapes", model: model, store: folder.file("Shapes.sqlite"))
        let circle = NSManagedObject(entity: child, insertInto: container.viewContext)
        #expect(circle.value(forKey: "color") as? String == "red", "the parent's default")
        circle.setValue("unit", forKey: "name")
        circle.setValue(1.0, forKey: "radius")
        try container.viewContext.save()
        let reopened = try ModelFixtures.loadedContainer("Shapes", model: model, store: folder.file("Shapes.sqlite"))
        let circles = try reopened.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Circle"))
        #expect(circles.map { $0.value(forKey: "name") as? String } == ["unit"])

        parent.subentities = []
        #expect(child.superentity == nil && child.properties.map(\.name) == ["radius", "area"], "taken out of the hierarchy")
    }

    @Test("R-CD4: a model whose parent entities form a cycle, or name an entity the model does not have, is refused with a message saying so, not a crash or a hang")
    func malformedInheritance() throws {
        let cycle = ModelFixtures.header + """
            <entity name="A" parentEntity="B"><attribute name="x" attributeType="String"/></entity>
            <entity name="B" parentEntity="A"><attribute name="y" attributeType="String"/></entity>
        </model>
        """
        let orphan = ModelFixtures.header + """
            <entity name="A" parentEntity="Nowhere"><attribute name="x" attributeType="String"/></entity>
        </model>
        """
        for (index, (contents, message)) in [(cycle, "is its own ancestor"), (orphan, "the parent entity Nowhere, which the model does not have")].enumerated() {
            let url = try folder.write(contents, to: "Bad\(index).xcdatamodel/contents").deletingLastPathComponent()
            #expect(NSManagedObjectModel(contentsOf: url) == nil)
            do {
                _ = try ModelFileReader.read(url)
                Issue.record("\(message): read")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
            }
        }
    }
}
