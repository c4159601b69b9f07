import CCairo
import CPango
import Foundation

/// The app's own fonts (R-IB5): the files `Info.plist`'s `UIAppFonts` lists, paths relative to the
/// app bundle's resources, added to fontconfig for this process only (`FcConfigAppFontAddFile`),
/// so `UIFont(name:size:)` and storyboards' font descriptions find them by family or PostScript
/// name as on iOS. A listed file that is missing or not a font is reported once and skipped.
enum AppFonts {
    /// The files added, once, before fonts are first listed.
    static let registered: [String] = {
        let names = (AppBundle.info["UIAppFonts"] as? [String]) ?? []
        let folders = (AppBundle.bundle.map(ImageFiles.folders(of:)) ?? []) + ImageFiles.searchFolders
        return register(names, in: folders)
    }()

    /// Adds the fonts `names` (found in `folders`), and tells Pango its fonts changed. Returns the
    /// paths added.
    static func register(_ names: [String], in folders: [URL]) -> [String] {
        var added: [String] = []
        for name in names where !name.isEmpty {
            guard let path = find(name, in: folders) else {
                report("UIAppFonts lists \(name), which is not among the app's resources; skipped")
                continue
            }
            guard FcConfigAppFontAddFile(nil, path) == FcTrue else {
                report("\(path): not a font fontconfig can read; skipped")
                continue
            }
            added.append(path)
        }
        if !added.isEmpty {
            // Pango's font map caches fontconfig's configuration: a map made before would not see
            // the fonts unless told.
            if let map = pango_cairo_font_map_get_default() {
                pango_fc_font_map_config_changed(map)
            }
            FontCatalog.familiesChanged()
        }
        return added
    }

    /// `name` as a path below one of `folders`, or its file name directly in one (Xcode copies
    /// fonts flat into the bundle unless they are in a folder reference).
    static func find(_ name: String, in folders: [URL]) -> String? {
        let candidates = [name, URL(fileURLWithPath: name).lastPathComponent]
        for folder in folders {
            for candidate in candidates {
                let path = folder.appendingPathComponent(candidate).path
                if FileManager.default.fileExists(atPath: path) { return path }
            }
        }
        return nil
    }

    private static func report(_ problem: String) { FileProblems.report(problem, about: "fonts") }
}
