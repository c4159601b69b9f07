import Foundation

/// The tables a model's entities are kept in (R-CD1), named as Core Data's own SQLite stores name
/// them, so that a developer who has opened one with `sqlite3` finds their way: `ZNOTE` for the
/// entity Note, with `Z_PK` (the row), `Z_ENT` (the entity's number), `Z_OPT` (how many times the
/// row was saved) and a column `Z<NAME>` per stored attribute; `Z_METADATA` holds the store's
/// identifier and the model's shape it was last opened with.
enum SQLiteSchema {
    static func table(_ entity: NSEntityDescription) -> String {
        quoted(tableName(entity))
    }

    /// The entity's table's name unquoted, as `sqlite_sequence` and `sqlite_master` name it.
    static func tableName(_ entity: NSEntityDescription) -> String {
        "Z" + (entity.name ?? "").uppercased()
    }

    static func column(_ attribute: NSAttributeDescription) -> String {
        quoted("Z" + attribute.name.uppercased())
    }

    static func quoted(_ identifier: String) -> String {
        "\"" + identifier.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    static func columnType(_ attribute: NSAttributeDescription) -> String {
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType: "INTEGER"
        case .doubleAttributeType, .floatAttributeType, .dateAttributeType: "FLOAT"
        case .stringAttributeType, .URIAttributeType, .decimalAttributeType: "VARCHAR"
        default: "BLOB"
        }
    }

    /// Creates what is missing for `model` in `connection`: the metadata table, a table per
    /// entity, a column per attribute added since (lightweight migration of added entities and
    /// attributes and relationships; renamed ones, by their renaming identifiers, are renamed
    /// first — `SQLiteRenames`; a removed attribute's column stays, unread). Returns the store's
    /// identifier.
    static func prepare(_ connection: SQLiteConnection, for model: NSManagedObjectModel, migrates: Bool) throws -> String {
        try connection.execute("CREATE TABLE IF NOT EXISTS Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
        var identifier: String?
        try connection.query("SELECT Z_UUID FROM Z_METADATA WHERE Z_VERSION = 1") { row in
            if case .text(let text) = row[0] { identifier = text }
        }
        var existing: [String: Set<String>] = [:]
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { row in
            if case .text(let name) = row[0] { existing[name] = [] }
        }
        for name in existing.keys {
            try connection.query("PRAGMA table_info(\(quoted(name)))") { row in
                if case .text(let column) = row[1] { existing[name, default: []].insert(column) }
            }
        }
        if migrates { try SQLiteRenames.apply(for: model, existing: &existing, in: connection) }
        for entity in model.entities {
            let tableName = tableName(entity)
            let columns = entity.storedAttributes.map { "\(column($0)) \(columnType($0))" }
                + SQLiteRelationships.columns(of: entity).map { "\(quoted($0.name)) \($0.type)" }
            guard let present = existing[tableName] else {
                if identifier != nil, !migrates { throw incompatible(entity.name ?? "?") }
                try connection.execute("CREATE TABLE \(table(entity)) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER"
                                       + columns.map { ", " + $0 }.joined() + ")")
                try SQLiteRelationships.prepare(entity, in: connection)
                continue
            }
            for attribute in entity.storedAttributes where !present.contains("Z" + attribute.name.uppercased()) {
                guard migrates else { throw incompatible("\(entity.name ?? "?").\(attribute.name)") }
                try connection.execute("ALTER TABLE \(table(entity)) ADD COLUMN \(column(attribute)) \(columnType(attribute))")
                // Rows saved before the attribute existed take its default, as a lightweight
                // migration gives them.
                if let value = attribute.defaultValue {
                    try connection.query("UPDATE \(table(entity)) SET \(column(attribute)) = ?", [SQLiteColumns.encode(value, for: attribute)])
                }
            }
            for (name, type) in SQLiteRelationships.columns(of: entity) where !present.contains(name) {
                guard migrates else { throw incompatible("\(entity.name ?? "?").\(name)") }
                try connection.execute("ALTER TABLE \(table(entity)) ADD COLUMN \(quoted(name)) \(type)")
            }
            // A relationship's join table or index added by a later model version is made here.
            try SQLiteRelationships.prepare(entity, in: connection)
        }
        try SQLiteFetchIndexes.prepare(for: model, in: connection)
        if let identifier { return identifier }
        let made = UUID().uuidString
        try connection.query("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, NULL)", [.text(made)])
        return made
    }

    private static func incompatible(_ what: String) -> NSError {
        CoreDataError.make(NSPersistentStoreIncompatibleVersionHashError,
                           "The model used to open the store is incompatible with the one used to create the store (\(what) is new) and migration is off")
    }
}
