import Foundation

// The look of a list section's rows (R-LC2, R-BR5), as iOS draws them: a separator under each row
// where the configuration shows separators, but not under the last row of a grouped or
// inset-grouped section (the section's end is its edge); an inset-grouped section's first and last
// rows round their outer corners (10 points), so the section reads as one card.

extension UICollectionView {
    /// Gives a list cell its separator and corners for its place in its section; cells of other
    /// sections are left as their app made them.
    func styleListRow(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        let layout = collectionViewLayout
        guard let appearance = layout.listAppearance(inSection: indexPath.section) else {
            (cell as? UICollectionViewListCell)?.separatorColor = nil
            return
        }
        let count = numberOfItems(inSection: indexPath.section)
        let first = indexPath.item == 0, last = indexPath.item == count - 1
        let grouped = appearance == .grouped || appearance == .insetGrouped
        (cell as? UICollectionViewListCell)?.separatorColor =
            layout.showsListSeparators(inSection: indexPath.section) && !(grouped && last) ? .separator : nil
        guard appearance == .insetGrouped else { return }
        var corners: CACornerMask = []
        if first { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if last { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.layer.masksToBounds = !corners.isEmpty
    }
}
