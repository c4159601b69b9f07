import Foundation

// Swipe actions in list sections (R-LC2, as the table's R-LC1), through the mechanism tables use
// (ListSwipe.swift): a list configuration's `leadingSwipeActionsConfigurationProvider` and
// `trailingSwipeActionsConfigurationProvider` give a row's actions.

extension UICollectionView: SwipeActionsHost {
    var listSwipe: ListSwipe? {
        get { swipe }
        set { swipe = newValue }
    }

    /// The actions a swipe towards `trailing` shows on an item: its list section's provider's.
    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = collectionViewLayout.swipeActions(for: indexPath, trailing: trailing),
              !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }
    func swipeHome(of indexPath: IndexPath) -> CGRect? { collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame }
    func swipeCell(at indexPath: IndexPath) -> UIView? { shownCells[indexPath] }
    /// Items of sections that scroll sideways are not swiped: the drag scrolls their section.
    func swipeAllowed(on indexPath: IndexPath) -> Bool { orthogonalScrollers[indexPath.section] == nil }
    /// The cell's configuration state says it is swiped (`UICellConfigurationState.isSwiped`).
    func swipeDidOpen(_ indexPath: IndexPath) { shownCells[indexPath]?.isSwipedInList = true }
    func swipeDidClose(_ indexPath: IndexPath) { shownCells[indexPath]?.isSwipedInList = false }
}
