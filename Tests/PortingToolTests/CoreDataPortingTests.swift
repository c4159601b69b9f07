import Foundation
import Testing
@testable import xrport

/// Core Data's generated classes ported (R-CD2): `@NSManaged` properties become accessors over
/// the CoreData module's `value(forKey:)`, and the output compiles.
@Suite("xrport: Core Data's @NSManaged properties (R-CD2)")
struct CoreDataPortingTests {
    /// Note+CoreDataClass.swift and Note+CoreDataProperties.swift as Xcode's "Class Definition"
    /// and "Category/Extension" code generation writes them.
    static let generatedClass = """
    //
    //  Note+CoreDataClass.swift
    //

    import Foundation
    import CoreData

    @objc(Note)
    public class Note: NSManagedObject {

    }
    """

    static let generatedProperties = """
    import Foundation
    import CoreData


    extension Note {

        @nonobjc public class func fetchRequest() -> NSFetchRequest<Note> {
            return NSFetchRequest<Note>(entityName: "Note")
        }

        @NSManaged public var title: String?
        @NSManaged public var created: Date?
        @NSManaged public var pinned: Bool
        @NSManaged public var rank: Int16
        @NSManaged public var body: String
        @NSManaged public var identifier: UUID?

    }

    extension Note : Identifiable {

    }
    """

    @Test("R-CD2: @NSManaged properties of every kind become get/set accessors over value(forKey:) with the modifiers, comments and indentation kept; @objc(Note) goes; the CoreData import stays and the target depends on the CoreData product")
    func managedProperties() throws {
        let result = UIKitPorter.port(sources: [(path: "Note+CoreDataClass.swift", text: Self.generatedClass),
                                                (path: "Note+CoreDataProperties.swift", text: Self.generatedProperties)])
        let properties = result.outputs[1].text
        #expect(properties.contains("""
            public var title: String? {
                get { value(forKey: "title") as? String }
                set { setValue(newValue, forKey: "title") }
            }
        """), "\(properties)")
        #expect(properties.contains(#"get { value(forKey: "pinned") as? Bool ?? false }"#))
        #expect(properties.contains(#"get { value(forKey: "rank") as? Int16 ?? 0 }"#))
        #expect(properties.contains(#"get { value(forKey: "body") as! String }"#))
        #expect(!properties.contains("@NSManaged") && properties.contains("@nonobjc public class func fetchRequest()"))
        #expect(!result.outputs[0].text.contains("@objc(Note)") && result.outputs[0].text.contains("import CoreData"))
        #expect(result.notes.filter { $0.kind == .todo }.isEmpty, "\(result.notes)")
        #expect(UIKitPorter.productsImported(by: result.outputs.map(\.text)) == ["CoreData"])

        let build = try buildPortedFiles(result.outputs, module: "PortedNotes")
        #expect(build.status == 0, "\(build.text)")
        #expect(build.objectMade, "compiled")
    }

    /// Book+CoreDataProperties.swift's accessors as Xcode generates them for an unordered
    /// (tags) and an ordered (chapters) to-many relationship.
    static let generatedAccessors = """
    import Foundation
    import CoreData

    @objc(Book)
    public class Book: NSManagedObject {}
    @objc(Tag)
    public class Tag: NSManagedObject {}
    @objc(Chapter)
    public class Chapter: NSManagedObject {}

    extension Book {
        @NSManaged public var tags: NSSet?
        @NSManaged public var chapters: NSOrderedSet?
    }

    // MARK: Generated accessors for tags
    extension Book {

        @objc(addTagsObject:)
        @NSManaged public func addToTags(_ value: Tag)

        @objc(removeTagsObject:)
        @NSManaged public func removeFromTags(_ value: Tag)

        @objc(addTags:)
        @NSManaged public func addToTags(_ values: NSSet)

        @objc(removeTags:)
        @NSManaged public func removeFromTags(_ values: NSSet)

    }

    // MARK: Generated accessors for chapters
    extension Book {

        @objc(insertObject:inChaptersAtIndex:)
        @NSManaged public func insertIntoChapters(_ value: Chapter, at idx: Int)

        @objc(removeObjectFromChaptersAtIndex:)
        @NSManaged public func removeFromChapters(at idx: Int)

        @objc(insertChapters:atIndexes:)
        @NSManaged public func insertIntoChapters(_ values: [Chapter], at indexes: NSIndexSet)

        @objc(removeChaptersAtIndexes:)
        @NSManaged public func removeFromChapters(at indexes: NSIndexSet)

        @objc(replaceObjectInChaptersAtIndex:withObject:)
        @NSManaged public func replaceChapters(at idx: Int, with value: Chapter)

        @objc(replaceChaptersAtIndexes:withChapters:)
        @NSManaged public func replaceChapters(at indexes: NSIndexSet, with values: [Chapter])

        @objc(addChaptersObject:)
        @NSManaged public func addToChapters(_ value: Chapter)

        @objc(removeChaptersObject:)
        @NSManaged public func removeFromChapters(_ value: Chapter)

        @objc(addChapters:)
        @NSManaged public func addToChapters(_ values: NSOrderedSet)

        @objc(removeChapters:)
        @NSManaged public func removeFromChapters(_ values: NSOrderedSet)

    }
    """

    @Test("R-CD2: Xcode's generated to-many accessors (@objc(addTagsObject:) @NSManaged func addToTags…) get bodies through mutableSetValue(forKey:), ordered ones through mutableOrderedSetValue(forKey:), and compile")
    func managedAccessorFunctions() throws {
        let result = UIKitPorter.port(sources: [(path: "Book+CoreDataProperties.swift", text: Self.generatedAccessors)])
        let text = result.outputs[0].text
        #expect(text.contains("""
            public func addToTags(_ value: Tag) {
                mutableSetValue(forKey: "tags").add(value)
            }
        """), "\(text)")
        #expect(text.contains("""
            public func removeFromTags(_ values: NSSet) {
                let set = mutableSetValue(forKey: "tags")
                for value in values { set.remove(value) }
            }
        """))
        #expect(text.contains(#"mutableOrderedSetValue(forKey: "chapters").insert(value, at: idx)"#))
        #expect(text.contains(#"mutableOrderedSetValue(forKey: "chapters").removeObjects(at: indexes as IndexSet)"#))
        #expect(text.contains(#"mutableOrderedSetValue(forKey: "chapters").replaceObjects(at: indexes as IndexSet, with: values)"#))
        #expect(text.contains(#"public func addToChapters(_ value: Chapter) {\#n        mutableOrderedSetValue(forKey: "chapters").add(value)"#),
                "an ordered relationship's add is known by its neighbours")
        #expect(text.contains(#"mutableOrderedSetValue(forKey: "chapters").minus(values)"#))
        #expect(!text.contains("@NSManaged") && !text.contains("@objc"))
        #expect(result.notes.filter { $0.kind == .todo }.isEmpty, "\(result.notes)")

        let build = try buildPortedFiles([("Book.swift", text)], module: "PortedBooks")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-CD3: a sort descriptor's #selector(NSString.caseInsensitiveCompare(_:)) is ported to a Selector the CoreData module reads by name, and compiles")
    func sortDescriptorSelectorPorts() throws {
        let source = """
        import UIKit
        import CoreData

        final class BooksViewController: UITableViewController {
            func request() -> NSFetchRequest<NSManagedObject> {
                let request = NSFetchRequest<NSManagedObject>(entityName: "Book")
                let byAuthor = NSSortDescriptor(key: "author.name", ascending: true, selector: #selector(NSString.caseInsensitiveCompare(_:)))
                let byTitle = NSSortDescriptor(key: "title", ascending: true, selector: #selector(NSString.localizedStandardCompare(_:)))
                request.sortDescriptors = [byAuthor, byTitle]
                return request
            }
        }
        """
        let result = UIKitPorter.port(sources: [(path: "BooksViewController.swift", text: source)])
        let text = result.outputs[0].text
        #expect(text.contains(#"selector: Selector("caseInsensitiveCompare:", NSString.caseInsensitiveCompare(_:))"#), "\(text)")
        #expect(result.notes.filter { $0.kind == .todo }.isEmpty, "\(result.notes)")

        let build = try buildPortedFiles([("BooksViewController.swift", text)], module: "PortedSorts")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-CD2: an @NSManaged function that is not one of Core Data's accessors is reported, not silently kept")
    func otherManagedFunctionsReported() {
        let result = UIKitPorter.port(sources: [(path: "A.swift", text: """
        import CoreData
        extension Folder {
            @NSManaged public func archive(_ value: Note)
        }
        """)])
        #expect(result.notes.contains { $0.kind == .todo && $0.description.contains("not one of Core Data's to-many accessors") })
    }
}
