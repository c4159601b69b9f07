import Foundation

/// One folder's contents as the built-in file chooser lists them (R-DA3): folders first, then
/// files, each group in Finder's order (`localizedStandardCompare`: "Note 2" before "Note 10");
/// hidden entries (a leading dot) left out; files the picker's types do not take shown but not
/// choosable. An unreadable folder lists nothing and says why.
struct DirectoryListing {
    struct Entry: Equatable {
        let name: String
        let url: URL
        let isFolder: Bool
        /// Whether it can be chosen (a folder can always be entered).
        let isChoosable: Bool
    }

    let folder: URL
    let entries: [Entry]
    /// Why nothing is listed, when the folder could not be read.
    let problem: String?

    init(folder: URL, filter: DocumentTypeFilter) {
        self.folder = folder
        let manager = FileManager.default
        let names: [String]
        do {
            names = try manager.contentsOfDirectory(atPath: folder.path)
            problem = nil
        } catch {
            names = []
            problem = "“\(folder.lastPathComponent)” could not be read."
        }
        var folders: [Entry] = [], files: [Entry] = []
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isDirectory: ObjCBool = false
            // A dangling link or an entry gone since the listing is left out.
            guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                folders.append(Entry(name: name, url: URL(fileURLWithPath: url.path, isDirectory: true), isFolder: true, isChoosable: true))
            } else if !filter.picksFolders {
                files.append(Entry(name: name, url: url, isFolder: false, isChoosable: filter.accepts(fileNamed: name)))
            }
        }
        let order: (Entry, Entry) -> Bool = { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        entries = folders.sorted(by: order) + files.sorted(by: order)
    }

    /// The folder above, nil at the root.
    var parent: URL? {
        let path = folder.standardizedFileURL.path
        guard path != "/" else { return nil }
        return URL(fileURLWithPath: (path as NSString).deletingLastPathComponent, isDirectory: true)
    }
}
