import Foundation

/// An open store (R-CD1): a SQLite file, or a SQLite database in memory for `NSInMemoryStoreType`.
open class NSPersistentStore: NSObject, @unchecked Sendable {
    open private(set) var type: String
    open var url: URL?
    /// Unchecked exclusivity: read for every object a fetch or a save gives a permanent ID, and
    /// set only as the store is added (by Core Data, or by an app's migration code before use).
    @exclusivity(unchecked) open var identifier: String!
    open private(set) var options: [AnyHashable: Any]?
    open private(set) var configurationName: String
    open var isReadOnly: Bool
    open internal(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?
    /// The database; used only under the coordinator's lock.
    let connection: SQLiteConnection

    init(type: String, url: URL?, options: [AnyHashable: Any]?, configurationName: String?, model: NSManagedObjectModel) throws {
        self.type = type
        self.url = url
        self.options = options
        self.configurationName = configurationName ?? "PF_DEFAULT_CONFIGURATION_NAME"
        isReadOnly = (options?[NSReadOnlyPersistentStoreOption] as? NSNumber)?.boolValue ?? false
        switch type {
        case NSInMemoryStoreType:
            connection = try SQLiteConnection(path: ":memory:")
        case NSSQLiteStoreType:
            guard let url, url.isFileURL else {
                throw CoreDataError.make(NSPersistentStoreOpenError, "A SQLite store needs a file URL, not \(url?.absoluteString ?? "none")")
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            connection = try SQLiteConnection(path: url.path, readOnly: isReadOnly)
            // Write-ahead logging, as Core Data's stores use: a save is one commit, and a process
            // killed during it leaves the last committed save whole.
            try connection.execute("PRAGMA journal_mode = WAL")
        default:
            throw CoreDataError.make(NSPersistentStoreInvalidTypeError, "Unknown store type \(type): this Core Data keeps SQLite and in-memory stores")
        }
        // The string operators of predicates translated into SQL (`PredicateSQL`).
        try PredicateSQLFunction.install(on: connection)
        let migrates = ((options?[NSMigratePersistentStoresAutomaticallyOption] as? NSNumber)?.boolValue ?? false)
            && ((options?[NSInferMappingModelAutomaticallyOption] as? NSNumber)?.boolValue ?? false)
        super.init()
        identifier = try SQLiteSchema.prepare(connection, for: model, migrates: migrates || type == NSInMemoryStoreType)
    }
}
