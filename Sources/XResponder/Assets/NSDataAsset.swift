import Foundation

/// A data set of an asset catalog (R-IB4): any file shipped with the app by name, such as JSON,
/// a sound or a model, and its type.
open class NSDataAsset: NSObject, @unchecked Sendable {
    /// The set's name.
    public let name: String
    /// The file's contents.
    public let data: Data
    /// Its uniform type identifier, as the catalog says (`public.json`; `public.data` when unsaid).
    public let typeIdentifier: String

    /// The data set `name` of the app's catalogs; nil when none has it.
    public convenience init?(name: String) {
        self.init(name: name, bundle: .main)
    }

    /// The data set `name` of `bundle`'s catalogs (`Bundle.module`), else of the app's.
    public init?(name: String, bundle: Bundle) {
        let traits = Thread.isMainThread ? UITraitCollection.current : UITraitCollection()
        guard let found = AssetCatalogs.catalogs(for: bundle).lazy.compactMap({ $0.data(named: name, traits: traits) }).first else {
            return nil
        }
        guard let data = FileManager.default.contents(atPath: found.path) else {
            AssetCatalogs.report("\(found.path): named in Contents.json but missing")
            return nil
        }
        self.name = name
        self.data = data
        typeIdentifier = found.typeIdentifier
        super.init()
    }
}
