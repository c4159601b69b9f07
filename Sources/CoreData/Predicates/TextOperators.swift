import Foundation

/// The string operators of predicates (R-CD3) — `==`, ordering, `BEGINSWITH`, `ENDSWITH`,
/// `CONTAINS`, `LIKE`, `MATCHES`, with `[c]` and `[d]` folding — in one place, so that a
/// predicate evaluated in memory (`PredicateEvaluator`) and one run inside SQLite (`PredicateSQL`,
/// through the `xr_text` function) answer alike.
enum TextOperators {
    /// `text` with the comparison's folding: `[c]` case, `[d]` diacritics, as Foundation folds.
    static func fold(_ text: String, caseInsensitive: Bool, diacriticInsensitive: Bool) -> String {
        var options: String.CompareOptions = []
        if caseInsensitive { options.insert(.caseInsensitive) }
        if diacriticInsensitive { options.insert(.diacriticInsensitive) }
        return options.isEmpty ? text : text.folding(options: options, locale: nil)
    }

    /// Whether `value operation pattern` holds, or nil for an operator that does not compare two
    /// strings (`IN`, `BETWEEN`).
    static func holds(_ operation: PredicateComparison.Operator, _ value: String, _ pattern: String,
                      caseInsensitive: Bool, diacriticInsensitive: Bool) -> Bool? {
        let whole = fold(value, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        if operation == .like || operation == .matches {
            let expression = operation == .like ? likePattern(pattern) : pattern
            return matches(whole, expression, caseInsensitive: caseInsensitive)
        }
        let part = fold(pattern, caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
        switch operation {
        case .equal: return whole == part
        case .notEqual: return whole != part
        case .less: return whole < part
        case .lessOrEqual: return whole <= part
        case .greater: return whole > part
        case .greaterOrEqual: return whole >= part
        case .beginsWith: return whole.hasPrefix(part)
        case .endsWith: return whole.hasSuffix(part)
        case .contains: return whole.contains(part)
        case .like, .matches, .inCollection, .between: return nil
        }
    }

    /// LIKE's wildcards (`*` any run, `?` one character) as a regular expression.
    private static func likePattern(_ pattern: String) -> String {
        var expression = ""
        for character in pattern {
            switch character {
            case "*": expression += ".*"
            case "?": expression += "."
            default: expression += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return expression
    }

    private static func matches(_ text: String, _ pattern: String, caseInsensitive: Bool) -> Bool {
        guard let expression = regularExpression(pattern, caseInsensitive: caseInsensitive) else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Compiled expressions by pattern: a fetch asks for the same one once per row. Bounded: the
    /// table is emptied when it reaches `cacheLimit` patterns.
    private static let compiled = Locked<[String: NSRegularExpression]>([:])
    private static let cacheLimit = 64

    private static func regularExpression(_ pattern: String, caseInsensitive: Bool) -> NSRegularExpression? {
        let key = (caseInsensitive ? "i:" : "s:") + pattern
        if let known = compiled.withLock({ $0[key] }) { return known }
        let options: NSRegularExpression.Options = caseInsensitive ? [.caseInsensitive, .dotMatchesLineSeparators] : [.dotMatchesLineSeparators]
        guard let expression = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$", options: options) else {
            // `report` says each message once, not once per row.
            ModelFileReader.report("CoreData: \"\(pattern)\" is not a regular expression: MATCHES is false")
            return nil
        }
        compiled.withLock { table in
            if table.count >= cacheLimit { table.removeAll() }
            table[key] = expression
        }
        return expression
    }
}
