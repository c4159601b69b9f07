import Foundation

/// Automatic correction (kept; XResponder corrects nothing).
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0, no, yes
}
