import Foundation

/// A fetched-results controller's objects, in order (R-CD3).
///
/// A batched request the store answers alone (the Xcode templates' `fetchBatchSize = 20` with
/// a stored sort) keeps only its rows' keys: the objects are made when a table asks for a row,
/// as faults a batch at a time, and read when touched — so a controller over a million rows
/// holds a million keys, not a million objects. Anything that needs every object at once (a
/// change to sort in, `fetchedObjects`) makes them all, once, and the list keeps them from then on.
final class FetchedList {
    /// The objects when the list has them all.
    private var whole: [NSManagedObject]?
    /// The rows' keys while it does not, with the objects made so far by position.
    private var keys: [Int64] = []
    private var made: [Int: NSManagedObject] = [:]
    private let entity: NSEntityDescription?
    private let batchSize: Int
    private weak var context: NSManagedObjectContext?
    private weak var store: NSPersistentStore?
    private let resultClass: NSManagedObject.Type?

    init(_ objects: [NSManagedObject]) {
        whole = objects
        entity = nil
        batchSize = 0
        resultClass = nil
    }

    init(keys: [Int64], of entity: NSEntityDescription, batchSize: Int, context: NSManagedObjectContext,
         store: NSPersistentStore, resultClass: NSManagedObject.Type?) {
        self.keys = keys
        self.entity = entity
        self.batchSize = max(1, batchSize)
        self.context = context
        self.store = store
        self.resultClass = resultClass
    }

    var count: Int { whole?.count ?? keys.count }

    /// The object at `index`; with keys, made with the rest of its batch the first time.
    func object(at index: Int) -> NSManagedObject {
        if let whole { return whole[index] }
        if let object = made[index] { return object }
        let start = index - index % batchSize
        let batch = start..<min(keys.count, start + batchSize)
        guard let context, let store, let entity else { return placeholder(at: index) }
        let objects = context.faults(of: entity, keys: Array(keys[batch]), batchSize: batchSize, store: store, resultClass: resultClass)
        for (offset, object) in objects.enumerated() { made[start + offset] = object }
        return made[index] ?? placeholder(at: index)
    }

    /// Every object, made now if the list has only keys.
    var all: [NSManagedObject] {
        if let whole { return whole }
        let objects = (0..<keys.count).map(object(at:))
        whole = objects
        keys = []
        made = [:]
        return objects
    }

    /// Where the object is, or nil; with keys, found by its row's key without making objects.
    func index(of object: NSManagedObject) -> Int? {
        if let whole { return whole.firstIndex { $0 === object } }
        guard object.objectID.entity === entity, object.managedObjectContext === context,
              let row = object.objectID.primaryKey else { return nil }
        return keys.firstIndex(of: row)
    }

    /// A context gone before its controller: an object that says so rather than a crash.
    private func placeholder(at index: Int) -> NSManagedObject {
        ModelFileReader.report("CoreData: a fetched-results controller was asked for row \(index) after its context was released")
        return NSManagedObject(entity: entity ?? NSEntityDescription(), insertInto: nil)
    }
}
