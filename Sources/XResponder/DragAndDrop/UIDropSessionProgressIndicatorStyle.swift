import Foundation

/// Whether a drop shows its loading progress (the desktop shows none).
public enum UIDropSessionProgressIndicatorStyle: UInt, Sendable {
    case none = 0, `default`
}

