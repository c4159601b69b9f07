import CSQLite
import Foundation

/// `xr_text(operator, flags, value, pattern)`: a predicate's string operator run inside SQLite
/// (R-CD3), answering 1 or 0 exactly as `TextOperators` does in memory — folding with `[c]`/`[d]`,
/// Swift's `hasPrefix`, `contains`, `LIKE` and `MATCHES`. `operator` is the operator's place in
/// `PredicateComparison.Operator.allCases`; `flags` 1 is `[c]`, 2 is `[d]`. A value that is not
/// text (NULL) is 0, as a nil string is in memory.
enum PredicateSQLFunction {
    static let name = "xr_text"

    static func code(of operation: PredicateComparison.Operator) -> Int64 {
        Int64(PredicateComparison.Operator.allCases.firstIndex(of: operation) ?? 0)
    }

    static func install(on connection: SQLiteConnection) throws {
        try connection.define(name, argumentCount: 4) { context, count, arguments in
            guard count == 4, let arguments else { return sqlite3_result_int(context, 0) }
            sqlite3_result_int(context, PredicateSQLFunction.evaluate(arguments) ? 1 : 0)
        }
    }

    private static func evaluate(_ arguments: UnsafeMutablePointer<OpaquePointer?>) -> Bool {
        let operators = PredicateComparison.Operator.allCases
        let code = Int(sqlite3_value_int64(arguments[0]))
        guard operators.indices.contains(code),
              sqlite3_value_type(arguments[2]) == SQLITE_TEXT, sqlite3_value_type(arguments[3]) == SQLITE_TEXT,
              let valueText = sqlite3_value_text(arguments[2]), let patternText = sqlite3_value_text(arguments[3]) else { return false }
        let operation = operators[code]
        let flags = sqlite3_value_int64(arguments[1])
        let value = UnsafeBufferPointer(start: valueText, count: Int(sqlite3_value_bytes(arguments[2])))
        let pattern = UnsafeBufferPointer(start: patternText, count: Int(sqlite3_value_bytes(arguments[3])))
        // ASCII without folding: characters are bytes, so bytes answer as Swift would, without
        // making two Strings per row.
        if flags == 0, let answer = asciiAnswer(operation, value, pattern) { return answer }
        return TextOperators.holds(operation, String(decoding: value, as: UTF8.self), String(decoding: pattern, as: UTF8.self),
                                   caseInsensitive: flags & 1 != 0, diacriticInsensitive: flags & 2 != 0) ?? false
    }

    private static func asciiAnswer(_ operation: PredicateComparison.Operator, _ value: UnsafeBufferPointer<UInt8>,
                                    _ pattern: UnsafeBufferPointer<UInt8>) -> Bool? {
        // "\r\n" is one Character in Swift and two bytes here: leave such strings to Swift.
        guard pattern.allSatisfy({ $0 < 0x80 && $0 != 13 }) else { return nil }
        if operation == .beginsWith { return asciiPrefix(value, pattern) }
        guard value.allSatisfy({ $0 < 0x80 && $0 != 13 }) else { return nil }
        switch operation {
        case .endsWith:
            return pattern.count <= value.count && zip(value.suffix(pattern.count), pattern).allSatisfy { $0 == $1 }
        case .contains:
            // Foundation's `contains` finds no empty string.
            guard !pattern.isEmpty, pattern.count <= value.count else { return false }
            return (0...(value.count - pattern.count)).contains { start in
                value[start] == pattern[0] && (1..<pattern.count).allSatisfy { value[start + $0] == pattern[$0] }
            }
        default:
            return nil
        }
    }

    /// BEGINSWITH of an ASCII `pattern` (without "\r"), reading `value` only as far as the
    /// pattern and one byte past it — a fetch asks it of every row — or nil to ask Swift:
    /// - A byte of `value` that is not ASCII, within the pattern or just past it, goes to Swift:
    ///   "\u{212A}" (Kelvin) is "K" to Swift, and a combining mark past the prefix joins its
    ///   last character ("Cafe\u{301}" does not begin with "Cafe").
    /// - An ASCII byte that differs answers false: nothing joins an ASCII character but "\n"
    ///   after "\r", which the pattern does not hold.
    /// - A value with fewer bytes than the pattern answers false: whatever Swift takes as equal
    ///   to an ASCII string is at least as long in UTF-8.
    private static func asciiPrefix(_ value: UnsafeBufferPointer<UInt8>, _ pattern: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard pattern.count <= value.count else { return false }
        for index in pattern.indices {
            if value[index] >= 0x80 { return nil }
            if value[index] != pattern[index] { return false }
        }
        return pattern.count == value.count || value[pattern.count] < 0x80 ? true : nil
    }
}
