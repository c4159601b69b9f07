import Foundation

/// A moment of the stores' history a context can be pinned to (R-CD2, Core Data's query
/// generations): its fetches and faults read the stores as they were then, whatever other
/// contexts save since, until it is unpinned or advances. `current` stands for "the moment of the
/// context's next read". Tokens of one moment are equal; a token read from one context pins
/// another to the same moment.
public final class NSQueryGenerationToken: NSObject, @unchecked Sendable {
    /// The stores as the moment saw them, or nil for `current`.
    let snapshot: StoreSnapshot?

    init(snapshot: StoreSnapshot?) {
        self.snapshot = snapshot
    }

    /// The token for "the moment of the next read": a context given it is pinned when it next
    /// reads from the stores.
    public class var current: NSQueryGenerationToken { currentToken }
    private static let currentToken = NSQueryGenerationToken(snapshot: nil)

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSQueryGenerationToken else { return false }
        return other === self || (snapshot != nil && other.snapshot === snapshot)
    }

    public override var hash: Int { snapshot.map { ObjectIdentifier($0).hashValue } ?? 0 }

    public override var description: String { snapshot == nil ? "<NSQueryGenerationToken: current>" : "<NSQueryGenerationToken: \(snapshot!.moment)>" }
}

/// The stores at one moment: a read-only connection to each store file, each holding a read
/// transaction open, which write-ahead logging keeps showing the database as it was when the
/// transaction began while other connections commit. Used under the coordinator's lock, as the
/// stores' own connections are; the transactions end when the last token holding it goes.
final class StoreSnapshot: @unchecked Sendable {
    private var connections: [String: SQLiteConnection] = [:]
    /// When it was taken, for descriptions.
    let moment = Date()

    /// Opens the snapshot of every store of `coordinator`; throws for a store in memory, which
    /// no second connection can see.
    init(of coordinator: NSPersistentStoreCoordinator) throws {
        try Self.checkSupported(by: coordinator)
        for store in coordinator.persistentStores {
            guard let path = store.url?.path else { continue }
            let connection = try SQLiteConnection(path: path, readOnly: true)
            connection.entities = store.connection.entities
            try PredicateSQLFunction.install(on: connection)
            try connection.execute("BEGIN")
            // A read transaction takes its snapshot at its first read, not at BEGIN.
            _ = try connection.integers("SELECT COUNT(*) FROM sqlite_master")
            connections[store.identifier] = connection
        }
    }

    func connection(for store: NSPersistentStore) -> SQLiteConnection? { connections[store.identifier] }

    /// Throws unless every store of `coordinator` is a SQLite file: a store in memory is seen by no
    /// second connection, so no moment of it can be kept.
    static func checkSupported(by coordinator: NSPersistentStoreCoordinator) throws {
        if let store = coordinator.persistentStores.first(where: { $0.type != NSSQLiteStoreType || $0.url == nil }) {
            throw CoreDataError.make(NSPersistentStoreOperationError,
                                     "Query generations need SQLite stores in files (write-ahead logging); the store \(store.identifier ?? "?") is of type \(store.type)")
        }
    }

    deinit {
        for connection in connections.values { try? connection.execute("COMMIT") }
    }
}

/// Where a context's reads are pinned: at its next read (`current` given), or to a token's moment.
enum GenerationPin {
    case atNextRead
    case pinned(NSQueryGenerationToken)
}

extension NSManagedObjectContext {
    /// The moment this context reads the stores at, or nil when it reads them as they are now.
    /// After `setQueryGenerationFrom(.current)` it is `current` until the context's next read.
    public var queryGenerationToken: NSQueryGenerationToken? {
        switch generationPin {
        case nil: nil
        case .atNextRead: .current
        case .pinned(let token): token
        }
    }

    /// Pins the context's reads to `generation` (`current`: the moment of its next read; a token
    /// from another context: that context's moment), or unpins them with nil. Fetches, counts and
    /// faults then see the stores as they were at that moment, with this context's own unsaved
    /// changes over them; saving, `reset()` and merging another context's save move the context
    /// to the moment of its next read. Throws for a child context (it reads through its parent)
    /// and for stores in memory.
    public func setQueryGenerationFrom(_ generation: NSQueryGenerationToken?) throws {
        guard let generation else {
            generationPin = nil
            return
        }
        if parent != nil {
            throw CoreDataError.make(NSPersistentStoreOperationError,
                                     "A child context reads through its parent: pin the parent context to a query generation instead")
        }
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.make(NSPersistentStoreOperationError, "This context has no persistent store coordinator to pin to a query generation")
        }
        try StoreSnapshot.checkSupported(by: coordinator)
        generationPin = generation.snapshot == nil ? .atNextRead : .pinned(generation)
    }

    /// The connection this context reads `store` through: the pinned moment's, taken now when
    /// the context was waiting for its next read, or the store's own. Called under the
    /// coordinator's lock.
    func readingConnection(of store: NSPersistentStore) throws -> SQLiteConnection {
        switch generationPin {
        case nil:
            return store.connection
        case .atNextRead:
            guard let coordinator = persistentStoreCoordinator else { return store.connection }
            let token = NSQueryGenerationToken(snapshot: try StoreSnapshot(of: coordinator))
            generationPin = .pinned(token)
            return token.snapshot?.connection(for: store) ?? store.connection
        case .pinned(let token):
            return token.snapshot?.connection(for: store) ?? store.connection
        }
    }

    /// A pinned context moves to the moment of its next read (after a save, a reset or a merge).
    func advanceQueryGeneration() {
        if generationPin != nil { generationPin = .atNextRead }
    }
}
