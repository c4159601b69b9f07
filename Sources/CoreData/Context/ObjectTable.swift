import Foundation

/// A context's objects by ID (R-CD2): its registered, inserted, changed and deleted objects, and a
/// turn's changes.
///
/// A dictionary keyed by `NSManagedObjectID` itself compares keys through `NSObject`'s `==` —
/// `isEqual(_:)`, an `Any` boxed and cast back — for every occupied slot a lookup passes, and a
/// save of 100,000 new objects makes half a million lookups. The key here compares the IDs'
/// hashes, computed once per ID, before anything else.
struct ObjectTable: ExpressibleByDictionaryLiteral, Sequence {
    typealias Key = NSManagedObjectID
    typealias Value = NSManagedObject

    struct IDKey: Hashable {
        let id: NSManagedObjectID

        static func == (first: IDKey, second: IDKey) -> Bool {
            first.id === second.id || (first.id.storedHash == second.id.storedHash && first.id.isEqual(second.id))
        }

        func hash(into hasher: inout Hasher) { hasher.combine(id.storedHash) }
    }

    private var storage: [IDKey: NSManagedObject] = [:]

    init() {}

    init(dictionaryLiteral elements: (NSManagedObjectID, NSManagedObject)...) {
        for (id, object) in elements { storage[IDKey(id: id)] = object }
    }

    subscript(id: NSManagedObjectID) -> NSManagedObject? {
        get { storage[IDKey(id: id)] }
        set { storage[IDKey(id: id)] = newValue }
    }

    @discardableResult
    mutating func removeValue(forKey id: NSManagedObjectID) -> NSManagedObject? {
        storage.removeValue(forKey: IDKey(id: id))
    }

    var values: Dictionary<IDKey, NSManagedObject>.Values { storage.values }
    var keys: [NSManagedObjectID] { storage.keys.map(\.id) }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    func makeIterator() -> AnyIterator<(key: NSManagedObjectID, value: NSManagedObject)> {
        var inner = storage.makeIterator()
        return AnyIterator { inner.next().map { (key: $0.key.id, value: $0.value) } }
    }
}
