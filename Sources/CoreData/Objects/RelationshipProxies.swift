import Foundation

/// What `mutableSetValue(forKey:)` hands out: an `NSMutableSet` over the object's to-many
/// relationship (R-CD1) — reads see its members now, adds and removes are made to it, inverses
/// kept.
///
/// Linux Foundation's `NSMutableSet` builds everything on five primitives a subclass must give
/// (`count`, `member`, `objectEnumerator`, `add`, `remove`; its own storage is refused to
/// subclasses), and routes `union`, `minus`, `intersect` and `removeAllObjects` through them.
final class RelationshipSetProxy: NSMutableSet {
    private weak var object: NSManagedObject?
    private var relationship: NSRelationshipDescription?

    init(object: NSManagedObject, relationship: NSRelationshipDescription) {
        self.object = object
        self.relationship = relationship
        super.init(capacity: 0)
    }

    required init(capacity: Int) { super.init(capacity: capacity) }
    required init?(coder: NSCoder) { nil }
    required convenience init(arrayLiteral elements: Any...) { self.init(capacity: 0) }

    private var members: [NSManagedObject] {
        guard let object, let relationship else { return [] }
        return object.members(of: relationship).members
    }

    override var count: Int { members.count }

    override func member(_ candidate: Any) -> Any? {
        guard let managed = candidate as? NSManagedObject, let object, let relationship,
              object.members(of: relationship).contains(managed) else { return nil }
        return managed
    }

    override func objectEnumerator() -> NSEnumerator { NSArray(array: members).objectEnumerator() }

    override func add(_ member: Any) {
        guard let managed = member as? NSManagedObject, let object, let relationship else { return }
        object.add(managed, to: relationship)
    }

    override func remove(_ member: Any) {
        guard let managed = member as? NSManagedObject, let object, let relationship else { return }
        object.remove(managed, from: relationship)
    }
}

/// What `mutableOrderedSetValue(forKey:)` hands out: an `NSMutableOrderedSet` whose changes are
/// made to the object's ordered to-many relationship (R-CD1).
///
/// Linux Foundation's `NSMutableOrderedSet` changes its own storage directly in most of its
/// methods rather than through the primitive ones, so each changing method used by Core Data
/// code is overridden: it changes the superclass's storage (the mirror every read uses), then
/// makes the relationship what the mirror now holds.
final class RelationshipOrderedSetProxy: NSMutableOrderedSet {
    private weak var object: NSManagedObject?
    private var relationship: NSRelationshipDescription?
    /// Off while the mirror is filled: the superclass may call overridden methods meanwhile.
    private var ready = false

    init(object: NSManagedObject, relationship: NSRelationshipDescription) {
        self.object = object
        self.relationship = relationship
        super.init(capacity: 0)
        for member in object.members(of: relationship).members { super.add(member) }
        ready = true
    }

    override init(capacity: Int) { super.init(capacity: capacity) }
    required init?(coder: NSCoder) { nil }
    required convenience init(arrayLiteral elements: Any...) { self.init(capacity: 0) }

    /// The relationship made what the mirror holds, in its order.
    private func commit() {
        guard ready, let object, let relationship else { return }
        object.setRelationship(array, relationship)
    }

    override func add(_ member: Any) { super.add(member); commit() }
    override func addObjects(from array: [Any]) { super.addObjects(from: array); commit() }
    override func insert(_ member: Any, at index: Int) { super.insert(member, at: index); commit() }
    override func insert(_ members: [Any], at indexes: IndexSet) { super.insert(members, at: indexes); commit() }
    override func remove(_ member: Any) { super.remove(member); commit() }
    override func removeObject(at index: Int) { super.removeObject(at: index); commit() }
    override func removeObjects(at indexes: IndexSet) { super.removeObjects(at: indexes); commit() }
    override func removeObjects(in array: [Any]) { super.removeObjects(in: array); commit() }
    override func removeAllObjects() { super.removeAllObjects(); commit() }
    override func replaceObject(at index: Int, with member: Any) { super.replaceObject(at: index, with: member); commit() }
    override func replaceObjects(at indexes: IndexSet, with members: [Any]) { super.replaceObjects(at: indexes, with: members); commit() }
    override func exchangeObject(at first: Int, withObjectAt second: Int) { super.exchangeObject(at: first, withObjectAt: second); commit() }
    override func moveObjects(at indexes: IndexSet, to index: Int) { super.moveObjects(at: indexes, to: index); commit() }
    override func union(_ other: NSOrderedSet) { super.union(other); commit() }
    override func minus(_ other: NSOrderedSet) { super.minus(other); commit() }
    override func intersect(_ other: NSOrderedSet) { super.intersect(other); commit() }
}
