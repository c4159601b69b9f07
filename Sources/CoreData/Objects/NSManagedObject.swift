import Foundation

/// An object of a Core Data entity (R-CD2): its values by key, where it lives (its context and
/// ID), and what changed since it was last saved.
///
/// Apple's subclasses declare `@NSManaged var title: String?`, which needs the Objective-C
/// runtime; `xrport` rewrites each into a computed property over `value(forKey:)` and
/// `setValue(_:forKey:)`, which is what `@NSManaged` makes at run time on Apple's platforms.
/// Numbers come back as `NSNumber` (so `as? Int`, `as? Int16`, `as? Bool` all work, as there).
/// `init(entity:insertInto:)` is `required` so that a fetch can make objects of the subclass the
/// entity names (see `ManagedObjectClasses`).
open class NSManagedObject: NSObject, NSFetchRequestResult {
    public let entity: NSEntityDescription
    /// Its ID: temporary until a save gives it its row. A fetched object is given its row's ID
    /// as it is made, so the temporary one is made only when first asked for (making one for
    /// each of 50,000 fetched objects, then dropping it, was a tenth of a fetch).
    open internal(set) var objectID: NSManagedObjectID {
        get {
            if let assignedObjectID { return assignedObjectID }
            let made = NSManagedObjectID(temporaryFor: entity)
            assignedObjectID = made
            return made
        }
        set { assignedObjectID = newValue }
    }
    private var assignedObjectID: NSManagedObjectID?
    /// Its context, or nil once the context is gone: reached through the context's shared
    /// `ContextLink`, not a weak reference of its own (see there).
    open internal(set) var managedObjectContext: NSManagedObjectContext? {
        get { contextLink?.context }
        set { contextLink = newValue?.link }
    }
    /// Unchecked exclusivity (see `storedValues`), as for `isInserted` and `isDeleted`.
    @exclusivity(unchecked) private var contextLink: ContextLink?

    /// The context holds its registered objects unretained (`ObjectRegistry`): the entry goes
    /// with the object.
    deinit {
        if let assignedObjectID, let managedObjectContext {
            managedObjectContext.registeredObjectDied(self, id: assignedObjectID)
        }
    }
    /// The values now, by key (attributes only; numbers as `NSNumber`). Reading or changing them
    /// fires a fault first (see `ObjectFault`).
    var values: PropertyValues {
        get { fireFaultIfNeeded(); return storedValues }
        set { fireFaultIfNeeded(); storedValues = newValue }
        _modify { fireFaultIfNeeded(); yield &storedValues }
    }
    /// The values as last saved or fetched (what `rollback()` returns to).
    var committedValues: PropertyValues {
        get { fireFaultIfNeeded(); return storedCommittedValues }
        set { fireFaultIfNeeded(); storedCommittedValues = newValue }
        _modify { fireFaultIfNeeded(); yield &storedCommittedValues }
    }
    /// `values` and `committedValues` as kept, without firing a fault.
    /// Unchecked exclusivity: an object is used on its context's queue alone, and the runtime's
    /// check of each access was a tenth of setting a value.
    @exclusivity(unchecked) var storedValues: PropertyValues
    @exclusivity(unchecked) var storedCommittedValues: PropertyValues
    /// Set while the object is a fault: its row is not read yet (or was let go by a refresh).
    /// The first touch of its values reads it, with the rest of its batch (`ObjectFault`).
    var fault: ObjectFault?
    /// Keys set since the last save.
    @exclusivity(unchecked) var changedKeys: PropertyKeys
    @exclusivity(unchecked) open internal(set) var isInserted = false
    /// Where the object is in its context's list of inserted objects, and in the list of
    /// insertions it has yet to announce (`ObjectList`); -1 when in neither.
    var insertedPlace = -1
    var announcedPlace = -1
    /// Where the object is in its context's list of objects a save moved to permanent IDs
    /// (`ObjectRegistry`), or -1.
    var registryPlace = -1
    @exclusivity(unchecked) open internal(set) var isDeleted = false

    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.entity = entity
        // The attributes' default values, and to-manys known to be empty (a fetched object's
        // values replace them: its to-manys are read when asked).
        storedValues = entity.initialValues
        storedCommittedValues = PropertyValues(entity.slots)
        changedKeys = PropertyKeys(entity.slots)
        super.init()
        if type(of: self) != NSManagedObject.self { ManagedObjectClasses.learnIfNew(type(of: self)) }
        if let context {
            context.insert(self)
            awakeFromInsert()
        }
    }

    /// A new object of the entity whose class this is, inserted into `context`.
    public convenience init(context: NSManagedObjectContext) {
        guard let entity = Self.entity(in: context.persistentStoreCoordinator?.managedObjectModel) else {
            fatalError("An NSManagedObject of class '\(String(reflecting: Self.self))' must have a valid NSEntityDescription: no entity of the context's model names this class")
        }
        self.init(entity: entity, insertInto: context)
    }

    /// The entity whose objects are of this class, in the models of loaded stores.
    open class func entity() -> NSEntityDescription {
        guard let entity = entity(in: nil) else {
            fatalError("No NSEntityDescription in any loaded model names the class '\(String(reflecting: self))'")
        }
        return entity
    }

    /// A request for this class's entity.
    open class func fetchRequest() -> NSFetchRequest<NSFetchRequestResult> {
        NSFetchRequest(entityName: entity().name ?? ManagedObjectClasses.simpleName(of: self))
    }

    private class func entity(in model: NSManagedObjectModel?) -> NSEntityDescription? {
        let name = ManagedObjectClasses.simpleName(of: self)
        let qualified = String(reflecting: self)
        let models = model.map { [$0] } ?? LoadedModels.all
        for model in models {
            if let entity = model.entities.first(where: { $0.managedObjectClassName == name || $0.managedObjectClassName == qualified })
                ?? model.entitiesByName[name] { return entity }
        }
        return nil
    }

    // MARK: Values

    open func value(forKey key: String) -> Any? {
        guard let property = entity.propertiesByName[key] else {
            ModelFileReader.report("CoreData: the entity \(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\": no such property")
            return nil
        }
        if let relationship = property as? NSRelationshipDescription { return relationshipValue(relationship) }
        return AttributeValues.handedOut(values[key])
    }

    /// Sets an attribute's value (numbers as `NSNumber`s of its kind) or a relationship (its
    /// inverse kept). As the accessors Core Data generates, it stores the value itself rather
    /// than through `setPrimitiveValue(_:forKey:)`: the name is looked up once.
    open func setValue(_ value: Any?, forKey key: String) {
        guard let (property, slot) = entity.slotted(key) else {
            ModelFileReader.report("CoreData: the entity \(entity.name ?? "?") is not key value coding-compliant for the key \"\(key)\": the value is not kept")
            return
        }
        if let relationship = property as? NSRelationshipDescription {
            setRelationship(value, relationship)
            return
        }
        var stored = value, checked = false
        if let attribute = property as? NSAttributeDescription {
            (stored, checked) = AttributeValues.kept(value, for: attribute)
        }
        store(stored, inSlot: slot, key: key, checked: checked)
        managedObjectContext?.objectDidChange(self)
    }

    /// The value at a key path: through relationships (`"author.name"`), to-manys giving the
    /// values of each member, and the collection operators (`"books.@count"`), as predicates
    /// read them.
    open func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.contains(".") else { return value(forKey: keyPath) }
        return PredicateEvaluator.value(atKeyPath: keyPath.split(separator: ".").map(String.init)[...], of: self)
    }

    /// Sets the value at the end of `keyPath`, on the object its first keys lead to.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        guard let owner = self.value(forKeyPath: String(keyPath[..<dot])) as? NSManagedObject else { return }
        owner.setValue(value, forKey: String(keyPath[keyPath.index(after: dot)...]))
    }

    /// A mutable set whose changes are made to the to-many relationship `key` (inverses kept), as
    /// Core Data's `mutableSetValue(forKey:)`. It holds the members as they were when it was made,
    /// and changes made through it.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        guard let relationship = entity.relationshipsByName[key], relationship.isToMany else {
            ModelFileReader.report("CoreData: \(entity.name ?? "?").\(key) is not a to-many relationship: mutableSetValue(forKey:) changes nothing")
            return NSMutableSet()
        }
        return RelationshipSetProxy(object: self, relationship: relationship)
    }

    /// A mutable ordered set whose changes are made to the ordered to-many relationship `key`.
    open func mutableOrderedSetValue(forKey key: String) -> NSMutableOrderedSet {
        guard let relationship = entity.relationshipsByName[key], relationship.isToMany else {
            ModelFileReader.report("CoreData: \(entity.name ?? "?").\(key) is not a to-many relationship: mutableOrderedSetValue(forKey:) changes nothing")
            return NSMutableOrderedSet()
        }
        return RelationshipOrderedSetProxy(object: self, relationship: relationship)
    }

    open func primitiveValue(forKey key: String) -> Any? {
        if let relationship = entity.relationshipsByName[key] { return relationshipValue(relationship) }
        return AttributeValues.handedOut(values[key])
    }

    /// Keeps `value` as given, as Core Data does — but a number in the form `setValue` keeps it
    /// in (`AttributeValues.normalized`), so that every value of an attribute is kept alike.
    open func setPrimitiveValue(_ value: Any?, forKey key: String) {
        if let (property, slot) = entity.slotted(key) {
            // An attribute keeps numbers as `setValue` does; a relationship its value as given.
            var kept = value, checked = false
            if let attribute = property as? NSAttributeDescription {
                (kept, checked) = AttributeValues.kept(value, for: attribute)
            }
            store(kept, inSlot: slot, key: key, checked: checked)
        } else {
            fireFaultIfNeeded()
            storedValues[key] = value
            changedKeys.insert(key)
        }
    }

    /// Keeps `value` in `slot` of the entity's layout (`key` its name) and marks it changed;
    /// `checked` when it is known to be of the attribute's kind (`AttributeValues.kept`).
    private func store(_ value: Any?, inSlot slot: Int, key: String, checked: Bool) {
        fireFaultIfNeeded()
        let layout = entity.slots
        if storedValues.slots !== layout {
            storedValues[key] = value
        } else if checked {
            storedValues.setChecked(value, slot: slot)
        } else {
            storedValues[slot: slot] = value
        }
        changedKeys.insert(slot: slot, of: layout)
    }

    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}
    open func willChangeValue(forKey key: String) {}
    open func didChangeValue(forKey key: String) {}

    // MARK: State

    /// The values now become the committed ones (after a save): shared, not copied, until
    /// either changes.
    func commitValues() {
        fireFaultIfNeeded()
        storedCommittedValues = storedValues
        changedKeys.removeAll()
    }

    open var isUpdated: Bool { !isInserted && !isDeleted && !changedKeys.isEmpty }
    /// The keys a parent must take from this object: all of a new one's, a changed one's changes.
    var unsavedKeys: Set<String> { isInserted ? Set(values.keys) : Set(changedKeys) }
    open var hasChanges: Bool { isInserted || isDeleted || !changedKeys.isEmpty }
    open var hasPersistentChangedValues: Bool { !changedValues().isEmpty }
    /// Whether the object's values are not read yet: a fault made by a batched fetch,
    /// `object(with:)` or `refresh(_:mergeChanges: false)`. Any value read fires it.
    open var isFault: Bool { fault != nil }

    /// The keys and values changed since the last save.
    open func changedValues() -> [String: Any] {
        var changed: [String: Any] = [:]
        for key in changedKeys { changed[key] = Self.publicForm(values[key], key: key, of: entity) ?? NSNull() }
        return changed
    }

    /// A kept value as Core Data hands it out: a to-many's members as a set, a to-one's row
    /// as its object's ID until it is read.
    static func publicForm(_ value: Any?, key: String, of entity: NSEntityDescription) -> Any? {
        switch value {
        case let members as RelatedObjects: return members.publicValue(ordered: entity.relationshipsByName[key]?.isOrdered == true)
        default: return AttributeValues.handedOut(value)
        }
    }

    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in committedValues where keys?.contains(key) ?? true {
            if let reference = value as? RowReference {
                result[key] = entity.relationshipsByName[key]?.destinationEntity
                    .flatMap { managedObjectContext?.registeredObject(of: $0, row: reference.primaryKey) }
            } else if let above = value as? ObjectsAbove {
                let objects = above.objects(in: managedObjectContext)
                result[key] = above.isToMany ? NSSet(array: objects) as Any : objects.first as Any?
            } else {
                result[key] = Self.publicForm(value, key: key, of: entity)
            }
        }
        return result
    }

    // MARK: Life-cycle hooks, as in Core Data

    open func awakeFromInsert() {}
    open func awakeFromFetch() {}
    open func willSave() {}
    open func didSave() {}
    open func prepareForDeletion() {}
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}

    open func validateForInsert() throws { try AttributeValues.validate(self) }
    open func validateForUpdate() throws { try AttributeValues.validate(self) }
    open func validateForDelete() throws { try AttributeValues.validateDeletion(of: self) }

    open override var description: String {
        if isFault { return "<\(String(describing: type(of: self))): \(objectID.uriRepresentation().absoluteString)> (entity: \(entity.name ?? "?"); data: <fault>)" }
        let shown = entity.storedAttributes.map { "\($0.name) = \(values[$0.name].map { "\($0)" } ?? "nil")" }
        return "<\(String(describing: type(of: self))): \(objectID.uriRepresentation().absoluteString)> (entity: \(entity.name ?? "?"); data: {\(shown.joined(separator: "; "))})"
    }
}
