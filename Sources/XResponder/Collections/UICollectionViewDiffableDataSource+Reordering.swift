import Foundation

// Reordering with a diffable data source (R-LC2), as UIKit's (iOS 14): items move when
// `reorderingHandlers.canReorderItem` says so; when a movement ends (a reorder handle, the
// controller's long press, or the app's own interactive movement), the data source takes the new
// order into its snapshot — the collection view shows it already — and tells `willReorder` and
// `didReorder` what changed, as a transaction. In an outline, a parent item (one with children)
// does not move: where its children would go is not the row's to say.

extension UICollectionViewDiffableDataSource {
    /// Whether the item at `indexPath` may move: the app's `canReorderItem` (none: nothing moves).
    func canReorder(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else { return false }
        if let section = sectionIdentifier(for: indexPath.section), let outline = sectionSnapshots[section], outline.hasChildren(item) {
            return false
        }
        return canReorderItem(item)
    }

    /// Takes the move of the item at `source` to `destination` into the snapshot, and tells the
    /// handlers.
    func reorder(from source: IndexPath, to destination: IndexPath) {
        let initial = snapshot()
        guard let item = initial.itemIdentifier(at: source), let toSection = initial.sectionIdentifier(at: destination.section) else {
            EventTrace.log("UICollectionViewDiffableDataSource: a move from \(source) to \(destination) is outside the snapshot; nothing moved")
            return
        }
        var final = initial
        final.deleteItems([item])
        let landing = final.itemIdentifiers(inSection: toSection)
        if destination.item < landing.count {
            final.insertItems([item], beforeItem: landing[max(0, destination.item)])
        } else {
            final.appendItems([item], toSection: toSection)
        }
        var sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] = []
        for section in initial.sectionIdentifiers where initial.itemIdentifiers(inSection: section) != final.itemIdentifiers(inSection: section) {
            let before = snapshot(for: section)
            var after = before
            if after.contains(item) { after.delete([item]) }
            if section == toSection { place(item, in: &after, following: final.itemIdentifiers(inSection: section)) }
            sectionTransactions.append(NSDiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: before,
                                                                              finalSnapshot: after))
        }
        let transaction = NSDiffableDataSourceTransaction(initialSnapshot: initial, finalSnapshot: final,
                                                          sectionTransactions: sectionTransactions)
        reorderingHandlers.willReorder?(transaction)
        _ = store.replace(with: final)
        for sectionTransaction in sectionTransactions where sectionSnapshots[sectionTransaction.sectionIdentifier] != nil {
            sectionSnapshots[sectionTransaction.sectionIdentifier] = sectionTransaction.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    /// Puts `item` into a section snapshot next to the item it follows (or precedes) in `order`,
    /// as that item's sibling.
    private func place(_ item: ItemIdentifierType, in outline: inout NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                       following order: [ItemIdentifierType]) {
        guard let index = order.firstIndex(of: item) else { return }
        if index + 1 < order.count, outline.contains(order[index + 1]) {
            outline.insert([item], before: order[index + 1])
        } else if index > 0, outline.contains(order[index - 1]) {
            outline.insert([item], after: order[index - 1])
        } else {
            outline.append([item])
        }
    }
}
