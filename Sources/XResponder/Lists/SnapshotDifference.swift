import Foundation

/// The batch that turns one snapshot into another (R-LC2): sections gone or new (a surviving
/// section that changed places counts as both), items gone or new, and moves for items that
/// survive but not where the deletions and insertions alone would put them.
enum SnapshotDifference {
    static func update<S: Hashable, I: Hashable>(from old: NSDiffableDataSourceSnapshot<S, I>,
                                                  to new: NSDiffableDataSourceSnapshot<S, I>) -> ListUpdate {
        var update = ListUpdate()
        let oldSections = old.sectionIdentifiers, newSections = new.sectionIdentifiers
        // Sections that survive in the same relative order stay; the rest leave and come back.
        let common = oldSections.filter { newSections.contains($0) }
        let stayingInOrder = Set(longestIncreasingRun(common.map { newSections.firstIndex(of: $0)! }).map { common[$0] })
        for (index, section) in oldSections.enumerated() where !stayingInOrder.contains(section) { update.deletedSections.insert(index) }
        for (index, section) in newSections.enumerated() where !stayingInOrder.contains(section) { update.insertedSections.insert(index) }

        var oldPaths: [I: IndexPath] = [:]
        for (sectionIndex, entry) in old.storage.enumerated() {
            for (row, item) in entry.items.enumerated() { oldPaths[item] = IndexPath(row: row, section: sectionIndex) }
        }
        var newPaths: [I: IndexPath] = [:]
        for (sectionIndex, entry) in new.storage.enumerated() {
            for (row, item) in entry.items.enumerated() { newPaths[item] = IndexPath(row: row, section: sectionIndex) }
        }
        // An item leaves a surviving section when it is gone, or lands in a section that is new;
        // it arrives in a surviving section when it is new, or comes from a section that left.
        for (item, path) in oldPaths where !update.deletedSections.contains(path.section) {
            if let to = newPaths[item], !update.insertedSections.contains(to.section) { continue }
            update.deletedRows.append(path)
        }
        for (item, path) in newPaths where !update.insertedSections.contains(path.section) {
            if let from = oldPaths[item], !update.deletedSections.contains(from.section) { continue }
            update.insertedRows.append(path)
        }
        // Items that survive between surviving sections: a move wherever the rest would misplace them.
        let survivors = newPaths.compactMap { item, path -> (IndexPath, IndexPath)? in
            guard !update.insertedSections.contains(path.section), let from = oldPaths[item],
                  !update.deletedSections.contains(from.section) else { return nil }
            return (from, path)
        }
        // Each round moves every item still misplaced, so `moving` grows until none is left: at
        // most one round per survivor (in practice two or three).
        var moving = Set<IndexPath>()
        while true {
            update.movedRows = survivors.filter { moving.contains($0.0) }.map { (from: $0.0, to: $0.1) }
            let mapping = IndexPathMapping(update)
            let misplaced = survivors.filter { !moving.contains($0.0) && mapping.newIndexPath(for: $0.0) != $0.1 }
            if misplaced.isEmpty { break }
            for entry in misplaced { moving.insert(entry.0) }
        }
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            if let path = oldPaths[item], newPaths[item] != nil, !update.movedRows.contains(where: { $0.from == path }) {
                update.reloadedRows.append(path)
            }
        }
        return update
    }

    /// The positions (in `values`) of a longest strictly increasing subsequence.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []          // positions in values
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var run: [Int] = []
        var current = tails.last ?? -1
        while current >= 0 {
            run.append(current)
            current = previous[current]
        }
        return run.reversed()
    }
}
