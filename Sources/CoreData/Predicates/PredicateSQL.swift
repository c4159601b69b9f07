import Foundation

/// A fetch's predicate as a SQL `WHERE` clause (R-CD3), so that SQLite reads only the rows it
/// selects instead of every row being made an object and judged in memory.
///
/// Only what SQL answers exactly as `PredicateEvaluator` does is translated: comparisons of a
/// stored number, string or date attribute of the entity with a constant of the same kind
/// (`==`, `!=`, `<`, `<=`, `>`, `>=`, `BETWEEN`, `IN`), string operators (`BEGINSWITH`,
/// `ENDSWITH`, `CONTAINS`, `LIKE`, `MATCHES`, any `[cd]`) through `PredicateSQLFunction`, a to-one
/// relationship or `SELF` compared with an object of the same context, `nil`, an attribute one
/// to-one away (`author.name`, through a subquery, unless that entity has unsaved changes), `ANY`,
/// `ALL` and `NONE` over an attribute of a to-many's members (`ANY books.title …`, through
/// `EXISTS` over the destination's rows or the join table's pairs, on the same condition) and
/// their count (`books.@count`) and `@sum`, `@avg`, `@min`, `@max` of a number (the last two of a
/// date too), and `AND`, `OR`, `NOT` of those. Every translated part is two-valued (it is never
/// NULL), so `NOT` means what it means in memory. Anything else — longer key paths, aggregates of
/// text, variables, block predicates — stays in memory: the translated
/// parts of a top-level `AND` still narrow the rows read, and the whole predicate judges what
/// they return.
///
/// One difference is Core Data's own: strings compared without `[c]` or `[d]` compare by their
/// bytes in SQLite, so two canonically equivalent strings in different Unicode forms are equal in
/// memory and unequal in a fetch of saved rows.
struct SQLFilter {
    var clause: String
    var arguments: [SQLiteConnection.Value]
    /// Whether the clause selects exactly the rows the predicate does; otherwise a superset.
    var isExact: Bool
}

enum PredicateSQL {
    /// The filter for fetching `entity`'s rows into `context` with `predicate`, or nil when no
    /// part of it translates.
    static func filter(for predicate: NSPredicate, entity: NSEntityDescription, context: NSManagedObjectContext) -> SQLFilter? {
        var translator = Translator(entity: entity, context: context)
        var clauses: [String] = []
        var exact = true
        for conjunct in conjuncts(of: predicate) {
            guard let conjunct, let clause = translator.translate(conjunct) else {
                exact = false
                continue
            }
            clauses.append(clause)
        }
        guard !clauses.isEmpty else { return nil }
        return SQLFilter(clause: clauses.joined(separator: " AND "), arguments: translator.arguments, isExact: exact)
    }

    /// The parts of a top-level `AND`, each parsed, or nil for a part that is not a format
    /// predicate (a block).
    private static func conjuncts(of predicate: NSPredicate) -> [PredicateNode?] {
        if let compound = predicate as? NSCompoundPredicate, compound.compoundPredicateType == .and {
            return compound.subpredicates.flatMap(conjuncts)
        }
        guard let node = node(of: predicate) else { return [nil] }
        if case .and(let parts) = node { return parts }
        return [node]
    }

    /// A predicate as one node, compound predicates included; nil when any part is not a format
    /// predicate that parsed.
    private static func node(of predicate: NSPredicate) -> PredicateNode? {
        if let compound = predicate as? NSCompoundPredicate {
            let parts = compound.subpredicates.map(node)
            guard !parts.contains(where: { $0 == nil }) else { return nil }
            let nodes = parts.compactMap { $0 }
            switch compound.compoundPredicateType {
            case .and: return .and(nodes)
            case .or: return .or(nodes)
            case .not: return nodes.count == 1 ? .not(nodes[0]) : nil
            @unknown default: return nil
            }
        }
        guard case .success(let node) = FormatPredicates.parsed(of: predicate)?.result else { return nil }
        return node
    }
}

/// Turns nodes into SQL, gathering the bound arguments in order.
private struct Translator {
    let entity: NSEntityDescription
    let context: NSManagedObjectContext
    var arguments: [SQLiteConnection.Value] = []
    /// Comparisons left before the clause would be deeper than SQLite parses (its expression
    /// depth limit is 1,000); a predicate past it is judged in memory.
    private var budget = 400

    init(entity: NSEntityDescription, context: NSManagedObjectContext) {
        self.entity = entity
        self.context = context
    }

    /// The node's clause, or nil (and nothing bound) when it does not translate exactly.
    mutating func translate(_ node: PredicateNode) -> String? {
        let saved = arguments
        let clause = clause(of: node)
        if clause == nil { arguments = saved }
        return clause
    }

    private mutating func clause(of node: PredicateNode) -> String? {
        budget -= 1
        guard budget > 0 else { return nil }
        switch node {
        case .constant(let value): return value ? "1" : "0"
        case .and(let nodes): return joined(nodes, "AND")
        case .or(let nodes): return joined(nodes, "OR")
        case .not(let node): return clause(of: node).map { "NOT (\($0))" }
        case .comparison(let comparison): return self.comparison(comparison)
        }
    }

    private mutating func joined(_ nodes: [PredicateNode], _ word: String) -> String? {
        var parts: [String] = []
        for node in nodes {
            guard let part = clause(of: node) else { return nil }
            parts.append(part)
        }
        return parts.isEmpty ? (word == "AND" ? "1" : "0") : "(" + parts.joined(separator: " \(word) ") + ")"
    }

    // MARK: Comparisons

    private enum Kind { case number, text, date }

    private mutating func comparison(_ original: PredicateComparison) -> String? {
        if let quantifier = original.quantifier { return throughToMany(quantifier, original) }
        var comparison = original
        // `5 < rank` is `rank > 5`.
        if case .constant = comparison.left, case .keyPath = comparison.right, let mirrored = mirror(comparison.operation) {
            (comparison.left, comparison.right, comparison.operation) = (comparison.right, comparison.left, mirrored)
        }
        switch comparison.left {
        case .keyPath(let path) where path.count == 2 && path[1] == "@count":
            return countOfMembers(path[0], comparison)
        case .keyPath(let path) where path.count == 3 && ["@sum", "@avg", "@min", "@max"].contains(path[1]):
            return aggregateOfMembers(path[0], path[1], path[2], comparison)
        case .keyPath(let path) where path.count == 2:
            return throughToOne(path, comparison)
        case .keyPath(let path) where path.count == 1:
            if let attribute = entity.attributesByName[path[0]], !attribute.isTransient, let kind = kind(of: attribute) {
                return self.attribute(SQLiteSchema.column(attribute), kind, comparison)
            }
            if let relationship = entity.storedToOneRelationships.first(where: { $0.name == path[0] }),
               let destination = relationship.destinationEntity {
                return object(SQLiteRelationships.foreignKey(relationship), of: destination, comparison)
            }
            return nil
        case .evaluatedObject:
            return object("Z_PK", of: entity, comparison)
        default:
            return nil
        }
    }

    private func mirror(_ operation: PredicateComparison.Operator) -> PredicateComparison.Operator? {
        switch operation {
        case .equal, .notEqual: operation
        case .less: .greater
        case .lessOrEqual: .greaterOrEqual
        case .greater: .less
        case .greaterOrEqual: .lessOrEqual
        default: nil
        }
    }

    private func kind(of attribute: NSAttributeDescription) -> Kind? {
        switch attribute.attributeType {
        case .integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .booleanAttributeType,
             .doubleAttributeType, .floatAttributeType: .number
        case .stringAttributeType: .text
        case .dateAttributeType: .date
        default: nil
        }
    }

    /// `value` as the column of `kind` holds it, or nil when it is of another kind (which the
    /// evaluator would not find equal or ordered, and SQLite's type affinity would convert).
    private func stored(_ value: Any, as kind: Kind) -> SQLiteConnection.Value? {
        switch kind {
        case .number:
            guard !(value is String), !(value is NSString), let number = PredicateEvaluator.number(value), !number.isNaN else { return nil }
            return number == number.rounded() && abs(number) < 9e15 ? .integer(Int64(number)) : .real(number)
        case .text:
            if let text = value as? String { return .text(text) }
            return (value as? NSString).map { .text($0 as String) }
        case .date:
            return (value as? Date).map { .real($0.timeIntervalSinceReferenceDate) }
        }
    }

    /// An attribute compared with a constant.
    private mutating func attribute(_ column: String, _ kind: Kind, _ comparison: PredicateComparison) -> String? {
        let flags = (comparison.caseInsensitive ? 1 : 0) | (comparison.diacriticInsensitive ? 2 : 0)
        let folded = kind == .text && flags != 0
        switch comparison.operation {
        case .equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard case .constant(let constant) = comparison.right else { return nil }
            let equality = comparison.operation == .equal || comparison.operation == .notEqual
            guard let constant else {
                // Nothing is ordered against nil; only nil equals it.
                return equality ? "\(column) IS \(comparison.operation == .equal ? "" : "NOT ")NULL" : "0"
            }
            guard let value = stored(constant, as: kind) else { return nil }
            if folded {
                guard case .text(let text) = value else { return nil }
                let operation: PredicateComparison.Operator = comparison.operation == .notEqual ? .equal : comparison.operation
                let call = textCall(operation, flags, column, text)
                return comparison.operation == .notEqual ? "NOT \(call)" : call
            }
            arguments.append(value)
            switch comparison.operation {
            case .equal: return "\(column) IS ?"
            case .notEqual: return "\(column) IS NOT ?"
            default: return "(\(column) IS NOT NULL AND \(column) \(comparison.operation.rawValue) ?)"
            }
        case .between:
            guard let bounds = constants(comparison.right), bounds.count == 2, let low = bounds[0], let high = bounds[1],
                  let lowValue = stored(low, as: kind), let highValue = stored(high, as: kind) else { return nil }
            arguments += [lowValue, highValue]
            return "(\(column) IS NOT NULL AND \(column) >= ? AND \(column) <= ?)"
        case .inCollection:
            guard !folded, let items = constants(comparison.right), items.count < 10_000 else { return nil }
            var values: [SQLiteConnection.Value] = []
            for case let item? in items {
                guard let value = stored(item, as: kind) else { return nil }
                values.append(value)
            }
            var parts: [String] = []
            if !values.isEmpty {
                arguments += values
                parts.append("COALESCE(\(column) IN (" + Array(repeating: "?", count: values.count).joined(separator: ", ") + "), 0)")
            }
            if items.contains(where: { $0 == nil }) { parts.append("\(column) IS NULL") }
            return parts.isEmpty ? "0" : "(" + parts.joined(separator: " OR ") + ")"
        case .beginsWith, .endsWith, .contains, .like, .matches:
            guard kind == .text, case .constant(let constant) = comparison.right else { return nil }
            guard let constant else { return "0" }
            guard case .text(let text)? = stored(constant, as: .text) else { return nil }
            return textCall(comparison.operation, flags, column, text)
        }
    }

    private mutating func textCall(_ operation: PredicateComparison.Operator, _ flags: Int, _ column: String, _ text: String) -> String {
        arguments += [.integer(PredicateSQLFunction.code(of: operation)), .integer(Int64(flags)), .text(text)]
        return "\(PredicateSQLFunction.name)(?, ?, \(column), ?)"
    }

    /// The constants of `{a, b}` or of a collection argument; nil when any item is not constant.
    private func constants(_ value: PredicateValue) -> [Any?]? {
        switch value {
        case .aggregate(let items):
            var constants: [Any?] = []
            for item in items {
                guard case .constant(let constant) = item else { return nil }
                constants.append(constant)
            }
            return constants
        case .constant(let constant):
            return PredicateEvaluator.collection(constant)
        default:
            return nil
        }
    }

    /// `author.name …`: a stored attribute of a to-one's destination compared as above, inside a
    /// subquery of the destination's table; a row without the related object compares nil, as it
    /// does in memory (`author.name == nil` holds for a book without an author). Left to memory
    /// when the destination has unsaved changes here or above: the subquery reads rows as saved.
    private mutating func throughToOne(_ path: [String], _ comparison: PredicateComparison) -> String? {
        guard let relationship = entity.storedToOneRelationships.first(where: { $0.name == path[0] }),
              let destination = relationship.destinationEntity,
              let attribute = destination.attributesByName[path[1]], !attribute.isTransient, let kind = kind(of: attribute),
              !context.hasUnsavedChanges(of: destination) else { return nil }
        let foreignKey = SQLiteRelationships.foreignKey(relationship)
        // The comparison made on nil, for the rows whose related object is missing.
        guard let whenMissing = self.attribute("NULL", kind, comparison),
              let matching = self.attribute(SQLiteSchema.column(attribute), kind, comparison) else { return nil }
        return "((\(foreignKey) IS NULL AND \(whenMissing)) OR COALESCE(\(foreignKey) IN "
            + "(SELECT Z_PK FROM \(SQLiteSchema.table(destination)) WHERE \(matching)), 0))"
    }

    /// `books.@count > 3`: the number of a to-many's members, counted in a subquery and compared
    /// as a number (0 for an object without members, as in memory). Left to memory on the
    /// conditions `members(of:)` gives.
    private mutating func countOfMembers(_ name: String, _ comparison: PredicateComparison) -> String? {
        guard let (_, members) = members(of: name) else { return nil }
        return attribute("(SELECT COUNT(*) \(members))", .number, comparison)
    }

    /// `books.@sum.pages > 100` (and `@avg`, `@min`, `@max`): an aggregate of a stored number
    /// of a to-many's members (for `@min` and `@max`, a date too), computed in a subquery as
    /// memory computes it: members whose value is nil are skipped; a sum over none is 0 (SQLite's
    /// `TOTAL`, a double that never overflows, as memory's sum is), an average, minimum or
    /// maximum over none is nil. Text is left to memory (SQLite does not order text as
    /// Foundation does), and so is what `members(of:)` leaves there.
    private mutating func aggregateOfMembers(_ name: String, _ function: String, _ key: String,
                                             _ comparison: PredicateComparison) -> String? {
        guard let (destination, members) = members(of: name), let attribute = destination.attributesByName[key],
              !attribute.isTransient, let kind = kind(of: attribute),
              kind == .number || (kind == .date && (function == "@min" || function == "@max")) else { return nil }
        let column = "X." + SQLiteSchema.column(attribute)
        let value = switch function {
        case "@sum": "TOTAL(\(column))"
        case "@avg": "AVG(\(column))"
        case "@min": "MIN(\(column))"
        default: "MAX(\(column))"
        }
        return self.attribute("(SELECT \(value) \(members))", kind, comparison)
    }

    /// The destination of the to-many `name` and the `FROM … WHERE …` of its members, the
    /// destination's rows aliased `X`:
    /// - of a one-to-many, the rows whose inverse's column names this row;
    /// - of a many-to-many or a to-many without an inverse, the rows the join table pairs with
    ///   this row (the table aliased `XJ`; which of `Z_SOURCE` and `Z_TARGET` is this side's
    ///   depends on which side owns the table, `SQLiteRelationships.joinColumns`).
    /// The aliases let a relationship to the entity's own table still name the outer row by the
    /// table's name (a destination with sub-entities shares its root's table, so its members are
    /// rows of that table). Nil unless the members can be read in SQL: nothing of the destination
    /// (or of an entity inheriting from it) is unsaved here or above. Unsaved changes to this side's
    /// own objects (a book given a tag) need no check: the fetch judges changed objects of the
    /// fetched entity in memory.
    private func members(of name: String) -> (destination: NSEntityDescription, members: String)? {
        guard let relationship = entity.relationshipsByName[name], relationship.isToMany, !relationship.isTransient,
              let destination = relationship.destinationEntity,
              !context.hasUnsavedChanges(of: destination) else { return nil }
        let table = SQLiteSchema.table(entity), destinationTable = SQLiteSchema.table(destination)
        if SQLiteRelationships.usesJoinTable(relationship) {
            let join = SQLiteSchema.quoted(SQLiteRelationships.joinTableName(relationship))
            let (mine, theirs) = SQLiteRelationships.joinColumns(of: relationship)
            return (destination, "FROM \(join) AS XJ JOIN \(destinationTable) AS X ON X.Z_PK = XJ.\(theirs) WHERE XJ.\(mine) = \(table).Z_PK")
        }
        guard let inverse = relationship.inverseRelationship else { return nil }
        return (destination, "FROM \(destinationTable) AS X WHERE X.\(SQLiteRelationships.foreignKey(inverse)) = \(table).Z_PK")
    }

    /// `ANY books.title BEGINSWITH 'A'` (and `ALL`, `NONE`): a stored attribute of a to-many's
    /// members, compared as above inside an `EXISTS` over the members (`members(of:)`). `ALL`
    /// holds for an object without members, as in memory; `ANY` does not. Left to memory for a
    /// destination with sub-entities, or one with unsaved changes here or above.
    private mutating func throughToMany(_ quantifier: PredicateComparison.Quantifier, _ original: PredicateComparison) -> String? {
        guard case .keyPath(let path) = original.left, path.count == 2, let (destination, members) = members(of: path[0]),
              let attribute = destination.attributesByName[path[1]], !attribute.isTransient, let kind = kind(of: attribute) else { return nil }
        var comparison = original
        comparison.quantifier = nil
        guard let matching = self.attribute("X." + SQLiteSchema.column(attribute), kind, comparison) else { return nil }
        switch quantifier {
        case .any: return "EXISTS (SELECT 1 \(members) AND \(matching))"
        case .all: return "NOT EXISTS (SELECT 1 \(members) AND NOT (\(matching)))"
        case .noneMatch: return "NOT EXISTS (SELECT 1 \(members) AND \(matching))"
        }
    }

    // MARK: Objects

    /// A to-one relationship's column, or `Z_PK` for `SELF`, compared with objects of this
    /// context: equal when they are the same row, as uniquing makes them the same object.
    private mutating func object(_ column: String, of destination: NSEntityDescription, _ comparison: PredicateComparison) -> String? {
        switch comparison.operation {
        case .equal, .notEqual:
            guard case .constant(let constant) = comparison.right else { return nil }
            let negation = comparison.operation == .notEqual ? "NOT " : ""
            guard let constant else { return "\(column) IS \(negation)NULL" }
            guard let key = row(of: constant, in: destination) else { return nil }
            guard let key else { return comparison.operation == .equal ? "0" : "1" }
            arguments.append(.integer(key))
            return "\(column) IS \(negation)?"
        case .inCollection:
            guard let items = constants(comparison.right), items.count < 10_000 else { return nil }
            var keys: [Int64] = []
            for item in items {
                guard let item, let key = row(of: item, in: destination) else { return nil }
                if let key { keys.append(key) }
            }
            guard !keys.isEmpty else { return "0" }
            arguments += keys.map { .integer($0) }
            return "COALESCE(\(column) IN (" + Array(repeating: "?", count: keys.count).joined(separator: ", ") + "), 0)"
        default:
            return nil
        }
    }

    /// The row of `value` when it is an object of this context whose entity is `destination`:
    /// `.some(nil)` for one not saved yet (no row can hold it), nil when the comparison cannot
    /// be made in SQL.
    private func row(of value: Any, in destination: NSEntityDescription) -> Int64?? {
        guard let object = value as? NSManagedObject, object.managedObjectContext === context,
              object.entity.isKindOf(entity: destination) else { return nil }
        return .some(object.objectID.primaryKey)
    }
}
