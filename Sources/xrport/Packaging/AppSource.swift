import Foundation

/// Where an app's parts are in its package, for `xrport package`: the executable product, the
/// target folder holding its Info.plist and asset catalogs, and its resource bundles in the build.
struct AppSource {
    var product: String
    /// The executable target's folder.
    var folder: URL
    /// Its Info.plist (an imported project's `Contents/Info.plist`), empty when it has none.
    var info: [String: Any]

    /// The icon set the app names (`CFBundleIcons → CFBundlePrimaryIcon → CFBundleIconName`),
    /// else Xcode's default — the same choice the running app makes for its window icon.
    var iconSetName: String {
        let icons = info["CFBundleIcons"] as? [String: Any]
        return (icons?["CFBundlePrimaryIcon"] as? [String: Any])?["CFBundleIconName"] as? String ?? "AppIcon"
    }

    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// Finds the app in `package`: `product` when given, else the one target whose folder holds an
    /// app bundle's `Contents/Info.plist` (the layout `xrport App.xcodeproj` writes), else the
    /// package's one executable product as `swift package describe` lists it.
    static func find(in package: URL, product: String?, sources: URL?) throws -> AppSource {
        let sourcesFolder = package.appendingPathComponent("Sources")
        let product = try product ?? bundledTarget(in: sourcesFolder) ?? describedProduct(in: package)
        let folder = sources ?? sourcesFolder.appendingPathComponent(product)
        guard FileManager.default.fileExists(atPath: folder.path) else {
            throw Problem(description: "no folder \(folder.path) for \(product)'s sources: give it with --sources")
        }
        var info: [String: Any] = [:]
        for candidate in ["Contents/Info.plist", "Info.plist", "Resources/Info.plist"] {
            let url = folder.appendingPathComponent(candidate)
            guard let data = try? Data(contentsOf: url) else { continue }
            guard let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else {
                throw Problem(description: "\(url.path) is not a property list")
            }
            info = plist
            break
        }
        return AppSource(product: product, folder: folder, info: info)
    }

    /// The one folder of `Sources` holding `Contents/Info.plist`, or nil when none or several do.
    static func bundledTarget(in sources: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        let bundled = names.filter { FileManager.default.fileExists(atPath: sources.appendingPathComponent("\($0)/Contents/Info.plist").path) }
        return bundled.count == 1 ? bundled[0] : nil
    }

    /// The package's one executable product, from `swift package describe`.
    static func describedProduct(in package: URL) throws -> String {
        let text = try Command.check("swift", ["package", "describe", "--type", "json"], in: package)
        // SwiftPM may print progress before the JSON object.
        guard let start = text.firstIndex(of: "{"),
              let json = try? JSONSerialization.jsonObject(with: Data(text[start...].utf8)) as? [String: Any],
              let products = json["products"] as? [[String: Any]] else {
            throw Problem(description: "swift package describe printed no package description")
        }
        let executables = products.filter { ($0["type"] as? [String: Any])?["executable"] != nil }.compactMap { $0["name"] as? String }
        guard executables.count == 1 else {
            throw Problem(description: executables.isEmpty ? "the package has no executable product"
                          : "the package has \(executables.count) executables (\(executables.joined(separator: ", "))): name one with --product")
        }
        return executables[0]
    }

    /// The executable target's resource bundles in `binFolder`: SwiftPM names them
    /// `<Package>_<Target>.resources`. (A library target's bundle is not looked for: ported apps
    /// keep their resources in the app target, as Xcode does.)
    func bundles(in binFolder: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: binFolder.path)) ?? []
        return names.filter { $0.hasSuffix("_\(product).resources") }.sorted().map { binFolder.appendingPathComponent($0) }
    }
}
