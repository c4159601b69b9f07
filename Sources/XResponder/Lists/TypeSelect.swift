import Foundation

/// Type-to-select, as desktop lists and menus have it (R-LC4): letters typed within a second of
/// each other make a prefix, and the selection moves to the first row from the current one whose
/// title starts with it (ignoring case and accents); the same letter typed again moves on to the
/// next row starting with it. Shared by context menus, tables and collection views: each keeps one
/// of these, says where its rows start and how to read a row's title.
struct TypeSelect {
    static let timeout: TimeInterval = 1
    private var typed = ""
    private var lastTime = -TimeInterval.infinity

    /// Whether letters typed now would add to a prefix under way (a space then belongs to it).
    func isTyping(at now: TimeInterval) -> Bool { !typed.isEmpty && now - lastTime <= Self.timeout }

    /// Takes `text` typed at `now`: the prefix to look for, and whether the search starts past the
    /// current row (one letter repeated: the next row with it), or nil for nothing to look for.
    mutating func type(_ text: String, at now: TimeInterval) -> (prefix: String, startsPastCurrent: Bool)? {
        if !isTyping(at: now) { typed = "" }
        guard !text.isEmpty, !(typed.isEmpty && text.allSatisfy(\.isWhitespace)) else { return nil }
        lastTime = now
        typed += text
        let repeatsOneLetter = Set(typed.lowercased()).count == 1
        return (repeatsOneLetter ? String(typed.prefix(1)) : typed, repeatsOneLetter)
    }

    /// The text `key` types for type-to-select: a character typed without Control, Alt or Super
    /// (those are commands), not a control character; nil for any other key.
    static func typedText(of key: UIKey) -> String? {
        guard key.modifierFlags.intersection([.control, .command, .alternate]).isEmpty,
              let scalar = key.characters.unicodeScalars.first, !CharacterSet.controlCharacters.contains(scalar) else { return nil }
        return key.characters
    }

    /// Forgets the prefix (the list's rows changed, or another key was pressed).
    mutating func reset() { typed = "" }

    /// The first of `count` rows, from `start` round to the one before it, whose title starts with
    /// `prefix`; `title` gives nil for rows that cannot be chosen. At most `limit` rows are read.
    static func find(_ prefix: String, count: Int, from start: Int, limit: Int = .max, title: (Int) -> String?) -> Int? {
        guard count > 0 else { return nil }
        for offset in 0..<min(count, limit) {
            let index = ((start % count) + offset) % count
            if let title = title(index), title.range(of: prefix, options: [.anchored, .caseInsensitive, .diacriticInsensitive]) != nil {
                return index
            }
        }
        return nil
    }

    /// The text a list cell is found by: its list content configuration's text, else its text
    /// label's, else what it reads as (its labels' texts, or the label the app gave it).
    @MainActor
    static func title(of cell: UIView, configuration: (any UIContentConfiguration)?, textLabel: UILabel?) -> String? {
        if let text = (configuration as? UIListContentConfiguration)?.text, !text.isEmpty { return text }
        if let text = textLabel?.text, !text.isEmpty { return text }
        return cell.accessibilityLabel
    }
}
