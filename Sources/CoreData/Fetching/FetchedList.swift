import Foundation

/// A fetched-results controller's objects, in order (R-CD3).
///
/// A batched request the store answers alone (the Xcode templates' `fetchBatchSize = 20` with
/// a stored sort) keeps only its rows' keys: the objects are made when a table asks for a row,
/// as faults a batch at a time, and read when touched — so a controller over a million rows
/// holds a million keys, not a million objects. Its changes are applied in place
/// (`FetchedList+Changes`): an object sorted in reads the rows a binary search passes, not all.
/// An unbatched request keeps its objects (`init(_:)`).
final class FetchedList {
    /// A place in a keyed list: a saved row not made into an object yet, or an object (one made,
    /// or a new one not saved yet, which has no row).
    enum Entry {
        case row(Int64)
        case object(NSManagedObject)
    }

    /// The objects, for a list that keeps them all.
    private(set) var whole: [NSManagedObject]?
    /// The places, for a keyed list, with the objects made so far by position.
    private(set) var entries: [Entry] = []
    private var made: [Int: NSManagedObject] = [:]
    let entity: NSEntityDescription?
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

    /// The keys after the first run while they are not taken yet (`SQLiteKeyReader`).
    private var reader: SQLiteKeyReader?

    init(keys: [Int64], of entity: NSEntityDescription, batchSize: Int, context: NSManagedObjectContext,
         store: NSPersistentStore, resultClass: NSManagedObject.Type?) {
        entries = keys.map(Entry.row)
        self.entity = entity
        self.batchSize = max(1, batchSize)
        self.context = context
        self.store = store
        self.resultClass = resultClass
    }

    /// A keyed list whose first run of keys `reader` has read, and the rest it reads in the
    /// background, taken when a row past the first run is asked for or a change comes.
    convenience init(reader: SQLiteKeyReader, of entity: NSEntityDescription, batchSize: Int, context: NSManagedObjectContext,
                     store: NSPersistentStore, resultClass: NSManagedObject.Type?) {
        self.init(keys: reader.first, of: entity, batchSize: batchSize, context: context, store: store, resultClass: resultClass)
        if reader.first.count < reader.count { self.reader = reader }
    }

    var isKeyed: Bool { whole == nil }

    var count: Int { whole?.count ?? reader?.count ?? entries.count }

    /// How many keys a reader reads before the first screen: a screen's worth and more, in whole batches.
    static func firstRun(batchSize: Int) -> Int { max(1, batchSize) * max(1, 128 / max(1, batchSize)) }

    /// Takes the keys the reader read in the background (waiting for it if it has not finished)
    /// once a row past the first run is wanted. A read that failed is said once; the rows it did
    /// not reach show as placeholders.
    private func readKeys(through index: Int) {
        guard let reader, index >= entries.count else { return }
        self.reader = nil
        do {
            entries.append(contentsOf: try reader.rest().map(Entry.row))
        } catch {
            ModelFileReader.report("CoreData: a fetched-results controller could not read its rows: \(error)")
        }
    }

    /// Takes every key not taken yet: what a change, or a question about every row, needs first.
    func readAllKeys() { readKeys(through: .max) }

    /// The object at `index`; a row is made into a fault with the rest of its batch the first time.
    func object(at index: Int) -> NSManagedObject {
        if let whole { return whole[index] }
        readKeys(through: index)
        guard entries.indices.contains(index) else { return placeholder(at: index) }
        if case .object(let object) = entries[index] { return object }
        if let object = made[index] { return object }
        let start = index - index % batchSize
        var positions: [Int] = [], keys: [Int64] = []
        for position in start..<min(entries.count, start + batchSize) {
            if case .row(let key) = entries[position], made[position] == nil {
                positions.append(position)
                keys.append(key)
            }
        }
        guard let context, let store, let entity else { return placeholder(at: index) }
        let objects = context.faults(of: entity, keys: keys, batchSize: batchSize, store: store, resultClass: resultClass)
        for (position, object) in zip(positions, objects) { made[position] = object }
        return made[index] ?? placeholder(at: index)
    }

    /// Every object, made now for a keyed list (which then keeps them).
    var all: [NSManagedObject] {
        if let whole { return whole }
        readAllKeys()
        let objects = (0..<entries.count).map(object(at:))
        whole = objects
        entries = []
        made = [:]
        return objects
    }

    /// Where the object is, or nil; a keyed list finds a row by its key, making no object.
    func index(of object: NSManagedObject) -> Int? {
        if let whole { return whole.firstIndex { $0 === object } }
        // The keys read so far first (a row a table shows), then the rest.
        if let found = positions(of: [object], readingAll: false)[ObjectIdentifier(object)] { return found }
        guard reader != nil else { return nil }
        return positions(of: [object])[ObjectIdentifier(object)]
    }

    /// Where each of `objects` is in a keyed list, in one pass over its places.
    func positions(of objects: [NSManagedObject], readingAll: Bool = true) -> [ObjectIdentifier: Int] {
        if readingAll { readAllKeys() }
        var byRow: [Int64: NSManagedObject] = [:]
        var byIdentity = Set<ObjectIdentifier>()
        for object in objects {
            byIdentity.insert(ObjectIdentifier(object))
            // By entity and key alone: an object deleted by a merge has left its context.
            if let entity, object.objectID.entity.isKindOf(entity: entity), let row = object.objectID.primaryKey {
                byRow[row] = object
            }
        }
        var found: [ObjectIdentifier: Int] = [:]
        // A change names a few objects: their keys are compared directly, which over a million
        // rows costs a tenth of hashing each row's key (issue #52).
        let few = byRow.count <= 16 ? Array(byRow.keys) : nil
        for index in entries.indices {
            switch entries[index] {
            case .row(let key):
                if let few, !few.contains(key) { continue }
                if let object = byRow[key] { found[ObjectIdentifier(object)] = index }
            case .object(let object):
                if byIdentity.contains(ObjectIdentifier(object)) { found[ObjectIdentifier(object)] = index }
            }
        }
        return found
    }

    /// Takes out the places at `indexes` (ascending). A few are removed one by one (each a block
    /// move of the places after it); many, in one pass. The objects made are looked up again.
    func removeEntries(at indexes: [Int]) {
        readAllKeys()
        made = [:]
        guard !indexes.isEmpty else { return }
        if indexes.count <= 64 {
            for index in indexes.reversed() { entries.remove(at: index) }
            return
        }
        var next = 0
        var kept: [Entry] = []
        kept.reserveCapacity(entries.count - indexes.count)
        for (index, entry) in entries.enumerated() {
            if next < indexes.count, indexes[next] == index { next += 1 } else { kept.append(entry) }
        }
        entries = kept
    }

    /// Puts `newEntries` in before the places at `slots` (ascending, in the current places).
    func insertEntries(_ newEntries: [Entry], at slots: [Int]) {
        readAllKeys()
        made = [:]
        guard !newEntries.isEmpty else { return }
        if newEntries.count <= 64 {
            for (entry, slot) in zip(newEntries, slots).reversed() { entries.insert(entry, at: slot) }
            return
        }
        var merged: [Entry] = []
        merged.reserveCapacity(entries.count + newEntries.count)
        var copied = 0
        for (entry, slot) in zip(newEntries, slots) {
            merged.append(contentsOf: entries[copied..<slot])
            copied = slot
            merged.append(entry)
        }
        merged.append(contentsOf: entries[copied...])
        entries = merged
    }

    /// A context gone before its controller: an object that says so rather than a crash.
    private func placeholder(at index: Int) -> NSManagedObject {
        ModelFileReader.report("CoreData: a fetched-results controller was asked for row \(index) after its context was released")
        return NSManagedObject(entity: entity ?? NSEntityDescription(), insertInto: nil)
    }
}
