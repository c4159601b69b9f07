import Foundation

/// Moves rows whose entity now lives in another table, as the store opens (R-CD1): a store
/// written when each entity had a table of its own (every sub-entity's rows go into its root's
/// table), and a lightweight migration to a model version that changes an entity's hierarchy —
/// gives it a parent (Apple's "add a new parent entity") or takes it out of one ("move an entity
/// out of a hierarchy"), its sub-entities' rows going with it. Where each entity's rows were is
/// `SQLiteEntities.formerTables`.
///
/// Each entity's rows go into its table now with new keys — their old keys plus the largest the
/// table has had, so that no key is given twice — keeping their `Z_ENT`. Every old key and its
/// new one is written down (`Z_MOVED`, a temporary table, by the table the row left), and every
/// reference follows by it: the to-one columns whose destination's rows moved, and the join-table
/// sides that held them. Following by the moved keys, not by adding an offset to a column, keeps
/// references to rows of two tables apart where an old table's keys and another's overlap. A
/// table left empty that is no root's any more is dropped. All in one transaction: a failure
/// leaves the store as it was, and the open reports the error.
enum SQLiteHierarchyUpgrade {
    static func apply(for model: NSManagedObjectModel, existing: [String: Set<String>], in connection: SQLiteConnection) throws {
        let former = connection.entities.formerTables
        let moving = model.entities.filter { entity in
            guard let old = former[entity.name ?? ""] else { return false }
            return old != SQLiteSchema.tableName(entity) && existing[old] != nil
        }
        guard !moving.isEmpty else { return }
        try connection.execute("BEGIN IMMEDIATE")
        do {
            try connection.execute("CREATE TEMP TABLE Z_MOVED (SRC VARCHAR, OLD INTEGER, NEW INTEGER, PRIMARY KEY (SRC, OLD))")
            for entity in moving { try move(entity, from: former[entity.name ?? ""]!, existing: existing, in: connection) }
            try followReferences(model: model, moved: Set(moving.compactMap(\.name)), in: connection)
            let current = Set(model.entities.map(SQLiteSchema.tableName))
            for old in Set(moving.compactMap { former[$0.name ?? ""] }) where !current.contains(old) {
                if try connection.integers("SELECT COUNT(*) FROM \(SQLiteSchema.quoted(old))").first == 0 {
                    try connection.execute("DROP TABLE \(SQLiteSchema.quoted(old))")
                }
            }
            try connection.execute("DROP TABLE temp.Z_MOVED")
            try connection.execute("COMMIT")
        } catch {
            try? connection.execute("ROLLBACK")
            throw error
        }
    }

    /// Copies `entity`'s rows of the table `old` into its table now, with keys offset past the
    /// largest that table has had, writes each move down in `Z_MOVED`, and deletes them from `old`.
    private static func move(_ entity: NSEntityDescription, from old: String, existing: [String: Set<String>],
                             in connection: SQLiteConnection) throws {
        let new = SQLiteSchema.tableName(entity), number = SQLiteConnection.Value.integer(connection.entities.number(of: entity))
        let sequence = (try? connection.integers("SELECT seq FROM sqlite_sequence WHERE name = ?", [.text(new)]))?.first ?? 0
        let offset = max(sequence, try connection.integers("SELECT MAX(Z_PK) FROM \(SQLiteSchema.quoted(new))").first ?? 0)
        let pairs = try columnPairs(entity, from: old, to: new, existing: existing, in: connection)
        let targets = pairs.map { ", " + SQLiteSchema.quoted($0.to) }.joined()
        let sources = pairs.map { ", " + SQLiteSchema.quoted($0.from) }.joined()
        let from = SQLiteSchema.quoted(old)
        try connection.query("INSERT INTO temp.Z_MOVED (SRC, OLD, NEW) SELECT ?, Z_PK, Z_PK + ? FROM \(from) WHERE Z_ENT = ?",
                             [.text(old), .integer(offset), number])
        try connection.query("INSERT INTO \(SQLiteSchema.quoted(new)) (Z_PK, Z_ENT\(targets)) SELECT Z_PK + ?, Z_ENT\(sources) FROM \(from) WHERE Z_ENT = ?",
                             [.integer(offset), number])
        try connection.query("DELETE FROM \(from) WHERE Z_ENT = ?", [number])
    }

    /// Where each of `entity`'s values goes: the columns both tables have, past the key and the
    /// entity (a removed attribute's column, kept unread in the old table, stays behind) — except
    /// a property whose column is numbered in one table and not in the other
    /// (`SQLiteColumnNames`: a same-named property of another type shares the hierarchy), whose
    /// values come from the old table's column for its name with its declared type.
    private static func columnPairs(_ entity: NSEntityDescription, from old: String, to new: String, existing: [String: Set<String>],
                                    in connection: SQLiteConnection) throws -> [(from: String, to: String)] {
        var oldTypes: [String: String] = [:]
        try connection.query("PRAGMA table_info(\(SQLiteSchema.quoted(old)))") { row in
            if case .text(let name) = row[1], case .text(let type) = row[2] { oldTypes[name] = type }
        }
        let target = (existing[new] ?? []).union(["Z_OPT"])
        var pairs: [(from: String, to: String)] = [], placed: Set<String> = []
        var properties: [(name: String, base: String, type: String)] = entity.storedAttributes.map {
            (SQLiteSchema.columnName($0), "Z" + $0.name.uppercased(), SQLiteSchema.columnType($0))
        }
        properties += entity.storedToOneRelationships.map { (SQLiteRelationships.foreignKeyName($0), "Z" + $0.name.uppercased(), "INTEGER") }
        for property in properties where target.contains(property.name) {
            let named = [property.name, property.base] + (1..<10).map { property.base + String($0) }
            guard let source = named.first(where: { oldTypes[$0]?.caseInsensitiveCompare(property.type) == .orderedSame }) else { continue }
            pairs.append((source, property.name))
            placed.insert(property.name)
        }
        let rest = (existing[old] ?? []).intersection(target).subtracting(["Z_PK", "Z_ENT"]).subtracting(placed)
        return pairs + rest.sorted().filter { !pairs.map(\.from).contains($0) }.map { ($0, $0) }
    }

    /// Rewrites every stored reference to a moved row by `Z_MOVED`: a to-one column whose
    /// destination moved (in the rows of the relationship's entity and its sub-entities), and a
    /// join-table side whose entity moved. A reference names a row of its destination's former
    /// table, which is what `SRC` picks.
    private static func followReferences(model: NSManagedObjectModel, moved: Set<String>, in connection: SQLiteConnection) throws {
        let former = connection.entities.formerTables
        func source(_ entity: NSEntityDescription?) -> String? {
            guard let name = entity?.name, moved.contains(name) else { return nil }
            return former[name]
        }
        func follow(_ table: String, _ column: String, from old: String, where rows: String? = nil) throws {
            let condition = rows.map { " AND " + $0 } ?? ""
            try connection.query("UPDATE \(table) SET \(column) = (SELECT NEW FROM temp.Z_MOVED WHERE SRC = ? AND OLD = \(table).\(column)) "
                                 + "WHERE \(column) IN (SELECT OLD FROM temp.Z_MOVED WHERE SRC = ?)" + condition,
                                 [.text(old), .text(old)])
        }
        for entity in model.entities {
            for toOne in entity.storedToOneRelationships where toOne.entity === entity {
                guard let old = source(toOne.destinationEntity) else { continue }
                try follow(SQLiteSchema.table(entity), SQLiteRelationships.foreignKey(toOne), from: old,
                           where: connection.entities.condition(for: entity, subentities: true))
            }
            for toMany in entity.storedToManyRelationships
            where toMany.entity === entity && SQLiteRelationships.usesJoinTable(toMany) && SQLiteRelationships.isSource(toMany) {
                let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(toMany))
                if let old = source(entity) { try follow(join, "Z_SOURCE", from: old) }
                if let old = source(toMany.destinationEntity) { try follow(join, "Z_TARGET", from: old) }
            }
        }
    }
}
