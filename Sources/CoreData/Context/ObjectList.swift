import Foundation

/// A set of objects kept as an array, each object knowing its place in it (R-CD2): a context's
/// new objects, and the insertions its next did-change notification announces.
///
/// Both are filled once per object inserted and emptied by a save, which hands the array on as
/// it is. Kept in `IDTable`s, each object inserted cost a hash-table insertion per table (a cache
/// miss each once 100,000 objects are in), a save copied the table's values into an array
/// (retaining every object again) and freed the table (releasing them again) — each walk over
/// objects spread through the heap costing a cache miss per object. Here adding is an append,
/// membership a look at the object's own place, removal a swap with the last, and a save
/// shares the array.
///
/// An object can be in one list of each `Role` at a time; a place left over from a list that
/// was dropped is told apart by checking that the list holds the object there.
struct ObjectList: Sequence {
    enum Role {
        /// A context's inserted objects (`NSManagedObject.insertedPlace`).
        case inserted
        /// Insertions not yet announced (`NSManagedObject.announcedPlace`).
        case announcedInsertion
    }

    let role: Role
    /// The objects, in the order they came, except that a removal moves the last into the gap.
    private(set) var objects: [NSManagedObject] = []

    init(_ role: Role) { self.role = role }

    var count: Int { objects.count }
    var isEmpty: Bool { objects.isEmpty }

    private func place(of object: NSManagedObject) -> Int {
        switch role {
        case .inserted: object.insertedPlace
        case .announcedInsertion: object.announcedPlace
        }
    }

    private func setPlace(_ place: Int, of object: NSManagedObject) {
        switch role {
        case .inserted: object.insertedPlace = place
        case .announcedInsertion: object.announcedPlace = place
        }
    }

    func contains(_ object: NSManagedObject) -> Bool {
        let place = place(of: object)
        return place >= 0 && place < objects.count && objects[place] === object
    }

    /// Adds `object`; false when it is in already.
    @discardableResult
    mutating func append(_ object: NSManagedObject) -> Bool {
        guard !contains(object) else { return false }
        setPlace(objects.count, of: object)
        objects.append(object)
        return true
    }

    /// Takes `object` out; false when it was not in.
    @discardableResult
    mutating func remove(_ object: NSManagedObject) -> Bool {
        guard contains(object) else { return false }
        let place = place(of: object)
        let last = objects.removeLast()
        if last !== object {
            objects[place] = last
            setPlace(place, of: last)
        }
        setPlace(-1, of: object)
        return true
    }

    /// Whether the list is still `array` as it was handed out: nothing added or taken out since
    /// (either would have copied the shared storage), so it holds exactly those objects.
    func isUnchanged(since array: [NSManagedObject]) -> Bool {
        objects.count == array.count
            && objects.withUnsafeBufferPointer { mine in array.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress } }
    }

    func makeIterator() -> IndexingIterator<[NSManagedObject]> { objects.makeIterator() }
}
