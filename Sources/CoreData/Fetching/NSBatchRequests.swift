import Foundation

/// What a batch delete answers with.
public enum NSBatchDeleteRequestResultType: UInt, Sendable {
    /// `true` when the rows were deleted.
    case resultTypeStatusOnly = 0
    /// The IDs of the objects deleted, those a cascade took included.
    case resultTypeObjectIDs = 1
    /// How many objects were deleted, those a cascade took included.
    case resultTypeCount = 2
}

/// Deletes the rows a fetch request selects straight from the store (R-CD3), without making an
/// object of any: what an app uses to clear a table or prune old rows. As in Core Data, contexts
/// are not told — merge the result's IDs with `NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)`.
///
/// Relationships are kept whole, as the store needs them: references to the deleted rows are
/// removed (nullify), cascade rules delete on through the related rows, and a deny rule with
/// anything on its other side fails the whole request with `NSValidationRelationshipDeniedDeleteError`
/// and deletes nothing. Validation methods and `prepareForDeletion` are not called (no objects
/// are made), as in Core Data.
open class NSBatchDeleteRequest: NSPersistentStoreRequest {
    open private(set) var fetchRequest: NSFetchRequest<NSFetchRequestResult>
    open var resultType: NSBatchDeleteRequestResultType = .resultTypeStatusOnly
    /// The objects named, when made with `init(objectIDs:)`.
    private(set) var objectIDs: [NSManagedObjectID]?

    public init(fetchRequest fetch: NSFetchRequest<NSFetchRequestResult>) {
        fetchRequest = fetch
        super.init()
    }

    /// Deletes the objects with these IDs (all of one entity, as in Core Data).
    public convenience init(objectIDs: [NSManagedObjectID]) {
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entity = objectIDs.first?.entity
        self.init(fetchRequest: request)
        self.objectIDs = objectIDs
    }

    open override var requestType: NSPersistentStoreRequestType { .batchDeleteRequestType }
}

/// What a batch delete request returns: as its `resultType` asked, whether it succeeded, the deleted objects' IDs, or their count.
open class NSBatchDeleteResult: NSPersistentStoreResult {
    /// `NSNumber(true)`, `[NSManagedObjectID]` or an `NSNumber` count, as `resultType` asked.
    open private(set) var result: Any?
    open private(set) var resultType: NSBatchDeleteRequestResultType

    init(result: Any?, resultType: NSBatchDeleteRequestResultType) {
        self.result = result
        self.resultType = resultType
    }
}

/// What a batch insert answers with.
public enum NSBatchInsertRequestResultType: UInt, Sendable {
    case statusOnly = 0
    case objectIDs = 1
    case count = 2
}

/// Inserts rows made from dictionaries (or filled in by a handler) straight into the store
/// (R-CD3), in one transaction, without registering objects in a context. Attributes only, as
/// in Core Data: relationships are not set by a batch insert. Values are checked against the
/// attributes' types — a value of the wrong type, or a required attribute missing with no
/// default, fails the request and inserts nothing; a key the entity does not have is said once
/// on standard error and left out.
open class NSBatchInsertRequest: NSPersistentStoreRequest {
    open var entity: NSEntityDescription?
    open var entityName: String
    open var objectsToInsert: [[String: Any]]?
    open var dictionaryHandler: ((NSMutableDictionary) -> Bool)?
    open var managedObjectHandler: ((NSManagedObject) -> Bool)?
    open var resultType: NSBatchInsertRequestResultType = .statusOnly

    public init(entityName: String, objects dictionaries: [[String: Any]]) {
        self.entityName = entityName
        objectsToInsert = dictionaries
        super.init()
    }

    public init(entity: NSEntityDescription, objects dictionaries: [[String: Any]]) {
        self.entity = entity
        entityName = entity.name ?? ""
        objectsToInsert = dictionaries
        super.init()
    }

    /// Calls `handler` with an empty dictionary to fill in for each row, until it returns true
    /// (which means "done": that dictionary is not inserted).
    public init(entityName: String, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.entityName = entityName
        dictionaryHandler = handler
        super.init()
    }

    public init(entity: NSEntityDescription, dictionaryHandler handler: @escaping (NSMutableDictionary) -> Bool) {
        self.entity = entity
        entityName = entity.name ?? ""
        dictionaryHandler = handler
        super.init()
    }

    /// Calls `handler` with a new object to fill in for each row, until it returns true.
    public init(entityName: String, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.entityName = entityName
        managedObjectHandler = handler
        super.init()
    }

    public init(entity: NSEntityDescription, managedObjectHandler handler: @escaping (NSManagedObject) -> Bool) {
        self.entity = entity
        entityName = entity.name ?? ""
        managedObjectHandler = handler
        super.init()
    }

    open override var requestType: NSPersistentStoreRequestType { .batchInsertRequestType }
}

/// What a batch insert request returns: as its `resultType` asked, whether it succeeded, the inserted objects' IDs, or their count.
open class NSBatchInsertResult: NSPersistentStoreResult {
    /// `NSNumber(true)`, `[NSManagedObjectID]` or an `NSNumber` count, as `resultType` asked.
    open private(set) var result: Any?
    open private(set) var resultType: NSBatchInsertRequestResultType

    init(result: Any?, resultType: NSBatchInsertRequestResultType) {
        self.result = result
        self.resultType = resultType
    }
}

/// What a batch update answers with.
public enum NSBatchUpdateRequestResultType: UInt, Sendable {
    case statusOnlyResultType = 0
    case updatedObjectIDsResultType = 1
    case updatedObjectsCountResultType = 2
}

/// Sets attributes of the rows a predicate selects straight in the store (R-CD3) — "mark all as
/// read" — without making objects; contexts learn of it through
/// `NSManagedObjectContext.mergeChanges(fromRemoteContextSave:into:)` with the updated IDs.
/// `propertiesToUpdate` maps attribute names (or descriptions) to constant values (`NSNull` for
/// nil); Linux Foundation has no `NSExpression`, so expressions are not taken. A value of the
/// wrong type, nil for a required attribute, or a key that is not a stored attribute fails the
/// request and changes nothing.
open class NSBatchUpdateRequest: NSPersistentStoreRequest {
    open private(set) var entityName: String
    /// The entity: given, or the model's entity named `entityName` once the request runs.
    open internal(set) var entity: NSEntityDescription!
    open var predicate: NSPredicate?
    open var includesSubentities = true
    open var resultType: NSBatchUpdateRequestResultType = .statusOnlyResultType
    open var propertiesToUpdate: [AnyHashable: Any]?

    public init(entityName: String) {
        self.entityName = entityName
        super.init()
    }

    public init(entity: NSEntityDescription) {
        self.entity = entity
        entityName = entity.name ?? ""
        super.init()
    }

    open override var requestType: NSPersistentStoreRequestType { .batchUpdateRequestType }
}

/// What a batch update request returns: as its `resultType` asked, whether it succeeded, the updated objects' IDs, or their count.
open class NSBatchUpdateResult: NSPersistentStoreResult {
    /// `NSNumber(true)`, `[NSManagedObjectID]` or an `NSNumber` count, as `resultType` asked.
    open private(set) var result: Any?
    open private(set) var resultType: NSBatchUpdateRequestResultType

    init(result: Any?, resultType: NSBatchUpdateRequestResultType) {
        self.result = result
        self.resultType = resultType
    }
}
