import Foundation

// Animated batches (R-LC2), as the table view's: the app changes its data first, then names the
// changes; the collection view asks for the new counts and checks them against the batch (a
// mismatch is traced and becomes a reload, where UIKit raises), asks the layout again, and the
// cells shown slide to their new places while new ones fade in and gone ones fade out.

extension UICollectionView {
    public func insertItems(at indexPaths: [IndexPath]) { apply { $0.insertedRows += indexPaths } }
    public func deleteItems(at indexPaths: [IndexPath]) { apply { $0.deletedRows += indexPaths } }
    public func reloadItems(at indexPaths: [IndexPath]) { apply { $0.reloadedRows += indexPaths } }
    /// Reconfigures items: here as a reload (new cells), which shows the same content.
    public func reconfigureItems(at indexPaths: [IndexPath]) { reloadItems(at: indexPaths) }
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { apply { $0.movedRows.append((indexPath, newIndexPath)) } }
    public func insertSections(_ sections: IndexSet) { apply { $0.insertedSections.formUnion(sections) } }
    public func deleteSections(_ sections: IndexSet) { apply { $0.deletedSections.formUnion(sections) } }

    /// A reload of whole sections: their items go and come back.
    public func reloadSections(_ sections: IndexSet) {
        apply { update in
            for section in sections where section < (self.itemCounts?.count ?? 0) {
                update.reloadedRows += (0..<self.numberOfItems(inSection: section)).map { IndexPath(item: $0, section: section) }
            }
        }
    }

    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        refreshCountsIfNeeded()
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { commit(completion: completion) }
    }

    private func apply(_ change: (inout ListUpdate) -> Void) {
        if batchDepth == 0 { refreshCountsIfNeeded() }
        change(&pendingUpdate)
        if batchDepth == 0 { commit(completion: nil) }
    }

    private func commit(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        guard !update.isEmpty else { completion?(true); return }
        dropMovementForUpdate()   // the item goes back to where the app's data has it, then the batch
        let oldCounts = itemCounts ?? []
        itemCounts = nil
        refreshCountsIfNeeded()
        guard update.agrees(oldCounts: oldCounts, newCounts: itemCounts ?? []) else {
            EventTrace.log("UICollectionView: the data source's counts do not match the batch; reloading instead")
            batchesReloadedInstead += 1
            reloadData()
            completion?(true)
            return
        }
        dropSwipeForUpdate()
        let mapping = IndexPathMapping(update)
        selected = Set(selected.compactMap { mapping.newIndexPath(for: $0) })
        let followed = ListUpdateAnimation.follow(shownCells, through: update) { [weak self] cell, old in self?.retire(cell, at: old) }
        shownCells = followed.kept
        // Headers and footers are asked for again at their (possibly new) sections.
        for (key, view) in shownSupplementaries { view.removeFromSuperview(); shownSupplementaries[key] = nil }
        collectionViewLayout.measures.carry(through: update)
        collectionViewLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        // As a table's: the cells that slide are not redrawn for going to their new places and
        // back (GeometryDamageCoalescer).
        GeometryDamageCoalescer.coalescing {
            // Items that went in are measured now, as UIKit sizes them.
            tileMeasuringSelfSizingItems()
            ListUpdateAnimation.run(shown: shownCells.map { ($0.value, followed.starts[$0.key]) }, leaving: followed.leaving,
                                    animated: UIView.areAnimationsEnabled && window != nil, completion: completion)
        }
    }
}
