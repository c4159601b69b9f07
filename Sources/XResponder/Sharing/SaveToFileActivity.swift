import Foundation

/// Save to a file: the user names the file and picks one of their folders (Downloads, Documents,
/// Desktop, home — the XDG user directories that exist), and the first item is written there: a
/// file is copied, an image saved as PNG, data as it is, text and links as a `.txt`. An existing
/// file is never overwritten: the name gets a number ("Notes 2.txt"), as a file manager does.
///
/// Written-down choice: the sheet is the library's own small panel, not the desktop's file
/// chooser (that arrives with xdg-desktop-portal, issue #51).
final class SaveToFileActivity: UIActivity {
    private(set) var items = ActivityItems(resolved: [])

    override var activityType: ActivityType? { .saveToFiles }
    override var activityTitle: String? { "Save to File…" }
    override var activityImage: UIImage? { UIImage(systemName: "square.and.arrow.down") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !ActivityItems(resolved: activityItems).isEmpty && !SaveFolders.available().isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) { items = ActivityItems(resolved: activityItems) }

    override var activityViewController: UIViewController? {
        let panel = SaveToFileViewController(suggestedName: suggestedName, folders: SaveFolders.available())
        panel.onSave = { [weak self] folder, name in self?.save(in: folder, named: name) ?? false }
        panel.onCancel = { [weak self] in self?.activityDidFinish(false) }
        return panel
    }

    /// The name offered: the file's own, else the subject or first line, with the kind's extension.
    var suggestedName: String {
        if let file = items.urls.first(where: \.isFileURL) { return file.lastPathComponent }
        let base = String((itemSubject ?? items.texts.first?.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
            .filter { $0 != "/" && $0 != "\0" }.prefix(60)).trimmingCharacters(in: .whitespaces)
        if !items.images.isEmpty { return (base.isEmpty ? "Image" : base) + ".png" }
        if !items.data.isEmpty && items.texts.isEmpty && items.urls.isEmpty { return base.isEmpty ? "Data" : base }
        return (base.isEmpty ? "Text" : base) + ".txt"
    }

    /// Writes the first item into `folder` as `name` (numbered when taken); false with the error
    /// kept for the completion handler when it cannot.
    @discardableResult
    func save(in folder: URL, named name: String) -> Bool {
        let cleaned = name.filter { $0 != "/" && $0 != "\0" }.trimmingCharacters(in: .whitespaces)
        guard !cleaned.isEmpty, cleaned != ".", cleaned != ".." else { return false }
        let destination = SaveFolders.unusedURL(for: cleaned, in: folder)
        do {
            if let file = items.urls.first(where: \.isFileURL) {
                try FileManager.default.copyItem(at: file, to: destination)
            } else if let image = items.images.first, let png = image.pngData() {
                try png.write(to: destination, options: .withoutOverwriting)
            } else if let bytes = items.data.first, items.texts.isEmpty, items.urls.isEmpty {
                try bytes.write(to: destination, options: .withoutOverwriting)
            } else {
                try Data(items.plainText.utf8).write(to: destination, options: .withoutOverwriting)
            }
            savedURL = destination
            activityDidFinish(true)
            return true
        } catch {
            failure = error
            EventTrace.log("Save to File: \(error)")
            return false
        }
    }

    /// Where the last save went.
    private(set) var savedURL: URL?
}

/// The user's folders a file can be saved to, from `user-dirs.dirs` (the XDG user directories).
enum SaveFolders {
    struct Folder: Equatable {
        let title: String
        let url: URL
    }

    @MainActor static func available(environment: [String: String] = UIApplication.shared.urlHandlers.environment) -> [Folder] {
        let home = homeFolder(environment: environment)
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home + "/.config"
        let named = userDirectories(in: config + "/user-dirs.dirs", home: home)
        let wanted: [(String, String, String)] = [("Downloads", "XDG_DOWNLOAD_DIR", "Downloads"),
                                                  ("Documents", "XDG_DOCUMENTS_DIR", "Documents"),
                                                  ("Desktop", "XDG_DESKTOP_DIR", "Desktop")]
        var folders = wanted.compactMap { title, key, fallback -> Folder? in
            let path = named[key] ?? home + "/" + fallback
            // A user directory set to the home folder means "not used" (xdg-user-dirs).
            guard path != home, isFolder(path) else { return nil }
            return Folder(title: title, url: URL(fileURLWithPath: path, isDirectory: true))
        }
        if isFolder(home) { folders.append(Folder(title: "Home", url: URL(fileURLWithPath: home, isDirectory: true))) }
        return folders
    }

    /// `$HOME` (Foundation's NSHomeDirectory reads the password database, not the environment).
    @MainActor static func homeFolder(environment: [String: String] = UIApplication.shared.urlHandlers.environment) -> String {
        environment["HOME"] ?? NSHomeDirectory()
    }

    private static func isFolder(_ path: String) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &directory) && directory.boolValue
    }

    /// `XDG_…_DIR="$HOME/…"` lines; only `$HOME/`-relative and absolute paths, as the spec allows.
    static func userDirectories(in path: String, home: String) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: path), data.count < 64 << 10 else { return [:] }
        var found: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") else { continue }
            let key = String(line[..<equals]).trimmingCharacters(in: .whitespaces)
            var value = String(line[line.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
            guard value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") else { continue }
            value = String(value.dropFirst().dropLast())
            if value.hasPrefix("$HOME") { value = home + value.dropFirst(5) } else if !value.hasPrefix("/") { continue }
            found[key] = value
        }
        return found
    }

    /// `name` in `folder`, or "name 2.ext", "name 3.ext", … when taken.
    static func unusedURL(for name: String, in folder: URL) -> URL {
        let first = folder.appendingPathComponent(name)
        guard FileManager.default.fileExists(atPath: first.path) else { return first }
        let ext = (name as NSString).pathExtension, base = (name as NSString).deletingPathExtension
        for number in 2... {
            let candidate = folder.appendingPathComponent(ext.isEmpty ? "\(base) \(number)" : "\(base) \(number).\(ext)")
            if !FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return first
    }
}
