import Foundation

/// A plural format of a `.stringsdict` or String Catalog: the format code formats with
/// (`%#@items@`, each `%#@name@` a counted variable) and each variable's forms by plural category.
struct PluralFormat: Sendable, Equatable {
    /// The variable a String Catalog's plural counts (its key's one argument).
    static let catalogVariable = "__xr_count"
    var format: String
    var variables: [String: [String: String]]
}

/// Resolves plural formats when they are formatted. `NSLocalizedString` gives the app a plain
/// `String`, which cannot carry its plural forms as iOS's proxy string does; so each plural format
/// handed out is remembered by its text (bounded by the app's own tables) and recognised when the
/// app formats it.
enum PluralFormats {
    private static let lock = NSLock()
    /// Each plural format handed out, with the language of the table it came from (whose plural
    /// rules pick its forms).
    nonisolated(unsafe) private static var known: [String: (plural: PluralFormat, language: String)] = [:]

    static func register(_ plural: PluralFormat, language: String) {
        lock.withLock { known[plural.format] = (plural, language) }
    }

    /// `format` with each `%#@variable@` replaced by the form the counted argument picks (that
    /// form formatted with it), and the other conversions given their arguments in order; the
    /// arguments to format the result with come along. A format not handed out as a plural is
    /// returned as it is, with the arguments as they are.
    static func resolve(_ format: String, arguments: [CVarArg]) -> (format: String, arguments: [CVarArg]) {
        guard format.contains("%#@"), let (plural, language) = lock.withLock({ known[format] }) else { return (format, arguments) }
        var result = ""
        var remaining: [CVarArg] = []
        var index = 0            // the argument the next non-positional conversion takes
        var rest = Substring(format)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = conversion(in: rest[percent...])
            rest = rest[spec.end...]
            if spec.text == "%%" { result += "%%"; continue }
            let position = spec.position ?? (index + 1)
            index = position
            guard position - 1 < arguments.count else { continue }
            let argument = arguments[position - 1]
            if let variable = spec.variable {
                let forms = plural.variables[variable] ?? [:]
                let category = integer(argument).map { PluralRules.category(of: $0, language: language, available: Set(forms.keys)) } ?? "other"
                let form = forms[category] ?? forms["other"] ?? ""
                // The form's conversion formatted with the number it counts, kept as literal text.
                result += formatted(form, with: argument).replacingOccurrences(of: "%", with: "%%")
            } else {
                result += "%" + unpositioned(spec.text).dropFirst()
                remaining.append(argument)
            }
        }
        return (result + rest, remaining)
    }

    /// `form` with its first conversion formatted with `argument`; any other is kept as written
    /// (a file's form may hold more conversions than the one number it counts, and formatting
    /// them would read arguments that are not there).
    private static func formatted(_ form: String, with argument: CVarArg) -> String {
        var result = ""
        var used = false
        var rest = Substring(form)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let spec = conversion(in: rest[percent...])
            rest = rest[spec.end...]
            if spec.text == "%%" { result += "%"; continue }
            if used || spec.variable != nil || spec.text.count < 2 { result += spec.text; continue }
            result += String(format: unpositioned(spec.text), argument)
            used = true
        }
        return result + rest
    }

    /// A conversion or form with explicit positions dropped (`%1$d` → `%d`): each is given its
    /// one argument.
    private static func unpositioned(_ text: String) -> String {
        text.replacingOccurrences(of: #"%[0-9]+\$"#, with: "%", options: .regularExpression)
    }

    /// The conversion starting at `%`: its text, its explicit position (`%2$d`), the variable of a
    /// `%#@name@`, and where it ends.
    private static func conversion(in text: Substring) -> (text: String, position: Int?, variable: String?, end: Substring.Index) {
        var cursor = text.index(after: text.startIndex)
        guard cursor < text.endIndex else { return ("%", nil, nil, cursor) }
        if text[cursor] == "%" { return ("%%", nil, nil, text.index(after: cursor)) }
        var position: Int?
        let digits = text[cursor...].prefix { $0.isNumber }
        if !digits.isEmpty, text[digits.endIndex...].first == "$" {
            position = Int(digits)
            cursor = text.index(after: digits.endIndex)
        }
        if text[cursor...].hasPrefix("#@"), let close = text[text.index(cursor, offsetBy: 2)...].firstIndex(of: "@") {
            let name = String(text[text.index(cursor, offsetBy: 2)..<close])
            return (String(text[text.startIndex...close]), position, name, text.index(after: close))
        }
        // Flags, width, precision and length, then the conversion character.
        while cursor < text.endIndex, "-+ #0123456789.hlqLzjt'".contains(text[cursor]) { cursor = text.index(after: cursor) }
        let end = cursor < text.endIndex ? text.index(after: cursor) : cursor
        return (String(text[text.startIndex..<end]), position, nil, end)
    }

    private static func integer(_ argument: CVarArg) -> Int? {
        switch argument {
        case let value as Int: value
        case let value as Int32: Int(value)
        case let value as Int64: Int(value)
        case let value as UInt: Int(value)
        case let value as UInt32: Int(value)
        case let value as Double: Int(value)
        default: nil
        }
    }
}

/// CLDR's plural categories for integers, for the languages apps are most often localized into;
/// others take `one` for 1 and `other` otherwise. A `zero` form, when given, wins for 0 in any
/// language, as Foundation does.
enum PluralRules {
    static let categories: Set<String> = ["zero", "one", "two", "few", "many", "other"]

    static func category(of n: Int, language: String, available: Set<String>) -> String {
        if n == 0, available.contains("zero") { return "zero" }
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? language
        let n = abs(n)
        let mod10 = n % 10, mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "vi", "th", "id", "ms": return "other"
        // French and Brazilian Portuguese count 0 as one; European Portuguese does not.
        case "fr": return n == 0 || n == 1 ? "one" : (n % 1_000_000 == 0 ? "many" : "other")
        case "pt" where language.lowercased() != "pt-pt": return n == 0 || n == 1 ? "one" : (n % 1_000_000 == 0 ? "many" : "other")
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "pl":
            if n == 1 { return "one" }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return "few" }
            return "many"
        case "cs", "sk": return n == 1 ? "one" : (2...4).contains(n) ? "few" : "other"
        case "ar":
            switch n {
            case 0: return "zero"
            case 1: return "one"
            case 2: return "two"
            default: return (3...10).contains(mod100) ? "few" : (11...99).contains(mod100) ? "many" : "other"
            }
        default: return n == 1 ? "one" : "other"
        }
    }
}
