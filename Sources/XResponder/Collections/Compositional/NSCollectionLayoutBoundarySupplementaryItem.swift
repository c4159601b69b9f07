import Foundation

/// A header or footer of a compositional section (R-LC2): its size, its kind (the data source's
/// `viewForSupplementaryElementOfKind`), above (`.top`) or below (`.bottom`) the items, and
/// whether it stays pinned to the visible bounds while its section scrolls under it.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var extendsBoundary = true
    open var zIndex = 1

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.elementKind = elementKind
        self.alignment = alignment
        super.init(layoutSize: layoutSize)
    }

    var isAbove: Bool { [.top, .topLeading, .topTrailing].contains(alignment) }
}
