import Foundation

/// When notifications show their content: always, when unlocked, or never.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated, never
}
