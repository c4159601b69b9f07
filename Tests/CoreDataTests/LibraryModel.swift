import CoreData
import Foundation

/// A model with every kind of relationship, written as Xcode's model editor writes it: Author ⇄
/// Book (one-to-many, cascade from the author), Book ⇄ Tag (many-to-many, nullify), Book ⇄
/// Chapter (ordered one-to-many, cascade), Publisher ⇄ Author (deny from the publisher), and
/// Shelf → Book (to-many without an inverse, Apple's "no inverse" warning and all).
enum LibraryModel {
    static let contents = ModelFixtures.header + """
        <entity name="Author" representedClassName="Author" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
            <relationship name="publisher" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Publisher" inverseName="authors" inverseEntity="Publisher"/>
        </entity>
        <entity name="Book" representedClassName="Book" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="year" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            <relationship name="chapters" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/>
            <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="books" inverseEntity="Tag"/>
        </entity>
        <entity name="Chapter" representedClassName="Chapter" syncable="YES">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="chapters" inverseEntity="Book"/>
        </entity>
        <entity name="Publisher" representedClassName="Publisher" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="authors" optional="YES" toMany="YES" deletionRule="Deny" destinationEntity="Author" inverseName="publisher" inverseEntity="Author"/>
        </entity>
        <entity name="Shelf" representedClassName="Shelf" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="No Action" destinationEntity="Book"/>
        </entity>
        <entity name="Tag" representedClassName="BookTag" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="tags" inverseEntity="Book"/>
        </entity>
    </model>
    """

    /// Writes `Library.xcdatamodeld` into `folder`.
    static func write(in folder: ScratchFolder) throws -> URL {
        try folder.write(contents, to: "Library.xcdatamodeld/Library.xcdatamodel/contents")
        return folder.file("Library.xcdatamodeld")
    }

    /// A container on `Library.sqlite` in `folder`, opened anew (as after a relaunch).
    static func open(in folder: ScratchFolder) throws -> NSPersistentContainer {
        try ModelFixtures.container(model: write(in: folder), store: folder.file("Library.sqlite"))
    }

    /// A new store in `folder` holding one book, Dune (1965), saved by the view context: what the
    /// tests of changes made from two contexts start from.
    @MainActor
    static func openWithDune(in folder: ScratchFolder) throws -> NSPersistentContainer {
        let container = try open(in: folder)
        let context = container.viewContext
        let book = Book(entity: NSEntityDescription.entity(forEntityName: "Book", in: context)!, insertInto: context)
        book.title = "Dune"
        book.year = 1965
        try context.save()
        return container
    }
}

/// The classes Xcode's code generation writes for the model, after `xrport`: properties over
/// `value(forKey:)` and the generated accessor functions over `mutableSetValue(forKey:)` and
/// `mutableOrderedSetValue(forKey:)`, as `xrport` rewrites `@NSManaged` ones.
final class Author: NSManagedObject {
    var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }
    var publisher: Publisher? {
        get { value(forKey: "publisher") as? Publisher }
        set { setValue(newValue, forKey: "publisher") }
    }
    func addToBooks(_ value: Book) { mutableSetValue(forKey: "books").add(value) }
    func removeFromBooks(_ value: Book) { mutableSetValue(forKey: "books").remove(value) }
}

final class Book: NSManagedObject {
    var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    var year: Int32 {
        get { value(forKey: "year") as? Int32 ?? 0 }
        set { setValue(newValue, forKey: "year") }
    }
    var author: Author? {
        get { value(forKey: "author") as? Author }
        set { setValue(newValue, forKey: "author") }
    }
    var chapters: NSOrderedSet? {
        get { value(forKey: "chapters") as? NSOrderedSet }
        set { setValue(newValue, forKey: "chapters") }
    }
    var tags: NSSet? {
        get { value(forKey: "tags") as? NSSet }
        set { setValue(newValue, forKey: "tags") }
    }
    func insertIntoChapters(_ value: Chapter, at idx: Int) { mutableOrderedSetValue(forKey: "chapters").insert(value, at: idx) }
    func removeFromChapters(at idx: Int) { mutableOrderedSetValue(forKey: "chapters").removeObject(at: idx) }
    func addToChapters(_ value: Chapter) { mutableOrderedSetValue(forKey: "chapters").add(value) }
    func addToTags(_ value: BookTag) { mutableSetValue(forKey: "tags").add(value) }
    func removeFromTags(_ value: BookTag) { mutableSetValue(forKey: "tags").remove(value) }
}

final class Chapter: NSManagedObject {
    var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    var book: Book? {
        get { value(forKey: "book") as? Book }
        set { setValue(newValue, forKey: "book") }
    }
}

final class Publisher: NSManagedObject {
    var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    var authors: NSSet? {
        get { value(forKey: "authors") as? NSSet }
        set { setValue(newValue, forKey: "authors") }
    }
}

final class Shelf: NSManagedObject {
    var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }
    /// How many times Core Data woke this object from its row (the faulting tests count them).
    var awakenings = 0
    override func awakeFromFetch() { awakenings += 1 }
}

/// The Tag entity's class (named apart from Swift Testing's `Tag`).
final class BookTag: NSManagedObject {
    var name: String? {
        get { value(forKey: "name") as? String }
        set { setValue(newValue, forKey: "name") }
    }
    var books: NSSet? {
        get { value(forKey: "books") as? NSSet }
        set { setValue(newValue, forKey: "books") }
    }
}

extension NSSet {
    /// The names (`name` or `title`) of the objects in the set, sorted: what a test compares.
    var names: [String] {
        allObjects.compactMap { ($0 as? NSManagedObject).flatMap { ($0.value(forKey: $0.entity.attributesByName["name"] != nil ? "name" : "title") as? String) } }.sorted()
    }
}
