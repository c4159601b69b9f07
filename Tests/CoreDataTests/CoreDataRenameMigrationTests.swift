import CoreData
import Foundation
import Testing

/// Lightweight migration of renamed entities, attributes and relationships (R-CD1): Xcode's
/// "Renaming ID" (`elementID` in the model file) carries each to its new name with its values, a
/// many-to-many's join table included — also when the rename makes the other side own the table.
@Suite("Core Data: renames in a lightweight migration (R-CD1)")
@MainActor
struct CoreDataRenameMigrationTests {
    static let version1 = ModelFixtures.header + """
        <entity name="Author" representedClassName="Author" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="books" inverseEntity="Tag"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="tags" inverseEntity="Book"/>
        </entity>
    </model>
    """

    /// Author → Writer, Book → Volume (which makes Tag's side own the many-to-many's table),
    /// title → heading, author → writer, books → works, tags → labels.
    static let version2 = ModelFixtures.header + """
        <entity name="Writer" representedClassName="Writer" elementID="Author" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="works" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Volume" inverseName="writer" inverseEntity="Volume" elementID="books"/>
        </entity>
        <entity name="Volume" representedClassName="Volume" elementID="Book" syncable="YES">
            <attribute name="heading" optional="YES" attributeType="String" elementID="title"/>
            <attribute name="pages" optional="YES" attributeType="Integer 32" defaultValueString="100" usesScalarValueType="YES"/>
            <relationship name="writer" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Writer" inverseName="works" inverseEntity="Writer" elementID="author"/>
            <relationship name="labels" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="books" inverseEntity="Tag" elementID="tags"/>
        </entity>
        <entity name="Tag" representedClassName="Tag" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Volume" inverseName="labels" inverseEntity="Volume"/>
        </entity>
    </model>
    """

    func names(_ set: Any?, key: String) -> [String] {
        ((set as? NSSet)?.allObjects ?? []).compactMap { ($0 as? NSManagedObject)?.value(forKey: key) as? String }.sorted()
    }

    @Test("R-CD1: renamed entities, attributes, a to-one and a many-to-many keep their rows, values and links; an added attribute takes its default")
    func renamesKeepTheData() throws {
        let folder = ScratchFolder()
        let store = folder.file("Library.sqlite")
        do {
            let model = try folder.write(Self.version1, to: "V1.xcdatamodeld/V1.xcdatamodel/contents").deletingLastPathComponent().deletingLastPathComponent()
            let container = try ModelFixtures.container(model: model, store: store)
            let context = container.viewContext
            let ann = NSEntityDescription.insertNewObject(forEntityName: "Author", into: context)
            ann.setValue("Ann", forKey: "name")
            let classic = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
            classic.setValue("classic", forKey: "name")
            for title in ["Dune", "Emma"] {
                let book = NSEntityDescription.insertNewObject(forEntityName: "Book", into: context)
                book.setValue(title, forKey: "title")
                book.setValue(ann, forKey: "author")
                book.mutableSetValue(forKey: "tags").add(classic)
            }
            try context.save()
        }
        let model = try folder.write(Self.version2, to: "V2.xcdatamodeld/V2.xcdatamodel/contents").deletingLastPathComponent().deletingLastPathComponent()
        let container = try ModelFixtures.container(model: model, store: store)
        let context = container.viewContext
        let writers = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Writer"))
        #expect(writers.compactMap { $0.value(forKey: "name") as? String } == ["Ann"])
        #expect(names(writers.first?.value(forKey: "works"), key: "heading") == ["Dune", "Emma"])
        let volumes = try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Volume"))
        #expect(volumes.compactMap { $0.value(forKey: "heading") as? String }.sorted() == ["Dune", "Emma"])
        #expect(volumes.allSatisfy { ($0.value(forKey: "writer") as? NSManagedObject) === writers.first })
        #expect(volumes.allSatisfy { names($0.value(forKey: "labels"), key: "name") == ["classic"] })
        #expect(volumes.allSatisfy { $0.value(forKey: "pages") as? Int == 100 })
        let tag = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Tag")).first)
        #expect(names(tag.value(forKey: "books"), key: "heading") == ["Dune", "Emma"])

        // Links made after the migration land in the renamed table, the right way round.
        let fresh = NSEntityDescription.insertNewObject(forEntityName: "Tag", into: context)
        fresh.setValue("new", forKey: "name")
        volumes[0].mutableSetValue(forKey: "labels").add(fresh)
        try context.save()
        let reopened = try ModelFixtures.container(model: model, store: store).viewContext
        let request = NSFetchRequest<NSManagedObject>(entityName: "Tag")
        request.predicate = NSPredicate(format: "name == 'new'")
        #expect(names(try reopened.fetch(request).first?.value(forKey: "books"), key: "heading") == [volumes[0].value(forKey: "heading") as? String ?? "?"])
    }
}
