import Foundation

/// Moves the rows of an entity that now inherits from another out of the table it had as a root
/// into its new root's (`SQLiteEntities`), as the store opens (R-CD1): for a store written when
/// each entity had a table of its own (`upgrading`), and for a lightweight migration to a model
/// version that gives an entity a parent (Apple's "add a new parent entity").
///
/// The old table's rows (the entity's, and its sub-entities' if it had some) go into the root's
/// table with new keys — their old keys plus the largest the root's table has had, so that no
/// key is given twice — keeping their `Z_ENT`, and every reference to them follows: the to-one
/// columns and join-table sides that held keys of the old table. In a store with a table per
/// entity those are the relationships to the entity itself; in a store with shared tables, to
/// the entity or any entity inheriting from it. Then the old table is dropped. All in one
/// transaction: a failure leaves the store as it was, and the open reports the error.
enum SQLiteHierarchyUpgrade {
    static func apply(for model: NSManagedObjectModel, existing: [String: Set<String>], upgrading: Bool,
                      in connection: SQLiteConnection) throws {
        let moving = model.entities.filter { $0.superentity != nil && existing[SQLiteSchema.ownTableName($0)] != nil }
        guard !moving.isEmpty else { return }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            var offsets: [(entity: NSEntityDescription, offset: Int64)] = []
            for entity in moving { offsets.append((entity, try move(entity, existing: existing, in: connection))) }
            for (entity, offset) in offsets {
                try remapReferences(to: entity, by: offset, kinds: !upgrading, model: model, in: connection)
            }
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Copies the rows of `entity`'s own table into its root's, each keeping its `Z_ENT` (in a
    /// store with a table per entity, already the entity's: `SQLiteEntities.prepare`), and drops
    /// the table; the offset added to their keys.
    private static func move(_ entity: NSEntityDescription, existing: [String: Set<String>], in connection: SQLiteConnection) throws -> Int64 {
        let old = SQLiteSchema.ownTableName(entity), root = SQLiteSchema.tableName(entity)
        let sequence = (try? connection.integers("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(root)]))?.first ?? 0
        let offset = max(sequence, try connection.integers("SELECT MAX(Z_PK) FROM \(SQLiteSchema.quoted(root))").first ?? 0)
        // The columns both tables have, past the key and the entity (a removed attribute's
        // column, kept unread in the old table, stays behind).
        let shared = (existing[old] ?? []).intersection((existing[root] ?? []).union(["Z_OPT"]))
            .subtracting(["Z_PK", "Z_ENT"]).sorted().map(SQLiteSchema.quoted)
        let columns = shared.map { ", " + $0 }.joined()
        try connection.query("INSERT INTO \(SQLiteSchema.quoted(root)) (Z_PK, Z_ENT\(columns)) SELECT Z_PK + ?, Z_ENT\(columns) FROM \(SQLiteSchema.quoted(old))",
                             [.integer(offset)])
        try connection.execute("DROP TABLE \(SQLiteSchema.quoted(old))")
        return offset
    }

    /// Adds `offset` to every stored reference to a row of `entity`'s old table: the to-ones
    /// whose destination is the entity (with `kinds`, or an entity inheriting from it), in the
    /// rows of their entity and its sub-entities, and the join-table sides that hold such rows.
    private static func remapReferences(to entity: NSEntityDescription, by offset: Int64, kinds: Bool, model: NSManagedObjectModel,
                                        in connection: SQLiteConnection) throws {
        func heldThere(_ other: NSEntityDescription?) -> Bool {
            guard let other else { return false }
            return kinds ? other.isKindOf(entity: entity) : other === entity
        }
        for source in model.entities {
            for toOne in source.storedToOneRelationships where toOne.entity === source && heldThere(toOne.destinationEntity) {
                let column = SQLiteRelationships.foreignKey(toOne)
                let rows = connection.entities.condition(for: source, subentities: true).map { " AND " + $0 } ?? ""
                try connection.query("UPDATE \(SQLiteSchema.table(source)) SET \(column) = \(column) + ? WHERE \(column) IS NOT NULL" + rows,
                                     [.integer(offset)])
            }
            for toMany in source.storedToManyRelationships
            where toMany.entity === source && SQLiteRelationships.usesJoinTable(toMany) && SQLiteRelationships.isSource(toMany) {
                let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(toMany))
                if heldThere(source) { try connection.query("UPDATE \(join) SET Z_SOURCE = Z_SOURCE + ?", [.integer(offset)]) }
                if heldThere(toMany.destinationEntity) { try connection.query("UPDATE \(join) SET Z_TARGET = Z_TARGET + ?", [.integer(offset)]) }
            }
        }
    }
}
