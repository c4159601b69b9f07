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

    /// Where the row at `old` (before the batch) is after it; nil when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let move = movedRows.first(where: { $0.from == old }) { return move.to }
        guard !deletedSections.contains(old.section), !deletedRows.contains(old) else { return nil }
        let section = newSection(for: old.section)
        // Rows of a surviving section: the same, with the rows moved away counted as deleted and
        // those moved in as inserted.
        let gone = deletedRows.filter { $0.section == old.section } + movedRows.map(\.from).filter { $0.section == old.section }
        var row = old.row - gone.filter { $0.row < old.row }.count
        let arrived = (insertedRows + movedRows.map(\.to)).filter { $0.section == section }.map(\.row).sorted()
        for inserted in arrived where inserted <= row { row += 1 }
        return IndexPath(row: row, section: section)
    }

    /// Where a surviving section is after the batch: out with the deleted sections before it, in
    /// with the inserted ones at or before it.
    func newSection(for old: Int) -> Int {
        var section = old - deletedSections.count(in: 0..<max(old, 0))
        for inserted in insertedSections.sorted() where inserted <= section { section += 1 }
        return section
    }

    /// UIKit's rule: each surviving section's new count is its old count, less the rows deleted and
    /// moved out, plus the rows inserted and moved in.
    func agrees(oldCounts old: [Int], newCounts new: [Int]) -> Bool {
        let survivors = (0..<old.count).filter { !deletedSections.contains($0) }
        guard survivors.count + insertedSections.count == new.count else { return false }
        for oldSection in survivors {
            let newSection = newSection(for: oldSection)
            guard new.indices.contains(newSection) else { return false }
            let outgoing = deletedRows.filter { $0.section == oldSection }.count
                + movedRows.filter { $0.from.section == oldSection }.count
            let incoming = insertedRows.filter { $0.section == newSection }.count
                + movedRows.filter { $0.to.section == newSection }.count
            guard old[oldSection] - outgoing + incoming == new[newSection] else { return false }
        }
        return true
    }
}
