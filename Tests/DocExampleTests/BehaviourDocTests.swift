import Foundation
import Testing

/// docs/behaviour.md states every rule the tests are named after (issue #53): an `R-…` name in a
/// test leads to a sentence in the repository, and a rule there is one a test checks.
@Suite("The rules in docs/behaviour.md are the rules the tests are named after")
struct BehaviourDocTests {
    static let root = DocSnippetTests.packageRoot

    /// The rule ids in `text` (R-H1, R-A11Y1, R-IB6 …).
    static func ruleIDs(in text: String) -> [String] {
        let pattern = try! NSRegularExpression(pattern: "R-[A-Z][A-Z0-9]*[0-9]+")
        return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range, in: text).map { String(text[$0]) }
        }
    }

    /// The ids named in the tests' and suites' names, across every test target.
    static func idsInTestNames() throws -> Set<String> {
        var ids = Set<String>()
        let tests = root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for line in text.components(separatedBy: "\n") {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard trimmed.hasPrefix("@Test(\"") || trimmed.hasPrefix("@Suite(\"") else { continue }
                ids.formUnion(ruleIDs(in: trimmed))
            }
        }
        return ids
    }

    /// The page's rules, in order, from its "- **R-…**" entries.
    static func idsInBehaviourPage() throws -> [String] {
        let page = try String(contentsOf: root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
        return page.components(separatedBy: "\n").filter { $0.hasPrefix("- **R-") }.compactMap { ruleIDs(in: $0).first }
    }

    @Test("every rule a test is named after is stated in docs/behaviour.md, once")
    func everyTestedRuleIsStated() throws {
        let stated = try Self.idsInBehaviourPage()
        let tested = try Self.idsInTestNames()
        #expect(tested.count > 100, "the tests were found")
        #expect(Set(stated).count == stated.count, "a rule stated twice")
        #expect(tested.subtracting(stated).sorted() == [], "tested but not stated")
    }

    @Test("every rule in docs/behaviour.md has a test named after it, or says how else it is checked")
    func everyStatedRuleIsTested() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
        let checkedElsewhere = Set(page.components(separatedBy: "\n")
            .filter { $0.hasPrefix("- **R-") && $0.contains("not by a test") }
            .compactMap { Self.ruleIDs(in: $0).first })
        #expect(checkedElsewhere == ["R-P2", "R-U11"])
        let stated = Set(try Self.idsInBehaviourPage())
        #expect(stated.subtracting(try Self.idsInTestNames()).subtracting(checkedElsewhere).sorted() == [], "stated but not tested")
    }

    @Test("the pages docs/behaviour.md links to exist")
    func linksLead() throws {
        let page = try String(contentsOf: Self.root.appendingPathComponent("docs/behaviour.md"), encoding: .utf8)
        let links = try NSRegularExpression(pattern: "\\]\\(([a-z-]+\\.md)")
        let names = links.matches(in: page, range: NSRange(page.startIndex..., in: page)).compactMap {
            Range($0.range(at: 1), in: page).map { String(page[$0]) }
        }
        #expect(names.count > 20)
        for name in Set(names) {
            #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent("docs/\(name)").path), "\(name)")
        }
    }
}
