import Foundation

/// The app's AppStream component (`/usr/share/metainfo/<id>.metainfo.xml`), which software
/// centres (GNOME Software, KDE Discover) and Flathub read to list it (R-DA4). The elements are
/// those `appstreamcli validate` asks of a desktop application; the entry it launches is named by
/// `launchable`, and the metadata itself is CC0 as the specification recommends.
enum AppStreamMetadata {
    static func text(for app: AppMetadata, releaseDate: Date = Date()) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<component type=\"desktop-application\">",
            "  <id>\(escaped(app.identifier))</id>",
            "  <metadata_license>CC0-1.0</metadata_license>",
            "  <project_license>\(escaped(app.license))</project_license>",
            "  <name>\(escaped(app.name))</name>",
            "  <summary>\(escaped(app.summary))</summary>",
            "  <description>",
        ]
        for paragraph in app.description.components(separatedBy: "\n\n") where !paragraph.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            lines.append("    <p>\(escaped(paragraph.trimmingCharacters(in: .whitespacesAndNewlines)))</p>")
        }
        lines.append("  </description>")
        if let developer = app.developer { lines.append("  <developer_name>\(escaped(developer))</developer_name>") }
        lines += [
            "  <launchable type=\"desktop-id\">\(escaped(app.identifier)).desktop</launchable>",
            "  <provides>",
            "    <binary>\(escaped(app.packageName))</binary>",
            "  </provides>",
            "  <content_rating type=\"oars-1.1\"/>",
            "  <releases>",
            "    <release version=\"\(escaped(app.version))\" date=\"\(formatter.string(from: releaseDate))\"/>",
            "  </releases>",
            "</component>",
            "",
        ]
        return lines.joined(separator: "\n")
    }

    /// Text as XML character data and attribute values hold it; the control characters XML 1.0
    /// cannot hold at all are dropped.
    static func escaped(_ text: String) -> String {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 || "\t\n\r".unicodeScalars.contains($0) }))
        return TextEscaping.replacing(kept, ["&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;"])
    }
}
