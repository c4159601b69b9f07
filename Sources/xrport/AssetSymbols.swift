import Foundation

/// The asset symbols Xcode 15 generates for an app's catalogs (`UIImage.checked`,
/// `UIColor.accent`, `ImageResource.checked`), written by xrport as `GeneratedAssetSymbols.swift`
/// so code that uses them builds (R-IB4). Xcode generates them in the build, never in the sources,
/// so a ported app would otherwise miss every one.
///
/// Only the symbols the sources use (`.checked` somewhere) and do not declare themselves are
/// written: an app that predates generation, or turned it off, may have its own `UIColor.accent`,
/// and two would not compile.
enum AssetSymbols {
    struct Asset: Equatable {
        enum Kind { case image, color }
        let kind: Kind
        /// The set's name, with its namespace (`Icons/add`).
        let name: String
        /// The Swift name Xcode gives it (`iconsAdd`).
        let symbol: String
    }

    /// The image and colour sets of the catalogs below `folder`, by name.
    static func assets(below folder: URL) -> [Asset] {
        assets(inCatalogs: UIKitPorter.packages(below: folder, extensions: ["xcassets"]))
    }

    /// The image and colour sets of the catalogs `catalogs` (`.xcassets` folders), by name.
    static func assets(inCatalogs catalogs: [URL]) -> [Asset] {
        catalogs.flatMap { assets(inCatalog: $0, namespace: "") }.sorted { ($0.symbol, $0.name) < ($1.symbol, $1.name) }
    }

    private static func assets(inCatalog folder: URL, namespace: String, depth: Int = 0) -> [Asset] {
        guard depth < 16 else { return [] }
        // Resolved: Linux Foundation lists nothing in a symbolic link to a folder.
        let children = ((try? FileManager.default.contentsOfDirectory(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var found: [Asset] = []
        for child in children {
            let name = namespace + child.deletingPathExtension().lastPathComponent
            switch child.pathExtension {
            case "imageset": if let symbol = symbol(for: name, kind: .image) { found.append(Asset(kind: .image, name: name, symbol: symbol)) }
            case "colorset": if let symbol = symbol(for: name, kind: .color) { found.append(Asset(kind: .color, name: name, symbol: symbol)) }
            case "":
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: child.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                let contents = (try? Data(contentsOf: child.appendingPathComponent("Contents.json"))).flatMap {
                    try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
                }
                let provides = (contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
                found += assets(inCatalog: child, namespace: provides ? name + "/" : namespace, depth: depth + 1)
            default: break
            }
        }
        return found
    }

    /// The Swift name Xcode gives a set: its words in lower camel case (`checkbox filled` →
    /// `checkboxFilled`, `URLIcon` → `urlIcon`, a namespace's folder first), without a trailing
    /// "Color" on a colour or "Image" on an image (`AccentColor` → `accent`), `_` before a digit.
    static func symbol(for name: String, kind: Asset.Kind) -> String? {
        let words = name.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard var first = words.first else { return nil }
        // A leading run of capitals is lowered, but for the one that starts the next word.
        let capitals = first.prefix { $0.isUppercase }.count
        if capitals == first.count {
            first = first.lowercased()
        } else if capitals > 1 {
            first = first.prefix(capitals - 1).lowercased() + first.dropFirst(capitals - 1)
        } else {
            first = first.prefix(1).lowercased() + first.dropFirst()
        }
        var symbol = first + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        let suffix = kind == .color ? "Color" : "Image"
        if symbol.hasSuffix(suffix), symbol.count > suffix.count { symbol.removeLast(suffix.count) }
        if symbol.first?.isNumber == true { symbol = "_" + symbol }
        return symbol
    }

    /// `GeneratedAssetSymbols.swift` for the assets `sources` use, or nil when they use none.
    static func file(for assets: [Asset], sources: [String]) -> (text: String, count: Int)? {
        let text = sources.joined(separator: "\n")
        let used = assets.filter { asset in
            uses(asset.symbol, in: text) && !declares(asset.symbol, in: text)
        }
        // Two sets with one symbol: Xcode refuses to build; neither is written, and the build says why.
        let counts = Dictionary(grouping: used, by: { "\($0.kind)\($0.symbol)" }).mapValues(\.count)
        let unique = used.filter { counts["\($0.kind)\($0.symbol)"] == 1 }
        guard !unique.isEmpty else { return nil }
        var lines = ["// Generated by xrport from the app's asset catalogs, as Xcode generates asset symbols.",
                     "// Only the symbols the sources use are here. Regenerate by porting again.", "",
                     "import UIKit", ""]
        for (kind, resource, type) in [(Asset.Kind.image, "ImageResource", "UIImage"), (.color, "ColorResource", "UIColor")] {
            let ofKind = unique.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            lines.append("extension \(resource) {")
            for asset in ofKind {
                lines.append("    /// The \"\(asset.name)\" asset catalog \(kind == .image ? "image" : "color") resource.")
                lines.append("    static let \(asset.symbol) = \(resource)(name: \"\(asset.name)\", bundle: .main)")
            }
            lines += ["}", "", "extension \(type) {"]
            for asset in ofKind {
                lines.append("    /// The \"\(asset.name)\" asset catalog \(kind == .image ? "image" : "color").")
                lines.append("    static var \(asset.symbol): \(type) { .init(resource: .\(asset.symbol)) }")
            }
            lines += ["}", ""]
        }
        return (lines.joined(separator: "\n"), unique.count)
    }

    /// Whether `.symbol` appears as a member reference (not inside a longer name).
    private static func uses(_ symbol: String, in text: String) -> Bool {
        text.range(of: "\\.\(NSRegularExpression.escapedPattern(for: symbol))(?![A-Za-z0-9_])", options: .regularExpression) != nil
    }

    /// Whether the sources declare a static member or a case of that name themselves.
    private static func declares(_ symbol: String, in text: String) -> Bool {
        let name = NSRegularExpression.escapedPattern(for: symbol)
        return text.range(of: "(static|class)\\s+(let|var|func)\\s+\(name)(?![A-Za-z0-9_])|case\\s+\(name)(?![A-Za-z0-9_])",
                          options: .regularExpression) != nil
    }
}
