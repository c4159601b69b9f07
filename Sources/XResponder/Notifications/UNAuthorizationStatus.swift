import Foundation

/// Whether the user allowed the app to post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, denied, authorized, provisional, ephemeral
}
