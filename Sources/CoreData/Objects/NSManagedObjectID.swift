import Foundation

/// Which object: its entity and its row in a store (R-CD2). A new object's ID is temporary until
/// its context saves it; then it names the row for good, in every context, and its
/// `uriRepresentation()` (`x-coredata://<store>/<Entity>/p<row>`) finds it again after a relaunch.
open class NSManagedObjectID: NSObject, @unchecked Sendable {
    public let entity: NSEntityDescription
    /// The row's primary key, or nil while the ID is temporary.
    let primaryKey: Int64?
    /// The store the row is in (its identifier), or nil while temporary.
    let storeIdentifier: String?
    /// What tells temporary IDs apart.
    private let temporaryTag: UUID?
    open weak internal(set) var persistentStore: NSPersistentStore?

    init(entity: NSEntityDescription, primaryKey: Int64, store: NSPersistentStore) {
        self.entity = entity
        self.primaryKey = primaryKey
        self.storeIdentifier = store.identifier
        self.persistentStore = store
        temporaryTag = nil
    }

    init(temporaryFor entity: NSEntityDescription) {
        self.entity = entity
        primaryKey = nil
        storeIdentifier = nil
        temporaryTag = UUID()
    }

    open var isTemporaryID: Bool { primaryKey == nil }

    open func uriRepresentation() -> URL {
        let entityName = entity.name ?? "?"
        if let primaryKey, let storeIdentifier {
            return URL(string: "x-coredata://\(storeIdentifier)/\(entityName)/p\(primaryKey)")!
        }
        return URL(string: "x-coredata:///\(entityName)/t\(temporaryTag?.uuidString ?? "")")!
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        if let primaryKey { return primaryKey == other.primaryKey && storeIdentifier == other.storeIdentifier && entity.name == other.entity.name }
        return other.primaryKey == nil && temporaryTag == other.temporaryTag
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(entity.name)
        hasher.combine(primaryKey)
        hasher.combine(temporaryTag)
        return hasher.finalize()
    }

    open override var description: String { "<\(uriRepresentation().absoluteString)>" }
}
