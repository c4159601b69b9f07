import Foundation

/// The smallest part of a compositional layout: one cell's size, within its group, less its
/// content insets (R-LC2).
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
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
