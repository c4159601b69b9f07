import Foundation

/// Column names for same-named properties of one entity hierarchy (R-CD1).
///
/// A hierarchy is kept in its root's table, so every entity of it that declares a property
/// `value` would keep it in the column `ZVALUE`. When they agree on the column's type (a string
/// and a URI are both text, any two integers both integers) they share it: a row is one entity's,
/// and only that entity's property is read from it. When they do not (a `String` and a `Double`,
/// an attribute and a to-one), Core Data gives the later one a column of its own with a number,
/// `ZVALUE1`, and so is it done here: the property's `storeColumnSuffix` is set, and every name
/// the store uses for it (`SQLiteSchema.columnName`, `SQLiteRelationships.foreignKeyName`)
/// carries it.
///
/// Which property keeps the plain name must not change between launches, or a column would
/// come to hold another property's values. So a column the store already has decides first: the
/// type it was declared with keeps the name it has, plain or numbered. What no column decides
/// goes in the order of the hierarchy (the root first, then each entity's sub-entities as the
/// model lists them) and of each entity's properties: a model version that only adds an entity or
/// a property renames no column written before.
enum SQLiteColumnNames {
    /// Numbers the clashing properties of the hierarchy under `root`. `declared` is the types of
    /// the columns its table has, by column name (`PRAGMA table_info`; empty for a new table).
    ///
    /// The numbers are kept on the model's properties, so a model object serves stores whose
    /// tables number a clash alike: a second store whose table has them the other way round (one
    /// written by model versions that added the two properties in the other order) is refused
    /// with an error, not read through the first one's names.
    static func number(_ root: NSEntityDescription, declared: [String: String]) throws {
        var groups: [String: [(property: NSPropertyDescription, type: String)]] = [:]
        var order: [String] = []
        var suffixes: [(property: NSPropertyDescription, suffix: String)] = []
        for entity in root.descendantsAndSelf {
            func add(_ property: NSPropertyDescription, _ type: String) {
                let base = "Z" + property.name.uppercased()
                if groups[base] == nil { order.append(base) }
                guard groups[base]?.contains(where: { $0.property === property }) != true else { return }
                groups[base, default: []].append((property, type))
            }
            for attribute in entity.storedAttributes { add(attribute, SQLiteSchema.columnType(attribute)) }
            for relationship in entity.storedToOneRelationships { add(relationship, "INTEGER") }
        }
        let plainNames = Set(order)
        for base in order {
            guard let members = groups[base] else { continue }
            guard Set(members.map(\.type)).count > 1 else {
                suffixes += members.map { ($0.property, "") }
                continue
            }
            // Each type's column: one the table has with that type, then the first free name.
            var taken: [String: String] = [:]   // column name → type
            var types: [String] = []
            for member in members where !types.contains(member.type) { types.append(member.type) }
            var undecided: [String] = []
            for type in types {
                let kept = candidates(base).prefix(64).first { name in
                    taken[name] == nil && declared[name].map { SQLiteColumnNames.sameType($0, type) } == true
                }
                if let kept { taken[kept] = type } else { undecided.append(type) }
            }
            for type in undecided {
                // A free name: not taken, not another type's column in the table, and not the
                // plain name of another property of the hierarchy (`ZVALUE1` may be one's own).
                let name = candidates(base).first { name in
                    taken[name] == nil && declared[name] == nil && (name == base || !plainNames.contains(name))
                } ?? base
                taken[name] = type
            }
            for member in members {
                let name = taken.first { $0.value == member.type }?.key ?? base
                suffixes.append((member.property, String(name.dropFirst(base.count))))
            }
        }
        for (property, suffix) in suffixes where property.storeColumnSuffix.map({ $0 != suffix }) ?? false {
            let entity = property.entity?.name ?? "?"
            throw CoreDataError.make(NSPersistentStoreIncompatibleSchemaError,
                                     "\(entity).\(property.name) is in the column Z\(property.name.uppercased())\(suffix) of this store and in Z\(property.name.uppercased())\(property.storeColumnSuffix ?? "") of another opened with the same model: open this store with a model object of its own")
        }
        for (property, suffix) in suffixes { property.storeColumnSuffix = suffix }
    }

    /// `ZVALUE`, `ZVALUE1`, `ZVALUE2`, …
    private static func candidates(_ base: String) -> some Sequence<String> {
        (0...).lazy.map { $0 == 0 ? base : base + String($0) }
    }

    /// Whether a declared column type is the type a property's column is made with (SQLite keeps
    /// the declaration as written; the store writes only `SQLiteSchema.columnType`'s names).
    private static func sameType(_ declared: String, _ type: String) -> Bool {
        declared.caseInsensitiveCompare(type) == .orderedSame
    }
}
