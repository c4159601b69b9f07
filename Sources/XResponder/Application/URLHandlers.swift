import Foundation

/// Which installed application, if any, opens a URL, found as xdg-open finds it (the freedesktop
/// MIME applications spec): a default or added association for `x-scheme-handler/<scheme>` in a
/// `mimeapps.list`, else the `mimeinfo.cache` update-desktop-database writes, else a `.desktop`
/// file that lists the type. Only files are read, so `canOpenURL` answers without starting a
/// process. The environment is a parameter so tests point it at folders of their own.
struct URLHandlers {
    var environment: [String: String]

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.environment = environment
    }

    /// The `.desktop` file id that opens `url`, or nil. A `file:` URL needs its file to exist and
    /// is handled by its content type, which xdg-open works out; any existing file counts.
    func handler(for url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), !scheme.isEmpty else { return nil }
        if scheme == "file" { return FileManager.default.fileExists(atPath: url.path) ? "xdg-open" : nil }
        return application(for: "x-scheme-handler/\(scheme)")
    }

    /// The first installed application associated with `type`.
    func application(for type: String) -> String? {
        for list in mimeappsLists {
            for section in ["Default Applications", "Added Associations"] {
                for id in Self.entries(in: list, section: section, key: type) where isInstalled(id) { return id }
            }
        }
        for folder in applicationFolders {
            for id in Self.entries(in: folder + "/mimeinfo.cache", section: "MIME Cache", key: type) where isInstalled(id) {
                return id
            }
        }
        for folder in applicationFolders {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            for file in files.sorted() where file.hasSuffix(".desktop") {
                if Self.entries(in: folder + "/" + file, section: "Desktop Entry", key: "MimeType").contains(type) { return file }
            }
        }
        return nil
    }

    /// The application's name (`Name=` of its desktop file), for "Open in <name>".
    func name(ofApplication id: String) -> String? {
        for folder in applicationFolders where FileManager.default.fileExists(atPath: folder + "/" + id) {
            return Self.entries(in: folder + "/" + id, section: "Desktop Entry", key: "Name").first
        }
        return nil
    }

    /// The first executable named `tool` on the environment's PATH.
    func tool(_ tool: String) -> String? {
        let folders = (environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(tool)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    private func isInstalled(_ id: String) -> Bool {
        applicationFolders.contains { FileManager.default.fileExists(atPath: $0 + "/" + id) }
    }

    private var home: String { environment["HOME"] ?? NSHomeDirectory() }

    private func paths(_ variable: String, default fallback: String) -> [String] {
        let value = environment[variable].flatMap { $0.isEmpty ? nil : $0 } ?? fallback
        return value.split(separator: ":").map(String.init)
    }

    private var configFolders: [String] {
        paths("XDG_CONFIG_HOME", default: home + "/.config") + paths("XDG_CONFIG_DIRS", default: "/etc/xdg")
    }

    private var dataFolders: [String] {
        paths("XDG_DATA_HOME", default: home + "/.local/share") + paths("XDG_DATA_DIRS", default: "/usr/local/share:/usr/share")
    }

    private var applicationFolders: [String] { dataFolders.map { $0 + "/applications" } }

    private var mimeappsLists: [String] {
        configFolders.map { $0 + "/mimeapps.list" } + applicationFolders.map { $0 + "/mimeapps.list" }
    }

    /// The `;`-separated values of `key` in `[section]` of a desktop-entry-style file.
    static func entries(in path: String, section: String, key: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path), data.count < 4 << 20 else { return [] }
        var inSection = false
        for raw in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("[") { inSection = line == "[\(section)]"; continue }
            guard inSection, let equals = line.firstIndex(of: "="),
                  line[..<equals].trimmingCharacters(in: .whitespaces) == key else { continue }
            return line[line.index(after: equals)...].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
        return []
    }
}
