import Foundation

/// What Xcode's build makes of a target's build settings, for an imported project (R-IB6): the
/// names it derives (product, module) and the `Info.plist` it writes into the app's bundle.
struct XcodeBuildSettings {
    var settings: [String: String]

    init(target: XcodeProject.Target, project: XcodeProject) {
        var settings = target.settings
        settings["PROJECT_NAME"] = project.name
        settings["DEVELOPMENT_LANGUAGE"] = settings["DEVELOPMENT_LANGUAGE"] ?? project.developmentRegion
        settings["SRCROOT"] = project.folder.path
        settings["PROJECT_DIR"] = project.folder.path
        self.settings = settings
        let product = expand(settings["PRODUCT_NAME"] ?? "$(TARGET_NAME)")
        self.settings["PRODUCT_NAME"] = product.isEmpty ? target.name : product
        self.settings["PRODUCT_MODULE_NAME"] = Self.moduleName(expand(settings["PRODUCT_MODULE_NAME"] ?? self.settings["PRODUCT_NAME"]!))
        // The SwiftPM executable is named as its target, the module.
        self.settings["EXECUTABLE_NAME"] = self.settings["PRODUCT_MODULE_NAME"]
    }

    /// The Swift module's name: the product's name with what is not an identifier character as
    /// `_` (Xcode's `c99extidentifier`), as storyboards' `customModule` spells it.
    static func moduleName(_ name: String) -> String {
        var result = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        if let first = result.first, first.isNumber { result = "_" + result }
        return result.isEmpty ? "App" : result
    }

    var productName: String { settings["PRODUCT_NAME"] ?? "App" }
    var moduleName: String { settings["PRODUCT_MODULE_NAME"] ?? "App" }

    /// `SWIFT_VERSION` as a language mode SwiftPM knows (`5`, `6`; 4 and 4.2 build as 5).
    var swiftLanguageMode: String {
        let major = (settings["SWIFT_VERSION"] ?? "5").split(separator: ".").first.flatMap { Int($0) } ?? 5
        return major >= 6 ? "6" : "5"
    }

    /// `$(NAME)`, `${NAME}` and `$(NAME:modifier)` replaced by the setting's value (modifiers such as
    /// `rfc1034identifier` applied the simple way: the value with unsafe characters as `-`); an
    /// unknown setting is empty, as in Xcode. Nested references are expanded a few levels deep.
    func expand(_ text: String, depth: Int = 0) -> String {
        guard depth < 8, text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, let close: Character = ["(": ")", "{": "}"][rest[after]],
                  let end = rest[after...].firstIndex(of: close) else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let reference = rest[rest.index(after: after)..<end]
            let parts = reference.split(separator: ":", maxSplits: 1)
            var value = expand(settings[String(parts.first ?? "")] ?? "", depth: depth + 1)
            if parts.count == 2, parts[1].hasPrefix("rfc1034identifier") || parts[1].hasPrefix("identifier") {
                value = String(value.map { $0.isLetter || $0.isNumber || $0 == "." ? $0 : "-" })
            }
            result += value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }

    /// The app's Info.plist as Xcode's build writes it: the target's `INFOPLIST_FILE` (variables
    /// expanded), the `INFOPLIST_KEY_*` settings of a generated Info.plist, and the bundle keys
    /// the build adds (name, identifier, executable, versions).
    func infoPlist(in project: XcodeProject) -> [String: Any] {
        var info: [String: Any] = [:]
        if let file = settings["INFOPLIST_FILE"].map({ expand($0) }), !file.isEmpty {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : project.folder.appendingPathComponent(file)
            if let data = try? Data(contentsOf: url),
               let read = try? PropertyListSerialization.propertyList(from: data, options: [], format: nil) as? [String: Any] {
                info = read.mapValues(expanded)
            }
        }
        let generation = "INFOPLIST_KEY_UIApplicationSceneManifest_Generation"
        for (key, value) in settings where key.hasPrefix("INFOPLIST_KEY_") && key != generation {
            var name = String(key.dropFirst("INFOPLIST_KEY_".count))
            // `_iPhone`/`_iPad` settings are the `~iphone`/`~ipad` keys.
            for (suffix, device) in [("_iPhone", "~iphone"), ("_iPad", "~ipad")] where name.hasSuffix(suffix) {
                name = String(name.dropLast(suffix.count)) + device
            }
            let text = expand(value)
            if name.hasPrefix("UISupportedInterfaceOrientations") {
                info[name] = text.split(separator: " ").map(String.init)
            } else if text == "YES" || text == "NO" {
                info[name] = text == "YES"
            } else {
                info[name] = text
            }
        }
        // Generation asks for a scene manifest; the key itself is no Info.plist key.
        if settings[generation] == "YES" {
            if info["UIApplicationSceneManifest"] == nil {
                info["UIApplicationSceneManifest"] = ["UIApplicationSupportsMultipleScenes": false] as [String: Any]
            }
        }
        let derived: [(String, String?)] = [
            ("CFBundleName", productName), ("CFBundleExecutable", settings["EXECUTABLE_NAME"]),
            ("CFBundleIdentifier", settings["PRODUCT_BUNDLE_IDENTIFIER"].map { expand($0) }),
            ("CFBundleShortVersionString", settings["MARKETING_VERSION"].map { expand($0) }),
            ("CFBundleVersion", settings["CURRENT_PROJECT_VERSION"].map { expand($0) }),
            ("CFBundleDevelopmentRegion", settings["DEVELOPMENT_LANGUAGE"]),
            ("CFBundlePackageType", "APPL"),
        ]
        for (key, value) in derived {
            guard let value, !value.isEmpty else { continue }
            if (info[key] as? String).map({ $0.isEmpty }) ?? true { info[key] = value }
        }
        return info
    }

    /// A property-list value with the build settings it names expanded, strings at any depth.
    private func expanded(_ value: Any) -> Any {
        switch value {
        case let text as String: expand(text)
        case let list as [Any]: list.map(expanded)
        case let dictionary as [String: Any]: dictionary.mapValues(expanded)
        default: value
        }
    }
}
