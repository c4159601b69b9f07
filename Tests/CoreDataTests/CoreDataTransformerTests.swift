import CoreData
import Foundation
import Testing

/// A colour an app keeps in a transformable attribute through its own transformer.
final class Swatch: NSObject {
    let red: UInt8, green: UInt8, blue: UInt8
    init(_ red: UInt8, _ green: UInt8, _ blue: UInt8) {
        (self.red, self.green, self.blue) = (red, green, blue)
    }
}

/// The transformer an app registers, as such apps write it: a Swatch to three bytes and back.
final class SwatchTransformer: ValueTransformer {
    static let name = NSValueTransformerName(rawValue: String(describing: SwatchTransformer.self))

    override class func transformedValueClass() -> AnyClass { NSData.self }
    override class func allowsReverseTransformation() -> Bool { true }

    override func transformedValue(_ value: Any?) -> Any? {
        guard let swatch = value as? Swatch else { return nil }
        return Data([swatch.red, swatch.green, swatch.blue])
    }

    override func reverseTransformedValue(_ value: Any?) -> Any? {
        guard let data = value as? Data, data.count == 3 else { return nil }
        return Swatch(data[0], data[1], data[2])
    }

    static func register() {
        ValueTransformer.setValueTransformer(SwatchTransformer(), forName: name)
    }
}

/// A subclass of the secure unarchiving transformer naming its classes, as Xcode's templates
/// suggest for transformable attributes since iOS 12.
final class TagListTransformer: NSSecureUnarchiveFromDataTransformer {
    override static var allowedTopLevelClasses: [AnyClass] { [NSArray.self, NSString.self] }
}

/// Named value transformers (R-CD1): a transformable attribute whose model names a registered
/// transformer is stored as that transformer's `Data` and read back through its reverse.
@Suite("Core Data: named value transformers (R-CD1)")
@MainActor
struct CoreDataTransformerTests {
    static func model() -> NSManagedObjectModel {
        func transformable(_ name: String, _ transformer: String) -> NSAttributeDescription {
            let attribute = NSAttributeDescription()
            attribute.name = name
            attribute.attributeType = .transformableAttributeType
            attribute.valueTransformerName = transformer
            return attribute
        }
        let entity = NSEntityDescription()
        entity.name = "Palette"
        entity.properties = [transformable("colour", "SwatchTransformer"), transformable("tags", "TagListTransformer"),
                             transformable("other", "NoSuchTransformer")]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        return model
    }

    func open(_ store: URL) throws -> NSPersistentContainer {
        try ModelFixtures.loadedContainer("Palettes", model: Self.model(), store: store)
    }

    @Test("R-CD1: a registered transformer's Data is what the store keeps and its reverse what comes back after a relaunch; a secure-unarchiving subclass and an unregistered name keep keyed archives")
    func namedTransformers() throws {
        SwatchTransformer.register()
        ValueTransformer.setValueTransformer(TagListTransformer(), forName: NSValueTransformerName("TagListTransformer"))
        #expect(ValueTransformer.valueTransformerNames().contains(SwatchTransformer.name))
        let folder = ScratchFolder()
        let store = folder.file("Palettes.sqlite")
        do {
            let context = try open(store).viewContext
            let palette = NSEntityDescription.insertNewObject(forEntityName: "Palette", into: context)
            palette.setValue(Swatch(255, 128, 7), forKey: "colour")
            palette.setValue(["warm", "bright"], forKey: "tags")
            palette.setValue(["kept": 1], forKey: "other")
            try context.save()
        }
        // The store holds the transformer's three bytes, not an archive.
        #expect(try StoreFile.integers("SELECT length(ZCOLOUR) FROM ZPALETTE", in: store) == [3])
        #expect(try StoreFile.integers("SELECT hex(ZCOLOUR) = 'FF8007' FROM ZPALETTE", in: store) == [1])

        let palette = try #require(try open(store).viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Palette")).first)
        let swatch = try #require(palette.value(forKey: "colour") as? Swatch)
        #expect((swatch.red, swatch.green, swatch.blue) == (255, 128, 7))
        #expect(palette.value(forKey: "tags") as? [String] == ["warm", "bright"])
        #expect((palette.value(forKey: "other") as? [String: Int]) == ["kept": 1])
    }

    @Test("R-CD1: the built-in names: NSNegateBoolean, NSIsNil, NSIsNotNil; a transformer can be unregistered")
    func builtInTransformers() throws {
        let negate = try #require(ValueTransformer.valueTransformer(forName: .negateBooleanTransformerName))
        #expect((negate.transformedValue(NSNumber(value: true)) as? NSNumber)?.boolValue == false)
        #expect((ValueTransformer.valueTransformer(forName: .isNilTransformerName)?.transformedValue(nil) as? NSNumber)?.boolValue == true)
        #expect((ValueTransformer.valueTransformer(forName: .isNotNilTransformerName)?.transformedValue("x") as? NSNumber)?.boolValue == true)
        let name = NSValueTransformerName("Temporary")
        ValueTransformer.setValueTransformer(SwatchTransformer(), forName: name)
        ValueTransformer.setValueTransformer(nil, forName: name)
        #expect(ValueTransformer.valueTransformer(forName: name) == nil)
    }
}
