/// The app's `.desktop` entry (freedesktop Desktop Entry Specification 1.4, the newest Debian 12's desktop-file-validate knows), by which menus,
/// launchers and docks list and start it (R-DA4).
///
/// - `Exec` is the command on PATH: launchers run it through PATH, and the app finds its bundle
///   from its executable's real place, not from the name it was started by (ImageFiles).
/// - `StartupNotify=true`: the app ends the launcher's busy cursor when its first window maps
///   (X11StartupNotification), so the launcher may show one.
/// - `StartupWMClass` is the identifier, which the app's windows carry as `WM_CLASS`'s class
///   (X11Window+Identity): a dock groups the running windows under this entry.
enum DesktopEntry {
    static func text(for app: AppMetadata) -> String {
        var lines = [
            "[Desktop Entry]",
            "Type=Application",
            "Version=1.4",
            "Name=\(escaped(app.name))",
            "Comment=\(escaped(app.summary))",
            "Exec=\(app.packageName)",
            "Icon=\(app.identifier)",
            "Terminal=false",
            "Categories=\(app.categories.map { "\($0);" }.joined())",
            "StartupNotify=true",
            "StartupWMClass=\(app.identifier)",
        ]
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// A string value as the specification escapes it: a backslash, and the line and tab
    /// characters a value cannot hold.
    static func escaped(_ value: String) -> String {
        TextEscaping.replacing(value, ["\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"])
    }
}
