import Foundation

/// The asset catalogs an app's assets are looked up in (R-IB4), read once each, from any thread.
///
/// A catalog is any `.xcassets` folder directly inside a folder `UIImage(named:)` searches — the
/// main bundle's resources, the SwiftPM resource bundles beside the executable (`Bundle.module`),
/// the executable's folder and its `Resources` — or inside a bundle given to `named:in:`, or one
/// level below them (xrport keeps an Xcode project's layout, `MyApp/Assets.xcassets`).
enum AssetCatalogs {
    private static let lock = NSLock()
    /// Folder path → the catalogs in it; every entry lives as long as the program (the folders are
    /// the program's own resources).
    nonisolated(unsafe) private static var byFolder: [String: [AssetCatalog]] = [:]

    /// The catalogs to search for `bundle`'s assets (nil: the app's), in search order.
    static func catalogs(for bundle: Bundle?) -> [AssetCatalog] {
        let folders = (bundle.map(ImageFiles.folders(of:)) ?? []) + ImageFiles.searchFolders
        let current = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        var seen = Set<String>()
        return folders.flatMap { folder -> [AssetCatalog] in
            let path = folder.standardizedFileURL.path
            guard seen.insert(path).inserted else { return [] }
            // The current directory may be anything (a home folder): only its own catalogs.
            return catalogs(in: folder, deep: path != current)
        }
    }

    /// The catalogs in `folder` (and, when `deep`, in its immediate subfolders), read on first use.
    static func catalogs(in folder: URL, deep: Bool = true) -> [AssetCatalog] {
        let key = folder.standardizedFileURL.path + (deep ? "" : "/.")
        if let known = lock.withLock({ byFolder[key] }) { return known }
        let found = catalogFolders(in: folder, deep: deep).map(AssetCatalog.init(url:))
        return lock.withLock {
            if let raced = byFolder[key] { return raced }
            byFolder[key] = found
            return found
        }
    }

    /// `.xcassets` folders in `folder` (and one level below when `deep`), sorted by path.
    ///
    /// Names are filtered before anything is asked of the file system: the executable's folder
    /// is searched, and a build folder (or `/usr/bin`) holds thousands of files. Asking whether
    /// each was a folder cost 4 ms of the first frame, where the window's icon is looked up
    /// (issue #50); now only names ending in `.xcassets`, and extensionless ones when `deep`,
    /// are checked.
    static func catalogFolders(in folder: URL, deep: Bool = true) -> [URL] {
        func names(in url: URL) -> [String] { (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] }
        func catalogs(among names: [String], in url: URL) -> [URL] {
            names.filter { $0.hasSuffix(".xcassets") }.map { url.appendingPathComponent($0) }.filter(ImageFiles.isFolder)
        }
        let base = ImageFiles.listable(folder)
        let top = names(in: base)
        var found = catalogs(among: top, in: base)
        // One level down, except in folders that are catalogs, bundles of other kinds or build output.
        if deep {
            for name in top where !name.contains(".") {
                let child = ImageFiles.listable(base.appendingPathComponent(name))
                guard ImageFiles.isFolder(child) else { continue }
                found += catalogs(among: names(in: child), in: child)
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Says `problem` on standard error, once per process.
    static func report(_ problem: String) { FileProblems.report(problem, about: "asset catalog") }

    /// Forgets every catalog read (tests that write catalogs into folders already searched).
    static func forget() {
        lock.withLock { byFolder.removeAll() }
    }
}
