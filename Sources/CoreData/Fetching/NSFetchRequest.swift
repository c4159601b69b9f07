import Foundation

/// What to fetch (R-CD3): an entity, which of its objects (`predicate`), in what order
/// (`sortDescriptors`), how many from where (`fetchLimit`, `fetchOffset`), and as what
/// (`resultType`).
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entity: NSEntityDescription?
    open var entityName: String? {
        get { entity?.name ?? storedEntityName }
        set { storedEntityName = newValue }
    }
    private var storedEntityName: String?
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    open var fetchLimit: Int = 0
    open var fetchOffset: Int = 0
    open var fetchBatchSize: Int = 0
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var includesPendingChanges = true
    open var includesSubentities = true
    open var returnsObjectsAsFaults = true
    open var includesPropertyValues = true
    open var returnsDistinctResults = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var propertiesToFetch: [Any]?

    public override init() {
        super.init()
    }

    public convenience init(entityName: String) {
        self.init()
        storedEntityName = entityName
    }

    open override var requestType: NSPersistentStoreRequestType { .fetchRequestType }

    open override var description: String {
        "<NSFetchRequest: entity: \(entityName ?? "nil"), predicate: (\(predicate.map { "\($0)" } ?? "nil")), limit: \(fetchLimit), offset: \(fetchOffset)>"
    }
}
