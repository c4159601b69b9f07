import Foundation

/// An entity of a model (R-CD1): its name, the class its objects are made of, and its attributes
/// and relationships.
open class NSEntityDescription: NSObject, @unchecked Sendable {
    open var name: String?
    /// The class objects of this entity are made of ("NSManagedObject" unless the model says).
    open var managedObjectClassName: String! = "NSManagedObject"
    open var isAbstract: Bool = false
    open var userInfo: [AnyHashable: Any]?
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open weak var superentity: NSEntityDescription?
    open var subentities: [NSEntityDescription] = []

    /// The entity's attributes and relationships, in the model's order; each learns its entity.
    open var properties: [NSPropertyDescription] = [] {
        didSet { for property in properties { property.entity = self } }
    }

    public override init() {
        super.init()
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The stored attributes, in order (what the store keeps a column for).
    var storedAttributes: [NSAttributeDescription] {
        properties.compactMap { $0 as? NSAttributeDescription }.filter { !$0.isTransient }
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
