import Foundation

/// Text made to fit one line (a field's paste): every line break becomes one space, as in GTK's
/// entry. Done on the UTF-8 bytes in one pass — splitting a 10 MB paste into lines and joining
/// them made hundreds of thousands of strings (R-U7).
enum SingleLineText {
    /// `text` with each line break — LF, VT, FF, CR, CR LF, NEL (U+0085), LINE SEPARATOR (U+2028),
    /// PARAGRAPH SEPARATOR (U+2029): what `Character.isNewline` calls one — replaced by a space.
    static func flattening(_ text: String) -> String {
        // Only these bytes can start a line break; without any the text is returned as it is.
        guard text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0B || $0 == 0x0C || $0 == 0x0D || $0 == 0xC2 || $0 == 0xE2 }) else {
            return text
        }
        var text = text
        return text.withUTF8 { bytes -> String in
            // Written straight into the new string's storage: one copy of a long text, not two.
            return String(unsafeUninitializedCapacity: bytes.count) { result in
                var index = 0, written = 0
                let count = bytes.count
                while index < count {
                    let byte = bytes[index]
                    var replaced = 1
                    switch byte {
                    case 0x0D: replaced = index + 1 < count && bytes[index + 1] == 0x0A ? 2 : 1
                    case 0x0A, 0x0B, 0x0C: replaced = 1
                    case 0xC2 where index + 1 < count && bytes[index + 1] == 0x85: replaced = 2
                    case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                        replaced = 3
                    default: replaced = 0
                    }
                    result[written] = replaced > 0 ? 0x20 : byte
                    written += 1
                    index += max(1, replaced)
                }
                return written
            }
        }
    }
}
