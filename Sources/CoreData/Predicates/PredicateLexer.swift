import Foundation

/// The tokens of a predicate format string (R-CD3), in order.
struct PredicateLexer {
    enum Token: Equatable {
        case word(String)
        case number(Double, isInteger: Bool)
        case string(String)
        case symbol(String)
        /// `[c]`, `[d]`, `[cd]`: the letters.
        case options(String)
        /// `%@`, `%K`, `%d`…: the conversion's letter(s).
        case argument(String)
        case variable(String)
        case end
    }

    let format: String
    private(set) var tokens: [(token: Token, offset: Int)] = []

    init(_ format: String) throws {
        self.format = format
        let characters = Array(format)
        var index = 0
        func fail(_ reason: String) -> PredicateParseError { PredicateParseError(format: format, offset: index, reason: reason) }
        while index < characters.count {
            let character = characters[index]
            let start = index
            if character.isWhitespace { index += 1; continue }
            if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while index < characters.count, characters[index] != character {
                    if characters[index] == "\\", index + 1 < characters.count {
                        index += 1
                        switch characters[index] {
                        case "n": text.append("\n")
                        case "t": text.append("\t")
                        default: text.append(characters[index])
                        }
                    } else {
                        text.append(characters[index])
                    }
                    index += 1
                }
                guard index < characters.count else { throw fail("a string is not closed") }
                index += 1
                tokens.append((.string(text), start))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber
                                              && !Self.endsValue(tokens.last?.token)) {
                index += 1
                while index < characters.count, characters[index].isNumber || characters[index] == "." || characters[index] == "e" {
                    index += 1
                }
                let text = String(characters[start..<index])
                guard let value = Double(text) else { throw fail("\(text) is not a number") }
                tokens.append((.number(value, isInteger: !text.contains(".") && !text.contains("e")), start))
            } else if character.isLetter || character == "_" || character == "@" || character == "#" {
                index += 1
                while index < characters.count,
                      characters[index].isLetter || characters[index].isNumber || "_.@".contains(characters[index]) { index += 1 }
                var word = String(characters[start..<index])
                if word.hasPrefix("#") { word.removeFirst() }
                tokens.append((.word(word), start))
            } else if character == "$" {
                index += 1
                while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
                tokens.append((.variable(String(characters[(start + 1)..<index])), start))
            } else if character == "%" {
                index += 1
                var conversion = ""
                while index < characters.count, "lqh".contains(characters[index]) { index += 1 }
                guard index < characters.count, "@KdiufsSxXcC".contains(characters[index]) else { throw fail("an unknown % argument") }
                conversion.append(characters[index])
                index += 1
                tokens.append((.argument(conversion), start))
            } else if character == "[" {
                guard let close = characters[index...].firstIndex(of: "]") else { throw fail("[ is not closed") }
                let letters = String(characters[(index + 1)..<close]).lowercased()
                guard !letters.isEmpty, letters.allSatisfy({ "cdn".contains($0) }) else { throw fail("[\(letters)] is not an option") }
                tokens.append((.options(letters), start))
                index = close + 1
            } else {
                let two = index + 1 < characters.count ? String(characters[index...(index + 1)]) : ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append((.symbol(two), start))
                    index += 2
                } else if "=<>!(){},".contains(character) {
                    tokens.append((.symbol(String(character)), start))
                    index += 1
                } else {
                    throw fail("\"\(character)\" is not understood")
                }
            }
        }
        tokens.append((.end, characters.count))
    }

    /// Whether `token` ends a value (so a following "-" is subtraction, which predicates lack,
    /// rather than a negative number's sign).
    private static func endsValue(_ token: Token?) -> Bool {
        switch token {
        case .number, .string, .word, .argument, .variable: true
        case .symbol(let symbol): symbol == ")" || symbol == "}"
        default: false
        }
    }
}
