import Foundation

/// What kind of request a store request is.
public enum NSPersistentStoreRequestType: UInt, Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
}

/// A request to the stores (R-CD3): the base of fetch requests and of the batch requests
/// `NSManagedObjectContext.execute(_:)` runs.
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }
}

/// What `NSManagedObjectContext.execute(_:)` answers: a batch request's result.
open class NSPersistentStoreResult: NSObject {}
