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
                PluralFormats.register(plural, language: table.language)
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
    /// or catalog plural picks its form by the argument it counts, by the rules of the language of
    /// the table it came from.
    public static func format(_ format: String, _ arguments: [CVarArg]) -> String {
        let resolved = PluralFormats.resolve(format, arguments: arguments)
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
    static func forget() { lock.withLock { cache.removeAll() } }

    /// The folders a bundle's localizations are in: the app's resource folders for the app.
    static func folders(of bundle: Bundle?) -> [URL] {
        if let bundle, bundle != Bundle.main, bundle != AppBundle.bundle { return ImageFiles.folders(of: bundle) }
        return (AppBundle.bundle.map(ImageFiles.folders(of:)) ?? []) + ImageFiles.searchFolders
    }

    /// The `.lproj` languages in `folders`.
    static func available(in folders: [URL]) -> [String] { available(in: listings(of: folders)) }

    private static func available(in listings: [(folder: URL, entries: [String])]) -> [String] {
        var names: [String] = []
        for (_, entries) in listings {
            for entry in entries where entry.hasSuffix(".lproj") {
                let name = String(entry.dropLast(6))
                if !names.contains(name) { names.append(name) }
            }
        }
        return names
    }

    /// Each folder's entries, sorted: listed once for the languages and the catalogs in it.
    private static func listings(of folders: [URL]) -> [(folder: URL, entries: [String])] {
        folders.map { ($0, ((try? FileManager.default.contentsOfDirectory(atPath: ImageFiles.listable($0).path)) ?? []).sorted()) }
    }

    /// The String Catalogs in the listed folders, each parsed once.
    private static func catalogs(in listings: [(folder: URL, entries: [String])]) -> [StringCatalog.Parsed] {
        listings.flatMap { listing in
            listing.entries.filter { $0.hasSuffix(".xcstrings") }.compactMap { StringCatalog.parse(listing.folder.appendingPathComponent($0)) }
        }
    }

    /// The languages to look in for `bundle`, best first: its `.lproj` folders' and its String
    /// Catalogs'.
    static func order(in bundle: Bundle?) -> [String] {
        let listings = listings(of: folders(of: bundle))
        return order(in: bundle, listings: listings, catalogs: catalogs(in: listings))
    }

    private static func order(in bundle: Bundle?, listings: [(folder: URL, entries: [String])], catalogs: [StringCatalog.Parsed]) -> [String] {
        var available = available(in: listings)
        for catalog in catalogs {
            for language in StringCatalog.languages(of: catalog) where !available.contains(language) { available.append(language) }
        }
        // Read from the Info.plist: Linux Foundation's `developmentLocalization` traps on a bundle
        // without one.
        let development = ((bundle ?? AppBundle.bundle)?.infoDictionary?["CFBundleDevelopmentRegion"] as? String)
            ?? AppBundle.info["CFBundleDevelopmentRegion"] as? String
        return PreferredLanguages.order(available: available, development: development)
    }

    /// `name`'s tables for the user's languages, best first.
    static func tables(named name: String, in bundle: Bundle?) -> [LocalizationTable] {
        let folders = folders(of: bundle)
        let key = "\(name)|\(folders.map(\.path).joined(separator: ":"))|\(PreferredLanguages.tags.joined(separator: ":"))"
        if let known = lock.withLock({ cache[key] }) { return known }
        // Every catalog in the folders counts for the languages; this table's are read from the same parse.
        let listings = listings(of: folders)
        let catalogs = catalogs(in: listings)
        let own = catalogs.filter { $0.url.lastPathComponent == "\(name).xcstrings" }
        var tables: [LocalizationTable] = []
        for language in order(in: bundle, listings: listings, catalogs: catalogs) {
            var table = LocalizationTable(language: language)
            for folder in folders {
                let lproj = folder.appendingPathComponent("\(language).lproj")
                table.strings.merge(StringsFile.read(lproj.appendingPathComponent("\(name).strings"))) { old, _ in old }
                table.plurals.merge(StringsDictFile.read(lproj.appendingPathComponent("\(name).stringsdict"))) { old, _ in old }
            }
            for catalog in own {
                let read = StringCatalog.table(catalog, language: language)
                table.strings.merge(read.strings) { old, _ in old }
                table.plurals.merge(read.plurals) { old, _ in old }
            }
            tables.append(table)
        }
        lock.withLock { cache[key] = tables }
        return tables
    }

    /// Says `problem` on standard error once per process, as the other readers of the app's files do.
    static func report(_ problem: String) { FileProblems.report(problem, about: "localization") }
}
