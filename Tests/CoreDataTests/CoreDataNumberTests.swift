import CoreData
import Foundation
import Testing

/// Doubles and floats are kept unboxed inside an object (`AttributeValues`), for speed; what an
/// app is handed must still be Core Data's `NSNumber` at every door (R-CD1, R-CD2), and what the
/// context does with kept values (sorting, judging predicates, saving) must not tell the two apart.
@Suite("Core Data: numbers are handed out as NSNumber, whatever is kept (R-CD1, R-CD2)")
@MainActor
struct CoreDataNumberTests {
    let folder = ScratchFolder()

    /// An entity Reading (score: Double, default 1.5; weight: Float), its store opened.
    func open() throws -> (container: NSPersistentContainer, entity: NSEntityDescription) {
        let score = NSAttributeDescription()
        score.name = "score"
        score.attributeType = .doubleAttributeType
        score.defaultValue = NSNumber(value: 1.5)
        let weight = NSAttributeDescription()
        weight.name = "weight"
        weight.attributeType = .floatAttributeType
        weight.isOptional = true
        let entity = NSEntityDescription()
        entity.name = "Reading"
        entity.properties = [score, weight]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        return (try ModelFixtures.loadedContainer("Readings", model: model, store: folder.file("Readings.sqlite")), entity)
    }

    /// Whether `value` is an `NSNumber` itself, not a Swift number `as? NSNumber` would box.
    func isBoxed(_ value: Any?) -> Bool {
        guard let value else { return false }
        return type(of: value) is NSNumber.Type
    }

    @Test("R-CD2: a double's and a float's values are NSNumbers from value(forKey:), primitiveValue, changedValues and committedValues")
    func numbersAtEveryDoor() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        let reading = NSManagedObject(entity: entity, insertInto: context)
        #expect(isBoxed(reading.value(forKey: "score")))
        #expect((reading.value(forKey: "score") as? Double) == 1.5)
        reading.setValue(3.0, forKey: "score")
        reading.setValue(Float(0.5), forKey: "weight")
        #expect(isBoxed(reading.value(forKey: "score")) && isBoxed(reading.primitiveValue(forKey: "weight")))
        // NSNumber's casts, as on Apple's platforms: a whole double reads as an Int, a float as a Double.
        #expect((reading.value(forKey: "score") as? Int) == 3)
        #expect((reading.value(forKey: "weight") as? Double) == 0.5)
        #expect(isBoxed(reading.changedValues()["score"]))
        try context.save()
        context.reset()

        let fetched = try #require(try context.fetch(NSFetchRequest<NSManagedObject>(entityName: "Reading")).first)
        #expect(isBoxed(fetched.value(forKey: "score")) && isBoxed(fetched.value(forKey: "weight")))
        #expect((fetched.value(forKey: "score") as? Double) == 3.0 && (fetched.value(forKey: "weight") as? Float) == 0.5)
        #expect(isBoxed(fetched.committedValues(forKeys: ["score"])["score"]))
        let rows = NSFetchRequest<NSDictionary>(entityName: "Reading")
        rows.resultType = .dictionaryResultType
        #expect(isBoxed(try context.fetch(rows).first?["score"]))
    }

    @Test("R-CD2: a number set as an NSNumber through setPrimitiveValue sorts, matches and saves as the doubles beside it")
    func primitiveNumbersKeptAlike() throws {
        let (container, entity) = try open()
        let context = container.viewContext
        for score in [2.5, 0.5] {
            NSManagedObject(entity: entity, insertInto: context).setValue(score, forKey: "score")
        }
        try context.save()
        let boxed = NSManagedObject(entity: entity, insertInto: context)
        boxed.setPrimitiveValue(NSNumber(value: 1.25), forKey: "score")
        // Unsaved, so sorted and judged in memory beside the fetched rows' doubles.
        let request = NSFetchRequest<NSManagedObject>(entityName: "Reading")
        request.predicate = NSPredicate(format: "score < %@", NSNumber(value: 2))
        request.sortDescriptors = [NSSortDescriptor(key: "score", ascending: true)]
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "score") as? Double } == [0.5, 1.25])
        try context.save()
        context.reset()
        request.predicate = nil
        #expect(try context.fetch(request).compactMap { $0.value(forKey: "score") as? Double } == [0.5, 1.25, 2.5])
    }
}
