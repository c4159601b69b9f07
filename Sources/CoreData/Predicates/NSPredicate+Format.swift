import Foundation

/// `NSPredicate(format:)` (R-CD3). Linux Foundation has no predicate format strings and marks
/// these initializers unavailable; the CoreData module's, being available, are the ones a call
/// resolves to. The predicate is a block predicate of Linux Foundation (so `evaluate(with:)`,
/// `NSCompoundPredicate` and filtering work as anywhere) whose block evaluates the parsed format;
/// the parse is kept in `FormatPredicates` for the fetch, which checks its key paths against
/// the entity and reports a string that did not parse as an error (Core Data raises an
/// exception at `NSPredicate(format:)`; an initializer cannot throw, and a crash is not an
/// answer to bad input, so the predicate matches nothing and the fetch throws).
extension NSPredicate {
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: Result<PredicateNode, PredicateParseError>
        do {
            parsed = .success(try PredicateParser.parse(predicateFormat, arguments: (arguments ?? []).map { $0 as Any? }))
        } catch let error as PredicateParseError {
            parsed = .failure(error)
            ModelFileReader.report("CoreData: \(error)")
        } catch {
            parsed = .failure(PredicateParseError(format: predicateFormat, offset: 0, reason: "\(error)"))
        }
        let box = FormatPredicates.Parsed(format: predicateFormat, result: parsed)
        self.init { object, variables in
            guard case .success(let node) = box.result else { return false }
            var names: [String: Any] = [:]
            for (key, value) in variables ?? [:] { names[key] = value }
            return PredicateEvaluator.evaluate(node, on: object, variables: names)
        }
        FormatPredicates.remember(box, for: self)
    }

    public convenience init(format predicateFormat: String, _ args: CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args.map { $0 as Any })
    }

    /// The format string this predicate was made from, when it was made from one.
    public var formatString: String? { FormatPredicates.parsed(of: self)?.format }
}

/// The parses of format predicates, by predicate. An entry is removed when its predicate dies:
/// the predicate's block holds the `Parsed` box, whose deinit removes it.
enum FormatPredicates {
    final class Parsed: @unchecked Sendable {
        let format: String
        let result: Result<PredicateNode, PredicateParseError>
        var owner: ObjectIdentifier?

        init(format: String, result: Result<PredicateNode, PredicateParseError>) {
            self.format = format
            self.result = result
        }

        deinit {
            if let owner { FormatPredicates.forget(owner) }
        }
    }

    private final class WeakParsed {
        weak var parsed: Parsed?
        init(_ parsed: Parsed) { self.parsed = parsed }
    }

    private static let table = Locked<[ObjectIdentifier: WeakParsed]>([:])

    static func remember(_ parsed: Parsed, for predicate: NSPredicate) {
        let key = ObjectIdentifier(predicate)
        parsed.owner = key
        table.withLock { $0[key] = WeakParsed(parsed) }
    }

    private static func forget(_ key: ObjectIdentifier) {
        table.withLock { $0[key] = nil }
    }

    static func parsed(of predicate: NSPredicate) -> Parsed? {
        table.withLock { $0[ObjectIdentifier(predicate)]?.parsed }
    }

    /// Throws what is wrong with `predicate` for fetching `entity`: a format string that did not
    /// parse, or a key path whose first key the entity does not have. Compound predicates are
    /// checked part by part.
    static func check(_ predicate: NSPredicate, for entity: NSEntityDescription) throws {
        if let compound = predicate as? NSCompoundPredicate {
            for part in compound.subpredicates { try check(part, for: entity) }
            return
        }
        guard let parsed = parsed(of: predicate) else { return }
        switch parsed.result {
        case .failure(let error):
            throw CoreDataError.make(NSCoreDataError, error.description)
        case .success(let node):
            for path in node.keyPaths {
                // Each key names a property of the entity the keys before it lead to; a path
                // goes on through relationships and stops checking at an attribute or an operator.
                var current: NSEntityDescription? = entity
                for key in path.split(separator: ".").map(String.init) {
                    guard let here = current, !key.hasPrefix("@") else { break }
                    guard let property = here.propertiesByName[key] else {
                        throw CoreDataError.make(NSCoreDataError,
                                                 "keypath \(path) not found in entity \(here.name ?? "?") (predicate \"\(parsed.format)\")")
                    }
                    current = (property as? NSRelationshipDescription)?.destinationEntity
                }
            }
        }
    }
}
