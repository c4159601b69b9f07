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

    /// A row read: its key, the entity it is (a fetch of a parent reads its sub-entities' rows
    /// too), and its values.
    struct Row {
        let row: Int64
        /// Not retained: an entity is its model's, which outlives every read. An entity is
        /// weakly referenced (by its properties), so its count is kept in a side table, and a
        /// strong reference per row cost 300 instructions (2.5 % of a fetch); `unowned(unsafe)`
        /// still retained it once per row as each was made.
        private let unretained: Unmanaged<NSEntityDescription>
        let values: PropertyValues

        var entity: NSEntityDescription { unretained.takeUnretainedValue() }

        init(row: Int64, entity: Unmanaged<NSEntityDescription>, values: PropertyValues) {
            self.row = row
            unretained = entity
            self.values = values
        }
    }

    /// The rows of `entity` (and, with `subentities`, of the entities inheriting from it), in
    /// `order` (SQL `ORDER BY` terms, or none), `limit` of them (0: all) after `offset`, `where`
    /// a clause with `arguments` holds: each row's key, entity and values.
    static func select(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                       order: [String] = [], limit: Int = 0, offset: Int = 0, subentities: Bool = true,
                       from connection: SQLiteConnection) throws -> [Row] {
        var rows: [Row] = []
        let entities = connection.entities
        if let table = entities.sharedTable(of: entity) {
            let reading = SharedReading(subentities ? entity.descendantsAndSelf : [entity], entities)
            let sql = selection(entity, "SELECT Z_PK, Z_ENT" + reading.columns, where: clause, order: order, limit: limit, offset: offset,
                                subentities: subentities, in: entities)
            var read: [(key: Int64, number: Int64)] = []
            try connection.forEachRow(sql, arguments) { columns in
                guard let (row, number) = reading.decode(columns) else { return }
                rows.append(row)
                read.append((row.row, number))
            }
            entities.remember(read, in: table)
            return rows
        }
        let sql = selection(entity, "SELECT Z_PK" + valueColumns(of: entity), where: clause, order: order, limit: limit, offset: offset,
                            in: entities)
        let unretained = Unmanaged.passUnretained(entity)
        try connection.forEachRow(sql, arguments) { columns in
            if let row = decode(columns, of: entity) { rows.append(Row(row: row.row, entity: unretained, values: row.values)) }
        }
        return rows
    }

    /// The rows whose keys are `keys`, of `entity` or (in a shared table) of any entity of its
    /// hierarchy, in the store's order: what firing a batch of faults reads.
    static func select(_ entity: NSEntityDescription, keys: [Int64], from connection: SQLiteConnection) throws -> [Row] {
        var rows: [Row] = []
        if connection.entities.sharedTable(of: entity) != nil {
            let reading = SharedReading((entity.lineage.last ?? entity).descendantsAndSelf, connection.entities)
            try connection.forEachRow("SELECT Z_PK, Z_ENT" + reading.columns + " FROM \(SQLiteSchema.table(entity)) WHERE Z_PK", in: keys) { columns in
                if let (row, _) = reading.decode(columns) { rows.append(row) }
            }
            return rows
        }
        let unretained = Unmanaged.passUnretained(entity)
        try connection.forEachRow("SELECT Z_PK" + valueColumns(of: entity) + " FROM \(SQLiteSchema.table(entity)) WHERE Z_PK", in: keys) { columns in
            if let row = decode(columns, of: entity) { rows.append(Row(row: row.row, entity: unretained, values: row.values)) }
        }
        return rows
    }

    /// Only the keys of the rows `select` would read: what a batched fetch and a fetch of IDs
    /// need, without a value decoded. In a shared table each row's entity is read beside its key
    /// and remembered (`SQLiteEntities`), for the objects made from the keys later.
    static func keys(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                     order: [String] = [], limit: Int = 0, offset: Int = 0, subentities: Bool = true,
                     from connection: SQLiteConnection) throws -> [Int64] {
        let entities = connection.entities
        guard let table = entities.sharedTable(of: entity) else {
            return try connection.integers(selection(entity, "SELECT Z_PK", where: clause, order: order, limit: limit, offset: offset, in: entities),
                                           arguments)
        }
        let pairs = try connection.integerPairs(selection(entity, "SELECT Z_PK, Z_ENT", where: clause, order: order, limit: limit,
                                                          offset: offset, subentities: subentities, in: entities), arguments)
        entities.remember(pairs, in: table)
        return pairs.map(\.key)
    }

    /// `head` over the entity's table, with the clause, order, limit and offset given; in a
    /// shared table, only the rows of the entity (and its sub-entities, with `subentities`).
    static func selection(_ entity: NSEntityDescription, _ head: String, where clause: String?, order: [String],
                          limit: Int, offset: Int, subentities: Bool = true, in entities: SQLiteEntities) -> String {
        var sql = head + " FROM \(SQLiteSchema.table(entity))"
        switch (entities.condition(for: entity, subentities: subentities), clause) {
        case (let rows?, let clause?): sql += " WHERE " + rows + " AND (" + clause + ")"
        case (let rows?, nil): sql += " WHERE " + rows
        case (nil, let clause?): sql += " WHERE " + clause
        case (nil, nil): break
        }
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
                storage.fillEmpty(slots[index]) { SQLiteColumns.decode(columns[1 + index], for: attributes[index], as: types[index]) }
            }
        }
        for (offset, relationship) in entity.storedToOneRelationships.enumerated() {
            if case .integer(let related) = columns[1 + attributes.count + offset] { values[relationship.name] = RowReference(primaryKey: related) }
        }
        return (key, values)
    }

    /// How rows of several entities of a shared table are read: the columns any of them has,
    /// after `Z_PK` and `Z_ENT`, and for each entity number where its attributes and to-ones are.
    private struct SharedReading {
        let columns: String
        let layouts: [Int64: (entity: NSEntityDescription, attributes: [Int], toOnes: [Int])]

        init(_ wanted: [NSEntityDescription], _ entities: SQLiteEntities) {
            var names: [String] = [], position: [String: Int] = [:]
            func place(_ name: String) -> Int {
                if let known = position[name] { return known }
                position[name] = names.count
                names.append(name)
                return names.count - 1
            }
            var layouts: [Int64: (entity: NSEntityDescription, attributes: [Int], toOnes: [Int])] = [:]
            for entity in wanted {
                layouts[entities.number(of: entity)] = (entity, entity.storedAttributes.map { place(SQLiteSchema.column($0)) },
                                                        entity.storedToOneRelationships.map { place(SQLiteRelationships.foreignKey($0)) })
            }
            columns = names.map { ", " + $0 }.joined()
            self.layouts = layouts
        }

        /// A row read with `columns`, and its `Z_ENT`; nil for a row of an entity not wanted (or
        /// not in the model).
        func decode(_ columns: SQLiteConnection.Columns) -> (row: Row, number: Int64)? {
            guard case .integer(let key) = columns[0], case .integer(let number) = columns[1], let layout = layouts[number] else { return nil }
            let entity = layout.entity, attributes = entity.storedAttributes, slots = entity.storedAttributeSlots
            let types = entity.storedAttributeTypes
            var values = PropertyValues(checked: entity.slots) { storage in
                for index in attributes.indices {
                    storage.fillEmpty(slots[index]) {
                        SQLiteColumns.decode(columns[2 + layout.attributes[index]], for: attributes[index], as: types[index])
                    }
                }
            }
            for (index, relationship) in entity.storedToOneRelationships.enumerated() {
                if case .integer(let related) = columns[2 + layout.toOnes[index]] { values[relationship.name] = RowReference(primaryKey: related) }
            }
            return (Row(row: key, entity: Unmanaged.passUnretained(entity), values: values), number)
        }
    }

    static func count(_ entity: NSEntityDescription, where clause: String? = nil, arguments: [SQLiteConnection.Value] = [],
                      subentities: Bool = true, from connection: SQLiteConnection) throws -> Int {
        Int(try connection.integers(selection(entity, "SELECT COUNT(*)", where: clause, order: [], limit: 0, offset: 0,
                                              subentities: subentities, in: connection.entities), arguments).first ?? 0)
    }
}
