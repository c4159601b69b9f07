import Foundation

/// An image set of an asset catalog named in code (iOS 17's generated asset symbols): Xcode
/// generates `static let checked = ImageResource(name: "checked", bundle: …)` and
/// `UIImage.checked` for every image set; xrport writes the same file for a ported app from its
/// catalogs (R-IB4).
public struct ImageResource: Hashable, Sendable {
    /// The image set's name (with its namespace: `Icons/add`).
    public let name: String
    /// The bundle whose catalogs hold it (the app's catalogs are searched after it).
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIImage {
    /// The image of `resource`. An image set no catalog has gives an empty image and says so once
    /// on standard error (UIKit's initializer is not failable either).
    public convenience init(resource: ImageResource) {
        if let found = UIImage(named: resource.name, in: resource.bundle, compatibleWith: nil) {
            self.init(sharing: found)
        } else {
            AssetCatalogs.report("no image set \"\(resource.name)\" in the app's asset catalogs")
            self.init()
        }
    }
}
