import Foundation

/// The Text and EditableText interfaces (R-A11Y1): the text of fields, text views and labels in
/// characters (AT-SPI offsets count Unicode scalars), the caret and the selection, and edits a
/// client makes, which reach the app as a user's would (editingChanged, the delegate's change).
@MainActor
enum ATSPIText {
    static func hasText(_ node: AccessibilityNode) -> Bool {
        [.textField, .secureTextField, .searchField, .textView, .staticText, .header].contains(node.role)
    }

    static func isEditable(_ node: AccessibilityNode) -> Bool {
        switch node.view {
        case let field as UITextField: field.isEnabled
        case let text as UITextView: text.isEditable
        default: false
        }
    }

    /// The text as a reader gets it: a secure field's as bullets.
    static func content(of node: AccessibilityNode) -> String {
        switch node.view {
        case let field as UITextField: field.readableText
        case let text as UITextView: text.text ?? ""
        default: node.label ?? ""
        }
    }

    /// The selection as character offsets, for views that edit text.
    static func selection(of node: AccessibilityNode) -> (start: Int, end: Int)? {
        guard let input = node.view as? UITextInput, let range = input.selectedTextRange else { return nil }
        let start = input.offset(from: input.beginningOfDocument, to: range.start)
        let end = input.offset(from: input.beginningOfDocument, to: range.end)
        let text = content(of: node)
        return (characters(in: text, utf16: start), characters(in: text, utf16: end))
    }

    static func caretOffset(of node: AccessibilityNode) -> Int { selection(of: node)?.end ?? 0 }

    /// Character offset of a UTF-16 offset in `text`.
    static func characters(in text: String, utf16 offset: Int) -> Int {
        let index = text.utf16.index(text.utf16.startIndex, offsetBy: min(max(0, offset), text.utf16.count))
        return text.unicodeScalars[..<index].count
    }

    /// UTF-16 offset of a character offset in `text`.
    static func utf16(in text: String, characters offset: Int) -> Int {
        let scalars = text.unicodeScalars
        let index = scalars.index(scalars.startIndex, offsetBy: min(max(0, offset), scalars.count))
        return text.utf16.distance(from: text.utf16.startIndex, to: index)
    }

    /// The characters from `start` to `end` (-1: the end).
    static func substring(_ text: String, _ start: Int, _ end: Int) -> String {
        let scalars = Array(text.unicodeScalars)
        let from = min(max(0, start), scalars.count)
        let to = end < 0 ? scalars.count : min(max(from, end), scalars.count)
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[from..<to])
        return result
    }

    /// The unit around `offset` (0 character, 1 word, 2 sentence, 3 line, 4 paragraph) and its
    /// bounds, as `GetStringAtOffset` answers.
    static func unit(of text: String, at offset: Int, granularity: UInt32) -> (String, Int, Int) {
        let scalars = Array(text.unicodeScalars)
        guard !scalars.isEmpty else { return ("", 0, 0) }
        let at = min(max(0, offset), scalars.count - 1)
        func bounds(_ isBreak: (Unicode.Scalar) -> Bool) -> (Int, Int) {
            var start = at, end = at
            while start > 0, !isBreak(scalars[start - 1]) { start -= 1 }
            while end < scalars.count, !isBreak(scalars[end]) { end += 1 }
            return (start, end)
        }
        let (start, end): (Int, Int)
        switch granularity {
        case 0: (start, end) = (at, at + 1)
        case 1: (start, end) = bounds { $0.properties.isWhitespace }
        case 2: (start, end) = bounds { $0 == "." || $0 == "!" || $0 == "?" || $0 == "\n" }
        default: (start, end) = bounds { $0 == "\n" }
        }
        return (substring(text, start, end), start, end)
    }

    // MARK: Edits

    static func setContents(_ text: String, of node: AccessibilityNode) -> Bool {
        switch node.view {
        case let field as UITextField where field.isEnabled:
            field.text = text
            field.sendActions(for: .editingChanged)
            return true
        case let view as UITextView where view.isEditable:
            view.text = text
            return true
        default:
            return false
        }
    }

    static func insert(_ inserted: String, at offset: Int, into node: AccessibilityNode) -> Bool {
        let text = content(of: node)
        let head = substring(text, 0, offset), tail = substring(text, offset, -1)
        return setContents(head + inserted + tail, of: node)
    }

    static func delete(from start: Int, to end: Int, in node: AccessibilityNode) -> Bool {
        let text = content(of: node)
        return setContents(substring(text, 0, start) + substring(text, end, -1), of: node)
    }
}
