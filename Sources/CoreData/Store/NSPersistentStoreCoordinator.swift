import Foundation

/// Connects contexts to stores (R-CD1): the model, the open stores, and the one lock under which
/// every context, on any queue, reads and writes them.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    public let managedObjectModel: NSManagedObjectModel
    private let state = Locked<[NSPersistentStore]>([])
    /// Serializes store access from contexts on different queues.
    private let storeLock = NSRecursiveLock()

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
        LoadedModels.add(model)
    }

    open var persistentStores: [NSPersistentStore] { state.withLock { $0 } }

    /// Opens the store at `url` (SQLite or in memory), creating what the model needs in it.
    @discardableResult
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let store = try NSPersistentStore(type: storeType, url: storeURL, options: options, configurationName: configuration,
                                          model: managedObjectModel)
        store.persistentStoreCoordinator = self
        state.withLock { $0.append(store) }
        return store
    }

    /// Opens the store `description` describes and calls `block` with it and the error, if any.
    open func addPersistentStore(with description: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        var options: [AnyHashable: Any] = description.options
        options[NSMigratePersistentStoresAutomaticallyOption] = NSNumber(value: description.shouldMigrateStoreAutomatically)
        options[NSInferMappingModelAutomaticallyOption] = NSNumber(value: description.shouldInferMappingModelAutomatically)
        if description.isReadOnly { options[NSReadOnlyPersistentStoreOption] = NSNumber(value: true) }
        do {
            try addPersistentStore(ofType: description.type, configurationName: description.configuration, at: description.url, options: options)
            block(description, nil)
        } catch {
            block(description, error)
        }
    }

    open func remove(_ store: NSPersistentStore) throws {
        state.withLock { $0.removeAll { $0 === store } }
    }

    /// Removes the store file at `url` (and SQLite's journal files beside it).
    open func destroyPersistentStore(at url: URL, ofType storeType: String, options: [AnyHashable: Any]? = nil) throws {
        for store in persistentStores where store.url == url { try remove(store) }
        for suffix in ["", "-wal", "-shm", "-journal"] {
            let path = url.path + suffix
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
        }
    }

    /// The store `entity`'s rows are kept in: the first one (configurations come later).
    /// The ID an `x-coredata://<store>/<Entity>/p<row>` URI names (`uriRepresentation()`), or
    /// nil when no open store or entity of the model matches, or the URI is a temporary ID's.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", let host = url.host,
              let store = persistentStores.first(where: { $0.identifier?.caseInsensitiveCompare(host) == .orderedSame }) else { return nil }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard parts.count == 2, let entity = managedObjectModel.entitiesByName[parts[0]], parts[1].hasPrefix("p"),
              let row = Int64(parts[1].dropFirst()) else { return nil }
        return NSManagedObjectID(entity: entity, primaryKey: row, store: store)
    }

    func store(for entity: NSEntityDescription) throws -> NSPersistentStore {
        guard let store = persistentStores.first else {
            throw CoreDataError.make(NSPersistentStoreOperationError, "No persistent stores: loadPersistentStores has not opened one (or it failed)")
        }
        return store
    }

    /// Runs `body` with the stores to themselves.
    func withStores<Result>(_ body: () throws -> Result) rethrows -> Result {
        storeLock.lock()
        defer { storeLock.unlock() }
        return try body()
    }

    open func perform(_ block: @escaping @Sendable () -> Void) {
        DispatchQueue.global().async { self.withStores(block) }
    }

    open func performAndWait(_ block: () -> Void) {
        withStores(block)
    }
}

/// The models of coordinators made so far (for `NSManagedObject.entity()`), held weakly.
enum LoadedModels {
    private final class Weak {
        weak var model: NSManagedObjectModel?
        init(_ model: NSManagedObjectModel) { self.model = model }
    }

    private static let models = Locked<[Weak]>([])

    static func add(_ model: NSManagedObjectModel) {
        models.withLock { list in
            list.removeAll { $0.model == nil }
            if !list.contains(where: { $0.model === model }) { list.append(Weak(model)) }
        }
    }

    static var all: [NSManagedObjectModel] {
        models.withLock { $0.compactMap(\.model) }
    }
}
