import Foundation
import Synchronization

/// Which object: its entity and its row in a store (R-CD2). A new object's ID is temporary until
/// its context saves it; then it names the row for good, in every context, and its
/// `uriRepresentation()` (`x-coredata://<store>/<Entity>/p<row>`) finds it again after a relaunch.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entity: NSEntityDescription
    /// The row's primary key, or nil while the ID is temporary.
    let primaryKey: Int64?
    /// The store the row is in (its identifier), or nil while temporary.
    let storeIdentifier: String?
    /// What tells temporary IDs apart: a number from `TemporaryTags`, unique in the process.
    private let temporaryTag: UInt64?
    open weak internal(set) var persistentStore: NSPersistentStore?
    /// The hash, computed once: IDs are the keys of every context's tables, looked up several
    /// times for each object inserted or fetched.
    let storedHash: Int

    init(entity: NSEntityDescription, primaryKey: Int64, store: NSPersistentStore) {
        self.entity = entity
        self.primaryKey = primaryKey
        self.storeIdentifier = store.identifier
        self.persistentStore = store
        temporaryTag = nil
        // Equal IDs have equal names and keys (`isEqual`), so the name's hash, kept by the
        // entity, stands for the name.
        var hasher = Hasher()
        hasher.combine(entity.nameHash)
        hasher.combine(primaryKey)
        storedHash = hasher.finalize()
    }

    init(temporaryFor entity: NSEntityDescription) {
        self.entity = entity
        primaryKey = nil
        storeIdentifier = nil
        let tag = TemporaryTags.next()
        temporaryTag = tag
        // Temporary IDs are equal by their tags alone (unique in the process): the entity's
        // name need not be hashed for each new object.
        var hasher = Hasher()
        hasher.combine(tag)
        storedHash = hasher.finalize()
    }

    open var isTemporaryID: Bool { primaryKey == nil }

    open func uriRepresentation() -> URL {
        let entityName = entity.name ?? "?"
        if let primaryKey, let storeIdentifier {
            return URL(string: "x-coredata://\(storeIdentifier)/\(entityName)/p\(primaryKey)")!
        }
        return URL(string: "x-coredata:///\(entityName)/t\(TemporaryTags.session)\(temporaryTag ?? 0)")!
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if other === self { return true }
        guard other.storedHash == storedHash else { return false }
        if let primaryKey { return primaryKey == other.primaryKey && storeIdentifier == other.storeIdentifier && entity.name == other.entity.name }
        return other.primaryKey == nil && temporaryTag == other.temporaryTag
    }

    open override var hash: Int { storedHash }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}

/// Temporary IDs' tags. Core Data's read `t<UUID><n>`: one UUID for the process and a count —
/// not a UUID per object, which on Linux reads /dev/urandom each time (a third of an insert's
/// cost when it did).
enum TemporaryTags {
    static let session = UUID().uuidString
    /// An atomic count: a lock taken for each new object was a tenth of making one.
    private static let counter = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        counter.add(1, ordering: .relaxed).newValue
    }
}
