import Foundation

/// Rows of entity tables (`SQLiteSchema`) written and read (R-CD1). Used under the
/// coordinator's lock.
enum SQLiteRows {
    /// Writes the columns of `object`'s changed attributes.
    static func update(_ object: NSManagedObject, in connection: SQLiteConnection) throws {
        guard let row = object.objectID.primaryKey else { return }
        let attributes = object.entity.storedAttributes.filter { object.changedKeys.contains($0.name) }
        guard !attributes.isEmpty else { return }
        let values = try attributes.map { try SQLiteColumns.encode(object.values[$0.name], for: $0) }
        try connection.query("UPDATE \(SQLiteSchema.table(object.entity)) SET Z_OPT = Z_OPT + 1, "
                             + attributes.map { "\(SQLiteSchema.column($0)) = ?" }.joined(separator: ", ") + " WHERE Z_PK = ?",
                             values + [.integer(row)])
    }

    static func delete(_ object: NSManagedObject, from connection: SQLiteConnection) throws {
        guard let row = object.objectID.primaryKey else { return }
        try SQLiteRelationships.forget(object, row: row, in: connection)
        try connection.query("DELETE FROM \(SQLiteSchema.table(object.entity)) WHERE Z_PK = ?", [.integer(row)])
    }

    /// The rows of `entity`, in `order` (SQL `ORDER BY` terms, or none), `limit` of them (0: all)
    /// after `offset`, `where` a clause with `arguments` holds: each row's key and values.
    static func select(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                       order: [String] = [], limit: Int = 0, offset: Int = 0,
                       from connection: SQLiteConnection) throws -> [(row: Int64, values: PropertyValues)] {
        var rows: [(row: Int64, values: PropertyValues)] = []
        let sql = selection(entity, "SELECT Z_PK" + valueColumns(of: entity), where: clause, order: order, limit: limit, offset: offset)
        try connection.forEachRow(sql, arguments) { columns in
            if let row = decode(columns, of: entity) { rows.append(row) }
        }
        return rows
    }

    /// The rows of `entity` whose keys are `keys`, in the store's order: what firing a batch of
    /// faults reads.
    static func select(_ entity: NSEntityDescription, keys: [Int64],
                       from connection: SQLiteConnection) throws -> [(row: Int64, values: PropertyValues)] {
        var rows: [(row: Int64, values: PropertyValues)] = []
        try connection.forEachRow("SELECT Z_PK" + valueColumns(of: entity) + " FROM \(SQLiteSchema.table(entity)) WHERE Z_PK", in: keys) { columns in
            if let row = decode(columns, of: entity) { rows.append(row) }
        }
        return rows
    }

    /// Only the keys of the rows `select` would read: what a batched fetch and a fetch of IDs
    /// need, without a value decoded.
    static func keys(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                     order: [String] = [], limit: Int = 0, offset: Int = 0, from connection: SQLiteConnection) throws -> [Int64] {
        try connection.integers(selection(entity, "SELECT Z_PK", where: clause, order: order, limit: limit, offset: offset), arguments)
    }

    /// `head` over the entity's table, with the clause, order, limit and offset given.
    static func selection(_ entity: NSEntityDescription, _ head: String, where clause: String?, order: [String],
                                  limit: Int, offset: Int) -> String {
        var sql = head + " FROM \(SQLiteSchema.table(entity))"
        if let clause { sql += " WHERE " + clause }
        if !order.isEmpty { sql += " ORDER BY " + order.joined(separator: ", ") }
        if limit > 0 || offset > 0 { sql += " LIMIT \(limit > 0 ? limit : -1) OFFSET \(offset)" }
        return sql
    }

    /// The columns after `Z_PK` that `decode` reads: the stored attributes, then the to-ones' keys.
    private static func valueColumns(of entity: NSEntityDescription) -> String {
        entity.storedAttributes.map { ", " + SQLiteSchema.column($0) }.joined()
            + entity.storedToOneRelationships.map { ", " + SQLiteRelationships.foreignKey($0) }.joined()
    }

    /// A row read with `valueColumns`: its key and values. A to-one is the related row's key until
    /// it is read (`RowReference`).
    private static func decode(_ columns: SQLiteConnection.Columns, of entity: NSEntityDescription) -> (row: Int64, values: PropertyValues)? {
        guard case .integer(let key) = columns[0] else { return nil }
        let attributes = entity.storedAttributes, slots = entity.storedAttributeSlots, types = entity.storedAttributeTypes
        // Decoded into each attribute's kind (a transformable value fits as any): checked.
        var values = PropertyValues(checked: entity.slots) { storage in
            for index in attributes.indices {
                storage[slots[index]] = SQLiteColumns.decode(columns[1 + index], for: attributes[index], as: types[index])
            }
        }
        for (offset, relationship) in entity.storedToOneRelationships.enumerated() {
            if case .integer(let related) = columns[1 + attributes.count + offset] { values[relationship.name] = RowReference(primaryKey: related) }
        }
        return (key, values)
    }

    static func count(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                      from connection: SQLiteConnection) throws -> Int {
        var count = 0
        try connection.query("SELECT COUNT(*) FROM \(SQLiteSchema.table(entity))" + (clause.map { " WHERE " + $0 } ?? ""), arguments) { row in
            if case .integer(let number) = row[0] { count = Int(number) }
        }
        return count
    }

    /// The entity's number in `Z_ENT`: its place in the model, from 1.
    static func entityNumber(_ entity: NSEntityDescription) -> Int64 {
        Int64((entity.managedObjectModel?.entities.firstIndex { $0 === entity } ?? 0) + 1)
    }
}
