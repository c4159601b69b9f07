import Foundation

/// UIKit's accessibility namespace (R-A11Y1): notifications an app posts when its screen changes,
/// and whether assistive technology is listening.
@MainActor
public enum UIAccessibility {
    /// A notification posted to assistive technologies (`UIAccessibility.post(notification:argument:)`): screen changed, layout changed, an announcement.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// What was posted, in order (tests and the bridge read it). Bounded: the oldest go first.
    static var posted: [(notification: Notification, argument: String?)] = []
    /// Told of every notification (the AT-SPI bridge listens here).
    static var observers: [(Notification, Any?) -> Void] = []

    /// Tells assistive technology that the screen or the layout changed, or asks it to announce a
    /// string; the bridge turns these into AT-SPI events.
    public static func post(notification: Notification, argument: Any?) {
        posted.append((notification, argument.map { "\($0)" }))
        if posted.count > 100 { posted.removeFirst(posted.count - 100) }
        for observer in observers { observer(notification, argument) }
    }

    /// True while a screen reader (or any AT-SPI client) listens to this application.
    public static var isVoiceOverRunning: Bool { assistiveTechnologyListening }
    static var assistiveTechnologyListening = false

    public static var isReduceMotionEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }

    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
}
