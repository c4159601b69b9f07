import Foundation

/// A view a compositional layout draws behind a section (iOS 13, R-LC2): a background of the
/// section's whole area, less its `contentInsets`, made from the class the layout registered for
/// its kind (`register(_:forDecorationViewOfKind:)`), not asked of the data source.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    public let elementKind: String
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
