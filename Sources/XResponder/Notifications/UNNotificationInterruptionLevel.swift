import Foundation

/// How much a notification may interrupt (iOS 15): on the desktop, the server's urgency.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active, timeSensitive, critical
}
