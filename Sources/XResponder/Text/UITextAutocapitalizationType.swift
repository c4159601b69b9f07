import Foundation

/// Automatic capitals (kept; a hardware keyboard types what is pressed, as on an iPad).
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0, words, sentences, allCharacters
}
