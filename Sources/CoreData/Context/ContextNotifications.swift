import Foundation

// The keys of the sets of objects in a context's notifications, with Core Data's names.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSRefreshedObjectsKey = "refreshed"
public let NSInvalidatedObjectsKey = "invalidated"
public let NSInvalidatedAllObjectsKey = "invalidatedAll"

extension Notification.Name {
    public static let NSManagedObjectContextWillSave = Notification.Name("NSManagedObjectContextWillSaveNotification")
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}

extension NSManagedObjectContext {
    public static let willSaveObjectsNotification = Notification.Name.NSManagedObjectContextWillSave
    public static let didSaveObjectsNotification = Notification.Name.NSManagedObjectContextDidSave
    public static let didChangeObjectsNotification = Notification.Name.NSManagedObjectContextObjectsDidChange
}

// Merge policies, with Core Data's names: what a save does when the store changed underneath.
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy(merge: .errorMergePolicyType)
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy(merge: .overwriteMergePolicyType)
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy(merge: .rollbackMergePolicyType)

/// Which side wins when a save finds the store changed (R-CD2). Kept on the context; the
/// conflict detection that consults it comes with parent and child contexts.
public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

open class NSMergePolicy: NSObject, @unchecked Sendable {
    public let mergeType: NSMergePolicyType

    public init(merge type: NSMergePolicyType) {
        mergeType = type
    }

    public static let error = NSMergePolicy(merge: .errorMergePolicyType)
    public static let mergeByPropertyStoreTrump = NSMergePolicy(merge: .mergeByPropertyStoreTrumpMergePolicyType)
    public static let mergeByPropertyObjectTrump = NSMergePolicy(merge: .mergeByPropertyObjectTrumpMergePolicyType)
    public static let overwrite = NSMergePolicy(merge: .overwriteMergePolicyType)
    public static let rollback = NSMergePolicy(merge: .rollbackMergePolicyType)
}
