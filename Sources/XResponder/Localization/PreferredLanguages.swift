import Foundation

/// The user's languages, as a Linux desktop says them (R-IB5): `LANGUAGE` (a colon-separated list,
/// GNU gettext's), else `LC_ALL`, `LC_MESSAGES`, `LANG` (`de_DE.UTF-8` → `de-DE`). Linux
/// Foundation's `Locale.preferredLanguages` does not read them (it answers `en-001` whatever the
/// session's language), so localization asks here.
enum PreferredLanguages {
    /// Tests set the environment they mean; nil: the process's.
    nonisolated(unsafe) static var environmentOverride: [String: String]?

    /// BCP 47 tags, most preferred first; empty when the session says none (`C`, `POSIX`).
    static var tags: [String] {
        // Four variables read with getenv: `ProcessInfo.environment` copies the whole environment,
        // and a storyboard lookup asks this before the first frame (issue #50).
        let environment: (String) -> String? = environmentOverride.map { values in { values[$0] } } ?? ProcessEnvironment.value
        var found: [String] = []
        // LANGUAGE counts only with a real locale: gettext ignores it under C.
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap(environment).first { !$0.isEmpty }
        if let list = environment("LANGUAGE"), !list.isEmpty, locale.flatMap(tag) != nil {
            found += list.split(separator: ":").compactMap { tag(String($0)) }
        }
        if let locale, let tag = tag(locale) { found.append(tag) }
        var unique: [String] = []
        for tag in found where !unique.contains(tag) { unique.append(tag) }
        return unique
    }

    /// `de_DE.UTF-8@euro` → `de-DE`; `C`, `POSIX` and empty → nil.
    static func tag(_ locale: String) -> String? {
        let name = locale.prefix { $0 != "." && $0 != "@" }
        guard !name.isEmpty, name != "C", name != "POSIX" else { return nil }
        return name.replacingOccurrences(of: "_", with: "-")
    }

    /// Of `available` localizations (`.lproj` names: `de`, `pt-BR`, `zh-Hans`, `Base`), those to
    /// look in, best first: each preferred language exactly, then its language alone (`de-AT` →
    /// `de`), then the development language, then `Base`.
    static func order(available: [String], development: String?) -> [String] {
        func normalized(_ name: String) -> String { name.replacingOccurrences(of: "_", with: "-").lowercased() }
        var order: [String] = []
        func add(_ wanted: String) {
            for name in available where normalized(name) == normalized(wanted) && !order.contains(name) { order.append(name) }
        }
        for tag in tags {
            add(tag)
            if let language = tag.split(separator: "-").first { add(String(language)) }
        }
        for fallback in [development, "en", "Base"].compactMap({ $0 }) { add(fallback) }
        // A region variant of the development language (`en-GB` for `en`) before nothing at all.
        for name in available where !order.contains(name) && development.map({ normalized(name).hasPrefix(normalized($0) + "-") }) == true {
            order.append(name)
        }
        return order
    }
}
