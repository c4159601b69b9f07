import Foundation

/// The Core Data stack in one object (R-CD1), as Xcode's templates make it:
/// `NSPersistentContainer(name: "Model")` finds `Model.xcdatamodeld` among the app's resources,
/// `loadPersistentStores` opens `Model.sqlite` in `defaultDirectoryURL()` (the user's data
/// folder, `$XDG_DATA_HOME/<app>`, where Apple's platforms use Application Support), and
/// `viewContext` is the main queue's context. Background contexts share the coordinator; with
/// `viewContext.automaticallyMergesChangesFromParent` on, what they save reaches the view context.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    public let name: String
    public let managedObjectModel: NSManagedObjectModel
    public let persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]
    /// Why `init(name:)` found no model, said when the stores are loaded.
    private let missingModel: String?

    public lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        context.name = "viewContext"
        return context
    }()

    /// The user's data folder for this app: `$XDG_DATA_HOME` (or `~/.local/share`) and the app's
    /// bundle identifier or, without one, its executable's name.
    open class func defaultDirectoryURL() -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
        let app = Bundle.main.bundleIdentifier.flatMap { $0.isEmpty || $0.contains("$(") ? nil : $0 }
            ?? ProcessInfo.processInfo.processName
        return base.appendingPathComponent(app, isDirectory: true)
    }

    /// A container for the model named `name` in the app's bundles (the main bundle and the
    /// resource bundles beside its executable).
    public convenience init(name: String) {
        let bundles = [Bundle.main] + Bundle.allBundles.filter { $0 != Bundle.main }
        if let url = ModelFileReader.model(named: name, in: bundles), let model = NSManagedObjectModel(contentsOf: url) {
            self.init(name: name, managedObjectModel: model, missingModel: nil)
        } else {
            let reason = "No model named '\(name)' (\(name).xcdatamodeld) in the app's bundles: looked in "
                + bundles.compactMap { $0.resourceURL?.path }.joined(separator: ", ")
            ModelFileReader.report("CoreData: " + reason)
            self.init(name: name, managedObjectModel: NSManagedObjectModel(), missingModel: reason)
        }
    }

    public convenience init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.init(name: name, managedObjectModel: model, missingModel: nil)
    }

    private init(name: String, managedObjectModel model: NSManagedObjectModel, missingModel: String?) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        self.missingModel = missingModel
        persistentStoreDescriptions = [NSPersistentStoreDescription(
            url: Self.defaultDirectoryURL().appendingPathComponent(name + ".sqlite"))]
        super.init()
    }

    /// Opens every store described, calling `block` for each with its error, if any (a missing
    /// model, a file that is not a store, a store the model cannot open).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            if let missingModel {
                block(description, CoreDataError.make(NSCoreDataError, missingModel))
                continue
            }
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new context on a private queue of its own, sharing the coordinator.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` on a new background context's queue.
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        let work = UncheckedValue(block)
        context.perform { work.value(context) }
    }

    /// The Swift concurrency form of `performBackgroundTask`.
    open func performBackgroundTask<T>(_ block: @escaping @Sendable (NSManagedObjectContext) throws -> T) async throws -> T {
        let context = newBackgroundContext()
        return try await context.perform { try block(context) }
    }
}
