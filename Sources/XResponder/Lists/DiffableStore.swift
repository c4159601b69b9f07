import Foundation

/// A table or collection view a diffable data source drives: it can be asked for its counts, be
/// reloaded, and take a batch (R-LC2).
@MainActor
protocol DiffableHost: UIView {
    /// Reads the counts of the snapshot shown until now (before the data source moves on).
    func readCountsBeforeDiffing()
    func reloadData()
    func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?)
    var pendingUpdate: ListUpdate { get set }
}

extension UITableView: DiffableHost {
    func readCountsBeforeDiffing() { rebuildGeometryIfNeeded() }
}

extension UICollectionView: DiffableHost {
    func readCountsBeforeDiffing() { refreshCountsIfNeeded() }
}

/// What the table's and the collection's diffable data sources share: the snapshot shown, the
/// questions asked of it, and how a new snapshot reaches the view — as one batch from the
/// difference (moved items slide, new ones fade in, gone ones fade out), or as a reload.
struct DiffableStore<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    private(set) var current = Snapshot()

    /// The snapshot shown (a copy to change and apply).
    var snapshot: Snapshot {
        var copy = current
        copy.clearPendingReloads()
        return copy
    }

    /// Takes `snapshot` as the one shown; returns the one shown before.
    mutating func replace(with snapshot: Snapshot) -> Snapshot {
        let previous = current
        current = snapshot
        current.clearPendingReloads()
        return previous
    }

    /// Shows `snapshot` on `host`, which showed `previous`: the difference as one batch, or a
    /// reload. Static, so that no access to the store is held while the view asks the data source.
    @MainActor
    static func show(_ snapshot: Snapshot, after previous: Snapshot, on host: DiffableHost?,
                     animatingDifferences: Bool, completion: (() -> Void)?) {
        guard let host else { completion?(); return }
        guard animatingDifferences, host.window != nil else {
            host.reloadData()
            completion?()
            return
        }
        let update = SnapshotDifference.update(from: previous, to: snapshot)
        host.performBatchUpdates({ host.pendingUpdate = update }, completion: { _ in completion?() })
    }

    /// The user moved an item: the snapshot shown moves it too.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        current.moveItem(from: source, to: destination)
    }
}
