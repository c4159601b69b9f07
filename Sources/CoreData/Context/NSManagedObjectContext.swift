import Foundation

/// A scratch pad of managed objects (R-CD2): objects fetched into it, inserted, changed and
/// deleted in it, and saved to the stores together. A context does its work on its queue —
/// the main queue, or a private serial queue of its own — through `perform` and
/// `performAndWait`, as in Core Data; objects belong to one context and are used on its queue.
///
/// Each object is registered under its ID, so a row fetched twice is the same object (uniquing),
/// and keeps its unsaved changes across fetches. As in Core Data, the context holds only the
/// objects it needs — inserted, changed and deleted ones, until they are saved or rolled back —
/// and the rest as long as the app does (`retainsRegisteredObjects` holds them all): a fetch's
/// results let go are gone, and the row is read again when next asked for.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    public let concurrencyType: NSManagedObjectContextConcurrencyType
    private var ownCoordinator: NSPersistentStoreCoordinator?
    /// The coordinator: the context's own, or its parent's (a child context reads the stores
    /// through its parent's coordinator).
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        get { ownCoordinator ?? parent?.persistentStoreCoordinator }
        set { ownCoordinator = newValue }
    }
    /// The context a child context's `save()` pushes its changes into (R-CD2), instead of the
    /// stores: they become the parent's unsaved changes. See `NSManagedObjectContext+Parent`.
    /// Unchecked exclusivity (as the tables below): read for every object a fetch registers.
    @exclusivity(unchecked) open var parent: NSManagedObjectContext?
    /// The permanent IDs saves gave to objects inserted with temporary ones, by the temporary
    /// ID: a child that pushed a new object before the parent saved it finds it again by the ID
    /// it still has. Emptied by `reset()`.
    var formerTemporaryIDs = FormerTemporaryIDs()
    open var name: String?
    /// Whether saves reach this context without a call to `mergeChanges(fromContextDidSave:)`: a
    /// context over the coordinator merges what other contexts save to the stores, a child what
    /// its parent saves (`MergeFollower`).
    open var automaticallyMergesChangesFromParent = false {
        didSet { followSaves(automaticallyMergesChangesFromParent) }
    }
    /// The did-save observer `automaticallyMergesChangesFromParent` installs; removed in deinit.
    var saveFollower: (any NSObjectProtocol)?
    open var mergePolicy: Any = NSErrorMergePolicy
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults = true
    open var transactionAuthor: String?

    /// Registered objects by ID. The tables' exclusivity is not checked at run time: a context
    /// is used on its queue alone, and the checks were a tenth of inserting an object.
    @exclusivity(unchecked) var registry = ObjectRegistry()
    @exclusivity(unchecked) var inserted = ObjectList(.inserted)
    @exclusivity(unchecked) var deleted = ObjectTable()
    /// Objects (not new ones) whose values changed since they were last saved or fetched.
    @exclusivity(unchecked) var changed = ObjectTable()
    /// What changed since `NSManagedObjectContextObjectsDidChange` was last posted.
    @exclusivity(unchecked) var unannounced = ObjectChanges()

    /// `object` is dying: its registry entry goes (called from its deinit, on the context's queue
    /// where objects are used).
    func registeredObjectDied(_ object: NSManagedObject, id: NSManagedObjectID) {
        registry.remove(dying: object, id: id)
    }

    /// Where its reads are pinned in the stores' history (`QueryGenerations`), or nil.
    var generationPin: GenerationPin?

    /// The private queue, for `privateQueueConcurrencyType`.
    private let queue: DispatchQueue?
    private let queueKey = DispatchSpecificKey<ObjectIdentifier>()
    /// What its objects hold to reach it (see `ContextLink`).
    let link = ContextLink()

    public init(concurrencyType type: NSManagedObjectContextConcurrencyType) {
        concurrencyType = type
        queue = type == .privateQueueConcurrencyType ? DispatchQueue(label: "NSManagedObjectContext") : nil
        super.init()
        link.context = self
        queue?.setSpecific(key: queueKey, value: ObjectIdentifier(self))
    }

    deinit {
        // First: objects dying from here on (the registry's retained ones) see no context.
        link.context = nil
        if let saveFollower { NotificationCenter.default.removeObserver(saveFollower) }
        // Related objects hold each other (a book its author, the author the book): let go.
        for object in registry.values { object.forgetRelationships() }
    }

    // MARK: Queues

    /// Runs `block` on the context's queue, later.
    open func perform(_ block: @escaping () -> Void) {
        let work = UncheckedBlock(block)
        switch concurrencyType {
        case .privateQueueConcurrencyType: queue?.async { work.block() }
        case .mainQueueConcurrencyType: DispatchQueue.main.async { work.block() }
        case .confinementConcurrencyType: block()
        }
    }

    /// Runs `block` on the context's queue and waits for it (at once when already there).
    open func performAndWait(_ block: () -> Void) {
        runAndWait(block)
    }

    /// `performAndWait` with a result, rethrowing what `block` throws.
    open func performAndWait<T>(_ block: () throws -> T) rethrows -> T {
        try runAndWait(block)
    }

    private func runAndWait<T>(_ block: () throws -> T) rethrows -> T {
        switch concurrencyType {
        case .privateQueueConcurrencyType:
            let me = ObjectIdentifier(self)
            if DispatchQueue.getSpecific(key: queueKey) == me || HeldQueues.holds(me) { return try block() }
            // The block runs on this thread (a sync block does): it holds whatever this thread held.
            let holdsMain = MainQueue.isCurrent || HeldQueues.holdsMain
            return try queue!.sync { try HeldQueues.holding(me, main: holdsMain, block) }
        case .mainQueueConcurrencyType:
            // A child's save from inside its private queue's performAndWait, called from the main
            // queue, reaches the main-queue parent here: the thread holds the main queue already.
            if MainQueue.isCurrent || HeldQueues.holdsMain { return try block() }
            return try DispatchQueue.main.sync(execute: block)
        case .confinementConcurrencyType:
            return try block()
        }
    }

    /// The Swift concurrency form: runs `block` on the context's queue and returns its result.
    /// The block is `@Sendable` — it runs on the context's queue, not the caller's actor — so that
    /// Swift 6 code can call it from the main actor with what may cross (IDs, the context).
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () throws -> T) async throws -> T {
        let work = UncheckedThrowingBlock(block)
        return try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<UncheckedValue<T>, any Error>) in
            perform {
                do { continuation.resume(returning: UncheckedValue(try work.block())) } catch { continuation.resume(throwing: error) }
            }
        }.value
    }

    /// The Swift concurrency form for work that cannot fail.
    open func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping @Sendable () -> T) async -> T {
        let work = UncheckedThrowingBlock<T>(block)
        return await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedValue<T>, Never>) in
            perform { continuation.resume(returning: UncheckedValue(try! work.block())) }
        }.value
    }

    /// When `perform`'s block runs: now on the queue, or after what is queued.
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    // MARK: Objects

    open var registeredObjects: Set<NSManagedObject> { Set(registry.values) }
    /// Whether the context holds every registered object (false, as in Core Data: only those
    /// with unsaved changes; the others live as long as the app holds them).
    open var retainsRegisteredObjects: Bool {
        get { registry.retainsObjects }
        set { registry.retainsObjects = newValue }
    }

    open var insertedObjects: Set<NSManagedObject> { Set(inserted.objects) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }
    open var updatedObjects: Set<NSManagedObject> { Set(changed.values.filter { $0.isUpdated }) }
    open var hasChanges: Bool { !inserted.isEmpty || !deleted.isEmpty || changed.values.contains { $0.isUpdated } }

    /// Registers `object` as new; it is written by the next save.
    open func insert(_ object: NSManagedObject) {
        if object.managedObjectContext === self, registry[object.objectID] != nil {
            if deleted.removeValue(forKey: object.objectID) != nil { object.isDeleted = false }
            return
        }
        object.managedObjectContext = self
        object.isInserted = true
        registry[object.objectID] = object
        inserted.append(object)
        announce { $0.insert(object) }
    }

    /// Marks `object` deleted; the next save removes its row. A new object is simply forgotten.
    /// Its relationships' delete rules apply at once (R-CD1): *nullify* takes it out of each
    /// related object's inverse, *cascade* deletes the related objects too, *deny* makes the save
    /// fail while anything is related (`validateForDelete`), *no action* leaves the others as they
    /// are.
    open func delete(_ object: NSManagedObject) {
        markDeleted(object)
    }

    /// Called by an object whose value was set.
    /// A new object is not kept in `changed` (it is in `inserted`, and saved whole), but a change
    /// to it after its insertion was announced is announced as an update, as Core Data does: a
    /// controller showing it must sort it again.
    func objectDidChange(_ object: NSManagedObject) {
        if !object.isInserted { changed[object.objectID] = object }
        guard !unannounced.inserted.contains(object) else { return }
        announce { $0.updated[object.objectID] = object }
    }

    /// The object with `objectID`: the registered one, or a fault for its row, read when first
    /// touched (Core Data's `object(with:)` does no I/O either).
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = registry[objectID] { return object }
        if let row = objectID.primaryKey, objectID.persistentStore != nil {
            return registerFault(objectID, fault: ObjectFault(keys: [row]), type: ManagedObjectClasses.type(for: objectID.entity))
        }
        if let object = try? materialize(objectID) { return object }
        let object = ManagedObjectClasses.type(for: objectID.entity).init(entity: objectID.entity, insertInto: nil)
        object.objectID = objectID
        object.managedObjectContext = self
        return object
    }

    /// The object with `objectID`, or an error when its row is not in the store.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        if let object = registry[objectID] { return object }
        guard let object = try materialize(objectID) else {
            throw CoreDataError.make(NSManagedObjectReferentialIntegrityError, "No object with the ID \(objectID) in the store")
        }
        return object
    }

    /// The changes since the last save, undone: new objects forgotten, changed ones back to what
    /// was saved, deleted ones back.
    open func rollback() {
        for object in inserted {
            registry.removeValue(forKey: object.objectID)
            object.isInserted = false
            object.managedObjectContext = nil
            if !unannounced.inserted.remove(object) { announce { $0.deleted[object.objectID] = object } }
        }
        for object in changed.values where !object.isInserted {
            object.values = object.committedValues
            object.changedKeys.removeAll()
            announce { $0.updated[object.objectID] = object }
        }
        for object in deleted.values {
            object.isDeleted = false
            if unannounced.deleted.removeValue(forKey: object.objectID) == nil { announce { $0.insert(object) } }
        }
        inserted = ObjectList(.inserted)
        changed = [:]
        deleted = [:]
    }

    /// Forgets every object: the next fetch reads the stores afresh.
    open func reset() {
        for object in registry.values {
            object.forgetRelationships()
            object.managedObjectContext = nil
            object.registryPlace = -1
        }
        registry = ObjectRegistry()
        inserted = ObjectList(.inserted)
        changed = [:]
        deleted = [:]
        unannounced = ObjectChanges()
        advanceQueryGeneration()
        formerTemporaryIDs = FormerTemporaryIDs()
    }

    /// Without `mergeChanges`, turns `object` into a fault: its unsaved changes are dropped, its
    /// relationships let go (how an app breaks a cycle of related objects), and its row read
    /// afresh when next touched. With `mergeChanges`, reads its row again now and keeps its
    /// unsaved changes over it.
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.managedObjectContext === self, !object.objectID.isTemporaryID else { return }
        if !flag {
            changed.removeValue(forKey: object.objectID)
            object.turnIntoFault()
            return
        }
        guard !object.isFault, let fresh = try? readRow(of: object.objectID) else { return }
        var unsaved: [String: Any] = [:]
        if flag { for key in object.changedKeys { unsaved[key] = object.values[key] ?? NSNull() } }
        object.committedValues = fresh
        object.values = fresh
        object.changedKeys.removeAll()
        for (key, value) in unsaved {
            object.values[key] = AttributeValues.isNull(value) ? nil : value
            object.changedKeys.insert(key)
        }
        if !flag { changed.removeValue(forKey: object.objectID) }
    }

    /// Objects without unsaved changes become faults; changed ones are read again with their
    /// changes kept over the rows.
    open func refreshAllObjects() {
        for object in registry.values where !object.isInserted {
            refresh(object, mergeChanges: object.hasChanges)
        }
    }

    /// Posts `NSManagedObjectContextObjectsDidChange` with the objects inserted, updated and
    /// deleted since it was last posted (what `NSFetchedResultsController` follows). Core Data
    /// does this at the end of each turn of the run loop; here the first change after a posting
    /// schedules it on the context's queue (`perform`), and `save()` and merges call it first.
    open func processPendingChanges() {
        announcePendingChanges()
    }

    /// `processPendingChanges()`'s work; the insertions it announced, in order, and the set it
    /// handed out for them (which a save's did-save notification reuses when its inserted
    /// objects are the same ones: building a set of 100,000 objects costs a walk over all of them).
    @discardableResult
    func announcePendingChanges() -> (objects: [NSManagedObject], set: Set<NSManagedObject>)? {
        guard !unannounced.isEmpty else { return nil }
        let changes = unannounced
        // Changes made while the notification is heard are the next turn's.
        unannounced = ObjectChanges()
        let info = changes.userInfo
        NotificationCenter.default.post(name: .NSManagedObjectContextObjectsDidChange, object: self, userInfo: info)
        return (info[NSInsertedObjectsKey] as? Set<NSManagedObject>).map { (changes.inserted.objects, $0) }
    }

    /// Records a change for the next `processPendingChanges()`, scheduling it when none is.
    func announce(_ record: (inout ObjectChanges) -> Void) {
        let wasEmpty = unannounced.isEmpty
        record(&unannounced)
        guard wasEmpty, !unannounced.isEmpty else { return }
        perform { [weak self] in self?.processPendingChanges() }
    }

    /// New objects get their IDs when saved; kept for code that asks before.
    open func obtainPermanentIDs(for objects: [NSManagedObject]) throws {}
}

/// The objects a context's did-change notification names, by ID.
struct ObjectChanges {
    var inserted = ObjectList(.announcedInsertion)
    var updated = ObjectTable()
    var deleted = ObjectTable()
    var refreshed = ObjectTable()

    var isEmpty: Bool { inserted.isEmpty && updated.isEmpty && deleted.isEmpty && refreshed.isEmpty }

    /// Records `object` as inserted: a change to it before the announcement is part of its
    /// insertion (`inserted.contains`, a look at the object's own place).
    mutating func insert(_ object: NSManagedObject) {
        inserted.append(object)
    }

    var userInfo: [String: Any] {
        var info: [String: Any] = [:]
        if !inserted.isEmpty { info[NSInsertedObjectsKey] = Set(inserted.objects) }
        if !updated.isEmpty { info[NSUpdatedObjectsKey] = Set(updated.values) }
        if !deleted.isEmpty { info[NSDeletedObjectsKey] = Set(deleted.values) }
        if !refreshed.isEmpty { info[NSRefreshedObjectsKey] = Set(refreshed.values) }
        return info
    }
}

/// The private queues a thread is inside through `performAndWait`, and whether it came there
/// from the main queue (R-CD2): a nested `performAndWait` on a queue the thread holds runs at once,
/// as Core Data's does, instead of waiting for itself — a private child's save pushing into its
/// main-queue parent from a `performAndWait` the main queue called would otherwise deadlock.
enum HeldQueues {
    private final class Held {
        var queues: [ObjectIdentifier] = []
        var main = 0
    }

    private static let key = "XResponder.CoreData.HeldQueues"

    private static var current: Held {
        if let held = Thread.current.threadDictionary[key] as? Held { return held }
        let held = Held()
        Thread.current.threadDictionary[key] = held
        return held
    }

    static func holds(_ queue: ObjectIdentifier) -> Bool { current.queues.contains(queue) }
    static var holdsMain: Bool { current.main > 0 }

    static func holding<T>(_ queue: ObjectIdentifier, main: Bool, _ body: () throws -> T) rethrows -> T {
        let held = current
        held.queues.append(queue)
        if main { held.main += 1 }
        defer {
            held.queues.removeLast()
            if main { held.main -= 1 }
        }
        return try body()
    }
}

/// Whether the main queue runs the caller. Not `Thread.isMainThread`: a process that called
/// `dispatchMain()` (test runners, some servers) drains the main queue on another thread, where
/// `DispatchQueue.main.sync` would wait for itself.
enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }
}

/// A closure handed to a queue: the context's queue discipline, not the compiler, keeps what it
/// captures on one thread at a time (as in Core Data, whose blocks are not `Sendable` either).
struct UncheckedBlock: @unchecked Sendable {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
}

struct UncheckedThrowingBlock<T>: @unchecked Sendable {
    let block: () throws -> T
    init(_ block: @escaping () throws -> T) { self.block = block }
}

struct UncheckedValue<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
