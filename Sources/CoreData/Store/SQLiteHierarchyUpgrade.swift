import Foundation

/// Moves a store written when each entity had a table of its own into the shared tables of
/// entity hierarchies (`SQLiteEntities`), once, as the store opens (R-CD1).
///
/// Each sub-entity's rows go into its root's table with new keys — their old keys plus the
/// largest the root's table has had, so that no key is given twice — and every reference to
/// them follows: the to-one columns whose destination is the sub-entity, and the join-table
/// columns of relationships from or to it. Then its table is dropped. Runs inside the open's
/// work on the store; a failure leaves the store as it was written (SQLite's statements are
/// each atomic, and the open reports the error).
enum SQLiteHierarchyUpgrade {
    static func apply(for model: NSManagedObjectModel, existing: [String: Set<String>], in connection: SQLiteConnection) throws {
        let moving = model.entities.filter { $0.superentity != nil && existing[SQLiteSchema.ownTableName($0)] != nil }
        guard !moving.isEmpty else { return }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            var offsets: [(entity: NSEntityDescription, offset: Int64)] = []
            for entity in moving { offsets.append((entity, try move(entity, existing: existing, in: connection))) }
            for (entity, offset) in offsets { try remapReferences(to: entity, by: offset, model: model, in: connection) }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Copies the rows of `entity`'s own table into its root's and drops the table; the offset
    /// added to their keys.
    private static func move(_ entity: NSEntityDescription, existing: [String: Set<String>], in connection: SQLiteConnection) throws -> Int64 {
        let old = SQLiteSchema.ownTableName(entity), root = SQLiteSchema.tableName(entity)
        let sequence = (try? connection.integers("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(root)]))?.first ?? 0
        let offset = max(sequence, try connection.integers("SELECT MAX(Z_PK) FROM \(SQLiteSchema.quoted(root))").first ?? 0)
        // The columns both tables have, past the key and the entity (a removed attribute's
        // column, kept unread in the old table, stays behind).
        let shared = (existing[old] ?? []).intersection((existing[root] ?? []).union(["Z_OPT"]))
            .subtracting(["Z_PK", "Z_ENT"]).sorted().map(SQLiteSchema.quoted)
        let columns = shared.map { ", " + $0 }.joined()
        try connection.query("INSERT INTO \(SQLiteSchema.quoted(root)) (Z_PK, Z_ENT\(columns)) SELECT Z_PK + ?, ?\(columns) FROM \(SQLiteSchema.quoted(old))",
                             [.integer(offset), .integer(connection.entities.number(of: entity))])
        try connection.execute("DROP TABLE \(SQLiteSchema.quoted(old))")
        return offset
    }

    /// Adds `offset` to every stored reference to a row of `entity`: the to-ones whose
    /// destination it is (in the rows of their entity and its sub-entities), and the join-table
    /// sides that hold its rows.
    private static func remapReferences(to entity: NSEntityDescription, by offset: Int64, model: NSManagedObjectModel,
                                        in connection: SQLiteConnection) throws {
        for source in model.entities {
            for toOne in source.storedToOneRelationships where toOne.entity === source && toOne.destinationEntity === entity {
                let column = SQLiteRelationships.foreignKey(toOne)
                let rows = connection.entities.condition(for: source, subentities: true).map { " AND " + $0 } ?? ""
                try connection.query("UPDATE \(SQLiteSchema.table(source)) SET \(column) = \(column) + ? WHERE \(column) IS NOT NULL" + rows,
                                     [.integer(offset)])
            }
            for toMany in source.storedToManyRelationships
            where toMany.entity === source && SQLiteRelationships.usesJoinTable(toMany) && SQLiteRelationships.isSource(toMany) {
                let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(toMany))
                if source === entity { try connection.query("UPDATE \(join) SET Z_SOURCE = Z_SOURCE + ?", [.integer(offset)]) }
                if toMany.destinationEntity === entity { try connection.query("UPDATE \(join) SET Z_TARGET = Z_TARGET + ?", [.integer(offset)]) }
            }
        }
    }
}
