import Foundation

/// The packages and pods an imported Xcode project uses (R-IB6), and what is known of each on
/// Linux. Whether a package builds cannot be known without building it; what is listed here is
/// what its authors state and test (a Linux CI, or an import of UIKit, AppKit or Objective-C that
/// rules Linux out). A package known to build joins the generated `Package.swift`; any other is
/// written there commented out with its reason, so that `swift build` of the port starts from
/// what works and the developer sees each decision.
enum PackageDependencies {
    enum Linux: Equatable {
        case builds
        case doesNotBuild(String)
        case unknown
    }

    /// What is known, by the package's repository name (lowercased, without `.git`).
    static let known: [String: Linux] = [
        "swift-collections": .builds, "swift-algorithms": .builds, "swift-argument-parser": .builds,
        "swift-log": .builds, "swift-nio": .builds, "swift-numerics": .builds, "swift-crypto": .builds,
        "swiftyjson": .builds, "rxswift": .builds, "promisekit": .builds, "opencombine": .builds,
        "sqlite.swift": .builds, "swift-markdown": .builds, "yams": .builds,
        "alamofire": .builds, "swift-async-algorithms": .builds, "swift-atomics": .builds,
        "kingfisher": .doesNotBuild("loads images into UIKit/AppKit views through Apple's frameworks"),
        "sdwebimage": .doesNotBuild("Objective-C"),
        "snapkit": .doesNotBuild("imports UIKit: use XResponder's NSLayoutAnchor API, which it wraps"),
        "lottie-ios": .doesNotBuild("Core Animation and Apple's frameworks"),
        "lottie-spm": .doesNotBuild("Core Animation and Apple's frameworks"),
        "firebase-ios-sdk": .doesNotBuild("Objective-C and Apple's frameworks"),
        "realm-swift": .doesNotBuild("Objective-C++ core built for Apple's platforms"),
        "iqkeyboardmanager": .doesNotBuild("imports UIKit"),
        "charts": .doesNotBuild("imports UIKit and Core Graphics"),
        "dgcharts": .doesNotBuild("imports UIKit and Core Graphics"),
        "swift-composable-architecture": .doesNotBuild("needs Combine and SwiftUI"),
        "googlesignin-ios": .doesNotBuild("Objective-C"),
    ]

    /// The package's repository name, lowercased: `https://github.com/Alamofire/Alamofire.git` →
    /// `alamofire`.
    static func key(_ location: String) -> String {
        var name = location.split(separator: "/").last.map(String.init) ?? location
        if name.hasSuffix(".git") { name.removeLast(4) }
        return name.lowercased()
    }

    static func linux(_ location: String) -> Linux { known[key(location)] ?? .unknown }

    /// The `.package(…)` line for a package reference, with Xcode's version rule as SwiftPM's.
    static func packageLine(_ reference: XcodeProject.PackageReference, projectFolder: URL) -> String {
        if reference.isLocal {
            let path = reference.location.hasPrefix("/") ? reference.location : projectFolder.appendingPathComponent(reference.location).standardizedFileURL.path
            return ".package(path: \(literal(path)))"
        }
        let url = literal(reference.location)
        let rule = reference.requirement
        switch rule["kind"] {
        case "exactVersion": return ".package(url: \(url), exact: \(literal(rule["version"] ?? "")))"
        case "branch": return ".package(url: \(url), branch: \(literal(rule["branch"] ?? "main")))"
        case "revision": return ".package(url: \(url), revision: \(literal(rule["revision"] ?? "")))"
        case "versionRange":
            return ".package(url: \(url), \(literal(rule["minimumVersion"] ?? "0.0.0"))..<\(literal(rule["maximumVersion"] ?? "99.0.0")))"
        case "upToNextMinorVersion": return ".package(url: \(url), .upToNextMinor(from: \(literal(rule["minimumVersion"] ?? "0.0.0"))))"
        default: return ".package(url: \(url), from: \(literal(rule["minimumVersion"] ?? "1.0.0")))"
        }
    }

    /// The pods a `Podfile` names (`pod 'Alamofire', '~> 5.0'`), in order, each once.
    static func pods(inPodfile text: String) -> [String] {
        var pods: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let words = line.trimmingCharacters(in: .whitespaces)
            guard words.hasPrefix("pod "), let quote = words.dropFirst(4).first(where: { $0 == "'" || $0 == "\"" }) else { continue }
            let parts = words.split(separator: quote)
            guard parts.count >= 2 else { continue }
            let name = String(parts[1].split(separator: "/").first ?? parts[1])
            if !pods.contains(name) { pods.append(name) }
        }
        return pods
    }

    /// Whether a dependency's location is a repository URL (`https://…`, `git@host:…`) rather than
    /// a path on this machine.
    static func isURL(_ location: String) -> Bool {
        location.contains("://") || location.hasPrefix("git@")
    }

    /// A Swift string literal for `text`.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
