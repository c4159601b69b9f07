import Foundation

/// The objects of a fetch request, cut into sections, kept up to date as its context changes
/// (R-CD3) — what a table of Core Data objects is made from, as in Xcode's templates:
///
/// ```swift
/// let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
///                                             sectionNameKeyPath: nil, cacheName: "Master")
/// controller.delegate = self
/// try controller.performFetch()
/// ```
///
/// The results follow the context's `NSManagedObjectContextObjectsDidChange` (posted after the
/// changes of a turn, by `save()`, and by merges from other contexts), and the delegate hears each
/// change in UIKit's order (see `NSFetchedResultsControllerDelegate`).
///
/// Unconstrained, unlike Core Data's `<ResultType: NSFetchRequestResult>`: Swift on Linux has no
/// Objective-C protocols, so `NSFetchRequestResult` as a type does not conform to itself, and the
/// delegate's methods take an `NSFetchedResultsController<NSFetchRequestResult>`. A controller
/// of another result type hands its delegate a second controller over the same results; the
/// two compare equal (`==`).
open class NSFetchedResultsController<ResultType>: NSObject, FetchedResultsFace {
    open private(set) var fetchRequest: NSFetchRequest<ResultType>
    open private(set) var managedObjectContext: NSManagedObjectContext
    open private(set) var sectionNameKeyPath: String?
    open private(set) var cacheName: String?

    private let ownedEngine: FetchedResultsEngine?
    private weak var borrowedEngine: FetchedResultsEngine?
    /// The engine: the controller's own, or (for the face handed to a delegate) the app's controller's.
    var engine: FetchedResultsEngine? { ownedEngine ?? borrowedEngine }

    public init(fetchRequest: NSFetchRequest<ResultType>, managedObjectContext context: NSManagedObjectContext,
                sectionNameKeyPath: String?, cacheName name: String?) {
        self.fetchRequest = fetchRequest
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        cacheName = name
        ownedEngine = FetchedResultsEngine(request: fetchRequest, context: context, sectionNameKeyPath: sectionNameKeyPath)
        super.init()
        if let erased = self as? NSFetchedResultsController<NSFetchRequestResult> { ownedEngine?.erasedController = erased }
    }

    /// The face of `engine` a delegate is handed.
    init(borrowing engine: FetchedResultsEngine, request: NSFetchRequest<ResultType>, context: NSManagedObjectContext,
         sectionNameKeyPath: String?, cacheName: String?) {
        fetchRequest = request
        managedObjectContext = context
        self.sectionNameKeyPath = sectionNameKeyPath
        self.cacheName = cacheName
        ownedEngine = nil
        borrowedEngine = engine
        super.init()
    }

    open weak var delegate: NSFetchedResultsControllerDelegate? {
        get { engine?.delegate }
        set {
            engine?.delegate = newValue
            if let engine, engine.erased == nil { engine.twin = makeTwin(of: engine) }
        }
    }

    private func makeTwin(of engine: FetchedResultsEngine) -> NSFetchedResultsController<NSFetchRequestResult> {
        let request = NSFetchRequest<NSFetchRequestResult>()
        request.entity = fetchRequest.entity
        request.entityName = fetchRequest.entityName
        request.predicate = fetchRequest.predicate
        request.sortDescriptors = fetchRequest.sortDescriptors
        request.fetchLimit = fetchRequest.fetchLimit
        request.fetchBatchSize = fetchRequest.fetchBatchSize
        return NSFetchedResultsController<NSFetchRequestResult>(borrowing: engine, request: request, context: managedObjectContext,
                                                               sectionNameKeyPath: sectionNameKeyPath, cacheName: cacheName)
    }

    /// Fetches the results; from now on they follow the context.
    open func performFetch() throws {
        try engine?.performFetch()
    }

    open var fetchedObjects: [ResultType]? {
        engine?.objects.map { $0.compactMap { $0 as? ResultType } }
    }

    /// The object at `indexPath`; a path outside the results is a fatal error, as Core Data raises.
    open func object(at indexPath: IndexPath) -> ResultType {
        guard let sections = engine?.sections, indexPath.count == 2, sections.indices.contains(indexPath[0]),
              (0..<sections[indexPath[0]].numberOfObjects).contains(indexPath[1]),
              let object = sections[indexPath[0]].member(at: indexPath[1]) as? ResultType else {
            fatalError("NSFetchedResultsController: no object at index \(indexPath[1]) in section at index \(indexPath[0])")
        }
        return object
    }

    open func indexPath(forObject object: ResultType) -> IndexPath? {
        guard let managed = object as? NSManagedObject else { return nil }
        return engine?.indexPath(of: managed)
    }

    /// The sections; nil before `performFetch()`.
    open var sections: [NSFetchedResultsSectionInfo]? {
        guard let engine, engine.hasFetched else { return nil }
        return engine.sections
    }

    open var sectionIndexTitles: [String] {
        var titles: [String] = []
        for title in (engine?.sections ?? []).compactMap(\.indexTitle) where titles.last != title { titles.append(title) }
        return titles
    }

    open func sectionIndexTitle(forSectionName sectionName: String) -> String? {
        sectionName.first.map { String($0).uppercased() }
    }

    open func section(forSectionIndexTitle title: String, at sectionIndex: Int) -> Int {
        engine?.sections.firstIndex { $0.indexTitle == title } ?? sectionIndex
    }

    /// Section caches are not kept (every fetch reads the store), so there is nothing to delete.
    open class func deleteCache(withName name: String?) {}

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSObject else { return false }
        if other === self { return true }
        guard let mine = engine else { return false }
        return (other as? FetchedResultsFace)?.engine === mine
    }

    open override var hash: Int { engine.map { ObjectIdentifier($0).hashValue } ?? super.hash }
}

/// What every `NSFetchedResultsController`, of any result type, answers: its engine (how two
/// faces of one controller know each other).
protocol FetchedResultsFace: AnyObject {
    var engine: FetchedResultsEngine? { get }
}
