import Foundation

/// A batch of row (or item) and section changes (R-LC1, R-LC2), in UIKit's terms: deletions and reloads name rows
/// as they were before the batch, insertions as they are after it, and a move names both. Maps an
/// index path from before to after, or to nil when its row (or section) was deleted.
struct ListUpdate {
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()

    var isEmpty: Bool {
        deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty
    }

    /// Where the row at `old` (before the batch) is after it; nil when it was deleted. To map many
    /// paths through one batch, make an `IndexPathMapping` once.
    func newIndexPath(for old: IndexPath) -> IndexPath? { IndexPathMapping(self).newIndexPath(for: old) }

    /// Where a surviving section is after the batch: out with the deleted sections before it, in
    /// with the inserted ones at or before it.
    func newSection(for old: Int) -> Int { IndexPathMapping(self).newSection(for: old) }

    /// UIKit's rule: each surviving section's new count is its old count, less the rows deleted and
    /// moved out, plus the rows inserted and moved in.
    func agrees(oldCounts old: [Int], newCounts new: [Int]) -> Bool {
        let survivors = (0..<old.count).filter { !deletedSections.contains($0) }
        guard survivors.count + insertedSections.count == new.count else { return false }
        let mapping = IndexPathMapping(self)
        for oldSection in survivors {
            let newSection = mapping.newSection(for: oldSection)
            guard new.indices.contains(newSection) else { return false }
            let outgoing = deletedRows.filter { $0.section == oldSection }.count
                + movedRows.filter { $0.from.section == oldSection }.count
            let incoming = insertedRows.filter { $0.section == newSection }.count
                + movedRows.filter { $0.to.section == newSection }.count
            guard old[oldSection] - outgoing + incoming == new[newSection] else { return false }
        }
        return true
    }

    /// Self-sizing measures (a table's row heights, a collection's item sizes) follow their rows
    /// through the batch; a reloaded row's goes (it is measured again). A very large batch drops
    /// them all rather than map each one through it: the rows shown are measured again at once,
    /// the rest when they show.
    func carry<Measure>(_ measures: [IndexPath: Measure]) -> [IndexPath: Measure] {
        guard !measures.isEmpty else { return measures }
        let size = insertedRows.count + deletedRows.count + movedRows.count + insertedSections.count + deletedSections.count
        guard size <= 256, measures.count <= 4096 else { return [:] }
        let reloaded = Set(reloadedRows)
        let mapping = IndexPathMapping(self)
        var moved: [IndexPath: Measure] = [:]
        moved.reserveCapacity(measures.count)
        for (old, measure) in measures where !reloaded.contains(old) {
            if let new = mapping.newIndexPath(for: old) { moved[new] = measure }
        }
        return moved
    }
}
