import Foundation

/// The title of the on-screen Return key (kept; the hardware Return key has none).
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
