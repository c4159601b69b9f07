import CSQLite
import Foundation

/// One SQLite database (R-CD1): statements prepared, values bound and read, errors turned into
/// `NSError`s that name the statement and SQLite's message. Not thread-safe by itself: the
/// coordinator uses it under its lock.
final class SQLiteConnection {
    /// A value bound to or read from a statement.
    enum Value: Equatable {
        case null
        case integer(Int64)
        case real(Double)
        case text(String)
        case blob(Data)
    }

    private var handle: OpaquePointer?
    let path: String
    /// Prepared statements by SQL, kept for the next use (a save inserts row after row with the
    /// same statement; preparing each anew cost more than the insert), and which are running.
    private var prepared: [String: OpaquePointer] = [:]
    private var running: Set<String> = []
    /// The entity numbers of the store this database holds, set when its tables are prepared
    /// (and handed to the store's other connections): what rows of a shared table are told
    /// apart by.
    var entities = SQLiteEntities.none

    /// Opens (creating it when `create`) the database at `path` (":memory:" for one in memory).
    init(path: String, readOnly: Bool = false) throws {
        self.path = path
        let flags = (readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE) | SQLITE_OPEN_NOMUTEX
        let status = sqlite3_open_v2(path, &handle, flags, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory"
            sqlite3_close(handle)
            handle = nil
            throw CoreDataError.make(NSPersistentStoreOpenError, "The store at \(path) cannot be opened: \(message)",
                                     [NSSQLiteErrorDomain: Int(status)])
        }
        sqlite3_busy_timeout(handle, 5_000)
    }

    /// Runs `prefix IN (?, …)` over `keys` (`forEachRow(_:in:leading:_:)`); calls `row` with each
    /// result row's columns as values.
    func query(_ prefix: String, in keys: [Int64], leading: [Value] = [], row: ([Value]) throws -> Void = { _ in }) throws {
        try forEachRow(prefix, in: keys, leading: leading) { try row($0.values) }
    }

    /// A statement that writes (an insert), prepared once and run many times by one caller: a
    /// save inserts row after row, and `query` looked each run's statement up by its text
    /// (hashing it four times) and built an array of values to bind.
    final class Writer {
        private let statement: OpaquePointer
        private let sql: String
        /// Unowned without a check: a writer is used during one save, while its connection
        /// is held by the store (the checked kind retained and released it for each value bound).
        private unowned(unsafe) let connection: SQLiteConnection

        fileprivate init(_ statement: OpaquePointer, _ sql: String, _ connection: SQLiteConnection) {
            self.statement = statement
            self.sql = sql
            self.connection = connection
        }

        deinit { sqlite3_finalize(statement) }

        /// Binds `values` in order and runs the statement once; the row it inserted.
        func run(_ values: some Sequence<Value>) throws -> Int64 {
            defer { sqlite3_reset(statement) }
            var index: Int32 = 1
            for value in values {
                try connection.bind(value, at: index, in: statement, sql)
                index += 1
            }
            let status = sqlite3_step(statement)
            guard status == SQLITE_DONE || status == SQLITE_ROW else { throw connection.error(status, sql, nil) }
            return connection.lastInsertedRow
        }
    }

    /// A `Writer` for `sql`, prepared now; the caller keeps it for as long as it writes.
    func writer(_ sql: String) throws -> Writer {
        var made: OpaquePointer?
        let status = sqlite3_prepare_v2(handle, sql, -1, &made, nil)
        guard status == SQLITE_OK, let made else { throw error(status, sql, nil) }
        return Writer(made, sql, self)
    }

    /// A SQL function written in Swift: SQLite's context, the argument count and the arguments.
    typealias Function = @convention(c) (OpaquePointer?, Int32, UnsafeMutablePointer<OpaquePointer?>?) -> Void

    /// Makes `function` callable from this database's SQL as `name`, taking `argumentCount`
    /// arguments; deterministic, so SQLite may compute it once for constant arguments.
    func define(_ name: String, argumentCount: Int32, _ function: Function) throws {
        let status = sqlite3_create_function_v2(handle, name, argumentCount, SQLITE_UTF8 | SQLITE_DETERMINISTIC,
                                                nil, function, nil, nil, nil)
        guard status == SQLITE_OK else { throw error(status, "function \(name)", nil) }
    }

    deinit {
        for statement in prepared.values { sqlite3_finalize(statement) }
        sqlite3_close_v2(handle)
    }

    /// Runs `sql` (one statement or several without results).
    func execute(_ sql: String) throws {
        var message: UnsafeMutablePointer<CChar>?
        let status = sqlite3_exec(handle, sql, nil, nil, &message)
        defer { sqlite3_free(message) }
        guard status == SQLITE_OK else {
            throw error(status, sql, message.map { String(cString: $0) })
        }
    }

    /// Runs `sql` with `arguments` bound in order; calls `row` with each result row's columns.
    func query(_ sql: String, _ arguments: [Value] = [], row: ([Value]) throws -> Void = { _ in }) throws {
        try forEachRow(sql, arguments) { try row($0.values) }
    }

    /// A result row's columns, read from the statement where they are: a fetch of 50,000 rows
    /// through `query(_:_:row:)` made an array of values for each row only to read it once.
    /// Valid only inside the call that hands it out.
    struct Columns {
        fileprivate let statement: OpaquePointer

        subscript(index: Int) -> Value { SQLiteConnection.column(statement, Int32(index)) }

        /// Every column, in order.
        var values: [Value] { (0..<sqlite3_column_count(statement)).map { SQLiteConnection.column(statement, $0) } }
    }

    /// Runs `sql` with `arguments` bound in order; calls `body` at each result row.
    func forEachRow(_ sql: String, _ arguments: [Value] = [], _ body: (Columns) throws -> Void) throws {
        try step(sql, arguments) { statement in try body(Columns(statement: statement)) }
    }

    /// `forEachRow` over `prefix IN (?, …)` with `keys`, in slices of 500 (SQLite limits a
    /// statement's bound parameters), `leading` bound before each slice's keys.
    func forEachRow(_ prefix: String, in keys: [Int64], leading: [Value] = [], _ body: (Columns) throws -> Void) throws {
        for start in stride(from: 0, to: keys.count, by: 500) {
            let slice = keys[start..<min(keys.count, start + 500)]
            try forEachRow(prefix + " IN (" + Array(repeating: "?", count: slice.count).joined(separator: ", ") + ")",
                           leading + slice.map { .integer($0) }, body)
        }
    }

    /// The first column of each result row of `sql`, as integers: a fetch of a million keys
    /// reads them without a row of values made for each.
    func integers(_ sql: String, _ arguments: [Value] = []) throws -> [Int64] {
        var integers: [Int64] = []
        try step(sql, arguments) { integers.append(sqlite3_column_int64($0, 0)) }
        return integers
    }

    /// The first two columns of each result row, as integers: a row's key and its `Z_ENT`.
    func integerPairs(_ sql: String, _ arguments: [Value] = []) throws -> [(key: Int64, number: Int64)] {
        var pairs: [(key: Int64, number: Int64)] = []
        try step(sql, arguments) { pairs.append((sqlite3_column_int64($0, 0), sqlite3_column_int64($0, 1))) }
        return pairs
    }

    /// Prepares `sql` (or takes it from the cache of prepared statements), binds `arguments` and
    /// calls `row` with the statement at each result row.
    private func step(_ sql: String, _ arguments: [Value], row: (OpaquePointer) throws -> Void) throws {
        let statement: OpaquePointer
        let kept = !running.contains(sql) && (prepared[sql] != nil || prepared.count < 64)
        if kept, let cached = prepared[sql] {
            statement = cached
        } else {
            var made: OpaquePointer?
            let status = sqlite3_prepare_v2(handle, sql, -1, &made, nil)
            guard status == SQLITE_OK, let made else { throw error(status, sql, nil) }
            statement = made
            if kept { prepared[sql] = made }
        }
        if kept { running.insert(sql) }
        defer {
            if kept {
                sqlite3_reset(statement)
                sqlite3_clear_bindings(statement)
                running.remove(sql)
            } else {
                sqlite3_finalize(statement)
            }
        }
        for (index, argument) in arguments.enumerated() { try bind(argument, at: Int32(index + 1), in: statement, sql) }
        while true {
            let status = sqlite3_step(statement)
            if status == SQLITE_DONE { return }
            guard status == SQLITE_ROW else { throw error(status, sql, nil) }
            try row(statement)
        }
    }

    /// The row id of the last insert.
    var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

    fileprivate func bind(_ value: Value, at index: Int32, in statement: OpaquePointer, _ sql: String) throws {
        // SQLITE_TRANSIENT: SQLite copies the bytes before the call returns (a C macro Swift cannot import).
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        let status: Int32 = switch value {
        case .null: sqlite3_bind_null(statement, index)
        case .integer(let number): sqlite3_bind_int64(statement, index, number)
        case .real(let number): sqlite3_bind_double(statement, index, number)
        // The string's own UTF-8 and its length: passing the String converts it to a new array.
        // An empty string's bytes may have no address, which SQLite would bind as NULL.
        case .text(var text):
            text.withUTF8 { bytes in
                guard let start = bytes.baseAddress else { return sqlite3_bind_text(statement, index, "", 0, transient) }
                return sqlite3_bind_text(statement, index, start, Int32(bytes.count), transient)
            }
        case .blob(let data): data.withUnsafeBytes { sqlite3_bind_blob(statement, index, $0.baseAddress, Int32($0.count), transient) }
        }
        guard status == SQLITE_OK else { throw error(status, sql, nil) }
    }

    fileprivate static func column(_ statement: OpaquePointer, _ index: Int32) -> Value {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        // The text's length as SQLite counts it, not up to the first NUL: no `strlen`, and a
        // string holding a NUL comes back whole.
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob(Data()) }
            return .blob(Data(bytes: bytes, count: count))
        default: return .null
        }
    }

    fileprivate func error(_ status: Int32, _ sql: String, _ detail: String?) -> NSError {
        let message = detail ?? handle.map { String(cString: sqlite3_errmsg($0)) } ?? "unknown"
        let code = switch status & 0xFF {
        case SQLITE_FULL: NSPersistentStoreSaveError
        case SQLITE_READONLY, SQLITE_PERM, SQLITE_CANTOPEN: NSPersistentStoreSaveError
        case SQLITE_NOTADB, SQLITE_CORRUPT: NSPersistentStoreOpenError
        default: NSSQLiteError
        }
        return CoreDataError.make(code, "SQLite error \(status) (\(message)) in \(path) running: \(sql)", [NSSQLiteErrorDomain: Int(status)])
    }
}
