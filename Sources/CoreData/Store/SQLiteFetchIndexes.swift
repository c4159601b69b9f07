import Foundation

/// The model's fetch indexes as SQL indexes (R-CD1): made when a store opens, remade when a new
/// model version changes one, dropped when it goes. Named `Z_FI_<ENTITY>_<index>`, so that the
/// store's other indexes (a relationship's) are never taken for one.
enum SQLiteFetchIndexes {
    static func prepare(for model: NSManagedObjectModel, in connection: SQLiteConnection) throws {
        var existing: [String: String] = [:]
        try connection.query("SELECT name, sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'Z\\_FI\\_%' ESCAPE '\\'") { row in
            if case .text(let name) = row[0], case .text(let sql) = row[1] { existing[name] = sql }
        }
        var wanted = Set<String>()
        for entity in model.entities {
            for index in entity.indexes {
                let columns = index.elements.compactMap { column(for: $0, of: entity, index: index) }
                guard !columns.isEmpty else { continue }
                let name = "Z_FI_" + (entity.name ?? "").uppercased() + "_" + index.name
                let sql = "CREATE INDEX \(SQLiteSchema.quoted(name)) ON \(SQLiteSchema.table(entity)) (\(columns.joined(separator: ", ")))"
                wanted.insert(name)
                if existing[name] == sql { continue }
                // A model version that changed the index's elements: made again.
                if existing[name] != nil { try connection.execute("DROP INDEX \(SQLiteSchema.quoted(name))") }
                try connection.execute(sql)
            }
        }
        for stale in existing.keys where !wanted.contains(stale) {
            try connection.execute("DROP INDEX \(SQLiteSchema.quoted(stale))")
        }
    }

    /// The column an element indexes, with its order; nil (said once) for what the store cannot
    /// index: an R-tree, a property the entity does not store, a to-many.
    private static func column(for element: NSFetchIndexElementDescription, of entity: NSEntityDescription,
                               index: NSFetchIndexDescription) -> String? {
        let subject = "CoreData: the fetch index \(entity.name ?? "?").\(index.name)"
        guard element.collationType == .binary else {
            ModelFileReader.report("\(subject) asks for an R-tree, which the store does not keep: the element is left out")
            return nil
        }
        let property = element.property ?? element.propertyName.flatMap { entity.propertiesByName[$0] }
        let order = element.isAscending ? "" : " DESC"
        switch property {
        case let attribute as NSAttributeDescription where !attribute.isTransient:
            return SQLiteSchema.column(attribute) + order
        case let relationship as NSRelationshipDescription where !relationship.isToMany && !relationship.isTransient:
            return SQLiteRelationships.foreignKey(relationship) + order
        default:
            ModelFileReader.report("\(subject) names \(element.propertyName ?? "no property"), which is not a stored attribute or to-one of the entity: the element is left out")
            return nil
        }
    }
}
