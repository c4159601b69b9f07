import Foundation

// Animated updates (R-LC1): insert, delete, reload and move rows and sections, alone or in
// `performBatchUpdates`. The app changes its data first, as in UIKit; the table then asks the data
// source for its new counts (checking them against the batch: a mismatch is traced and the table
// reloads, where UIKit raises), moves the cells it shows to their new rows (their frames animate
// over 0.3 s), fades inserted rows in and deleted rows out, and carries the selection along.

extension UITableView {
    /// How rows move when inserted, deleted or reloaded with animation.
    public enum RowAnimation: Int, Sendable { case fade = 0, right, left, top, bottom, none, middle, automatic = 100 }


    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply { $0.insertedRows += indexPaths }
    }

    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply { $0.deletedRows += indexPaths }
    }

    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        apply { $0.reloadedRows += indexPaths }
    }

    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        apply { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        apply { $0.insertedSections.formUnion(sections) }
    }

    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        apply { $0.deletedSections.formUnion(sections) }
    }

    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        rebuildGeometryIfNeeded()
        apply { update in
            for section in sections where geometry.sections.indices.contains(section) {
                update.deletedSections.insert(section)
                update.insertedSections.insert(section)
            }
        }
    }

    /// Runs `updates` (which changes the data and calls the insert/delete/move/reload methods) as
    /// one batch, then animates it; `completion` gets true when the animation ran to its end.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        rebuildGeometryIfNeeded()
        batchDepth += 1
        updates?()
        batchDepth -= 1
        if batchDepth == 0 { commit(completion: completion) } else { completion?(true) }
    }

    public func beginUpdates() {
        rebuildGeometryIfNeeded()
        batchDepth += 1
    }

    public func endUpdates() {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        if batchDepth == 0 { commit(completion: nil) }
    }

    /// Adds to the batch under way, or makes a batch of one change and commits it.
    private func apply(_ change: (inout ListUpdate) -> Void) {
        if batchDepth == 0 { rebuildGeometryIfNeeded() }
        change(&pendingUpdate)
        if batchDepth == 0 { commit(completion: nil) }
    }

    private func commit(completion: ((Bool) -> Void)?) {
        let update = pendingUpdate
        pendingUpdate = ListUpdate()
        guard !update.isEmpty else { completion?(true); return }
        dropSwipeForUpdate()
        let oldCounts = geometry.sections.map(\.rowCount)
        measuredHeights = update.carry(measuredHeights)
        geometryIsStale = true
        rebuildGeometryIfNeeded()
        guard update.agrees(oldCounts: oldCounts, newCounts: geometry.sections.map(\.rowCount)) else {
            EventTrace.log("UITableView: the data source's counts do not match the batch; reloading instead")
            batchesReloadedInstead += 1
            reloadData()
            completion?(true)
            return
        }
        // The selection and the cells shown follow their rows; a cell keeps its frame to slide from.
        let mapping = IndexPathMapping(update)
        selected = Set(selected.compactMap { mapping.newIndexPath(for: $0) })
        let followed = ListUpdateAnimation.follow(visible, through: update) { [weak self] cell, old in self?.retire(cell, at: old) }
        visible = followed.kept
        // The cells that slide are laid out at their new rows, then put back where they are drawn
        // to slide from there: neither move is redrawn (GeometryDamageCoalescer).
        GeometryDamageCoalescer.coalescing {
            // Rows that went in are measured now, as UIKit sizes them, not at the next reload.
            if rowHeight < 0 { tileMeasuringSelfSizingRows() } else { tile() }
            ListUpdateAnimation.run(shown: visible.map { ($0.value, followed.starts[$0.key]) }, leaving: followed.leaving,
                                    animated: UIView.areAnimationsEnabled && window != nil, completion: completion)
        }
    }
}
