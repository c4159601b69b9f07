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

    /// The cells' frames this item makes in `area` (the room its group gives it): one, inset.
    func leafFrames(in area: CGRect) -> [CGRect] {
        [area.inset(by: UIEdgeInsets(top: contentInsets.top, left: contentInsets.leading,
                                     bottom: contentInsets.bottom, right: contentInsets.trailing))]
    }
}
