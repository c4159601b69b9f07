import Foundation

/// A header or footer of a compositional section (R-LC2): its size, its kind (the data source's
/// `viewForSupplementaryElementOfKind`), above (`.top`) or below (`.bottom`) the items, and
/// whether it stays pinned to the visible bounds while its section scrolls under it.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var extendsBoundary = true

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.alignment = alignment
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: .top))
    }

    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
