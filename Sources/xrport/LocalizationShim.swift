/// `GeneratedLocalization.swift` (R-IB5): written when the ported sources call `NSLocalizedString`
/// or `String.localizedStringWithFormat`. Linux Foundation's versions read `Bundle.main` (the
/// executable's folder, not the app's bundle) in a language it does not take from the session, and
/// know no plural rules; declarations of the app's own module win over Foundation's, so these
/// module-level ones send the app's calls to XResponder's `LocalizedStrings` unchanged.
enum LocalizationShim {
    static let fileName = "GeneratedLocalization.swift"

    /// The file's text when `sources` need it and do not declare these names themselves.
    static func file(for sources: [String]) -> String? {
        let uses = sources.contains { $0.contains("NSLocalizedString(") || $0.contains("localizedStringWithFormat(") }
        let declares = sources.contains { $0.contains("func NSLocalizedString(") || $0.contains("func localizedStringWithFormat(") }
        guard uses, !declares else { return nil }
        return """
        // Written by xrport: NSLocalizedString and String.localizedStringWithFormat as on iOS — the
        // app's tables in the user's language (LANGUAGE, LANG), with .stringsdict and String Catalog
        // plurals. Linux Foundation's own read neither the app's bundle nor the session's language.
        import Foundation
        import UIKit

        func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
            LocalizedStrings.string(forKey: key, value: value, table: tableName, bundle: bundle)
        }

        extension String {
            static func localizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String {
                LocalizedStrings.format(format, arguments)
            }
        }

        """
    }
}
