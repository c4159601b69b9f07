import Foundation

/// A predicate format string, parsed (R-CD3): what `NSPredicate(format:)` keeps and evaluates.
indirect enum PredicateNode {
    case constant(Bool)
    case comparison(PredicateComparison)
    case and([PredicateNode])
    case or([PredicateNode])
    case not(PredicateNode)
}

/// One comparison: `[ANY|ALL|NONE] left operator[options] right`.
struct PredicateComparison {
    enum Operator: String, CaseIterable {
        case equal = "=="
        case notEqual = "!="
        case less = "<"
        case lessOrEqual = "<="
        case greater = ">"
        case greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case contains = "CONTAINS"
        case like = "LIKE"
        case matches = "MATCHES"
        case inCollection = "IN"
        case between = "BETWEEN"
    }

    enum Quantifier {
        case any
        case all
        case noneMatch
    }

    var quantifier: Quantifier?
    var left: PredicateValue
    var operation: Operator
    var caseInsensitive = false
    var diacriticInsensitive = false
    var right: PredicateValue
}

/// A side of a comparison.
indirect enum PredicateValue {
    /// A key path of the evaluated object (`title`, `folder.name`, `notes.@count`), split at its
    /// dots once, when parsed.
    case keyPath([String])
    case constant(Any?)
    /// `$name`, from the substitution variables.
    case variable(String)
    case evaluatedObject
    /// `{1, 2, 3}`
    case aggregate([PredicateValue])

    /// The key paths this value reads (for checking them against an entity).
    var keyPaths: [String] {
        switch self {
        case .keyPath(let path): [path.joined(separator: ".")]
        case .aggregate(let values): values.flatMap(\.keyPaths)
        default: []
        }
    }
}

extension PredicateNode {
    /// Every key path the predicate reads, with the quantified ones marked.
    var keyPaths: [String] {
        switch self {
        case .constant: []
        case .comparison(let comparison): comparison.left.keyPaths + comparison.right.keyPaths
        case .and(let nodes), .or(let nodes): nodes.flatMap(\.keyPaths)
        case .not(let node): node.keyPaths
        }
    }
}

/// Why a format string could not be parsed: Apple's words ("Unable to parse the format string"),
/// the string and where.
struct PredicateParseError: Error, CustomStringConvertible {
    let format: String
    let offset: Int
    let reason: String

    var description: String {
        "Unable to parse the format string \"\(format)\": \(reason) at character \(offset)"
    }
}
