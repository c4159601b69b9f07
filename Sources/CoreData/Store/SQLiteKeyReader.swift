import Foundation

/// A fetch's keys, read in order from a snapshot of the store as far as they are needed
/// (`FetchedList`): a controller over a million rows counts them and reads its first screen's
/// keys, not all of them.
///
/// The reader has a read-only connection of its own and holds a read transaction on it, so that
/// the keys it reads later are those of the moment of the fetch whatever has been saved since —
/// write-ahead logging lets saves go on beside it — and the changes saved since reach the list as
/// its context's notifications, as for any fetch. The transaction ends when the last key is read
/// or the reader is let go; while it lasts, SQLite cannot fold the log into the database past it.
final class SQLiteKeyReader {
    /// How many keys the fetch has.
    let count: Int
    private let connection: SQLiteConnection
    private var cursor: SQLiteConnection.Cursor?

    /// Counts and opens the rows of `selection` (a `SELECT Z_PK …` with its order, limit and
    /// offset) in the store file at `path`.
    init(path: String, selection: String, arguments: [SQLiteConnection.Value]) throws {
        connection = try SQLiteConnection(path: path, readOnly: true)
        try PredicateSQLFunction.install(on: connection)
        try connection.execute("BEGIN")
        count = Int(try connection.integers("SELECT COUNT(*) FROM (\(selection))", arguments).first ?? 0)
        cursor = try connection.cursor(selection, arguments)
    }

    deinit {
        cursor = nil
        try? connection.execute("COMMIT")
    }

    var isDone: Bool { cursor == nil }

    /// Up to `limit` more keys; after the last, the snapshot is let go.
    func next(_ limit: Int) throws -> [Int64] {
        guard let cursor else { return [] }
        let keys = try cursor.next(limit)
        if cursor.isDone {
            self.cursor = nil
            try connection.execute("COMMIT")
        }
        return keys
    }
}
