import Foundation

/// What deleting an object does to the objects a relationship reaches (R-CD1).
public enum NSDeleteRule: UInt, Sendable {
    case noActionDeleteRule = 0
    case nullifyDeleteRule = 1
    case cascadeDeleteRule = 2
    case denyDeleteRule = 3

    /// The name Xcode writes in `deletionRule="…"`.
    init?(modelName: String) {
        switch modelName {
        case "No Action": self = .noActionDeleteRule
        case "Nullify": self = .nullifyDeleteRule
        case "Cascade": self = .cascadeDeleteRule
        case "Deny": self = .denyDeleteRule
        default: return nil
        }
    }
}
