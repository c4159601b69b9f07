import Foundation

/// The app's localized strings in the user's language (R-IB5): `Localizable.strings` and
/// `.stringsdict` in each language's `.lproj`, and String Catalogs (`.xcstrings`), read at run time
/// from the app's bundle.
///
/// Linux Foundation's `NSLocalizedString` reads `Bundle.main` (the executable's folder, not the
/// app's bundle) in a language it does not take from the session, and knows neither plural rules
/// nor String Catalogs. So xrport writes, in a ported app that localizes, a module-level
/// `NSLocalizedString` and `String.localizedStringWithFormat` calling these (the app's own
/// declarations win over Foundation's); `String(localized:)`, which Linux Foundation lacks, is
/// XResponder's (String+Localized).
public enum LocalizedStrings {
    /// `key`'s text in `table` (nil: `Localizable`) of `bundle` (nil or `Bundle.main`: the app's),
    /// in the user's language; else `value` when given, else `key` — as Foundation answers.
    public static func string(forKey key: String, value: String? = nil, table: String? = nil, bundle: Bundle? = nil) -> String {
        let tables = LocalizationTables.tables(named: table ?? "Localizable", in: bundle)
        for table in tables {
            if let plural = table.plurals[key] {
                PluralFormats.register(plural)
                return plural.format
            }
            if let text = table.strings[key] { return text }
        }
        if let value, !value.isEmpty { return value }
        return key
    }

    /// `key`'s text in `table` in the user's language, or nil when no table has it (Info.plist keys
    /// localized by `InfoPlist.strings`).
    static func value(forKey key: String, table: String, bundle: Bundle?) -> String? {
        LocalizationTables.tables(named: table, in: bundle).lazy.compactMap { $0.strings[key] }.first
    }

    /// `String.localizedStringWithFormat` for a format `string(forKey:)` returned: a `.stringsdict`
    /// or catalog plural picks its form by the argument it counts, by the user's language's rules.
    public static func format(_ format: String, _ arguments: [CVarArg]) -> String {
        let resolved = PluralFormats.resolve(format, arguments: arguments, language: LocalizationTables.currentLanguage)
        return String(format: resolved.format, arguments: resolved.arguments)
    }

    /// The user's languages as the app is localized for them, best first (`Bundle.preferredLocalizations`).
    public static func preferredLocalizations(bundle: Bundle? = nil) -> [String] {
        LocalizationTables.order(in: bundle)
    }

    /// Forgets the tables read (tests that change files or languages).
    static func forget() { LocalizationTables.forget() }
}

/// One language's table: plain strings and plural formats, by key.
struct LocalizationTable: Sendable {
    var language: String
    var strings: [String: String] = [:]
    var plurals: [String: PluralFormat] = [:]
}

/// Finds and reads the tables, once each.
enum LocalizationTables {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: [LocalizationTable]] = [:]
    nonisolated(unsafe) private static var language = "en"
    /// The language the last tables were read in: the one plural rules follow.
    static var currentLanguage: String { lock.withLock { language } }

    static func forget() { lock.withLock { cache.removeAll() } }

    /// The folders a bundle's localizations are in: the app's resource folders for the app.
    static func folders(of bundle: Bundle?) -> [URL] {
        if let bundle, bundle != Bundle.main, bundle != AppBundle.bundle { return ImageFiles.folders(of: bundle) }
        return (AppBundle.bundle.map(ImageFiles.folders(of:)) ?? []) + ImageFiles.searchFolders
    }

    /// The `.lproj` languages in `folders`, and those of the String Catalogs there.
    static func available(in folders: [URL]) -> [String] {
        var names: [String] = []
        for folder in folders {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: ImageFiles.listable(folder).path)) ?? []
            for entry in entries.sorted() where entry.hasSuffix(".lproj") {
                let name = String(entry.dropLast(6))
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    static func order(in bundle: Bundle?) -> [String] {
        let folders = folders(of: bundle)
        var available = available(in: folders)
        for catalog in catalogs(in: folders) {
            for language in StringCatalog.languages(of: catalog) where !available.contains(language) { available.append(language) }
        }
        // Read from the Info.plist: Linux Foundation's `developmentLocalization` traps on a bundle
        // without one.
        let development = ((bundle ?? AppBundle.bundle)?.infoDictionary?["CFBundleDevelopmentRegion"] as? String)
            ?? AppBundle.info["CFBundleDevelopmentRegion"] as? String
        return PreferredLanguages.order(available: available, development: development)
    }

    /// The `.xcstrings` files in `folders`.
    static func catalogs(in folders: [URL]) -> [URL] {
        folders.flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: ImageFiles.listable(folder).path)) ?? []).sorted()
                .filter { $0.hasSuffix(".xcstrings") }.map { folder.appendingPathComponent($0) }
        }
    }

    /// `name`'s tables for the user's languages, best first.
    static func tables(named name: String, in bundle: Bundle?) -> [LocalizationTable] {
        let folders = folders(of: bundle)
        let key = "\(name)|\(folders.map(\.path).joined(separator: ":"))|\(PreferredLanguages.tags.joined(separator: ":"))"
        if let known = lock.withLock({ cache[key] }) { return known }
        let order = order(in: bundle)
        var tables: [LocalizationTable] = []
        for language in order {
            var table = LocalizationTable(language: language)
            for folder in folders {
                let lproj = folder.appendingPathComponent("\(language).lproj")
                table.strings.merge(StringsFile.read(lproj.appendingPathComponent("\(name).strings"))) { old, _ in old }
                table.plurals.merge(StringsDictFile.read(lproj.appendingPathComponent("\(name).stringsdict"))) { old, _ in old }
                let catalog = folder.appendingPathComponent("\(name).xcstrings")
                if let read = StringCatalog.table(catalog, language: language) {
                    table.strings.merge(read.strings) { old, _ in old }
                    table.plurals.merge(read.plurals) { old, _ in old }
                }
            }
            tables.append(table)
        }
        lock.withLock {
            cache[key] = tables
            language = order.first { $0 != "Base" } ?? "en"
        }
        return tables
    }

    nonisolated(unsafe) private static var reported: Set<String> = []

    /// Says `problem` on standard error once per process, as the other readers of the app's files do.
    static func report(_ problem: String) {
        guard lock.withLock({ reported.insert(problem).inserted }) else { return }
        FileHandle.standardError.write(Data("XResponder: localization: \(problem)\n".utf8))
    }
}
