import Foundation

/// Evaluates a parsed predicate against an object (R-CD3): managed objects by
/// `value(forKey:)`, dictionaries by key, collections element by element; numbers of any kind
/// compared as numbers, strings with `[c]` and `[d]` folding, dates, and anything else by
/// equality.
enum PredicateEvaluator {
    static func evaluate(_ node: PredicateNode, on object: Any?, variables: [String: Any]) -> Bool {
        switch node {
        case .constant(let value): return value
        case .and(let nodes): return nodes.allSatisfy { evaluate($0, on: object, variables: variables) }
        case .or(let nodes): return nodes.contains { evaluate($0, on: object, variables: variables) }
        case .not(let node): return !evaluate(node, on: object, variables: variables)
        case .comparison(let comparison): return evaluate(comparison, on: object, variables: variables)
        }
    }

    private static func evaluate(_ comparison: PredicateComparison, on object: Any?, variables: [String: Any]) -> Bool {
        let left = resolve(comparison.left, on: object, variables: variables)
        let right = resolve(comparison.right, on: object, variables: variables)
        guard let quantifier = comparison.quantifier else { return compare(left, right, comparison) }
        let elements = collection(left) ?? (left == nil ? [] : [left])
        switch quantifier {
        case .any: return elements.contains { compare($0, right, comparison) }
        case .all: return elements.allSatisfy { compare($0, right, comparison) }
        case .noneMatch: return !elements.contains { compare($0, right, comparison) }
        }
    }

    // MARK: Values

    static func resolve(_ value: PredicateValue, on object: Any?, variables: [String: Any]) -> Any? {
        switch value {
        case .constant(let constant): return constant
        case .evaluatedObject: return object
        case .variable(let name): return variables[name]
        case .aggregate(let items): return items.map { resolve($0, on: object, variables: variables) as Any }
        case .keyPath(let path): return self.value(atKeyPath: path[...], of: object)
        }
    }

    /// The value at `path` from `object`, through to-many collections and the `@` operators.
    static func value(atKeyPath path: ArraySlice<String>, of object: Any?) -> Any? {
        guard let key = path.first else { return object }
        let rest = path.dropFirst()
        if key.hasPrefix("@") {
            let elements = collection(object) ?? []
            let values = rest.isEmpty ? elements : elements.map { value(atKeyPath: rest, of: $0) }
            let numbers = values.compactMap(number)
            switch key {
            case "@count": return NSNumber(value: elements.count)
            case "@sum": return NSNumber(value: numbers.reduce(0, +))
            case "@avg": return numbers.isEmpty ? nil : NSNumber(value: numbers.reduce(0, +) / Double(numbers.count))
            case "@min": return values.compactMap { $0 }.min { order($0, $1) == .orderedAscending }
            case "@max": return values.compactMap { $0 }.max { order($0, $1) == .orderedAscending }
            default: return nil
            }
        }
        if let elements = collection(object) {
            return elements.map { value(atKeyPath: path, of: $0) as Any }
        }
        let next: Any?
        switch object {
        case let managed as NSManagedObject: next = managed.value(forKey: key)
        case let dictionary as [String: Any]: next = dictionary[key]
        case let dictionary as NSDictionary: next = dictionary[key]
        default: next = nil
        }
        return value(atKeyPath: rest, of: next)
    }

    /// The elements of a collection value, or nil for anything else (strings are not collections).
    static func collection(_ value: Any?) -> [Any?]? {
        switch value {
        case nil, is String, is NSString: return nil
        case let array as [Any?]: return array
        case let array as [Any]: return array
        case let array as NSArray: return array.map { $0 }
        case let set as NSSet: return set.allObjects
        case let set as Set<AnyHashable>: return Array(set)
        case let ordered as NSOrderedSet: return ordered.array
        default: return nil
        }
    }

    static func number(_ value: Any?) -> Double? {
        // A kept real (`AttributeValues`) answered before `as NSNumber` boxes it.
        if let value, let real = AttributeValues.exactly(value, Double.self) { return real }
        return switch value {
        case let number as NSNumber: number.doubleValue
        case let number as Int: Double(number)
        case let number as Double: number
        case let number as Float: Double(number)
        case let number as Int16: Double(number)
        case let number as Int32: Double(number)
        case let number as Int64: Double(number)
        case let number as Bool: number ? 1 : 0
        case let decimal as Decimal: NSDecimalNumber(decimal: decimal).doubleValue
        default: nil
        }
    }

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let text as String: text
        case let text as NSString: text as String
        default: nil
        }
    }

    /// The order of two values of one kind, or nil when they cannot be ordered.
    static func order(_ first: Any?, _ second: Any?) -> ComparisonResult? {
        if let a = number(first), let b = number(second) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = first as? Date, let b = second as? Date { return a.compare(b) }
        if let a = text(first), let b = text(second) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        return nil
    }

    // MARK: Comparing

    /// A string operator on two strings, as `TextOperators` (and so SQLite) answers it.
    private static func holds(_ operation: PredicateComparison.Operator, _ value: String, _ pattern: String,
                              _ comparison: PredicateComparison) -> Bool {
        TextOperators.holds(operation, value, pattern, caseInsensitive: comparison.caseInsensitive,
                            diacriticInsensitive: comparison.diacriticInsensitive) ?? false
    }

    static func equal(_ first: Any?, _ second: Any?, _ comparison: PredicateComparison) -> Bool {
        switch (first, second) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let a = text(first), let b = text(second) { return holds(.equal, a, b, comparison) }
        if let a = number(first), let b = number(second) { return a == b }
        if let a = first as? Date, let b = second as? Date { return a == b }
        if let a = first as? NSObject, let b = second as? NSObject { return a.isEqual(b) }
        if let a = first as? AnyHashable, let b = second as? AnyHashable { return a == b }
        return false
    }

    private static func compare(_ left: Any?, _ right: Any?, _ comparison: PredicateComparison) -> Bool {
        switch comparison.operation {
        case .equal: return equal(left, right, comparison)
        case .notEqual: return !equal(left, right, comparison)
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            if let a = text(left), let b = text(right) { return holds(comparison.operation, a, b, comparison) }
            guard let order = self.order(left, right) else { return false }
            switch comparison.operation {
            case .less: return order == .orderedAscending
            case .lessOrEqual: return order != .orderedDescending
            case .greater: return order == .orderedDescending
            default: return order != .orderedAscending
            }
        case .beginsWith, .endsWith:
            guard let a = text(left), let b = text(right) else { return false }
            return holds(comparison.operation, a, b, comparison)
        case .contains:
            if let elements = collection(left) { return elements.contains { equal($0, right, comparison) } }
            guard let a = text(left), let b = text(right) else { return false }
            return holds(.contains, a, b, comparison)
        case .inCollection:
            if let elements = collection(right) { return elements.contains { equal(left, $0, comparison) } }
            guard let a = text(left), let b = text(right) else { return false }
            return holds(.contains, b, a, comparison)
        case .between:
            guard let bounds = collection(right), bounds.count == 2,
                  let low = order(left, bounds[0]), let high = order(left, bounds[1]) else { return false }
            return low != .orderedAscending && high != .orderedDescending
        case .like, .matches:
            guard let a = text(left), let pattern = text(right) else { return false }
            return holds(comparison.operation, a, pattern, comparison)
        }
    }
}
