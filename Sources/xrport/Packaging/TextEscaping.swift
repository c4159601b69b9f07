/// Escaping for the formats `xrport package` writes: each Unicode scalar found in a table is
/// replaced by its escape, the rest kept. Scalars, not characters: "\r\n" is one Swift character,
/// which a table of "\r" and "\n" would not match, and would leave a line break in a one-line value.
enum TextEscaping {
    static func replacing(_ text: String, _ table: [Unicode.Scalar: String]) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = table[scalar] { result += escape } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }
}
