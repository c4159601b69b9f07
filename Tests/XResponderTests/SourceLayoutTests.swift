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

/// No module of the package takes an Apple framework's name. A module named `UIKit` (or `Combine`,
/// `AppKit`, …) on Linux makes `#if canImport(UIKit)` true in every package built beside it, and
/// their Apple-only code then fails to build: swift-custom-dump, which snapshot tests depend on, did
/// exactly that when a `UIKit` module re-exporting XResponder was tried, and OpenCombine hides its
/// names when `Combine` can be imported. So ported code imports `XResponder` (R-AS5). A module
/// that must take an Apple name (Core Data's, issue #52) is checked for the same hazard first.
@Suite("Package: no module named after an Apple framework (R-AS5)")
struct ModuleNameTests {
    @Test("R-AS5: Package.swift declares no target named UIKit, Combine, AppKit, SwiftUI, CoreGraphics, QuartzCore or Foundation")
    func noAppleModuleNames() throws {
        let manifest = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Package.swift")
        let text = try String(contentsOf: manifest, encoding: .utf8)
        let names = try NSRegularExpression(pattern: #"name: "([A-Za-z0-9_]+)""#)
            .matches(in: text, range: NSRange(text.startIndex..., in: text))
            .map { String(text[Range($0.range(at: 1), in: text)!]) }
        #expect(names.contains("XResponder") && names.contains("XResponderCombine"))
        // The frameworks packages test with `canImport` to pick their Apple code paths.
        let apple: Set = ["UIKit", "Combine", "AppKit", "SwiftUI", "CoreGraphics", "QuartzCore", "Foundation"]
        #expect(apple.isDisjoint(with: names), "\(apple.intersection(names))")
    }
}

/// What an app links is the UIKit surface alone (issue #53): the headless input driver, the
/// XCUITest-style queries and the private session bus are the XResponderTesting product, and what
/// only `make bench` needs lives in the benchmark target, reaching the library through `package`
/// access rather than a public or SPI door. And no file grows past what a reader takes in at once.
@Suite("Products: the library holds no testing or benchmark code (issue #53)")
struct ProductSplitTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let base = root.appendingPathComponent(folder)
        return (FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".swift") && !$0.contains("Fixtures/") }
            .compactMap { file in
                (try? String(contentsOf: base.appendingPathComponent(file), encoding: .utf8)).map { (folder + "/" + file, $0) }
            }
    }

    @Test("the library declares none of the testing product's types and opens no SPI")
    func libraryHoldsNoTestingCode() throws {
        let files = Self.swiftFiles(under: "Sources/XResponder")
        #expect(files.count > 80)
        let testingTypes = ["HeadlessInput", "HeadlessFileChooser", "HeadlessNotificationServer", "PrivateSessionBus",
                            "XCUIApplication", "XCUIElement", "XCUIElementQuery", "ATSPIClient", "LayoutBenchmarkSupport"]
        let declaration = try NSRegularExpression(pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|open|final)\s+)*(?:class|struct|enum|protocol|actor)\s+(\w+)"#,
                                                  options: .anchorsMatchLines)
        for (path, text) in files {
            let names = declaration.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { String(text[Range($0.range(at: 1), in: text)!]) }
            #expect(Set(names).isDisjoint(with: testingTypes), "\(path) declares \(Set(names).intersection(testingTypes))")
            #expect(!text.contains("@_spi("), "\(path) opens an SPI")
        }
        let testing = Self.swiftFiles(under: "Sources/XResponderTesting").map(\.text).joined()
        for name in testingTypes.dropLast(2) { #expect(testing.contains("class \(name)"), "XResponderTesting lacks \(name)") }
    }

    @Test("Package.swift: XResponderTesting is a product of its own and the library does not depend on it")
    func manifestSplitsTheProducts() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(text.contains(#".library(name: "XResponderTesting", targets: ["XResponderTesting"])"#))
        let library = try #require(text.range(of: #"name: "XResponder",\n\s*dependencies: \[([^\]]*)\]"#, options: .regularExpression))
        #expect(!text[library].contains("XResponderTesting"))
        #expect(text[library].contains("CX11"))
    }

    @Test("no Swift file of the package is over 600 lines")
    func filesStaySmall() {
        let files = ["Sources", "Tests"].flatMap { Self.swiftFiles(under: $0) }
        #expect(files.count > 300)
        for (path, text) in files {
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            #expect(lines <= 600, "\(path) has \(lines) lines")
        }
    }
}

/// The API reference DocC builds (`make docs`) says what each type is for (issue #53): every public
/// or open class, struct, enum, protocol and actor of the products an app links has a doc comment.
@Suite("API reference: every public type has a summary (issue #53)")
struct PublicTypeSummaryTests {
    static let declaration = try! NSRegularExpression(
        pattern: #"^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:(?:final|indirect|nonisolated)\s+)*(?:class|struct|enum|protocol|actor)\s+(?!func\b|var\b|let\b|subscript\b)(\w+)"#)

    @Test("every public type of the library, the testing product, Core Data and the snapshots has a doc comment")
    func everyPublicTypeHasASummary() {
        let folders = ["Sources/XResponder", "Sources/XResponderTesting", "Sources/CoreData", "Sources/DiffableSnapshots",
                       "Sources/XResponderCombine", "Sources/XResponderSnapshotTesting"]
        var types = 0
        for folder in folders {
            for (path, text) in ProductSplitTests.swiftFiles(under: folder) {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                for (index, line) in lines.enumerated() {
                    guard let match = Self.declaration.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) else { continue }
                    types += 1
                    var above = index - 1
                    while above >= 0, lines[above].trimmingCharacters(in: .whitespaces).hasPrefix("@") { above -= 1 }
                    let comment = above >= 0 ? lines[above].trimmingCharacters(in: .whitespaces) : ""
                    let name = String(line[Range(match.range(at: 1), in: line)!])
                    #expect(comment.hasPrefix("///") || comment.hasSuffix("*/"), "\(path):\(index + 1): \(name) has no summary")
                }
            }
        }
        #expect(types > 600)
    }
}

/// The API reference's articles are the docs pages themselves (issue #53): the DocC catalog holds a
/// link to each page of docs/, not a copy that could drift, and its landing page lists them all.
@Suite("API reference: the DocC catalog's articles are the docs pages (issue #53)")
struct DocCCatalogTests {
    @Test("every page of docs/ but the history and the status table is linked into the catalog and listed on its landing page")
    func catalogLinksEveryPage() throws {
        let docs = ProductSplitTests.root.appendingPathComponent("docs")
        let catalog = ProductSplitTests.root.appendingPathComponent("Sources/XResponder/XResponder.docc")
        let pages = try FileManager.default.contentsOfDirectory(atPath: docs.path)
            .filter { $0.hasSuffix(".md") && !["benchmarks-history.md", "status.md"].contains($0) }
        #expect(pages.count > 15)
        let landing = try String(contentsOf: catalog.appendingPathComponent("XResponder.md"), encoding: .utf8)
        for page in pages {
            let link = catalog.appendingPathComponent(page).path
            let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: link)
            #expect(destination == "../../../docs/\(page)", "\(page) is not linked into the catalog")
            #expect(landing.contains("<doc:\(page.dropLast(3))>"), "the landing page does not list \(page)")
        }
    }
}
