import Foundation

/// Spell checking (kept; XResponder checks no spelling).
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0, no, yes
}
