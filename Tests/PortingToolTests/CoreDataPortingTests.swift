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

        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrport-coredata-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for output in result.outputs { try output.text.write(to: folder.appendingPathComponent(output.path), atomically: true, encoding: .utf8) }
        let build = try buildAgainstXResponder(folder, module: "PortedNotes")
        #expect(build.status == 0, "\(build.text)")
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("PortedNotes.o").path), "compiled")
    }

    @Test("R-CD2: an @NSManaged accessor function (a to-many relationship's) is reported, not silently kept")
    func managedFunctionsReported() {
        let result = UIKitPorter.port(sources: [(path: "A.swift", text: """
        import CoreData
        extension Folder {
            @objc(addNotesObject:)
            @NSManaged public func addToNotes(_ value: Note)
        }
        """)])
        #expect(result.notes.contains { $0.kind == .todo && $0.description.contains("@NSManaged accessor functions") })
    }
}
