import Foundation

/// An entity of a model (R-CD1): its name, the class its objects are made of, and its attributes
/// and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String? {
        didSet { nameHash = Self.hash(of: name) }
    }
    /// `name`'s hash, made when it is set: every object ID of the entity hashes its name, and a
    /// fetch makes one per row.
    private(set) var nameHash = NSEntityDescription.hash(of: nil)

    private static func hash(of name: String?) -> Int {
        var hasher = Hasher()
        hasher.combine(name)
        return hasher.finalize()
    }
    /// The class objects of this entity are made of ("NSManagedObject" unless the model says).
    open var managedObjectClassName: String! = "NSManagedObject"
    open var isAbstract: Bool = false
    open var userInfo: [AnyHashable: Any]?
    /// The entity's name in the model version it was renamed from (Xcode's "Renaming ID"): a
    /// lightweight migration renames its table.
    open var renamingIdentifier: String?
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!

    // MARK: Inheritance

    /// The entity this one inherits from (Xcode's "Parent Entity"): its properties come first in
    /// this entity's `properties`, as Core Data gives a sub-entity every property of its
    /// ancestors. Setting it also lists this entity among the parent's `subentities`.
    open weak var superentity: NSEntityDescription? {
        didSet {
            guard superentity !== oldValue else { return }
            if let oldValue { oldValue.subentities.removeAll { $0 === self } }
            if let superentity, !superentity.subentities.contains(where: { $0 === self }) { superentity.subentities.append(self) }
            indexInheritedProperties()
        }
    }

    /// The entities that inherit from this one. Setting it makes this entity their
    /// `superentity`, as Core Data's setter does (a model built in code sets only this).
    open var subentities: [NSEntityDescription] = [] {
        didSet {
            for child in oldValue where child.superentity === self && !subentities.contains(where: { $0 === child }) {
                child.superentity = nil
            }
            for child in subentities where child.superentity !== self { child.superentity = self }
        }
    }

    /// This entity and its ancestors, nearest first; a cycle (a hostile model making an entity
    /// its own ancestor) ends at the first entity met twice instead of running forever.
    var lineage: [NSEntityDescription] {
        var chain: [NSEntityDescription] = []
        var current: NSEntityDescription? = self
        while let entity = current, !chain.contains(where: { $0 === entity }) {
            chain.append(entity)
            current = entity.superentity
        }
        return chain
    }

    /// Whether this entity is `entity` or inherits from it: whether its objects are `entity`'s
    /// too (a fetch of `entity` includes them). Walks up, stopping at a cycle (`lineage`).
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        if entity === self { return true }
        var current = superentity, steps = 0
        while let here = current, steps < 10_000 {
            if here === entity { return true }
            current = here.superentity
            steps += 1
        }
        return false
    }

    /// This entity and every entity inheriting from it, at any depth, each once.
    var descendantsAndSelf: [NSEntityDescription] {
        var found: [NSEntityDescription] = [self]
        var next = 0
        while next < found.count {
            for child in found[next].subentities where !found.contains(where: { $0 === child }) { found.append(child) }
            next += 1
        }
        return found
    }

    /// The properties the entity declares itself; `properties` adds the inherited ones.
    private var ownProperties: [NSPropertyDescription] = []

    /// The entity's attributes and relationships: its ancestors' (the root's first), then its
    /// own, in the model's order. Setting it sets the entity's own (an inherited property passed
    /// back, as `entity.properties += [new]` does, stays its ancestor's); each learns its entity.
    open var properties: [NSPropertyDescription] {
        get { lineage.reversed().flatMap(\.ownProperties) }
        set {
            let inherited = lineage.dropFirst().flatMap(\.ownProperties)
            ownProperties = newValue.filter { property in !inherited.contains { $0 === property } }
            for property in ownProperties { property.entity = self }
            indexInheritedProperties()
        }
    }

    /// Makes the property index again for this entity and every entity inheriting from it: what
    /// they inherit has changed.
    private func indexInheritedProperties() {
        for entity in descendantsAndSelf { entity.index = PropertyIndex(entity.properties) }
    }

    /// The properties by name and kind, made when `properties` is set: every value read or set
    /// asks them (a dictionary built per call cost more than the rest of an insert).
    private struct PropertyIndex {
        var all: [String: NSPropertyDescription] = [:]
        var attributes: [String: NSAttributeDescription] = [:]
        var relationships: [String: NSRelationshipDescription] = [:]
        var stored: [NSAttributeDescription] = []
        var toOne: [NSRelationshipDescription] = []
        var toMany: [NSRelationshipDescription] = []
        /// Where objects keep each property's value (`PropertyValues`), and the slots of the
        /// stored attributes, in `stored`'s order.
        var slots = PropertySlots.empty
        var storedSlots: [Int] = []
        var storedTypes: [NSAttributeType] = []
        /// The property in each slot (the first of its name): setting a value by name looks
        /// its slot up once (`slots`), and the property here.
        var propertyBySlot: [NSPropertyDescription] = []
        /// A new object's values: the stored attributes' defaults, and each stored to-many
        /// empty. Copied (shared until changed) into each object made, instead of asking every
        /// attribute for its default each time.
        var initialValues = PropertyValues(PropertySlots.empty)

        init() {}

        init(_ properties: [NSPropertyDescription]) {
            defer {
                slots = PropertySlots(properties.map(\.name))
                storedSlots = stored.map { slots.slot(of: $0.name)! }
                storedTypes = stored.map(\.attributeType)
                propertyBySlot = properties.map { all[$0.name]! }
                initialValues = PropertyValues(slots)
                for (attribute, slot) in zip(stored, storedSlots) {
                    // Kept as `setValue` keeps values (an `NSNumber` default of a double as a `Double`).
                    if let value = attribute.defaultValue {
                        let (kept, checked) = AttributeValues.kept(value, for: attribute)
                        if checked { initialValues.setChecked(kept, slot: slot) } else { initialValues[slot: slot] = kept }
                    }
                }
                for relationship in toMany { initialValues[relationship.name] = RelatedObjects() }
            }
            for property in properties where all[property.name] == nil {
                all[property.name] = property
                if let attribute = property as? NSAttributeDescription {
                    attributes[property.name] = attribute
                    if !attribute.isTransient { stored.append(attribute) }
                }
                if let relationship = property as? NSRelationshipDescription {
                    relationships[property.name] = relationship
                    if !relationship.isTransient {
                        if relationship.isToMany { toMany.append(relationship) } else { toOne.append(relationship) }
                    }
                }
            }
        }
    }

    private var index = PropertyIndex()

    /// Made again when a property of the entity changes what the index holds (an attribute's
    /// default value).
    func propertyChanged() {
        indexInheritedProperties()
    }

    /// The entity's fetch indexes (Xcode's "Fetch Indexes"): one SQL index each in the store.
    open var indexes: [NSFetchIndexDescription] = [] {
        didSet { for description in indexes { description.entity = self } }
    }

    public override init() {
        super.init()
    }

    open var propertiesByName: [String: NSPropertyDescription] { index.all }
    open var attributesByName: [String: NSAttributeDescription] { index.attributes }
    open var relationshipsByName: [String: NSRelationshipDescription] { index.relationships }

    /// The stored attributes, in order (what the store keeps a column for). An attribute made
    /// transient after it was given to the entity is seen when `properties` is set again.
    var storedAttributes: [NSAttributeDescription] { index.stored }

    /// The stored to-one relationships, in order (each a foreign-key column), and the to-many
    /// ones. A relationship made to-many after it was given to the entity is seen when
    /// `properties` is set again.
    var storedToOneRelationships: [NSRelationshipDescription] { index.toOne }
    var storedToManyRelationships: [NSRelationshipDescription] { index.toMany }
    var hasStoredRelationships: Bool { !index.toOne.isEmpty || !index.toMany.isEmpty }
    /// Where its objects keep each property's value.
    var slots: PropertySlots { index.slots }
    var storedAttributeSlots: [Int] { index.storedSlots }
    /// The stored attributes' types, in order, as they were when `properties` was set (what a
    /// fetch decodes each column as, without asking each attribute for each row).
    var storedAttributeTypes: [NSAttributeType] { index.storedTypes }
    /// What a new object's values start as (`PropertyIndex.initialValues`).
    var initialValues: PropertyValues { index.initialValues }
    func slotted(_ name: String) -> (property: NSPropertyDescription, slot: Int)? {
        guard let slot = index.slots.slot(of: name) else { return nil }
        return (index.propertyBySlot[slot], slot)
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`. Core Data raises
    /// an exception for an unknown name; here it is a fatal error with the name and the model's
    /// entities, as the exception's message reads.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            let known = context.persistentStoreCoordinator?.managedObjectModel.entities.compactMap(\.name) ?? []
            fatalError("+entityForName: could not locate an entity named '\(entityName)' in this model (entities: \(known.joined(separator: ", ")))")
        }
        let type = ManagedObjectClasses.type(for: entity)
        return type.init(entity: entity, insertInto: context)
    }

    open override var description: String { "(<NSEntityDescription>) name \(name ?? "nil"), managedObjectClassName \(managedObjectClassName ?? "")" }
}
