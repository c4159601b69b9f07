import Foundation

extension UICollectionView {
    /// UIKit's kinds of supplementary views a flow layout (and a list section) makes.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}
