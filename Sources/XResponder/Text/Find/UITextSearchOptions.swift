import Foundation

/// How a find session matches its query (UIKit's): the string comparison's options (case and
/// diacritic insensitivity) and whether matches must be whole words.
public struct UITextSearchOptions: Equatable, Sendable {
    /// How a find query matches words: anywhere in them, as a prefix, or whole.
    public enum WordMatchMethod: Int, Sendable {
        case contains
        case startsWith
        case fullWord
    }

    public var wordMatchMethod: WordMatchMethod
    public var stringCompareOptions: String.CompareOptions

    public init(wordMatchMethod: WordMatchMethod = .contains, stringCompareOptions: String.CompareOptions = [.caseInsensitive]) {
        self.wordMatchMethod = wordMatchMethod
        self.stringCompareOptions = stringCompareOptions
    }
}
