import Foundation

/// A context's objects by ID (R-CD2): its registered, inserted, changed and deleted objects, and a
/// turn's changes.
typealias ObjectTable = IDTable<NSManagedObject>

/// Values by object ID: `ObjectTable`'s, and the permanent IDs a save gave by temporary ID.
///
/// A dictionary keyed by `NSManagedObjectID` itself compares keys through `NSObject`'s `==` —
/// `isEqual(_:)`, an `Any` boxed and cast back — for every occupied slot a lookup passes, and a
/// save of 100,000 new objects makes half a million lookups. The key here carries the ID's hash
/// beside it: a lookup passing an occupied slot compares two integers in the table's own memory,
/// without reading the other ID (with 100,000 IDs spread over the heap, each such read was a
/// cache miss, and they were most of an insert's time in the table).
struct IDTable<Value>: ExpressibleByDictionaryLiteral, Sequence {
    typealias Key = NSManagedObjectID

    struct IDKey: Hashable {
        let hash: Int
        let id: NSManagedObjectID

        init(id: NSManagedObjectID) {
            hash = id.storedHash
            self.id = id
        }

        static func == (first: IDKey, second: IDKey) -> Bool {
            first.hash == second.hash && (first.id === second.id || first.id.isEqual(second.id))
        }

        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        /// What the table's buckets are chosen by: the ID's stored hash mixed with the table's
        /// seed, without a `Hasher` per lookup (seeding and finalizing one was a tenth of an
        /// insert's profile). The stored hash is already a `Hasher`'s output, seeded per process,
        /// so it is as well spread as what `hash(into:)` would give.
        func _rawHashValue(seed: Int) -> Int { hash ^ seed }
    }

    private var storage: [IDKey: Value] = [:]

    init() {}

    init(dictionaryLiteral elements: (NSManagedObjectID, Value)...) {
        for (id, object) in elements { storage[IDKey(id: id)] = object }
    }

    subscript(id: NSManagedObjectID) -> Value? {
        get { storage[IDKey(id: id)] }
        set { storage[IDKey(id: id)] = newValue }
    }

    @discardableResult
    mutating func removeValue(forKey id: NSManagedObjectID) -> Value? {
        storage.removeValue(forKey: IDKey(id: id))
    }

    /// Room for `count` more entries, so that adding them does not grow the table step by step.
    mutating func reserve(_ count: Int) {
        storage.reserveCapacity(storage.count + count)
    }

    var values: Dictionary<IDKey, Value>.Values { storage.values }
    var keys: [NSManagedObjectID] { storage.keys.map(\.id) }
    var isEmpty: Bool { storage.isEmpty }
    var count: Int { storage.count }

    func makeIterator() -> AnyIterator<(key: NSManagedObjectID, value: Value)> {
        var inner = storage.makeIterator()
        return AnyIterator { inner.next().map { (key: $0.key.id, value: $0.value) } }
    }
}

/// A registered object, not retained: the context holds the objects it does not need weakly, as
/// Core Data does (`retainsRegisteredObjects` false), and an object takes itself off the registry
/// as it dies (`NSManagedObject.deinit`), so an entry never outlives its object. Unretained
/// rather than `weak`: a weak reference gives each of a fetch's objects a side table.
struct RegisteredObject {
    let reference: Unmanaged<NSManagedObject>

    init(_ object: NSManagedObject) { reference = .passUnretained(object) }

    var object: NSManagedObject { reference.takeUnretainedValue() }

    /// Whether this is `object`, without retaining either (`object` may be dying).
    func isSame(as object: NSManagedObject) -> Bool {
        reference.toOpaque() == Unmanaged.passUnretained(object).toOpaque()
    }
}

/// A context's registered objects (R-CD2), the ones under temporary IDs (new objects) kept apart
/// from the rest: a save gives every new object its permanent ID, and taking 100,000 entries out
/// of one table of all objects one by one cost more than writing their rows (each removal
/// shifts the entries after it). When every object under a temporary ID was saved, that table is
/// dropped whole.
///
/// The objects a save moved to their permanent IDs are listed, not put in the table of saved
/// objects, until the first lookup by a permanent ID needs them there (`indexMoved()`): an
/// app that saves what it imported and lets it go (most imports) then never pays for a table
/// entry per object, nor for taking each out again as the object dies — about a tenth of a
/// save of 100,000 objects (docs/core-data.md, "Speed"). Each listed object knows its place in the
/// list (`registryPlace`), so its death clears the place without a lookup.
///
/// Entries do not keep their objects alive: what keeps an object is the app's references, and the
/// context's tables of inserted, changed and deleted objects (unsaved work is never dropped).
/// With `retainsObjects` (the context's `retainsRegisteredObjects`) every registered object is
/// held as well, until it leaves the registry.
struct ObjectRegistry {
    private var saved = IDTable<RegisteredObject>()
    private var fresh = IDTable<RegisteredObject>()
    /// Objects a save moved to permanent IDs, not in `saved` yet; nil where one died since.
    private var moved: [(entry: RegisteredObject, id: NSManagedObjectID)?] = []
    /// How many of `moved` are alive.
    private var movedAlive = 0
    /// Every registered object, held, while `retainsObjects`.
    private var retained: ObjectTable?

    var retainsObjects: Bool {
        get { retained != nil }
        set {
            guard newValue != retainsObjects else { return }
            if newValue {
                var table = ObjectTable()
                for object in values { table[object.objectID] = object }
                retained = table
            } else {
                retained = nil
            }
        }
    }

    subscript(id: NSManagedObjectID) -> NSManagedObject? {
        mutating get {
            if id.isTemporaryID { return fresh[id]?.object }
            indexMoved()
            return saved[id]?.object
        }
        set {
            withTable(for: id) { $0[id] = newValue.map(RegisteredObject.init) }
            retained?[id] = newValue
        }
    }

    @discardableResult
    mutating func removeValue(forKey id: NSManagedObjectID) -> NSManagedObject? {
        // Taken (and held) before the held table lets it go, so it is alive when returned.
        let removed = withTable(for: id) { $0.removeValue(forKey: id) }?.object
        retained?.removeValue(forKey: id)
        return removed
    }

    /// Takes `object`, which is dying, off the registry, if it is the object registered under its ID.
    mutating func remove(dying object: NSManagedObject, id: NSManagedObjectID) {
        if object.registryPlace >= 0 {
            clearListedPlace(of: object)
            return
        }
        withTable(for: id) { table in
            if let entry = table[id], entry.isSame(as: object) { table.removeValue(forKey: id) }
        }
    }

    /// Takes `object`, registered here, off the registry (a save's deleted objects). One a save
    /// listed leaves its place without the list being indexed, as a dying one does: a save that
    /// deletes what an earlier save made keeps the list's saving.
    mutating func remove(_ object: NSManagedObject) {
        guard object.registryPlace >= 0, clearListedPlace(of: object) else {
            removeValue(forKey: object.objectID)
            return
        }
        object.registryPlace = -1
        retained?.removeValue(forKey: object.objectID)
    }

    /// Clears `object`'s place in the list of moved objects when the place is its own; false
    /// when it is not there.
    @discardableResult
    private mutating func clearListedPlace(of object: NSManagedObject) -> Bool {
        let place = object.registryPlace
        guard place >= 0, place < moved.count, let listed = moved[place], listed.entry.isSame(as: object) else { return false }
        moved[place] = nil
        movedAlive -= 1
        if movedAlive == 0 { moved = [] }
        return true
    }

    /// The table `id` is kept in: new objects' (temporary IDs) or the rest. A permanent ID's is
    /// complete: the objects a save listed are put in it first.
    private mutating func withTable<Result>(for id: NSManagedObjectID, _ body: (inout IDTable<RegisteredObject>) -> Result) -> Result {
        if id.isTemporaryID { return body(&fresh) }
        indexMoved()
        return body(&saved)
    }

    /// Moves `objects` to the permanent IDs they were given. With `allFresh` (the caller knows
    /// each is registered here under its temporary ID), distinct objects under distinct IDs:
    /// when there are as many as the temporary table holds, they are all of it, and it is
    /// dropped whole.
    mutating func move(_ objects: [(object: NSManagedObject, from: NSManagedObjectID, to: NSManagedObjectID)], allFresh: Bool) {
        if allFresh, objects.count == fresh.count {
            fresh = IDTable()
        } else {
            for moved in objects { fresh.removeValue(forKey: moved.from) }
        }
        // Places whose objects died stay until the list is indexed: when they outnumber the
        // living (saves whose objects a few outlive, and no lookup between), it is indexed now,
        // so the list never grows with what is gone.
        if moved.count - movedAlive > max(4_096, movedAlive) { indexMoved() }
        moved.reserveCapacity(moved.count + objects.count)
        for (object, _, to) in objects {
            object.registryPlace = moved.count
            moved.append((RegisteredObject(object), to))
        }
        movedAlive += objects.count
        if retained != nil {
            for moved in objects {
                retained?.removeValue(forKey: moved.from)
                retained?[moved.to] = moved.object
            }
        }
    }

    /// Puts the objects saves moved in the table of saved objects.
    private mutating func indexMoved() {
        guard !moved.isEmpty else { return }
        saved.reserve(movedAlive)
        for case let (entry, id)? in moved {
            entry.object.registryPlace = -1
            saved[id] = entry
        }
        moved = []
        movedAlive = 0
    }

    /// Room for `count` more objects under permanent IDs (a fetch's rows).
    mutating func reserve(_ count: Int) { saved.reserve(count) }

    /// The registered objects, held by the array returned.
    var values: [NSManagedObject] {
        saved.values.map(\.object) + fresh.values.map(\.object) + moved.compactMap { $0?.entry.object }
    }
    var isEmpty: Bool { count == 0 }
    var count: Int { saved.count + fresh.count + movedAlive }
    /// The places in the list of moved objects, the dead ones' included (for tests).
    var listedPlaces: Int { moved.count }
}

/// The permanent IDs a context's saves gave its new objects, by the temporary IDs they had
/// (R-CD2): what a child asking for an object by its old ID is answered from. A save records its
/// moves as they are; the table is built the first time it is asked, which most contexts never
/// are — filling it at each save was 100,000 table insertions for a save of 100,000 objects.
struct FormerTemporaryIDs {
    private var table = IDTable<NSManagedObjectID>()
    private var unindexed: [[(from: NSManagedObjectID, to: NSManagedObjectID)]] = []

    /// Remembers a save's moves, from temporary ID to permanent ID (the IDs only: a saved object
    /// is not kept alive by having been new).
    mutating func record(_ moves: [(object: NSManagedObject, from: NSManagedObjectID, to: NSManagedObjectID)]) {
        if !moves.isEmpty { unindexed.append(moves.map { (from: $0.from, to: $0.to) }) }
    }

    /// The permanent ID `id` became, if a save here gave it one.
    subscript(id: NSManagedObjectID) -> NSManagedObjectID? {
        mutating get {
            if !unindexed.isEmpty {
                for moves in unindexed { for move in moves { table[move.from] = move.to } }
                unindexed = []
            }
            return table[id]
        }
    }
}
