import Foundation
import Testing

/// A reader finds a type by its file name (issue #12): every file of the library declares at most
/// one public top-level type, and it is the type the file is named after (`UIView+Hierarchy.swift`
/// extends `UIView`). The one exception is the family of small standard-edit-action protocols that
/// stand for UIKit's single `UIResponderStandardEditActions` (Swift protocols have no optional
/// methods), kept together in the file of that name.
@Suite("Source layout: one public type per file, named after it")
struct SourceLayoutTests {
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/XResponder")

    static let declaration = try! NSRegularExpression(
        pattern: #"^(?:@MainActor )?(?:public|open) (?:final )?(?:class|struct|enum|protocol|actor) ([A-Za-z0-9_]+)"#,
        options: .anchorsMatchLines)

    @Test("every public type lives in the file named after it")
    func oneTypePerFile() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources.path)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count > 80)
        for file in files {
            let text = try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
            let names = Self.declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)).map {
                String(text[Range($0.range(at: 1), in: text)!])
            }
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                .split(separator: "+").first.map(String.init) ?? ""
            if base == "UIResponderStandardEditActions" { continue }
            #expect(names.count <= 1, "\(file) declares \(names)")
            for name in names { #expect(name == base, "\(file) declares \(name)") }
        }
    }
}
