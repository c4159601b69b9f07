import Foundation

/// The renames of a lightweight migration (R-CD1): an entity, attribute or relationship whose
/// model gives a renaming identifier (Xcode's "Renaming ID") — its name in the version before —
/// has its table, column or join table renamed when the store still has the old one and not the
/// new, so that the rows keep their values instead of the new name starting empty.
enum SQLiteRenames {
    /// Renames what `model` says was renamed; `existing` (tables and their columns) follows.
    static func apply(for model: NSManagedObjectModel, existing: inout [String: Set<String>], in connection: SQLiteConnection) throws {
        let current = Set(model.entities.map(SQLiteSchema.tableName))
        for entity in model.entities {
            let table = SQLiteSchema.tableName(entity)
            if existing[table] == nil, let old = entity.renamingIdentifier.map({ "Z" + $0.uppercased() }),
               let columns = existing[old], !current.contains(old) {
                try connection.execute("ALTER TABLE \(SQLiteSchema.quoted(old)) RENAME TO \(SQLiteSchema.quoted(table))")
                existing[old] = nil
                existing[table] = columns
            }
            guard var columns = existing[table] else { continue }
            var renames: [(old: String, new: String)] = []
            for attribute in entity.storedAttributes {
                if let old = attribute.renamingIdentifier { renames.append(("Z" + old.uppercased(), SQLiteSchema.columnName(attribute))) }
            }
            for relationship in entity.storedToOneRelationships {
                guard let old = relationship.renamingIdentifier else { continue }
                renames.append(("Z" + old.uppercased(), SQLiteRelationships.foreignKeyName(relationship)))
                if let order = SQLiteRelationships.orderColumnName(relationship) { renames.append(("Z_FOK_" + old.uppercased(), order)) }
            }
            for (old, new) in renames where old != new && columns.contains(old) && !columns.contains(new) {
                try connection.execute("ALTER TABLE \(SQLiteSchema.quoted(table)) RENAME COLUMN \(SQLiteSchema.quoted(old)) TO \(SQLiteSchema.quoted(new))")
                columns.remove(old)
                columns.insert(new)
            }
            existing[table] = columns
        }
        try renameJoinTables(for: model, existing: &existing, in: connection)
    }

    /// A join table is named after its owner's entity and relationship: renaming either renames
    /// it. The owner is the side whose names sort first, so a rename can make the other side the
    /// owner: then the old table's sources are the new one's targets, and the columns swap.
    private static func renameJoinTables(for model: NSManagedObjectModel, existing: inout [String: Set<String>],
                                         in connection: SQLiteConnection) throws {
        func oldNames(_ relationship: NSRelationshipDescription) -> (String, String) {
            (relationship.entity?.renamingIdentifier ?? relationship.entity?.name ?? "", relationship.renamingIdentifier ?? relationship.name)
        }
        for entity in model.entities {
            for relationship in entity.storedToManyRelationships
            where SQLiteRelationships.usesJoinTable(relationship) && SQLiteRelationships.isSource(relationship) {
                let table = SQLiteRelationships.joinTableName(relationship)
                guard existing[table] == nil else { continue }
                var oldOwner = oldNames(relationship)
                var swapped = false
                if let inverse = relationship.inverseRelationship, inverse.isToMany, oldNames(inverse) < oldOwner {
                    oldOwner = oldNames(inverse)
                    swapped = true
                }
                let old = "Z_" + oldOwner.0.uppercased() + "_" + oldOwner.1.uppercased()
                guard old != table, let columns = existing[old] else { continue }
                try connection.execute("ALTER TABLE \(SQLiteSchema.quoted(old)) RENAME TO \(SQLiteSchema.quoted(table))")
                if swapped {
                    // SQLite reads every right-hand side before it writes: one statement swaps.
                    try connection.execute("UPDATE \(SQLiteSchema.quoted(table)) SET Z_SOURCE = Z_TARGET, Z_TARGET = Z_SOURCE")
                }
                existing[old] = nil
                existing[table] = columns
            }
        }
    }
}
