import Foundation

/// The tables a model's entities are kept in (R-CD1), named as Core Data's own SQLite stores name
/// them, so that a developer who has opened one with `sqlite3` finds their way: `ZNOTE` for the
/// entity Note, with `Z_PK` (the row), `Z_ENT` (the entity's number, `SQLiteEntities`), `Z_OPT`
/// (how many times the row was saved) and a column `Z<NAME>` per stored attribute; `Z_METADATA`
/// holds the store's identifier. An entity that inherits from another is kept in its root's
/// table, which has the columns of every entity of the hierarchy (`SQLiteEntities`).
enum SQLiteSchema {
    static func table(_ entity: NSEntityDescription) -> String {
        quoted(tableName(entity))
    }

    /// The table's name unquoted, as `sqlite_sequence` and `sqlite_master` name it: its root
    /// entity's (the entity's own when it inherits from none).
    static func tableName(_ entity: NSEntityDescription) -> String {
        ownTableName(entity.superentity == nil ? entity : entity.lineage.last ?? entity)
    }

    /// The name a table of the entity alone would have: what stores written before hierarchies
    /// shared a table kept each sub-entity in (`SQLiteHierarchyUpgrade`).
    static func ownTableName(_ entity: NSEntityDescription) -> String {
        "Z" + (entity.name ?? "").uppercased()
    }

    static func column(_ attribute: NSAttributeDescription) -> String {
        quoted(columnName(attribute))
    }

    /// The attribute's column name unquoted, as `PRAGMA table_info` gives it.
    static func columnName(_ attribute: NSAttributeDescription) -> String {
        "Z" + attribute.name.uppercased() + (attribute.storeColumnSuffix ?? "")
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

    /// Creates what is missing for `model` in `connection`: the metadata table, the entity
    /// numbers, a table per entity hierarchy, a column per attribute added since (lightweight
    /// migration of added entities and attributes and relationships; renamed ones, by their
    /// renaming identifiers, are renamed first — `SQLiteRenames`; a removed attribute's column
    /// stays, unread). A store written when each entity had a table of its own is moved to
    /// shared tables first (`SQLiteHierarchyUpgrade`), with or without migration: the model is
    /// the same, only the layout changed. Sets the connection's `entities`; returns the store's
    /// identifier.
    static func prepare(_ connection: SQLiteConnection, for model: NSManagedObjectModel, migrates: Bool) throws -> String {
        try connection.execute("CREATE TABLE IF NOT EXISTS Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
        var identifier: String?
        try connection.query("SELECT Z_UUID FROM Z_METADATA WHERE Z_VERSION = 1") { row in
            if case .text(let text) = row[0] { identifier = text }
        }
        var existing: [String: Set<String>] = [:], declaredTypes: [String: [String: String]] = [:]
        try connection.query("SELECT name FROM sqlite_master WHERE type = 'table'") { row in
            if case .text(let name) = row[0] { existing[name] = [] }
        }
        for name in existing.keys {
            try connection.query("PRAGMA table_info(\(quoted(name)))") { row in
                guard case .text(let column) = row[1] else { return }
                existing[name, default: []].insert(column)
                if case .text(let type) = row[2] { declaredTypes[name, default: [:]][column] = type }
            }
        }
        // Same-named properties of one hierarchy with columns of different types are numbered
        // before any column name is used (the renames below use them).
        for root in model.entities where root.superentity == nil {
            try SQLiteColumnNames.number(root, declared: declaredTypes[tableName(root)] ?? [:])
        }
        if migrates { try SQLiteRenames.apply(for: model, existing: &existing, in: connection) }
        let upgrading = identifier != nil && existing["Z_PRIMARYKEY"] == nil
        connection.entities = try SQLiteEntities.prepare(connection, for: model, tables: Set(existing.keys))
        for root in model.entities where root.superentity == nil {
            let tableName = tableName(root)
            let columns = try hierarchyColumns(of: root)
            guard let present = existing[tableName] else {
                if identifier != nil, !migrates { throw incompatible(root.name ?? "?") }
                try connection.execute("CREATE TABLE \(table(root)) (Z_PK INTEGER PRIMARY KEY AUTOINCREMENT, Z_ENT INTEGER, Z_OPT INTEGER"
                                       + columns.map { ", \(quoted($0.name)) \($0.type)" }.joined() + ")")
                existing[tableName] = Set(columns.map(\.name))
                continue
            }
            for column in columns where !present.contains(column.name) {
                // A sub-entity's columns, when its rows are in a table of its own yet in a store
                // written with a table per entity, are the layout's change, not the model's.
                let moving = upgrading && column.entity !== root && existing[ownTableName(column.entity)] != nil
                guard migrates || moving else { throw incompatible("\(column.entity.name ?? "?").\(column.property.name)") }
                try connection.execute("ALTER TABLE \(table(root)) ADD COLUMN \(quoted(column.name)) \(column.type)")
                // Rows saved before the attribute existed take its default, as a lightweight
                // migration gives them (only the rows of entities that have it).
                if let attribute = column.property as? NSAttributeDescription, let value = attribute.defaultValue {
                    let rows = connection.entities.condition(for: column.entity, subentities: true).map { " WHERE " + $0 } ?? ""
                    try connection.query("UPDATE \(table(root)) SET \(quoted(column.name)) = ?" + rows, [SQLiteColumns.encode(value, for: attribute)])
                }
            }
            existing[tableName, default: []].formUnion(columns.map(\.name))
        }
        if upgrading || migrates { try SQLiteHierarchyUpgrade.apply(for: model, existing: existing, in: connection) }
        // A relationship's join table or index added by a later model version is made here.
        for entity in model.entities { try SQLiteRelationships.prepare(entity, in: connection) }
        try SQLiteFetchIndexes.prepare(for: model, in: connection)
        if let identifier { return identifier }
        let made = UUID().uuidString
        try connection.query("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, NULL)", [.text(made)])
        return made
    }

    /// The columns of the table of the hierarchy under `root`: every stored attribute and to-one
    /// of every entity in it, each once (an inherited property is the same object in every
    /// entity that has it), with the entity that declares it. Two entities of the hierarchy that
    /// declare properties of one name share its column when their column types agree; when they
    /// do not, `SQLiteColumnNames` has numbered one of them already, as Core Data numbers them.
    static func hierarchyColumns(of root: NSEntityDescription) throws
        -> [(name: String, type: String, entity: NSEntityDescription, property: NSPropertyDescription)] {
        var columns: [(name: String, type: String, entity: NSEntityDescription, property: NSPropertyDescription)] = []
        var byName: [String: (type: String, property: NSPropertyDescription)] = [:]
        func add(_ name: String, _ type: String, _ entity: NSEntityDescription, _ property: NSPropertyDescription) throws {
            if let other = byName[name] {
                guard other.property !== property, other.type != type else { return }
                // Only a column name numbering missed (a name a property spells with its number).
                throw CoreDataError.make(NSPersistentStoreIncompatibleSchemaError,
                                         "\(other.property.entity?.name ?? "?").\(other.property.name) and \(entity.name ?? "?").\(property.name) share the table \(tableName(root)) and the column \(name), as \(other.type) and as \(type): rename one")
            }
            byName[name] = (type, property)
            columns.append((name, type, entity, property))
        }
        for entity in root.descendantsAndSelf {
            for attribute in entity.storedAttributes { try add(columnName(attribute), columnType(attribute), entity, attribute) }
            for relationship in entity.storedToOneRelationships {
                try add(SQLiteRelationships.foreignKeyName(relationship), "INTEGER", entity, relationship)
                if let order = SQLiteRelationships.orderColumnName(relationship) { try add(order, "INTEGER", entity, relationship) }
            }
        }
        return columns
    }

    private static func incompatible(_ what: String) -> NSError {
        CoreDataError.make(NSPersistentStoreIncompatibleVersionHashError,
                           "The model used to open the store is incompatible with the one used to create the store (\(what) is new) and migration is off")
    }
}
