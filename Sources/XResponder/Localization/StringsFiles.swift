import Foundation

/// A `.strings` file: `"key" = "value";` lines, an old-style property list that Foundation reads,
/// in UTF-8 or (as older Xcode wrote them) UTF-16 with a byte-order mark. A missing file is an empty
/// table; a malformed one is reported and empty.
enum StringsFile {
    static func read(_ url: URL) -> [String: String] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        guard let dictionary = propertyList(data) as? [String: Any] else {
            LocalizationTables.report("\(url.path): not a strings file; its strings are not used")
            return [:]
        }
        return dictionary.compactMapValues { $0 as? String }
    }

    /// The property list in `data`, UTF-16 converted first (Linux Foundation's old-style parser
    /// reads UTF-8 only).
    static func propertyList(_ data: Data) -> Any? {
        var data = data
        if data.starts(with: [0xFF, 0xFE]) || data.starts(with: [0xFE, 0xFF]), let text = String(data: data, encoding: .utf16) {
            data = Data(text.utf8)
        }
        if data.isEmpty { return [String: Any]() }
        return try? PropertyListSerialization.propertyList(from: data, options: [], format: nil)
    }
}

/// A `.stringsdict` file: for each key, a format (`NSStringLocalizedFormatKey`, `%#@items@`) and per
/// variable its plural forms (`zero`, `one`, `two`, `few`, `many`, `other`).
enum StringsDictFile {
    static func read(_ url: URL) -> [String: PluralFormat] {
        guard let data = FileManager.default.contents(atPath: url.path) else { return [:] }
        guard let dictionary = StringsFile.propertyList(data) as? [String: Any] else {
            LocalizationTables.report("\(url.path): not a stringsdict file; its plurals are not used")
            return [:]
        }
        var formats: [String: PluralFormat] = [:]
        for (key, value) in dictionary {
            guard let entry = value as? [String: Any], let format = entry["NSStringLocalizedFormatKey"] as? String else {
                LocalizationTables.report("\(url.path): \(key) has no NSStringLocalizedFormatKey; skipped")
                continue
            }
            var variables: [String: [String: String]] = [:]
            for (name, spec) in entry {
                guard let spec = spec as? [String: Any], spec["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" else { continue }
                variables[name] = spec.compactMapValues { $0 as? String }.filter { PluralRules.categories.contains($0.key) }
            }
            formats[key] = PluralFormat(format: format, variables: variables)
        }
        return formats
    }
}

/// A String Catalog (`.xcstrings`, Xcode 15): JSON with, per key, each language's `stringUnit`
/// value or its plural `variations`. Xcode compiles it into `.strings`/`.stringsdict` at build
/// time; here it is read as it is.
enum StringCatalog {
    /// A catalog read: its path (for messages) and its JSON.
    struct Parsed {
        let url: URL
        let object: [String: Any]
    }

    /// The catalog at `url`, parsed once for every language asked of it; nil when absent or malformed.
    static func parse(_ url: URL) -> Parsed? { json(url).map { Parsed(url: url, object: $0) } }

    private static func json(_ url: URL) -> [String: Any]? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            LocalizationTables.report("\(url.path): not a String Catalog (malformed JSON); its strings are not used")
            return nil
        }
        return object
    }

    /// The languages the catalog has text for, its source language first.
    static func languages(of catalog: Parsed) -> [String] {
        let object = catalog.object
        var languages = (object["sourceLanguage"] as? String).map { [$0] } ?? []
        for case let entry as [String: Any] in (object["strings"] as? [String: Any] ?? [:]).values {
            for language in (entry["localizations"] as? [String: Any] ?? [:]).keys.sorted() where !languages.contains(language) {
                languages.append(language)
            }
        }
        return languages
    }

    /// The catalog's strings and plurals in `language`; for the source language, a key with no
    /// localization is its own text, as Xcode compiles it.
    static func table(_ catalog: Parsed, language: String) -> LocalizationTable {
        let object = catalog.object, url = catalog.url
        let isSource = object["sourceLanguage"] as? String == language
        var table = LocalizationTable(language: language)
        for (key, value) in object["strings"] as? [String: Any] ?? [:] {
            let entry = value as? [String: Any] ?? [:]
            guard let localization = (entry["localizations"] as? [String: Any])?[language] as? [String: Any] else {
                if isSource, entry["shouldTranslate"] as? Bool != false { table.strings[key] = key }
                continue
            }
            if let text = (localization["stringUnit"] as? [String: Any])?["value"] as? String {
                table.strings[key] = text
            } else if let plural = (localization["variations"] as? [String: Any])?["plural"] as? [String: Any] {
                var forms: [String: String] = [:]
                for (category, form) in plural {
                    if let text = ((form as? [String: Any])?["stringUnit"] as? [String: Any])?["value"] as? String { forms[category] = text }
                }
                // The key's own format is what the code formats with; its one argument is counted.
                table.plurals[key] = PluralFormat(format: "%#@\(PluralFormat.catalogVariable)@", variables: [PluralFormat.catalogVariable: forms])
            } else if localization["substitutions"] != nil || localization["variations"] != nil {
                report(url, "\(key) in \(language) varies by device or has substitutions, which are not read; its key is used")
            }
        }
        return table
    }

    private static func report(_ url: URL, _ message: String) { LocalizationTables.report("\(url.path): \(message)") }
}
