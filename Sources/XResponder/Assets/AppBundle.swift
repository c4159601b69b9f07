import Foundation

/// The app's bundle: where its `Info.plist` is (R-IB5, R-IB6).
///
/// On iOS that is `Bundle.main`, the `.app` folder. Here it is `Bundle.main` when an `Info.plist`
/// sits beside the executable (or in its `Resources`); else the SwiftPM resource bundle beside the
/// executable laid out as an app bundle — `Contents/Info.plist` with `Contents/Resources` — which
/// is what `xrport APP.xcodeproj` makes of an Xcode project. Such a bundle is `Bundle.module` to
/// the app's own code (xrport rewrites its `Bundle.main` so), and Foundation reads its Info.plist
/// and resources as a bundle's.
enum AppBundle {
    /// The bundle holding the app's Info.plist, or nil when it has none. Found once: it comes
    /// with the program. Foundation's `Bundle` is not asked at all when the probe says nothing
    /// beside the executable could hold one; without `/proc` the probe cannot say, and `find` asks.
    static let bundle: Bundle? = {
        if let folder = ImageFiles.executableFolderPath,
           !mayExist(besideExecutableIn: folder, resourceBundles: ImageFiles.resourceBundleNamesBesideExecutable) { return nil }
        return find(main: Bundle.main, executableFolder: ImageFiles.executableFolder,
                    executable: ImageFiles.executableURL.lastPathComponent)
    }()

    /// Whether `folder` (the executable's) could give `find` a bundle — the same checks on path
    /// strings: an Info.plist where `mayHoldInfoPlist` looks, or a resource bundle that
    /// `isAppBundle`. Plain system calls (FileProbe): most code-only apps have neither, and learn
    /// it before their first frame without Foundation's one-time costs (issue #50).
    /// `resourceBundles`: the names of the resource bundles in `folder`, when already listed.
    static func mayExist(besideExecutableIn folder: String, resourceBundles: [String]? = nil) -> Bool {
        mayHoldInfoPlist(atPath: folder)
            || (resourceBundles ?? ImageFiles.resourceBundleNames(in: folder)).contains { isAppBundle(atPath: FileProbe.join(folder, $0)) }
    }

    /// Where Foundation's bundles look for an Info.plist, relative to the bundle's folder.
    static let infoPlistSpots = ["Info.plist", "Resources/Info.plist", "Contents/Info.plist", "Support Files/Info.plist"]

    /// `main` when it has an Info.plist, else a resource bundle in `executableFolder` laid out as an
    /// app bundle — the executable's own first (SwiftPM names it `Package_Target.resources`, and its
    /// `CFBundleExecutable` names the app), since one build folder holds every executable of a
    /// package, each with its bundle — else nil. Another executable's bundle is never the app's.
    static func find(main: Bundle, executableFolder: URL, executable: String = "") -> Bundle? {
        if mayHoldInfoPlist(main.bundleURL), let info = main.infoDictionary, !info.isEmpty { return main }
        var candidates: [(bundle: Bundle, isOwn: Bool)] = []
        for folder in ImageFiles.resourceBundles(in: executableFolder, notOtherThan: executable) where isAppBundle(folder) {
            guard let bundle = Bundle(url: folder), let info = bundle.infoDictionary, !info.isEmpty else { continue }
            let isOwn = !executable.isEmpty && (info["CFBundleExecutable"] as? String == executable
                || folder.deletingPathExtension().lastPathComponent.hasSuffix("_\(executable)"))
            candidates.append((bundle, isOwn))
        }
        return candidates.first { $0.isOwn }?.bundle ?? candidates.first?.bundle
    }

    /// Whether `folder` has a file where Foundation's bundles look for an Info.plist (flat, in
    /// `Resources`, `Contents` or `Support Files`). Asked before `infoDictionary`: bridging that
    /// dictionary asks the Swift runtime its first conformance questions, each a scan of every
    /// conformance record in the process — about a millisecond of start-up for an app that has
    /// no Info.plist at all (issue #50).
    static func mayHoldInfoPlist(_ folder: URL) -> Bool { mayHoldInfoPlist(atPath: folder.path) }

    static func mayHoldInfoPlist(atPath folder: String) -> Bool {
        infoPlistSpots.contains { FileProbe.exists(FileProbe.join(folder, $0)) }
    }

    /// The app's Info.plist (empty when it has none).
    static var info: [String: Any] { bundle?.infoDictionary ?? [:] }

    /// Whether `folder` holds an app bundle's layout: `Contents/Info.plist`.
    static func isAppBundle(_ folder: URL) -> Bool { isAppBundle(atPath: folder.path) }

    static func isAppBundle(atPath folder: String) -> Bool { FileProbe.exists(FileProbe.join(folder, "Contents/Info.plist")) }

    /// Where a resource bundle's files are: `Contents/Resources` in an app bundle's layout, else the
    /// bundle's folder (SwiftPM's resources, copied flat).
    static func resourceFolder(of folder: URL) -> URL {
        let resources = folder.appendingPathComponent("Contents/Resources")
        return ImageFiles.isFolder(resources) ? resources : folder
    }

    /// `resourceFolder(of:)` on a path string (FileProbe), for the probes before the first frame.
    static func resourceFolder(atPath folder: String) -> String {
        let resources = FileProbe.join(folder, "Contents/Resources")
        return FileProbe.isFolder(resources) ? resources : folder
    }
}
