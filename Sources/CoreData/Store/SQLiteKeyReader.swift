import Dispatch
import Foundation

/// A fetch's keys read from a snapshot of the store: the count and the first run at once, the
/// rest on a background thread (`FetchedList`) — a controller over a million rows shows its
/// first screen after counting them and reading twenty-odd keys, not all of them.
///
/// The reader has a read-only connection of its own and holds a read transaction on it, so that
/// the keys read in the background are those of the moment of the fetch whatever has been saved
/// since — write-ahead logging lets saves go on beside it — and the changes saved since reach the
/// list as its context's notifications, as for any fetch. The connection is used by one thread at
/// a time: the caller's while the reader is made, then the background read's, which ends the
/// transaction; `rest()` waits for it.
final class SQLiteKeyReader: @unchecked Sendable {
    /// How many keys the fetch has.
    let count: Int
    /// The keys of the first run, in order.
    let first: [Int64]
    private let connection: SQLiteConnection
    private let finished = DispatchGroup()
    /// The keys after the first run, or why they could not be read; set by the background read
    /// before it leaves `finished`, read only after waiting for it.
    private var remaining: Result<[Int64], Error> = .success([])

    /// Counts the rows of a fetch and reads the first `run` keys from the store file at `path`;
    /// `query(limit, offset)` is the fetch's `SELECT Z_PK …` with that limit and offset (0: none),
    /// `counting` its `SELECT COUNT(*)`, and `limit`/`offset` the request's own. For a table
    /// shared by a hierarchy (`sharedTable`), the query reads `Z_PK, Z_ENT` and each key's
    /// entity is remembered in `entities`, the store's.
    init(path: String, query: @escaping (Int, Int) -> String, entities: SQLiteEntities, sharedTable: String?,
         counting: String, arguments: [SQLiteConnection.Value], limit: Int, offset: Int, run: Int) throws {
        connection = try SQLiteConnection(path: path, readOnly: true)
        connection.entities = entities
        try PredicateSQLFunction.install(on: connection)
        try connection.execute("BEGIN")
        count = Int(try connection.integers(counting, arguments).first ?? 0)
        // The first run with a LIMIT of its own: without an index on the sort, SQLite then keeps
        // the top rows as it scans instead of sorting every row first.
        let firstLimit = limit > 0 ? min(run, limit) : run
        first = try Self.keys(query(firstLimit, offset), arguments, from: connection, sharedTable: sharedTable)
        guard first.count < count else {
            try connection.execute("COMMIT")
            return
        }
        // The whole fetch again, the first run dropped: SQLite sorts `LIMIT -1 OFFSET n` four
        // times slower than no limit at all (3.2 s against 0.7 s over a million rows).
        let whole = query(limit, offset), skipped = first.count
        finished.enter()
        DispatchQueue.global(qos: .utility).async { [self] in
            defer { finished.leave() }
            do {
                remaining = .success(Array(try Self.keys(whole, arguments, from: connection, sharedTable: sharedTable).dropFirst(skipped)))
                try connection.execute("COMMIT")
            } catch {
                remaining = .failure(error)
            }
        }
    }

    /// The keys `sql` reads; in a shared table with each key's entity, remembered.
    private static func keys(_ sql: String, _ arguments: [SQLiteConnection.Value], from connection: SQLiteConnection,
                             sharedTable: String?) throws -> [Int64] {
        guard let sharedTable else { return try connection.integers(sql, arguments) }
        let pairs = try connection.integerPairs(sql, arguments)
        connection.entities.remember(pairs, in: sharedTable)
        return pairs.map(\.key)
    }

    /// The keys after the first run, waiting for the background read if it is still going.
    func rest() throws -> [Int64] {
        finished.wait()
        return try remaining.get()
    }
}
