import Foundation

/// The smallest part of a compositional layout: one cell's size, within its group, less its
/// content insets (R-LC2).
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// Views shown with each of this item's cells (badges), anchored on it.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
        supplementaryItems = []
    }

    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// One cell's place in a group's pattern, and the item that put it there.
    struct Leaf {
        var frame: CGRect
        var item: NSCollectionLayoutItem
    }

    /// The cells this item makes in `area` (the room its group gives it): one, inset.
    func leaves(in area: CGRect) -> [Leaf] {
        [Leaf(frame: area.inset(by: UIEdgeInsets(top: contentInsets.top, left: contentInsets.leading,
                                                 bottom: contentInsets.bottom, right: contentInsets.trailing)), item: self)]
    }
}
