import Foundation

/// A colour set of an asset catalog named in code (iOS 17's generated asset symbols):
/// `static let accent = ColorResource(name: "AccentColor", bundle: …)` and `UIColor.accent`
/// (R-IB4). See `ImageResource`.
public struct ColorResource: Hashable, Sendable {
    /// The colour set's name (with its namespace).
    public let name: String
    /// The bundle whose catalogs hold it (the app's catalogs are searched after it).
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    /// The colour of `resource`: dynamic when the set has variants, plain otherwise. A colour set no catalog has
    /// gives clear and says so once on standard error.
    public convenience init(resource: ColorResource) {
        if let found = UIColor(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(copying: found)
        } else {
            AssetCatalogs.report("no colour set \"\(resource.name)\" in the app's asset catalogs")
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
        }
    }
}
