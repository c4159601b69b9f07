import Foundation

/// Relationships between managed objects (R-CD1), kept as Core Data keeps them: a to-one reads as
/// the related object, a to-many as an `NSSet` (an `NSOrderedSet` when ordered), and setting
/// either side of a pair with an inverse changes the other side too — `book.author = ann` puts the
/// book in `ann.books` and takes it out of the previous author's.
///
/// Related objects are read from the store when first asked for: a fetched object holds its
/// to-one as the related row's key (`RowReference`) and its to-many not at all until read.
/// Changing one side reads the other first, so the two sides always agree in memory, and a save
/// writes whichever side holds the row (`SQLiteRelationships`).
extension NSManagedObject {
    /// The relationship's value as Core Data hands it out.
    func relationshipValue(_ relationship: NSRelationshipDescription) -> Any? {
        if relationship.isToMany { return members(of: relationship).publicValue(ordered: relationship.isOrdered) }
        return target(of: relationship)
    }

    /// A to-many relationship's members, read from the store the first time.
    func members(of relationship: NSRelationshipDescription) -> RelatedObjects {
        if let members = values[relationship.name] as? RelatedObjects { return members }
        let members: RelatedObjects
        if let above = values[relationship.name] as? ObjectsAbove {
            members = RelatedObjects(above.objects(in: managedObjectContext))
        } else {
            members = RelatedObjects(managedObjectContext?.relatedObjects(of: self, through: relationship) ?? [])
        }
        values[relationship.name] = members
        if committedValues[relationship.name] == nil || committedValues[relationship.name] is ObjectsAbove {
            committedValues[relationship.name] = members
        }
        return members
    }

    /// A to-one relationship's object, read from the store the first time (nil when its row is gone).
    func target(of relationship: NSRelationshipDescription) -> NSManagedObject? {
        switch values[relationship.name] {
        case let object as NSManagedObject:
            return object
        case let above as ObjectsAbove:
            let object = above.objects(in: managedObjectContext).first
            values[relationship.name] = object
            if committedValues[relationship.name] is ObjectsAbove { committedValues[relationship.name] = object }
            return object
        case let reference as RowReference:
            let object = relationship.destinationEntity.flatMap { managedObjectContext?.registeredObject(of: $0, row: reference.primaryKey) }
            values[relationship.name] = object
            if let committed = committedValues[relationship.name] as? RowReference, committed.primaryKey == reference.primaryKey {
                committedValues[relationship.name] = object
            }
            return object
        default:
            return nil
        }
    }

    /// Sets a relationship to `value` (an object, or for a to-many an `NSSet`, `NSOrderedSet`,
    /// `Set` or array of objects), changing the inverse side of every object that joins or leaves.
    func setRelationship(_ value: Any?, _ relationship: NSRelationshipDescription) {
        let inverse = relationship.inverseRelationship
        if relationship.isToMany {
            let old = members(of: relationship)
            let new = RelatedObjects(Self.objects(in: value))
            store(new, for: relationship)
            guard let inverse else { return }
            for gone in old.members where !new.contains(gone) { gone.unlink(self, via: inverse) }
            for added in new.members where !old.contains(added) { added.link(self, via: inverse) }
        } else {
            let new = value as? NSManagedObject
            let old = target(of: relationship)
            guard old !== new else { return }
            store(new, for: relationship)
            guard let inverse else { return }
            old?.unlink(self, via: inverse)
            new?.link(self, via: inverse)
        }
    }

    /// Adds `object` to this object's to-many `relationship` (at `index` when given), and this
    /// object to `object`'s inverse.
    func add(_ object: NSManagedObject, to relationship: NSRelationshipDescription, at index: Int? = nil) {
        guard changeMembers(of: relationship, { $0.insert(object, at: index) }) else { return }
        relationship.inverseRelationship.map { object.link(self, via: $0) }
    }

    /// Takes `object` out of this object's to-many `relationship`, and this object out of its inverse.
    func remove(_ object: NSManagedObject, from relationship: NSRelationshipDescription) {
        guard changeMembers(of: relationship, { $0.remove(object) }) else { return }
        relationship.inverseRelationship.map { object.unlink(self, via: $0) }
    }

    // MARK: Inverses

    /// `other` is now related to this object through `relationship`'s inverse: this side follows.
    /// A to-one that held someone else lets go of them, and they of this object.
    func link(_ other: NSManagedObject, via relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            changeMembers(of: relationship) { $0.insert(other) }
            return
        }
        let previous = target(of: relationship)
        guard previous !== other else { return }
        store(other, for: relationship)
        if let previous, let inverse = relationship.inverseRelationship { previous.unlink(self, via: inverse) }
    }

    /// `other` is no longer related to this object through `relationship`'s inverse.
    func unlink(_ other: NSManagedObject, via relationship: NSRelationshipDescription) {
        if relationship.isToMany {
            changeMembers(of: relationship) { $0.remove(other) }
        } else if target(of: relationship) === other {
            store(nil, for: relationship)
        }
    }

    /// Changes the members in place (taken out of `values` meanwhile, so that adding one to a
    /// large relationship copies nothing); marks the object changed when `body` says it changed.
    @discardableResult
    private func changeMembers(of relationship: NSRelationshipDescription, _ body: (inout RelatedObjects) -> Bool) -> Bool {
        var members = members(of: relationship)
        values[relationship.name] = nil
        let changed = body(&members)
        values[relationship.name] = members
        if changed { didChangeRelationship(relationship) }
        return changed
    }

    private func store(_ value: Any?, for relationship: NSRelationshipDescription) {
        values[relationship.name] = value
        didChangeRelationship(relationship)
    }

    private func didChangeRelationship(_ relationship: NSRelationshipDescription) {
        changedKeys.insert(relationship.name)
        managedObjectContext?.objectDidChange(self)
    }

    /// Lets go of related objects (the context was reset or went away): objects that point at
    /// each other would otherwise keep each other alive.
    func forgetRelationships() {
        for relationship in entity.storedToOneRelationships + entity.storedToManyRelationships {
            values[relationship.name] = nil
            committedValues[relationship.name] = nil
        }
    }

    /// The objects a to-many value holds, whatever collection it came in.
    static func objects(in value: Any?) -> [NSManagedObject] {
        switch value {
        case nil: return []
        case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let array as [Any]: return array.compactMap { $0 as? NSManagedObject }
        case let set as Set<AnyHashable>: return set.compactMap { $0.base as? NSManagedObject }
        default:
            ModelFileReader.report("CoreData: a to-many relationship takes an NSSet, NSOrderedSet, Set or array of objects, not \(type(of: value!))")
            return []
        }
    }
}
