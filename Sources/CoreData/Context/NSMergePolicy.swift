import Foundation

// Merge policies, with Core Data's names: what a save does when the store changed underneath.
nonisolated(unsafe) public let NSErrorMergePolicy: Any = NSMergePolicy.error
nonisolated(unsafe) public let NSMergeByPropertyStoreTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyStoreTrump
nonisolated(unsafe) public let NSMergeByPropertyObjectTrumpMergePolicy: Any = NSMergePolicy.mergeByPropertyObjectTrump
nonisolated(unsafe) public let NSOverwriteMergePolicy: Any = NSMergePolicy.overwrite
nonisolated(unsafe) public let NSRollbackMergePolicy: Any = NSMergePolicy.rollback

/// Which side wins when a save finds that the row of an object it writes changed since the
/// object read it (R-CD2).
public enum NSMergePolicyType: UInt, Sendable {
    case errorMergePolicyType = 0
    case mergeByPropertyStoreTrumpMergePolicyType = 1
    case mergeByPropertyObjectTrumpMergePolicyType = 2
    case overwriteMergePolicyType = 3
    case rollbackMergePolicyType = 4
}

/// One object whose row changed under it: its values now, the row as it read it, and the row as
/// the store holds it now (nil when another context deleted it).
open class NSMergeConflict: NSObject, @unchecked Sendable {
    public let sourceObject: NSManagedObject
    public let objectSnapshot: [String: Any]?
    public let cachedSnapshot: [String: Any]?
    public let persistedSnapshot: [String: Any]?
    public let newVersionNumber: Int
    public let oldVersionNumber: Int

    public init(source srcObject: NSManagedObject, newVersion newvers: Int, oldVersion oldvers: Int,
                cachedSnapshot cachesnap: [String: Any]?, persistedSnapshot persnap: [String: Any]?) {
        sourceObject = srcObject
        objectSnapshot = srcObject.storedValues.dictionary
        cachedSnapshot = cachesnap
        persistedSnapshot = persnap
        newVersionNumber = newvers
        oldVersionNumber = oldvers
    }

    open override var description: String {
        "NSMergeConflict (\(sourceObject.objectID)): cached \(cachedSnapshot ?? [:]), persisted \(persistedSnapshot.map { "\($0)" } ?? "deleted")"
    }
}

/// A context's merge policy (`mergePolicy`). A save compares the row of each object it updates
/// or deletes with the values the object read; where they differ, the policy resolves the
/// conflicts before anything is written. Subclasses override `resolve(optimisticLockingConflicts:)`,
/// as in Core Data.
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

    /// Resolves each conflict by the policy's rule — or, for the error policy, throws
    /// `NSManagedObjectMergeError` with the conflicts under `"conflictList"`, and the save fails
    /// with the context's changes kept. The rules, for the stored attributes:
    /// - store trump: a value changed both here and in the store takes the store's; values changed
    ///   only here are kept; the others take the store's.
    /// - object trump: the values changed here are kept; the others take the store's.
    /// - overwrite: every value here is written over the row.
    /// - rollback: the object's changes are dropped; it takes the row as the store holds it.
    /// After any of them the object counts as having read the row now. An object whose row was
    /// deleted keeps its changes, which write nothing.
    open func resolve(optimisticLockingConflicts list: [NSMergeConflict]) throws {
        if mergeType == .errorMergePolicyType {
            let names = list.map { "\($0.sourceObject.entity.name ?? "?") \($0.sourceObject.objectID.uriRepresentation().lastPathComponent)" }
            throw CoreDataError.make(NSManagedObjectMergeError,
                                     "Could not merge changes: the store changed under \(names.joined(separator: ", ")) since they were read (the context's merge policy is the error policy)",
                                     ["conflictList": list])
        }
        for conflict in list {
            guard let persisted = conflict.persistedSnapshot else { continue }
            let object = conflict.sourceObject
            let cached = conflict.cachedSnapshot ?? [:]
            for attribute in object.entity.storedAttributes {
                let key = attribute.name
                let changedHere = object.changedKeys.contains(key)
                switch mergeType {
                case .mergeByPropertyStoreTrumpMergePolicyType:
                    let changedThere = !AttributeValues.same(persisted[key], cached[key])
                    if !changedHere || changedThere {
                        object.storedValues[key] = persisted[key]
                        object.changedKeys.remove(key)
                    }
                case .mergeByPropertyObjectTrumpMergePolicyType:
                    if !changedHere { object.storedValues[key] = persisted[key] }
                case .overwriteMergePolicyType:
                    object.changedKeys.insert(key)
                case .rollbackMergePolicyType:
                    object.storedValues[key] = persisted[key]
                    object.changedKeys.remove(key)
                case .errorMergePolicyType:
                    break
                }
                object.storedCommittedValues[key] = persisted[key]
            }
        }
    }
}
