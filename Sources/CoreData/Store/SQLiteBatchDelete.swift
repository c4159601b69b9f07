import Foundation

/// Rows deleted straight from the store by `NSBatchDeleteRequest` (R-CD3), with the store's
/// relationships kept whole: every reference to a deleted row is removed (to-one columns set to
/// NULL, join-table rows deleted), cascade rules delete on through the related rows, and a deny
/// rule that still leads anywhere throws. Runs inside the caller's transaction, which a throw
/// rolls back.
enum SQLiteBatchDelete {
    /// Deletes the rows `keys` of `entity` and what cascades from them; the rows deleted, by entity.
    static func delete(_ keys: [Int64], of entity: NSEntityDescription, model: NSManagedObjectModel,
                       in connection: SQLiteConnection) throws -> [(entity: NSEntityDescription, rows: [Int64])] {
        var pending: [(NSEntityDescription, [Int64])] = [(entity, keys)]
        var done: [String: Set<Int64>] = [:]
        var deleted: [(entity: NSEntityDescription, rows: [Int64])] = []
        // A queue, not recursion: a cascade through a long chain of rows must not need a deep stack.
        while let (current, candidates) = pending.popLast() {
            // Rows of a table shared by a hierarchy may be of any entity under `current`, each
            // with its own relationships: they go on as the entities they are.
            if connection.entities.sharedTable(of: current) != nil {
                let split = try byEntity(candidates, of: current, in: connection)
                if split.count != 1 || split[0].entity !== current {
                    pending += split.map { ($0.entity, $0.rows) }
                    continue
                }
            }
            let name = current.name ?? ""
            let rows = Array(Set(candidates).subtracting(done[name] ?? []))
            guard !rows.isEmpty else { continue }
            done[name, default: []].formUnion(rows)
            for relationship in current.storedToOneRelationships + current.storedToManyRelationships {
                guard relationship.deleteRule == .cascadeDeleteRule || relationship.deleteRule == .denyDeleteRule,
                      let destination = relationship.destinationEntity else { continue }
                let related = try relatedRows(of: rows, through: relationship, in: connection)
                guard !related.isEmpty else { continue }
                if relationship.deleteRule == .denyDeleteRule {
                    throw CoreDataError.make(NSValidationRelationshipDeniedDeleteError,
                                             "A batch delete of \(name) cannot go on: its relationship \(relationship.name) (delete rule deny) still leads to \(related.count) \(destination.name ?? "?") row(s); nothing was deleted")
                }
                pending.append((destination, related))
            }
            try removeReferences(to: rows, of: current, model: model, in: connection)
            try connection.query("DELETE FROM \(SQLiteSchema.table(current)) WHERE Z_PK", in: rows)
            deleted.append((current, rows.sorted()))
        }
        return deleted
    }

    /// The rows `relationship` leads to from `rows`.
    private static func relatedRows(of rows: [Int64], through relationship: NSRelationshipDescription,
                                    in connection: SQLiteConnection) throws -> [Int64] {
        guard let source = relationship.entity, let destination = relationship.destinationEntity else { return [] }
        if !relationship.isToMany {
            let column = SQLiteRelationships.foreignKey(relationship)
            return try keys("SELECT \(column) FROM \(SQLiteSchema.table(source)) WHERE \(column) IS NOT NULL AND Z_PK", rows, in: connection)
        }
        if let inverse = relationship.inverseRelationship, !inverse.isToMany {
            return try keys("SELECT Z_PK FROM \(SQLiteSchema.table(destination)) WHERE \(SQLiteRelationships.foreignKey(inverse))", rows, in: connection)
        }
        let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(relationship))
        let (mine, theirs) = SQLiteRelationships.joinColumns(of: relationship)
        return try keys("SELECT \(theirs) FROM \(join) WHERE \(mine)", rows, in: connection)
    }

    /// The rows of `entity`'s shared table grouped by the entity each is.
    private static func byEntity(_ rows: [Int64], of entity: NSEntityDescription,
                                 in connection: SQLiteConnection) throws -> [(entity: NSEntityDescription, rows: [Int64])] {
        var groups: [Int64: [Int64]] = [:]
        try connection.query("SELECT Z_PK, Z_ENT FROM \(SQLiteSchema.table(entity)) WHERE Z_PK", in: rows) { row in
            if case .integer(let key) = row[0], case .integer(let number) = row[1] { groups[number, default: []].append(key) }
        }
        return groups.sorted { $0.key < $1.key }.compactMap { number, keys in
            connection.entities.entity(numbered: number).map { ($0, keys) }
        }
    }

    /// Sets every to-one column naming `rows` to NULL and deletes every join-table row naming them.
    private static func removeReferences(to rows: [Int64], of entity: NSEntityDescription, model: NSManagedObjectModel,
                                         in connection: SQLiteConnection) throws {
        for other in model.entities {
            // A relationship to an entity names its sub-entities' rows too; an inherited one is
            // its declaring entity's (in the same table), cleared once.
            for toOne in other.storedToOneRelationships
            where toOne.entity === other && toOne.destinationEntity.map({ entity.isKindOf(entity: $0) }) ?? false {
                let column = SQLiteRelationships.foreignKey(toOne)
                let order = SQLiteRelationships.orderColumnName(toOne).map { ", \(SQLiteSchema.quoted($0)) = NULL" } ?? ""
                try connection.query("UPDATE \(SQLiteSchema.table(other)) SET \(column) = NULL\(order) WHERE \(column)", in: rows)
            }
            for toMany in other.storedToManyRelationships
            where toMany.entity === other && SQLiteRelationships.usesJoinTable(toMany) && SQLiteRelationships.isSource(toMany) {
                let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(toMany))
                if entity.isKindOf(entity: other) { try connection.query("DELETE FROM \(join) WHERE Z_SOURCE", in: rows) }
                if let destination = toMany.destinationEntity, entity.isKindOf(entity: destination) {
                    try connection.query("DELETE FROM \(join) WHERE Z_TARGET", in: rows)
                }
            }
        }
    }

    /// The integers the query `prefix IN (…)` reads over `rows`, each once.
    private static func keys(_ prefix: String, _ rows: [Int64], in connection: SQLiteConnection) throws -> [Int64] {
        var found = Set<Int64>()
        try connection.query(prefix, in: rows) { row in
            if case .integer(let key) = row[0] { found.insert(key) }
        }
        return Array(found)
    }
}
