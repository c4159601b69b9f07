import Foundation

/// Parses a predicate format string (R-CD3), as Apple's Predicate Programming Guide gives the
/// grammar: `AND`/`&&`, `OR`/`||`, `NOT`/`!`, parentheses, `TRUEPREDICATE`, `FALSEPREDICATE`;
/// comparisons `==` `=` `!=` `<>` `<` `<=` `=<` `>` `>=` `=>`, `BEGINSWITH`, `ENDSWITH`,
/// `CONTAINS`, `LIKE`, `MATCHES`, `IN`, `BETWEEN`, each string operator with `[c]`, `[d]`,
/// `[cd]`; `ANY`/`SOME`, `ALL`, `NONE` before a to-many key path; values that are key paths
/// (with `@count`, `@sum.x`, `@avg.x`, `@min.x`, `@max.x`), `SELF`, strings, numbers, `nil`/`NULL`,
/// `TRUE`/`YES`, `FALSE`/`NO`, `{…}` aggregates, `$variables`, and arguments — `%@` (an object),
/// `%K` (a key path), `%d` `%i` `%ld` `%u` `%f` `%s` — taken in order.
struct PredicateParser {
    private let format: String
    private let tokens: [(token: PredicateLexer.Token, offset: Int)]
    private var position = 0
    private var arguments: [Any?]
    private var nextArgument = 0

    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateNode {
        var parser = try PredicateParser(format: format, arguments: arguments)
        let node = try parser.orExpression()
        guard parser.current == .end else { throw parser.fail("unexpected \(parser.describe(parser.current))") }
        return node
    }

    private init(format: String, arguments: [Any?]) throws {
        self.format = format
        tokens = try PredicateLexer(format).tokens
        self.arguments = arguments
    }

    private var current: PredicateLexer.Token { tokens[position].token }

    private func fail(_ reason: String) -> PredicateParseError {
        PredicateParseError(format: format, offset: tokens[position].offset, reason: reason)
    }

    private func describe(_ token: PredicateLexer.Token) -> String {
        switch token {
        case .end: "the end"
        case .word(let word): "\"\(word)\""
        case .symbol(let symbol): "\"\(symbol)\""
        case .string(let text): "the string \"\(text)\""
        case .number(let value, _): "the number \(value)"
        case .options(let letters): "[\(letters)]"
        case .argument(let letter): "%\(letter)"
        case .variable(let name): "$\(name)"
        }
    }

    private func isWord(_ words: String...) -> Bool {
        if case .word(let word) = current { return words.contains(word.uppercased()) }
        return false
    }

    private func isSymbol(_ symbols: String...) -> Bool {
        if case .symbol(let symbol) = current { return symbols.contains(symbol) }
        return false
    }

    // MARK: Predicates

    private mutating func orExpression() throws -> PredicateNode {
        var nodes = [try andExpression()]
        while isWord("OR") || isSymbol("||") {
            position += 1
            nodes.append(try andExpression())
        }
        return nodes.count == 1 ? nodes[0] : .or(nodes)
    }

    private mutating func andExpression() throws -> PredicateNode {
        var nodes = [try notExpression()]
        while isWord("AND") || isSymbol("&&") {
            position += 1
            nodes.append(try notExpression())
        }
        return nodes.count == 1 ? nodes[0] : .and(nodes)
    }

    private mutating func notExpression() throws -> PredicateNode {
        if isWord("NOT") || isSymbol("!") {
            position += 1
            return .not(try notExpression())
        }
        return try primary()
    }

    private mutating func primary() throws -> PredicateNode {
        if isSymbol("(") {
            // A parenthesised predicate; a parenthesised value would be a comparison's left side,
            // which predicates do not have, so "(" always opens a predicate here.
            position += 1
            let node = try orExpression()
            guard isSymbol(")") else { throw fail("expected \")\", found \(describe(current))") }
            position += 1
            return node
        }
        if isWord("TRUEPREDICATE") { position += 1; return .constant(true) }
        if isWord("FALSEPREDICATE") { position += 1; return .constant(false) }
        return try comparison()
    }

    /// A comparison, or NOT of one for `a NOT IN b`, `a NOT CONTAINS b` and the like.
    private mutating func comparison() throws -> PredicateNode {
        var quantifier: PredicateComparison.Quantifier?
        if isWord("ANY", "SOME") { quantifier = .any; position += 1 }
        else if isWord("ALL") { quantifier = .all; position += 1 }
        else if isWord("NONE") { quantifier = .noneMatch; position += 1 }
        let left = try value()
        var negated = false
        if isWord("NOT") {
            negated = true
            position += 1
        }
        let operation = try comparisonOperator()
        var comparison = PredicateComparison(quantifier: quantifier, left: left, operation: operation, right: .constant(nil))
        if case .options(let letters) = current {
            comparison.caseInsensitive = letters.contains("c")
            comparison.diacriticInsensitive = letters.contains("d")
            position += 1
        }
        comparison.right = try value()
        return negated ? .not(.comparison(comparison)) : .comparison(comparison)
    }

    private mutating func comparisonOperator() throws -> PredicateComparison.Operator {
        defer { position += 1 }
        switch current {
        case .symbol("=="), .symbol("="): return .equal
        case .symbol("!="), .symbol("<>"): return .notEqual
        case .symbol("<"): return .less
        case .symbol("<="), .symbol("=<"): return .lessOrEqual
        case .symbol(">"): return .greater
        case .symbol(">="), .symbol("=>"): return .greaterOrEqual
        case .word(let word):
            if let operation = PredicateComparison.Operator(rawValue: word.uppercased()),
               ![.equal, .notEqual, .less, .lessOrEqual, .greater, .greaterOrEqual].contains(operation) { return operation }
        default: break
        }
        throw fail("expected a comparison operator, found \(describe(current))")
    }

    // MARK: Values

    private mutating func value() throws -> PredicateValue {
        let token = current
        position += 1
        switch token {
        case .string(let text): return .constant(text)
        case .number(let number, let isInteger): return .constant(isInteger ? NSNumber(value: Int64(number)) : NSNumber(value: number))
        case .variable(let name): return .variable(name)
        case .argument(let letter):
            guard nextArgument < arguments.count else {
                position -= 1
                throw fail("%\(letter) has no argument (\(arguments.count) given)")
            }
            let argument = arguments[nextArgument]
            nextArgument += 1
            if letter == "K" {
                guard let key = argument as? String ?? (argument as? NSString).map({ $0 as String }) else {
                    position -= 1
                    throw fail("%K takes a key name, not \(argument.map { "\(type(of: $0))" } ?? "nil")")
                }
                return .keyPath(key.split(separator: ".").map(String.init))
            }
            return .constant(argument)
        case .symbol("{"):
            var items: [PredicateValue] = []
            while !isSymbol("}") {
                items.append(try value())
                if isSymbol(",") { position += 1 } else if !isSymbol("}") { throw fail("expected \",\" or \"}\", found \(describe(current))") }
            }
            position += 1
            return .aggregate(items)
        case .word(let word):
            switch word.uppercased() {
            case "NIL", "NULL": return .constant(nil)
            case "TRUE", "YES": return .constant(NSNumber(value: true))
            case "FALSE", "NO": return .constant(NSNumber(value: false))
            case "SELF": return .evaluatedObject
            case "AND", "OR", "NOT", "ANY", "ALL", "NONE", "SOME", "IN", "BETWEEN", "CONTAINS", "LIKE", "MATCHES", "BEGINSWITH", "ENDSWITH":
                position -= 1
                throw fail("expected a value, found the keyword \(word)")
            default:
                let path = word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word
                return .keyPath(path.split(separator: ".").map(String.init))
            }
        default:
            position -= 1
            throw fail("expected a value, found \(describe(token))")
        }
    }
}
