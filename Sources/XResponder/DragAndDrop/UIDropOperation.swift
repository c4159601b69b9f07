import Foundation

/// What a drop would do (R-DT2): nothing and say so (`cancel`), nothing because it is not allowed
/// here (`forbidden`), copy the items, or move them (the source deletes its copy).
public enum UIDropOperation: UInt, Sendable {
    case cancel = 0, forbidden = 1, copy = 2, move = 3

    /// Whether the drop happens.
    var performs: Bool { self == .copy || self == .move }

    /// The cursor the pointer shows for it during a drag (freedesktop names; the theme's fallbacks
    /// cover the older ones).
    var cursorName: String {
        switch self {
        case .copy: "copy"
        case .move: "move"
        case .forbidden: "no-drop"
        case .cancel: "grabbing"
        }
    }
}
