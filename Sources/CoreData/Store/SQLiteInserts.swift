import Foundation

extension SQLiteRows {
    /// The new rows of one save (R-CD1), written many to a statement.
    ///
    /// Every table's key is `INTEGER PRIMARY KEY AUTOINCREMENT` (a deleted row's key is never
    /// given again, so an object's saved `uriRepresentation()` never comes to name another
    /// object), and SQLite reads and writes `sqlite_sequence` for each run of an insert into such
    /// a table: inserting 100,000 rows one per statement took 121 ms with it against 89 ms
    /// without. Rows are instead gathered and written `rowsPerStatement` to a multi-row
    /// `INSERT … VALUES (…), (…), …` — 49 ms for the same rows, measured with the C API on this
    /// machine — with their keys given explicitly, counted on from the largest key the table
    /// has had (`sqlite_sequence`, or its rows): each object's key is known when it is handed in,
    /// and the sequence still moves past every key written, so none is given twice.
    ///
    /// Used inside the save's transaction (nothing else writes the table meanwhile); `finish()`
    /// writes what is still gathered and must run before anything reads the new rows.
    struct InsertWriters {
        /// At most this many rows to a statement, and at most `variableLimit` values bound.
        static let rowsPerStatement = 100
        /// SQLite's smallest limit on a statement's variables (before 3.32; 32,766 since).
        static let variableLimit = 999

        private struct Pending {
            let entity: NSEntityDescription
            let number: Int64
            let rowsPerStatement: Int
            var nextKey: Int64
            /// The values of the rows gathered, row after row (key, entity, version, attributes).
            var values: [SQLiteConnection.Value] = []
            var rows = 0
            /// The statement for a full run of rows, prepared at the first one.
            var full: SQLiteConnection.Writer?
        }

        private let connection: SQLiteConnection
        /// The run of the entity being gathered (a save's objects are mostly of one), and the
        /// other entities' runs.
        private var current: Pending?
        private var others: [ObjectIdentifier: Pending] = [:]
        /// The next key of each table whose run is not `current`: the entities of a hierarchy
        /// share a table and so its keys, handed out by whichever entity's run is current.
        private var nextKeys: [String: Int64] = [:]

        init(_ connection: SQLiteConnection) { self.connection = connection }

        /// Gathers `object`'s row (its key, its entity's number, version 1 and its stored
        /// attributes), written when a statement's worth is gathered; its primary key.
        mutating func insert(_ object: NSManagedObject) throws -> Int64 {
            let entity = object.entity
            if current?.entity !== entity {
                if let current {
                    others[ObjectIdentifier(current.entity)] = current
                    nextKeys[SQLiteSchema.tableName(current.entity)] = current.nextKey
                }
                current = try others.removeValue(forKey: ObjectIdentifier(entity)) ?? start(entity)
                if let next = nextKeys[SQLiteSchema.tableName(entity)] { current!.nextKey = next }
            }
            let values = object.values, layout = entity.slots
            let key = current!.nextKey
            current!.nextKey += 1
            current!.values.append(.integer(key))
            current!.values.append(.integer(current!.number))
            current!.values.append(.integer(1))
            for (attribute, slot) in zip(entity.storedAttributes, entity.storedAttributeSlots) {
                current!.values.append(try SQLiteColumns.encode(values.value(inSlot: slot, of: layout), for: attribute))
            }
            current!.rows += 1
            if current!.rows == current!.rowsPerStatement { try write(&current!) }
            return key
        }

        /// Writes the rows still gathered.
        mutating func finish() throws {
            if let current { others[ObjectIdentifier(current.entity)] = current }
            current = nil
            for var run in others.values where run.rows > 0 { try write(&run) }
            others = [:]
        }

        /// An entity's run: its number, its statement size, and the key after the largest its
        /// table has had.
        private func start(_ entity: NSEntityDescription) throws -> Pending {
            // Core Data raises when an object of an abstract entity is made; here the save (or
            // batch insert) that would write one throws, and its transaction writes nothing.
            // Checked once per entity a save writes, not per object.
            if entity.isAbstract {
                throw CoreDataError.make(NSManagedObjectValidationError,
                                         "\(entity.name ?? "?") is abstract: objects of it cannot be saved (insert one of its sub-entities: \(entity.subentities.compactMap(\.name).joined(separator: ", ")))")
            }
            let table = SQLiteSchema.table(entity)
            // sqlite_sequence is missing before the first AUTOINCREMENT table is made, and has no
            // row for a table not yet written.
            let sequence = (try? connection.integers("SELECT seq FROM sqlite_sequence WHERE name = ?",
                                                     [.text(SQLiteSchema.tableName(entity))]))?.first ?? 0
            let largest = try connection.integers("SELECT MAX(Z_PK) FROM \(table)").first ?? 0
            let columns = 3 + entity.storedAttributes.count
            return Pending(entity: entity, number: connection.entities.number(of: entity),
                           rowsPerStatement: max(1, min(Self.rowsPerStatement, Self.variableLimit / columns)),
                           nextKey: max(sequence, largest) + 1)
        }

        /// Runs one statement for the rows gathered in `run` and empties it.
        private func write(_ run: inout Pending) throws {
            if run.rows == run.rowsPerStatement {
                if run.full == nil { run.full = try connection.writer(statement(for: run.entity, rows: run.rows)) }
                _ = try run.full!.run(run.values)
            } else {
                _ = try connection.writer(statement(for: run.entity, rows: run.rows)).run(run.values)
            }
            run.values.removeAll(keepingCapacity: true)
            run.rows = 0
        }

        private func statement(for entity: NSEntityDescription, rows: Int) -> String {
            let columns = ["Z_PK", "Z_ENT", "Z_OPT"] + entity.storedAttributes.map(SQLiteSchema.column)
            let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
            return "INSERT INTO \(SQLiteSchema.table(entity)) (\(columns.joined(separator: ", "))) VALUES "
                + Array(repeating: row, count: rows).joined(separator: ", ")
        }
    }
}
