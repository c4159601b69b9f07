import Foundation

/// A view a compositional layout shows with each of an item's cells (iOS 13, R-LC2): a badge, a
/// corner label — its size, its kind (the data source's `viewForSupplementaryElementOfKind`, at
/// the item's index path) and where it sits on the item (`containerAnchor`). Give them to
/// `NSCollectionLayoutItem(layoutSize:supplementaryItems:)`.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let containerAnchor: NSCollectionLayoutAnchor
    public let itemAnchor: NSCollectionLayoutAnchor?
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Anchored by a point of its own (`itemAnchor`'s) placed on the container's anchor point.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
                itemAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Its frame on an item's cell frame.
    func frame(on item: CGRect) -> CGRect {
        let size = layoutSize.resolve(in: item.size)
        guard let itemAnchor else { return containerAnchor.place(size, on: item) }
        // The container's anchor point, then the supplementary's own anchor point put on it.
        let point = containerAnchor.place(.zero, on: item).origin
        let own = itemAnchor.place(.zero, on: CGRect(origin: .zero, size: size)).origin
        return CGRect(x: point.x - own.x, y: point.y - own.y, width: size.width, height: size.height)
    }
}
