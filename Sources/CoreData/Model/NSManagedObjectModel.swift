import Foundation

/// A Core Data model (R-CD1): its entities, built in code or read from the `.xcdatamodeld` that
/// Xcode's model editor writes (the current version of it), the way the app's bundle ships it.
open class NSManagedObjectModel: NSObject, @unchecked Sendable {
    /// The model's entities; setting them links each to this model.
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    open var versionIdentifiers: Set<AnyHashable> = []

    /// Where the model was read from, when it was.
    var sourceURL: URL?

    public override init() {
        super.init()
    }

    /// The model at `url`: an `.xcdatamodeld` folder (its current version), one `.xcdatamodel`
    /// folder, or the `contents` file inside one. Nil when there is none or it cannot be read, as
    /// in Core Data; the reason is written to standard error once.
    public convenience init?(contentsOf url: URL) {
        do {
            let entities = try ModelFileReader.read(url)
            self.init()
            self.entities = entities
            sourceURL = url
        } catch {
            ModelFileReader.report("CoreData: the model at \(url.path) cannot be read: \(error)")
            return nil
        }
    }

    /// One model made of every model found in `bundles` (the main bundle when nil).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let urls = (bundles ?? [Bundle.main]).flatMap { ModelFileReader.models(in: $0) }
        let models = urls.compactMap { NSManagedObjectModel(contentsOf: $0) }
        return models.isEmpty ? nil : NSManagedObjectModel(byMerging: models)
    }

    /// One model with the entities of all of `models`.
    public convenience init?(byMerging models: [NSManagedObjectModel]?) {
        guard let models else { return nil }
        self.init()
        entities = models.flatMap(\.entities)
    }

    open override var description: String {
        "(<NSManagedObjectModel>) entities: \(entities.compactMap(\.name).sorted().joined(separator: ", "))"
    }
}
