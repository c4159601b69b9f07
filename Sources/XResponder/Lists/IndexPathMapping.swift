import Foundation

/// `ListUpdate.newIndexPath(for:)` for many index paths: the batch is sorted into per-section
/// lists once, then each path maps with a binary search and a short scan instead of filtering
/// every list of the batch again (a table maps its measured rows, its selection and its shown
/// cells through every insert; a thousand measured rows took a millisecond that way).
struct IndexPathMapping {
    private let moves: [IndexPath: IndexPath]
    private let deletedRows: Set<IndexPath>
    private let deletedSections: IndexSet
    private let insertedSections: [Int]
    /// Old section → old rows that leave it (deleted or moved away), sorted, repeats kept.
    private let goneRows: [Int: [Int]]
    /// New section → new rows that arrive in it (inserted or moved in), sorted.
    private let arrivedRows: [Int: [Int]]

    init(_ update: ListUpdate) {
        var moves: [IndexPath: IndexPath] = [:]
        for move in update.movedRows where moves[move.from] == nil { moves[move.from] = move.to }   // the first one wins
        self.moves = moves
        deletedRows = Set(update.deletedRows)
        deletedSections = update.deletedSections
        insertedSections = update.insertedSections.sorted()
        var gone: [Int: [Int]] = [:]
        for path in update.deletedRows + update.movedRows.map(\.from) { gone[path.section, default: []].append(path.row) }
        goneRows = gone.mapValues { $0.sorted() }
        var arrived: [Int: [Int]] = [:]
        for path in update.insertedRows + update.movedRows.map(\.to) { arrived[path.section, default: []].append(path.row) }
        arrivedRows = arrived.mapValues { $0.sorted() }
    }

    /// Where the row at `old` is after the batch; nil when it was deleted.
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        if let moved = moves[old] { return moved }
        guard !deletedSections.contains(old.section), !deletedRows.contains(old) else { return nil }
        let section = newSection(for: old.section)
        // Out with the rows that left before it, then in with each arrival at or before where it is.
        var row = old.row - (goneRows[old.section].map { Self.countBelow(old.row, in: $0) } ?? 0)
        if let arrivals = arrivedRows[section] {
            for arrival in arrivals {
                guard arrival <= row else { break }
                row += 1
            }
        }
        return IndexPath(row: row, section: section)
    }

    /// Where a surviving section is after the batch.
    func newSection(for old: Int) -> Int {
        var section = old - deletedSections.count(in: 0..<max(old, 0))
        for inserted in insertedSections {
            guard inserted <= section else { break }
            section += 1
        }
        return section
    }

    /// How many of the sorted `rows` are below `row`.
    private static func countBelow(_ row: Int, in rows: [Int]) -> Int {
        var low = 0, high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
