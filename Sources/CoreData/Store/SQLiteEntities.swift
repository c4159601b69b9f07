import Foundation

/// Which entity each row of a store is (R-CD1).
///
/// As Core Data's own stores do, an entity hierarchy — a root entity and every entity inheriting
/// from it — is kept in its root's table: one row for each object of any of them, its entity
/// told by `Z_ENT`. So a fetch of a parent entity reads its sub-entities' objects with its own
/// (`includesSubentities`), and a to-one whose destination has sub-entities names any of their
/// rows by a key alone: keys are unique within the table.
///
/// `Z_ENT` is the entity's number in the store's `Z_PRIMARYKEY` table (`Z_ENT`, `Z_NAME`,
/// `Z_SUPER`), given when the store first meets the entity and kept after: a later model version
/// that adds or reorders entities leaves the numbers its rows were written with as they were.
///
/// A fetch that reads only keys (a batched fetch, a fetched-results controller) reads each row's
/// `Z_ENT` beside its key and remembers it here, so that the object made later for the key is of
/// the row's entity. What is remembered never goes stale: a row's entity never changes, and a
/// key is never given twice (every table is `AUTOINCREMENT`). Entities of tables that hold one
/// entity are never looked up: those fetches run as before.
final class SQLiteEntities: @unchecked Sendable {
    /// The entities by number, and each entity's number by name.
    private let byNumber: [Int64: NSEntityDescription]
    private let numbers: [String: Int64]
    /// For each entity whose hierarchy has more than one entity, by name: its root's table.
    private let sharedTables: [String: String]
    /// The rows of shared tables whose entity has been read: the table's name → key → number.
    private let rowEntities = Locked<[String: [Int64: Int64]]>([:])
    /// For each entity the store had met, by name: the table its rows were in as the store was
    /// last written — its old root's, by `Z_SUPER` as it was; in a store written before
    /// `Z_PRIMARYKEY`, its own. Where that is not its table now, `SQLiteHierarchyUpgrade` moves
    /// its rows.
    let formerTables: [String: String]

    /// A store's numbers for the entities of `model`, as read from (and added to) `Z_PRIMARYKEY`.
    private init(model: NSManagedObjectModel, numbers: [String: Int64], formerTables: [String: String] = [:]) {
        self.numbers = numbers
        self.formerTables = formerTables
        var byNumber: [Int64: NSEntityDescription] = [:], shared: [String: String] = [:]
        for entity in model.entities {
            guard let name = entity.name, let number = numbers[name] else { continue }
            byNumber[number] = entity
            let root = entity.lineage.last ?? entity
            if !root.subentities.isEmpty { shared[name] = SQLiteSchema.tableName(root) }
        }
        self.byNumber = byNumber
        sharedTables = shared
    }

    /// Numbers for a connection that reads no entity tables (before a store is prepared).
    static let none = SQLiteEntities(model: NSManagedObjectModel(), numbers: [:])

    // MARK: Numbers

    /// The entity's number in `Z_ENT`.
    func number(of entity: NSEntityDescription) -> Int64 {
        numbers[entity.name ?? ""] ?? 0
    }

    func entity(numbered number: Int64) -> NSEntityDescription? {
        byNumber[number]
    }

    /// The table `entity`'s rows share with the rest of its hierarchy, or nil when the table is
    /// the entity's alone (no entity inherits from its root).
    func sharedTable(of entity: NSEntityDescription) -> String? {
        sharedTables.isEmpty ? nil : sharedTables[entity.name ?? ""]
    }

    /// The SQL condition that keeps a fetch of `entity` to its rows in a shared table — those of
    /// the entity and, with `subentities`, of the entities inheriting from it — or nil when every
    /// row of the table is one (a table of one entity, or a fetch of the root with sub-entities).
    func condition(for entity: NSEntityDescription, subentities: Bool) -> String? {
        guard sharedTable(of: entity) != nil else { return nil }
        if subentities, entity.superentity == nil { return nil }
        let wanted = subentities ? entity.descendantsAndSelf.map(number(of:)) : [number(of: entity)]
        return wanted.count == 1 ? "Z_ENT = \(wanted[0])" : "Z_ENT IN (" + wanted.map(String.init).joined(separator: ", ") + ")"
    }

    // MARK: Rows

    /// Remembers which entity each of `rows` (key and `Z_ENT`) of the shared table `table` is.
    func remember(_ rows: [(key: Int64, number: Int64)], in table: String) {
        guard !rows.isEmpty else { return }
        rowEntities.withLock { known in
            for row in rows { known[table, default: [:]][row.key] = row.number }
        }
    }

    /// The entity of the row `key` of a fetch of `entity` (or of a relationship to it): the
    /// entity itself when its table is its own, the remembered one otherwise, or nil when the
    /// row's entity has not been read.
    func entity(ofRow key: Int64, as entity: NSEntityDescription) -> NSEntityDescription? {
        guard let table = sharedTable(of: entity) else { return entity }
        return rowEntities.withLock { $0[table]?[key] }.flatMap(entity(numbered:))
    }

    // MARK: Z_PRIMARYKEY

    /// Reads the store's entity numbers, numbering the entities of `model` it has not met (a
    /// renamed entity keeps its old name's number). `tables` are the store's tables before:
    /// a store written before `Z_PRIMARYKEY` was kept numbered each entity by its place in the
    /// model that wrote it, and had one table per entity, so its rows are numbered again here.
    static func prepare(_ connection: SQLiteConnection, for model: NSManagedObjectModel, tables: Set<String>) throws -> SQLiteEntities {
        let existed = tables.contains("Z_PRIMARYKEY")
        if !existed {
            try connection.execute("CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER)")
        }
        var numbers: [String: Int64] = [:], formerSupers: [Int64: Int64] = [:]
        try connection.query("SELECT Z_ENT, Z_NAME, Z_SUPER FROM Z_PRIMARYKEY") { row in
            guard case .integer(let number) = row[0], case .text(let name) = row[1] else { return }
            numbers[name] = number
            if case .integer(let parent) = row[2] { formerSupers[number] = parent }
        }
        var next = (numbers.values.max() ?? 0) + 1
        for entity in model.entities {
            guard let name = entity.name, numbers[name] == nil else { continue }
            if let old = entity.renamingIdentifier, let number = numbers[old], model.entitiesByName[old] == nil {
                try connection.query("UPDATE Z_PRIMARYKEY SET Z_NAME = ? WHERE Z_ENT = ?", [.text(name), .integer(number)])
                numbers[old] = nil
                numbers[name] = number
                continue
            }
            try connection.query("INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER) VALUES (?, ?, 0)", [.integer(next), .text(name)])
            numbers[name] = next
            next += 1
        }
        let formerTables = formerTables(of: model, numbers: numbers, formerSupers: formerSupers, tables: tables, numbered: existed)
        for entity in model.entities {
            guard let name = entity.name, let number = numbers[name] else { continue }
            let parent = entity.superentity.flatMap { $0.name }.flatMap { numbers[$0] } ?? 0
            // Written only when it changed: an UPDATE that changes nothing still takes the write
            // lock, which a read-only store refuses (and every open paid for).
            if formerSupers[number] ?? 0 != parent {
                try connection.query("UPDATE Z_PRIMARYKEY SET Z_SUPER = ? WHERE Z_ENT = ?", [.integer(parent), .integer(number)])
            }
            let table = SQLiteSchema.ownTableName(entity)
            if !existed, tables.contains(table) {
                try connection.query("UPDATE \(SQLiteSchema.quoted(table)) SET Z_ENT = ?", [.integer(number)])
            }
        }
        return SQLiteEntities(model: model, numbers: numbers, formerTables: formerTables)
    }

    /// Each known entity's table as the store was last written (see `formerTables`): its root's
    /// by the parents `Z_PRIMARYKEY` recorded (names as they are now, after renames), or, in a
    /// store written before it was kept (`numbered` false), the entity's own table if it has one.
    private static func formerTables(of model: NSManagedObjectModel, numbers: [String: Int64], formerSupers: [Int64: Int64],
                                     tables: Set<String>, numbered: Bool) -> [String: String] {
        var found: [String: String] = [:]
        guard numbered else {
            for entity in model.entities where tables.contains(SQLiteSchema.ownTableName(entity)) {
                found[entity.name ?? ""] = SQLiteSchema.ownTableName(entity)
            }
            return found
        }
        var names: [Int64: String] = [:]
        for (name, number) in numbers { names[number] = name }
        for entity in model.entities {
            guard let name = entity.name, let number = numbers[name], formerSupers[number] != nil else { continue }
            // Up the recorded parents to the root; a cycle in a damaged table stops at its start.
            var root = number, steps = 0
            while let parent = formerSupers[root], parent != 0, parent != number, steps < numbers.count {
                root = parent
                steps += 1
            }
            if let rootName = names[root] { found[name] = "Z" + rootName.uppercased() }
        }
        return found
    }
}

extension NSPersistentStore {
    /// The ID of the row `key` read as a row of `entity` (a fetch of it, a relationship to it):
    /// of the entity the row is — for a table shared by a hierarchy, the one remembered for the
    /// row, or read from its `Z_ENT` now (a to-one's key, not read before). A row no longer in
    /// the store is taken as `entity`'s.
    func objectID(ofRow key: Int64, as entity: NSEntityDescription) -> NSManagedObjectID {
        NSManagedObjectID(entity: rowEntity(key, as: entity), primaryKey: key, store: self)
    }

    private func rowEntity(_ key: Int64, as entity: NSEntityDescription) -> NSEntityDescription {
        let entities = connection.entities
        if let known = entities.entity(ofRow: key, as: entity) { return known }
        guard let table = entities.sharedTable(of: entity), let coordinator = persistentStoreCoordinator else { return entity }
        let read = try? coordinator.withStores {
            try connection.integers("SELECT Z_ENT FROM \(SQLiteSchema.quoted(table)) WHERE Z_PK = ?", [.integer(key)]).first
        }
        guard let number = read ?? nil, let found = entities.entity(numbered: number) else { return entity }
        entities.remember([(key, number)], in: table)
        return found
    }
}
