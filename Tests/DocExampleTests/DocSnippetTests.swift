import Foundation
import Testing

/// Every ```swift block in README.md and docs/*.md must appear, line for line (indentation aside), in
/// one of this target's source files, which the compiler builds. A sample that drifts from the API
/// therefore fails the build or this test.
@Suite("Documentation samples compile")
struct DocSnippetTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func swiftBlocks(in markdown: String) -> [[String]] {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, trimmed == "```swift" {
                current = []
            } else if current != nil, trimmed == "```" {
                blocks.append(current!)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    static func normalized(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    static func compiledSources() throws -> [[String]] {
        let folder = packageRoot.appendingPathComponent("Tests/DocExampleTests")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") && $0 != "DocSnippetTests.swift" }
            .map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
            .map { normalized($0.components(separatedBy: "\n")) }
    }

    static func documents() throws -> [URL] {
        let docs = packageRoot.appendingPathComponent("docs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: docs.path)) ?? []
        return [packageRoot.appendingPathComponent("README.md")]
            + names.filter { $0.hasSuffix(".md") }.sorted().map { docs.appendingPathComponent($0) }
    }

    @Test("every swift block in README.md and docs/ is compiled by this target")
    func samplesAreCompiled() throws {
        let sources = try Self.compiledSources()
        var checked = 0
        for document in try Self.documents() {
            let text = try String(contentsOf: document, encoding: .utf8)
            for block in Self.swiftBlocks(in: text) {
                let wanted = Self.normalized(block)
                guard !wanted.isEmpty else { continue }
                let found = sources.contains { source in
                    source.count >= wanted.count && (0...(source.count - wanted.count)).contains { start in
                        Array(source[start..<start + wanted.count]) == wanted
                    }
                }
                #expect(found, "\(document.lastPathComponent): sample starting \"\(wanted[0])\" is not compiled anywhere")
                checked += 1
            }
        }
        #expect(checked >= 3)
    }
}
