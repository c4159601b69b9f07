import Foundation

/// Opening URLs in other applications (R-BR3): `open(_:options:completionHandler:)` hands the URL
/// to xdg-open, which starts the desktop's browser, mail client or whatever application is
/// registered for the scheme; `canOpenURL` answers from the same registrations without starting
/// anything.
///
/// Choices where Linux differs:
/// - `openSettingsURLString` (`app-settings:`) opens nothing: a desktop has no settings page per
///   application. `canOpenURL` says false for it and `open` completes with false, so apps that
///   offer "Open Settings" can hide the button.
/// - The completion handler runs when xdg-open finishes. With a desktop environment that is as soon
///   as the application has been asked to open the URL; without one xdg-open runs the handler
///   itself and waits for it, so the handler is called when that application exits.
/// - `universalLinksOnly` opens nothing (Linux has no universal links) and completes with false.
extension UIApplication {
    /// A key of the options `open(_:options:completionHandler:)` takes (`.universalLinksOnly`).
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL of this app's page in Settings; opens nothing on Linux (see above).
    public nonisolated static let openSettingsURLString = "app-settings:"
    /// The URL of this app's notification settings; opens nothing on Linux.
    public nonisolated static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Whether some installed application opens `url`.
    public func canOpenURL(_ url: URL) -> Bool { xdgOpen(for: url) != nil }

    /// xdg-open, when it is installed and some application opens `url`; nil otherwise.
    private func xdgOpen(for url: URL) -> String? {
        guard url.scheme?.lowercased() != "app-settings", urlHandlers.handler(for: url) != nil else { return nil }
        return urlHandlers.tool("xdg-open")
    }

    /// Opens `url` with the application registered for it; `completion` gets whether it was opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                     completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        let universalOnly = (options[.universalLinksOnly] as? Bool) ?? (options[.universalLinksOnly] as? NSNumber)?.boolValue ?? false
        guard !universalOnly, let xdgOpen = xdgOpen(for: url) else {
            EventTrace.log("UIApplication.open: nothing opens \(url.absoluteString)")
            if let completion { DispatchQueue.main.async { completion(false) } }
            return
        }
        DesktopCommand.run(xdgOpen, [url.absoluteString], environment: urlHandlers.environment) { opened in
            completion?(opened)
        }
    }

    /// `open` for async code: whether the URL was opened.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool {
        await withCheckedContinuation { continuation in
            open(url, options: options) { continuation.resume(returning: $0) }
        }
    }
}
