import Foundation

/// An item, header or badge of a section as its `visibleItemsInvalidationHandler` sees it (R-LC2):
/// where the layout put it, in the layout's coordinates (a section that scrolls across unscrolled,
/// as UIKit's), and what the handler may change before it is shown — its centre, transform,
/// alpha, z-index and whether it is hidden.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var transform3D: CATransform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// Called before a section's visible items are shown, each time they are laid out or scrolled
/// (R-LC2): the items, the section's content offset, and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// One visible item handed to a handler: made from the item's layout attributes, read back after.
@MainActor
final class CollectionLayoutVisibleItem: NSCollectionLayoutVisibleItem {
    var alpha: CGFloat
    var zIndex: Int
    var isHidden: Bool
    var center: CGPoint
    var transform: CGAffineTransform
    var transform3D: CATransform3D {
        get { CATransform3DMakeAffineTransform(transform) }
        set { transform = CATransform3DGetAffineTransform(newValue) }
    }
    let name: String
    let indexPath: IndexPath
    let bounds: CGRect
    let representedElementCategory: UICollectionView.ElementCategory
    let representedElementKind: String?
    var frame: CGRect { CGRect(x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height) }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        center = attributes.center
        transform = attributes.transform
        indexPath = attributes.indexPath
        bounds = CGRect(origin: .zero, size: attributes.size)
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        name = "\(attributes.representedElementKind ?? "cell") \(attributes.indexPath)"
    }
}
