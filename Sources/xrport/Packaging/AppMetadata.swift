import Foundation

/// What the desktop is told about an app (R-DA4): its identity, names and version, read from its
/// Info.plist as Xcode wrote it (an imported project's `Contents/Info.plist`) and overridden by
/// `xrport package`'s options. One identifier names everything: the `.desktop` file, the icons, the
/// AppStream component and the window's `WM_CLASS` (X11Window+Identity), so a dock matches the
/// running window to its entry.
struct AppMetadata: Equatable {
    /// The reverse-DNS application id (`CFBundleIdentifier`).
    var identifier: String
    /// The name people see (`CFBundleDisplayName`, else `CFBundleName`, else the product).
    var name: String
    /// One line saying what the app is for (AppStream's summary, the entry's `Comment`).
    var summary: String
    /// A paragraph for software centres; the summary when none is given.
    var description: String
    /// `CFBundleShortVersionString`, as Debian and AppStream accept it.
    var version: String
    /// The app's SPDX license expression; AppStream's word for "not free" when none is given.
    var license: String
    var developer: String?
    /// Debian's `Maintainer`: a name and a mail address.
    var maintainer: String
    /// Freedesktop menu categories, from `LSApplicationCategoryType` (AppCategories).
    var categories: [String]
    /// The name of the executable SwiftPM built (the product).
    var executable: String
    /// The Debian package's name, which is also the command on PATH.
    var packageName: String

    enum Problem: Error, CustomStringConvertible, Equatable {
        case noIdentifier(String)
        case badIdentifier(String)
        case badVersion(String)
        var description: String {
            switch self {
            case .noIdentifier(let product):
                "\(product) has no bundle identifier (no Info.plist with CFBundleIdentifier): give one with --identifier com.example.\(product)"
            case .badIdentifier(let identifier):
                "\"\(identifier)\" is not a reverse-DNS application id (at least two dots, each part letters, digits, _ or -, not starting with a digit): give one with --identifier"
            case .badVersion(let version):
                "\"\(version)\" is not a version Debian accepts (it starts with a digit; letters, digits and . + ~ follow): give one with --version"
            }
        }
    }

    /// The metadata of `executable` from its Info.plist (`info`, empty when it has none) and the
    /// options the user gave (`options`, by option name without dashes).
    static func make(executable: String, info: [String: Any], options: [String: String], environment: [String: String]) throws -> AppMetadata {
        func plist(_ key: String) -> String? { (info[key] as? String).flatMap { $0.isEmpty ? nil : $0 } }
        guard let identifier = options["identifier"] ?? plist("CFBundleIdentifier") else { throw Problem.noIdentifier(executable) }
        guard isApplicationID(identifier) else { throw Problem.badIdentifier(identifier) }
        let name = oneLine(options["name"] ?? plist("CFBundleDisplayName") ?? plist("CFBundleName") ?? executable)
        let version = options["version"] ?? plist("CFBundleShortVersionString") ?? "1.0"
        guard isDebianVersion(version) else { throw Problem.badVersion(version) }
        let summary = oneLine(options["summary"] ?? "\(name), a UIKit app on the Linux desktop")
        let developer = options["developer"]
        let maintainer = options["maintainer"] ?? debianMaintainer(environment) ?? "\(developer ?? name) <\(packageName(for: name, executable: executable))@localhost>"
        let categories = options["category"].map { $0.split(separator: ";").map(String.init) }
            ?? AppCategories.freedesktop(for: plist("LSApplicationCategoryType"))
        return AppMetadata(identifier: identifier, name: name, summary: summary.hasSuffix(".") ? String(summary.dropLast()) : summary,
                           description: options["description"] ?? summary, version: version,
                           license: options["license"] ?? "LicenseRef-proprietary", developer: developer, maintainer: maintainer,
                           categories: categories, executable: executable,
                           packageName: options["package-name"] ?? packageName(for: name, executable: executable))
    }

    /// `text` on one line: names and summaries are single lines in every file written (AppStream
    /// refuses a summary with a tab or a line break); runs of white space become one space and
    /// control characters go.
    static func oneLine(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> String in
            if CharacterSet.whitespacesAndNewlines.contains(scalar) { return " " }
            return CharacterSet.controlCharacters.contains(scalar) ? "" : String(scalar)
        }.joined()
        return kept.split(separator: " ").joined(separator: " ")
    }

    /// Whether `identifier` names an application the way freedesktop's desktop-entry and AppStream
    /// specifications want: at least three parts, each of letters, digits, `_` and `-`, none
    /// empty or starting with a digit (that is D-Bus's rule, which the desktop file's name obeys).
    static func isApplicationID(_ identifier: String) -> Bool {
        let parts = identifier.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 3, identifier.utf8.count <= 255 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || $0 == "_" || $0 == "-") }
        }
    }

    /// Debian's version rule for a native package: a digit first, then letters, digits, `.`, `+`
    /// and `~` (no epoch, no hyphen: the package has no upstream/revision split).
    static func isDebianVersion(_ version: String) -> Bool {
        guard let first = version.unicodeScalars.first, ("0"..."9").contains(first) else { return false }
        return version.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || ".+~".unicodeScalars.contains($0)) }
    }

    /// A Debian package name from the app's name (`BMI Calculator` → `bmi-calculator`): lower-case
    /// letters, digits and `+ - .`, starting with a letter or digit; the executable's when the name
    /// has too few such characters.
    static func packageName(for name: String, executable: String) -> String {
        func clean(_ text: String) -> String {
            var result = ""
            for scalar in text.lowercased().unicodeScalars {
                if scalar.isASCII, CharacterSet.alphanumerics.contains(scalar) || scalar == "+" || scalar == "." { result.unicodeScalars.append(scalar) }
                else if !result.isEmpty, !result.hasSuffix("-") { result += "-" }
            }
            while result.hasSuffix("-") || result.hasSuffix(".") { result.removeLast() }
            while let first = result.first, !first.isLetter, !first.isNumber { result.removeFirst() }
            return result
        }
        let fromName = clean(name)
        if fromName.count >= 2 { return fromName }
        let fromExecutable = clean(executable)
        return fromExecutable.count >= 2 ? fromExecutable : "app-" + fromExecutable
    }

    /// `DEBFULLNAME <DEBEMAIL>`, as Debian's own tools (dch, dh_make) take the maintainer.
    static func debianMaintainer(_ environment: [String: String]) -> String? {
        guard let mail = environment["DEBEMAIL"], !mail.isEmpty else { return nil }
        if mail.contains("<") { return mail }
        return environment["DEBFULLNAME"].map { "\($0) <\(mail)>" } ?? "\(mail) <\(mail)>"
    }
}
