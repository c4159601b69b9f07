import Foundation
import Testing
@testable import xrport

/// Xcode's Core Data code generation done by xrport (R-CD2): an app whose model has
/// "Class Definition" entities never has their classes in its sources; the port writes them from
/// the model, ported like the rest, and the app's code that uses them compiles.
@Suite("xrport: classes generated from a Core Data model (R-CD2)")
struct ManagedClassGenerationTests {
    static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22522" systemVersion="23A344" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Book" representedClassName="Book" syncable="YES" codeGenerationType="class">
            <attribute name="title" optional="YES" attributeType="String"/>
            <attribute name="year" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
            <attribute name="rating" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="NO"/>
            <attribute name="read" attributeType="Boolean" usesScalarValueType="YES"/>
            <attribute name="added" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
            <attribute name="cover" optional="YES" attributeType="Binary"/>
            <attribute name="identifier" optional="YES" attributeType="UUID" usesScalarValueType="NO"/>
            <attribute name="keywords" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="[String]"/>
            <relationship name="author" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Author" inverseName="books" inverseEntity="Author"/>
            <relationship name="chapters" optional="YES" toMany="YES" ordered="YES" deletionRule="Cascade" destinationEntity="Chapter" inverseName="book" inverseEntity="Chapter"/>
        </entity>
        <entity name="Author" representedClassName=".Author" syncable="YES" codeGenerationType="class">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="books" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="Book" inverseName="author" inverseEntity="Book"/>
        </entity>
        <entity name="Chapter" representedClassName="Chapter" syncable="YES" codeGenerationType="category">
            <attribute name="title" optional="YES" attributeType="String"/>
            <relationship name="book" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" inverseName="chapters" inverseEntity="Book"/>
        </entity>
        <entity name="Note" representedClassName="Note" syncable="YES">
            <attribute name="text" optional="YES" attributeType="String"/>
        </entity>
    </model>
    """

    /// The app's own code: Chapter's class is the app's ("Category/Extension"), Note is written by
    /// hand ("Manual/None"), Book and Author come from the model.
    static let appSource = """
    import CoreData
    import UIKit

    public class Chapter: NSManagedObject {
        var isLong: Bool { (title?.count ?? 0) > 40 }
    }

    public class Note: NSManagedObject {
        @NSManaged public var text: String?
    }

    final class Shelf {
        func add(_ context: NSManagedObjectContext) -> Book {
            let author = Author(context: context)
            author.name = "Ann"
            let book = Book(context: context)
            book.title = "Dune"
            book.year = 1965
            book.read = true
            book.rating = NSNumber(value: 4.5)
            book.keywords = ["desert"]
            book.author = author
            let chapter = Chapter(context: context)
            chapter.title = "One"
            book.insertIntoChapters(chapter, at: 0)
            author.addToBooks(book)
            let request: NSFetchRequest<Book> = Book.fetchRequest()
            request.predicate = NSPredicate(format: "year > %d", 1900)
            _ = try? context.fetch(request)
            return book
        }
    }
    """

    @Test("R-CD2: Class Definition entities get their class and properties, Category/Extension ones their properties, hand-written ones nothing; the port has nothing left to do and compiles")
    func classesFromTheModel() throws {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-codegen-\(UUID().uuidString)")
        let output = input.appendingPathExtension("ported")
        defer {
            try? FileManager.default.removeItem(at: input)
            try? FileManager.default.removeItem(at: output)
        }
        let model = input.appendingPathComponent("Library.xcdatamodeld/Library.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Self.contents.write(to: model.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        try Self.appSource.write(to: input.appendingPathComponent("Shelf.swift"), atomically: true, encoding: .utf8)

        let result = try UIKitPorter.port(folder: input, into: output)
        #expect(result.managedObjectClasses == 3)
        #expect(result.todos.isEmpty, "\(result.todos)")
        #expect(result.products.contains("CoreData"))
        let generated = try String(contentsOf: output.appendingPathComponent(ManagedClassGeneration.fileName), encoding: .utf8)
        #expect(generated.contains("public class Book: NSManagedObject"))
        #expect(generated.contains("public class Author: NSManagedObject"))
        #expect(!generated.contains("public class Chapter") && generated.contains("extension Chapter {"))
        #expect(!generated.contains("Note"))
        #expect(generated.contains(#"get { value(forKey: "year") as? Int32 ?? 0 }"#))
        #expect(generated.contains("public var keywords: [String]? {"))
        #expect(generated.contains(#"mutableOrderedSetValue(forKey: "chapters").insert(value, at: idx)"#))
        #expect(!generated.contains("@NSManaged") && !generated.contains("@objc("))

        let build = try buildAgainstXResponder(output, module: "PortedLibrary")
        #expect(build.status == 0, "\(build.text)")
    }

    @Test("R-CD2: a class the sources declare is not generated again; a model with no generated entity writes no file")
    func sourcesWin() {
        let entity = ManagedClassGeneration.Entity(name: "Book", className: "Book", codeGeneration: "class")
        let text = ManagedClassGeneration.xcodeText(for: entity, classNames: ["Book": "Book"])
        #expect(text.contains("@objc(Book)\npublic class Book: NSManagedObject"))
        #expect(ManagedClassGeneration.file(for: [], sources: []) == nil)
    }
}

/// A transformer file as apps write it (R-CD1): it imports UIKit alone; the port adds
/// `import CoreData`, where Linux finds ValueTransformer, and it compiles.
@Suite("xrport: value transformer files (R-CD1)")
struct TransformerImportTests {
    static let source = """
    import UIKit

    @objc(ColorTransformer)
    final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
        static let name = NSValueTransformerName(rawValue: String(describing: ColorTransformer.self))

        override static var allowedTopLevelClasses: [AnyClass] {
            return [UIColor.self]
        }

        public static func register() {
            let transformer = ColorTransformer()
            ValueTransformer.setValueTransformer(transformer, forName: name)
        }
    }
    """

    @Test("R-CD1: a file using ValueTransformer gets import CoreData and the CoreData product, and compiles; one that imports CoreData is left alone")
    func importAdded() throws {
        let result = UIKitPorter.port(sources: [(path: "ColorTransformer.swift", text: Self.source)])
        let text = result.outputs[0].text
        #expect(text.hasPrefix("import UIKit\nimport CoreData\n"), "\(text)")
        #expect(UIKitPorter.productsImported(by: [text]).contains("CoreData"))
        #expect(result.notes.filter { $0.kind == .todo }.isEmpty, "\(result.notes)")
        #expect(TransformerImport.adding(to: "import CoreData\nlet x: ValueTransformer? = nil") == nil)
        #expect(TransformerImport.adding(to: "import Foundation\n// ValueTransformer in a comment") == nil)

        let build = try buildPortedFiles([("ColorTransformer.swift", text)], module: "PortedTransformer")
        #expect(build.status == 0, "\(build.text)")
    }
}
