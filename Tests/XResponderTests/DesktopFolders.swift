import Foundation

/// A desktop of a test's own under `root`: XDG data and config folders (`data/`, `config/`) that
/// the app's URL handlers and xdg-open/xdg-email read instead of this machine's, no desktop
/// environment (xdg-utils' generic mode), and a display name for xdg-open's scheme handlers.
enum DesktopFolders {
    static func environment(root: URL, home: URL? = nil) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        if let home { environment["HOME"] = home.path }
        environment["XDG_DATA_HOME"] = root.appendingPathComponent("data").path
        environment["XDG_DATA_DIRS"] = root.appendingPathComponent("none").path
        environment["XDG_CONFIG_HOME"] = root.appendingPathComponent("config").path
        environment["XDG_CONFIG_DIRS"] = root.appendingPathComponent("none").path
        environment["XDG_CURRENT_DESKTOP"] = nil
        environment["DE"] = "generic"
        // xdg-open without a desktop environment uses scheme handlers only when there is a display
        // (an app always has one); the handlers themselves never open it.
        environment["DISPLAY"] = environment["DISPLAY"] ?? ":99"
        return environment
    }
}
