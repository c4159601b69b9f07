import Foundation

/// `ValueTransformer`, `NSSecureUnarchiveFromDataTransformer` and `NSValueTransformerName` are
/// Foundation's on Apple's platforms; Linux Foundation has none of them, and XResponder's CoreData
/// module supplies them (R-CD1). A file that uses them — an app's transformer for a transformable
/// attribute usually imports only Foundation or UIKit — gets `import CoreData` after its
/// Foundation import (or its first), and the target the CoreData product.
enum TransformerImport {
    static let names = ["ValueTransformer", "NSSecureUnarchiveFromDataTransformer", "NSValueTransformerName"]

    /// `text` with the import added, and the line it went after; nil when none is needed.
    static func adding(to text: String) -> (text: String, line: Int)? {
        var lines = text.components(separatedBy: "\n")
        let imports = lines.map { $0.trimmingCharacters(in: .whitespaces) }
        guard !imports.contains(where: { $0 == "import CoreData" || $0.hasSuffix(" import CoreData") }),
              names.contains(where: { NetworkingImport.uses($0, in: text) }) else { return nil }
        guard let index = imports.firstIndex(of: "import Foundation") ?? imports.firstIndex(where: { $0.hasPrefix("import ") }) else { return nil }
        lines.insert("import CoreData", at: index + 1)
        return (lines.joined(separator: "\n"), index + 1)
    }
}
