import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The machine the app runs on (`UIDevice.current`). On Linux: the host name as `name`, "Linux" as
/// `systemName`, the kernel release as `systemVersion`, the idiom of the desktop's traits (`.pad`,
/// as Mac Catalyst apps see an iPad-like device), a portrait orientation that never changes, and
/// no battery information (`batteryLevel` −1, `.unknown`), as UIKit reports on a device without one.
@preconcurrency @MainActor
open class UIDevice {
    /// The battery's state as UIKit reports it; a desktop without a battery reports `.unknown`.
    public enum BatteryState: Int, Sendable { case unknown = 0, unplugged, charging, full }
    /// The device's physical orientation, as UIKit names it (portrait, landscape, face up…).
    public enum Orientation: Int, Sendable {
        case unknown = 0, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    public static let current = UIDevice()

    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")

    public let name: String
    public let model = "Linux"
    public let localizedModel = "Linux"
    public let systemName = "Linux"
    public let systemVersion: String
    public var userInterfaceIdiom: UIUserInterfaceIdiom { UIApplication.systemTraitCollection.userInterfaceIdiom }
    public let orientation: Orientation = .portrait
    public var isGeneratingDeviceOrientationNotifications = false
    public var isBatteryMonitoringEnabled = false
    public let batteryLevel: Float = -1
    public let batteryState: BatteryState = .unknown
    public let isMultitaskingSupported = true
    public var isProximityMonitoringEnabled = false
    public let proximityState = false
    /// A UUID that stays the same for this machine (derived from systemd's `/etc/machine-id`), nil
    /// where the machine has none, as UIKit answers before the device is unlocked.
    public let identifierForVendor: UUID?

    init() {
        name = ProcessInfo.processInfo.hostName
        var system = utsname()
        systemVersion = uname(&system) == 0
            ? withUnsafeBytes(of: &system.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            : ProcessInfo.processInfo.operatingSystemVersionString
        identifierForVendor = Self.machineUUID()
    }

    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
    /// The keyboard click of the on-screen keyboard: there is none.
    open func playInputClick() {}

    /// `/etc/machine-id` (32 hex digits) as a UUID.
    private static func machineUUID() -> UUID? {
        guard let text = try? String(contentsOfFile: "/etc/machine-id", encoding: .utf8) else { return nil }
        let hex = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard hex.count == 32, hex.allSatisfy(\.isHexDigit) else { return nil }
        let chars = Array(hex)
        let parts = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(chars[$0]) }
        return UUID(uuidString: parts.joined(separator: "-"))
    }
}
