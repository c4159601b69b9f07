import Foundation

/// The variants of one image for different trait collections (R-IB4): an asset catalog's image set
/// with light, dark or high-contrast images, or images registered in code. An image view draws the
/// variant of its own trait collection, so a catalog image follows the desktop into dark mode as a
/// dynamic colour does.
open class UIImageAsset: NSObject, @unchecked Sendable {
    /// The image set this asset stands for, looked up again for each trait collection.
    private let catalogSet: (name: String, bundle: Bundle?)?
    private let lock = NSLock()
    private var registered: [(traits: UITraitCollection, image: UIImage)] = []
    /// Variants already looked up, by the traits that choose one.
    private var resolved: [String: UIImage] = [:]

    public override init() {
        catalogSet = nil
        super.init()
    }

    /// The asset of image set `name` (in `bundle`'s catalogs, else the app's).
    init(catalogSet name: String, bundle: Bundle?) {
        catalogSet = (name, bundle)
        super.init()
    }

    /// The variant for `traitCollection`: the registered image whose traits it contains (the one
    /// that names the most), else the catalog's variant for it.
    open func image(with traitCollection: UITraitCollection) -> UIImage {
        let key = "\(traitCollection.userInterfaceStyle.rawValue)/\(traitCollection.accessibilityContrast.rawValue)/\(traitCollection.displayScale)"
        if let known = lock.withLock({ resolved[key] }) { return known }
        let image: UIImage
        if let match = bestRegistered(for: traitCollection) {
            image = match
        } else if let catalogSet, let found = UIImage(named: catalogSet.name, in: catalogSet.bundle, compatibleWith: traitCollection) {
            image = found
        } else {
            image = lock.withLock { registered.first?.image } ?? UIImage()
        }
        lock.withLock { resolved[key] = image }
        return image
    }

    /// Adds `image` as the variant for `traitCollection` (its style, contrast and scale, as set).
    open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
        lock.withLock {
            registered.removeAll { $0.traits == traitCollection }
            registered.append((traitCollection, image))
            resolved.removeAll()
        }
    }

    open func unregisterImage(with traitCollection: UITraitCollection) {
        lock.withLock {
            registered.removeAll { $0.traits == traitCollection }
            resolved.removeAll()
        }
    }

    private func bestRegistered(for traits: UITraitCollection) -> UIImage? {
        lock.withLock {
            func specified(_ candidate: UITraitCollection) -> Int? {
                var count = 0
                if candidate.userInterfaceStyle != .unspecified {
                    guard candidate.userInterfaceStyle == traits.userInterfaceStyle else { return nil }
                    count += 1
                }
                if candidate.accessibilityContrast != .unspecified {
                    guard candidate.accessibilityContrast == traits.accessibilityContrast else { return nil }
                    count += 1
                }
                if candidate.displayScale > 0 {
                    guard candidate.displayScale == traits.displayScale else { return nil }
                    count += 1
                }
                return count
            }
            return registered.compactMap { entry in specified(entry.traits).map { (entry.image, $0) } }.max { $0.1 < $1.1 }?.0
        }
    }
}
