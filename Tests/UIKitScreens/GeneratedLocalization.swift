// Written by xrport: NSLocalizedString and String.localizedStringWithFormat as on iOS — the
// app's tables in the user's language (LANGUAGE, LANG), with .stringsdict and String Catalog
// plurals. Linux Foundation's own read neither the app's bundle nor the session's language.
import Foundation
import XResponder

func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String {
    LocalizedStrings.string(forKey: key, value: value, table: tableName, bundle: bundle)
}

extension String {
    static func localizedStringWithFormat(_ format: String, _ arguments: CVarArg...) -> String {
        LocalizedStrings.format(format, arguments)
    }
}
