import Foundation

/// A to-many relationship's members as an object keeps them (R-CD1): in order (the relationship's
/// order when it is ordered, the order they were added otherwise), each once. A value type, so
/// that the committed snapshot and the value now are two copies. The members are held strongly,
/// so an identity in `identities` always names a live member.
struct RelatedObjects {
    private(set) var members: [NSManagedObject] = []
    private var identities: Set<ObjectIdentifier> = []

    init() {}

    init(_ objects: some Sequence<NSManagedObject>) {
        for object in objects { insert(object) }
    }

    var count: Int { members.count }

    func contains(_ object: NSManagedObject) -> Bool { identities.contains(ObjectIdentifier(object)) }

    /// Adds `object` at the end (or at `index`); false when it was a member already.
    @discardableResult
    mutating func insert(_ object: NSManagedObject, at index: Int? = nil) -> Bool {
        guard identities.insert(ObjectIdentifier(object)).inserted else { return false }
        if let index { members.insert(object, at: min(max(0, index), members.count)) } else { members.append(object) }
        return true
    }

    /// Takes `object` out; false when it was not a member.
    @discardableResult
    mutating func remove(_ object: NSManagedObject) -> Bool {
        guard identities.remove(ObjectIdentifier(object)) != nil else { return false }
        members.removeAll { $0 === object }
        return true
    }

    /// The members as Core Data hands them out: an `NSOrderedSet` for an ordered relationship,
    /// an `NSSet` otherwise.
    func publicValue(ordered: Bool) -> Any {
        ordered ? NSOrderedSet(array: members) : NSSet(array: members)
    }
}

/// A to-one relationship as its row holds it, before anyone reads it: the related row's key.
/// Reading the relationship makes it the object (registered in the context, read from its row).
struct RowReference {
    let primaryKey: Int64
}

/// A relationship as a context above a child holds it unsaved, for the child to read (R-CD2):
/// the related objects by ID — a to-one's (`isToMany` false, at most one ID) or a to-many's
/// members — since an object the parent made has no row yet, and the parent's objects are not
/// the child's. Reading the relationship in the child makes them the child's objects.
struct ObjectsAbove {
    let objectIDs: [NSManagedObjectID]
    let isToMany: Bool

    /// The related objects as `context`'s own: registered ones, or faults for their rows (none
    /// without a context).
    func objects(in context: NSManagedObjectContext?) -> [NSManagedObject] {
        guard let context else { return [] }
        return objectIDs.map { context.object(with: $0) }
    }
}
