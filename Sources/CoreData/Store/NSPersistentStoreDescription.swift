import Foundation

// The store types, with Core Data's names.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
// Store options, with Core Data's names.
public let NSMigratePersistentStoresAutomaticallyOption = "NSMigratePersistentStoresAutomaticallyOption"
public let NSInferMappingModelAutomaticallyOption = "NSInferMappingModelAutomaticallyOption"
public let NSReadOnlyPersistentStoreOption = "NSReadOnlyPersistentStoreOption"
public let NSPersistentHistoryTrackingKey = "NSPersistentHistoryTrackingKey"
public let NSPersistentStoreRemoteChangeNotificationPostOptionKey = "NSPersistentStoreRemoteChangeNotificationOptionKey"

/// How to open a store (R-CD1): its type, file, and options; `NSPersistentContainer` makes one
/// for `<name>.sqlite` in its `defaultDirectoryURL()`.
open class NSPersistentStoreDescription: NSObject, @unchecked Sendable {
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var url: URL?
    open private(set) var options: [String: NSObject] = [:]
    open var isReadOnly = false
    open var timeout: TimeInterval = 240
    open var sqlitePragmas: [String: NSObject] = [:]
    open var shouldAddStoreAsynchronously = false
    open var shouldMigrateStoreAutomatically = true
    open var shouldInferMappingModelAutomatically = true

    public override init() {
        super.init()
    }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }

    open func setValue(_ value: NSObject?, forPragmaNamed name: String) {
        sqlitePragmas[name] = value
    }

    open override var description: String {
        "<NSPersistentStoreDescription> (type: \(type), url: \(url?.path ?? "nil"))"
    }
}
