import Foundation

/// How relationships are kept in the store (R-CD1), as Core Data's own SQLite stores keep them:
///
/// - a **to-one** relationship is a column `Z<NAME>` of the entity's table holding the related
///   row's `Z_PK` (indexed, so that the inverse to-many is one indexed lookup);
/// - a **to-many** whose inverse is to-one is kept by that inverse's column — nothing on this
///   side; when it is ordered, the destination's table has `Z_FOK_<INVERSE>`, each row's place;
/// - a **many-to-many**, or a to-many without an inverse, is a join table with a row per pair:
///   `Z_<ENTITY>_<RELATIONSHIP>` (`Z_SOURCE`, `Z_TARGET`, and `Z_FOK_SOURCE` — the target's place
///   among the source's — when ordered). Of a pair of inverse many-to-manys one table is kept,
///   named after the side whose entity and relationship names sort first, the *owner*.
///
/// Core Data names join tables after entity numbers (`Z_1TAGS`); names are used here so that a
/// model version that adds an entity before others does not rename the tables of the rest.
enum SQLiteRelationships {
    static func foreignKey(_ relationship: NSRelationshipDescription) -> String {
        SQLiteSchema.quoted(foreignKeyName(relationship))
    }

    static func foreignKeyName(_ relationship: NSRelationshipDescription) -> String {
        "Z" + relationship.name.uppercased() + (relationship.storeColumnSuffix ?? "")
    }

    /// The order column a to-one relationship's table has when its inverse is an ordered to-many.
    static func orderColumnName(_ toOne: NSRelationshipDescription) -> String? {
        guard !toOne.isToMany, toOne.inverseRelationship?.isOrdered == true, toOne.inverseRelationship?.isToMany == true else { return nil }
        return "Z_FOK_" + toOne.name.uppercased()
    }

    /// Whether `relationship` (a to-many) is kept in a join table.
    static func usesJoinTable(_ relationship: NSRelationshipDescription) -> Bool {
        relationship.isToMany && (relationship.inverseRelationship?.isToMany ?? true)
    }

    /// The side of a many-to-many pair that names the table and is its `Z_SOURCE`.
    static func owner(of relationship: NSRelationshipDescription) -> NSRelationshipDescription {
        guard let inverse = relationship.inverseRelationship, inverse.isToMany else { return relationship }
        let mine = (relationship.entity?.name ?? "", relationship.name)
        let theirs = (inverse.entity?.name ?? "", inverse.name)
        return mine <= theirs ? relationship : inverse
    }

    /// The join table of a relationship kept in one (see `usesJoinTable`).
    static func joinTableName(_ relationship: NSRelationshipDescription) -> String {
        let owner = owner(of: relationship)
        return "Z_" + (owner.entity?.name ?? "").uppercased() + "_" + owner.name.uppercased()
    }

    /// Whether `relationship` is the owner's side: its objects are `Z_SOURCE`.
    static func isSource(_ relationship: NSRelationshipDescription) -> Bool {
        owner(of: relationship) === relationship
    }

    /// The join-table columns holding `relationship`'s own rows and its destination's rows.
    static func joinColumns(of relationship: NSRelationshipDescription) -> (mine: String, theirs: String) {
        isSource(relationship) ? ("Z_SOURCE", "Z_TARGET") : ("Z_TARGET", "Z_SOURCE")
    }

    // MARK: Schema

    /// Creates what `entity`'s relationships need beyond its table's columns: the foreign keys'
    /// indexes and the join tables it owns. Safe to run on every open. Only the relationships
    /// the entity declares: an inherited one is its ancestor's, in the same table.
    static func prepare(_ entity: NSEntityDescription, in connection: SQLiteConnection) throws {
        let table = SQLiteSchema.table(entity)
        for relationship in entity.properties.compactMap({ $0 as? NSRelationshipDescription })
        where !relationship.isTransient && relationship.entity === entity {
            if !relationship.isToMany {
                let index = SQLiteSchema.quoted("Z" + (entity.name ?? "").uppercased() + "_" + relationship.name.uppercased() + "_INDEX")
                try connection.execute("CREATE INDEX IF NOT EXISTS \(index) ON \(table) (\(foreignKey(relationship)))")
            } else if usesJoinTable(relationship), isSource(relationship) {
                let join = joinTableName(relationship)
                try connection.execute("CREATE TABLE IF NOT EXISTS \(SQLiteSchema.quoted(join)) (Z_SOURCE INTEGER, Z_TARGET INTEGER, Z_FOK_SOURCE INTEGER)")
                try connection.execute("CREATE INDEX IF NOT EXISTS \(SQLiteSchema.quoted(join + "_SOURCE")) ON \(SQLiteSchema.quoted(join)) (Z_SOURCE)")
                try connection.execute("CREATE INDEX IF NOT EXISTS \(SQLiteSchema.quoted(join + "_TARGET")) ON \(SQLiteSchema.quoted(join)) (Z_TARGET)")
            }
        }
    }

    // MARK: Reading

    /// The rows of `relationship`'s destination related to the row `source`, in the
    /// relationship's order when it is ordered: each row's key, entity and values.
    static func related(to source: Int64, through relationship: NSRelationshipDescription,
                        in connection: SQLiteConnection) throws -> [SQLiteRows.Row] {
        guard relationship.isToMany, let destination = relationship.destinationEntity else { return [] }
        if let inverse = relationship.inverseRelationship, !inverse.isToMany {
            let order = orderColumnName(inverse).map { [SQLiteSchema.quoted($0)] } ?? []
            return try SQLiteRows.select(destination, where: "\(foreignKey(inverse)) = ?", arguments: [.integer(source)],
                                         order: order + ["Z_PK"], from: connection)
        }
        let join = SQLiteSchema.quoted(joinTableName(relationship))
        let (mine, theirs) = joinColumns(of: relationship)
        var keys: [Int64] = []
        try connection.query("SELECT \(theirs) FROM \(join) WHERE \(mine) = ? ORDER BY Z_FOK_SOURCE, rowid", [.integer(source)]) { row in
            if case .integer(let key) = row[0] { keys.append(key) }
        }
        guard !keys.isEmpty else { return [] }
        var rows: [Int64: SQLiteRows.Row] = [:]
        // SQLite's limit on bound parameters (999 in older builds): the keys go in slices.
        for start in stride(from: 0, to: keys.count, by: 500) {
            let slice = Array(keys[start..<min(keys.count, start + 500)])
            for row in try SQLiteRows.select(destination, where: "Z_PK IN (" + Array(repeating: "?", count: slice.count).joined(separator: ", ") + ")",
                                             arguments: slice.map { .integer($0) }, from: connection) {
                rows[row.row] = row
            }
        }
        return keys.compactMap { rows[$0] }
    }

    // MARK: Writing

    /// Writes `object`'s relationships named in `keys` (all when nil): to-one foreign keys, the
    /// order of an ordered one-to-many's destination rows, and the join-table rows of the
    /// many-to-manys this side owns (replaced whole: the relationship's members now; the other
    /// side of a pair changes with it — inverses are kept — so its owner is always written too).
    /// `rowOf` gives each object's row, new ones included.
    static func write(_ object: NSManagedObject, keys: Set<String>?, row: Int64, rowOf: (NSManagedObject) -> Int64?,
                      in connection: SQLiteConnection) throws {
        let table = SQLiteSchema.table(object.entity)
        for relationship in object.entity.storedToOneRelationships + object.entity.storedToManyRelationships {
            if let keys, !keys.contains(relationship.name) { continue }
            if !relationship.isToMany {
                // A to-one never read since it was fetched is what the row already holds.
                if object.values[relationship.name] is RowReference { continue }
                let target = (object.values[relationship.name] as? NSManagedObject).flatMap(rowOf)
                try connection.query("UPDATE \(table) SET \(foreignKey(relationship)) = ? WHERE Z_PK = ?",
                                     [target.map { .integer($0) } ?? .null, .integer(row)])
                continue
            }
            guard let members = object.values[relationship.name] as? RelatedObjects else { continue }
            if let inverse = relationship.inverseRelationship, !inverse.isToMany {
                guard let order = orderColumnName(inverse), let destination = relationship.destinationEntity else { continue }
                for (place, member) in members.members.enumerated() {
                    guard let memberRow = rowOf(member) else { continue }
                    try connection.query("UPDATE \(SQLiteSchema.table(destination)) SET \(SQLiteSchema.quoted(order)) = ? WHERE Z_PK = ?",
                                         [.integer(Int64(place)), .integer(memberRow)])
                }
            } else if isSource(relationship) {
                let join = SQLiteSchema.quoted(joinTableName(relationship))
                try connection.query("DELETE FROM \(join) WHERE Z_SOURCE = ?", [.integer(row)])
                for (place, member) in members.members.enumerated() {
                    guard let memberRow = rowOf(member) else { continue }
                    try connection.query("INSERT INTO \(join) (Z_SOURCE, Z_TARGET, Z_FOK_SOURCE) VALUES (?, ?, ?)",
                                         [.integer(row), .integer(memberRow), .integer(Int64(place))])
                }
            }
        }
    }

    /// Removes the join-table rows naming `object`'s row (its foreign keys go with the row).
    static func forget(_ object: NSManagedObject, row: Int64, in connection: SQLiteConnection) throws {
        for relationship in object.entity.storedToManyRelationships where usesJoinTable(relationship) {
            try connection.query("DELETE FROM \(SQLiteSchema.quoted(joinTableName(relationship))) WHERE \(joinColumns(of: relationship).mine) = ?",
                                 [.integer(row)])
        }
    }
}
