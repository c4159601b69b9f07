import Foundation

/// On Linux, `URLSession` and its kin live in FoundationNetworking, not Foundation: a file that
/// imports Foundation alone (a network client, a model that fetches) and uses them does not
/// build. XResponder re-exports FoundationNetworking, so files importing it are fine; to the
/// others the import is added after `import Foundation`, guarded so the file still builds on
/// Apple platforms.
enum NetworkingImport {
    static let names = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration",
                        "URLSessionDataTask", "URLSessionTask", "URLSessionDownloadTask", "URLSessionUploadTask",
                        "URLCache", "URLCredential", "URLProtocol", "URLAuthenticationChallenge", "HTTPCookie"]

    static let block = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

    /// `text` with the import added, and the line it went after; nil when none is needed.
    static func adding(to text: String) -> (text: String, line: Int)? {
        guard !text.contains("FoundationNetworking"), !imports("UIKit", in: text), !imports("XResponder", in: text),
              names.contains(where: { uses($0, in: text) }) else { return nil }
        var lines = text.components(separatedBy: "\n")
        guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "import Foundation" }) else { return nil }
        lines.insert(contentsOf: block.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), at: index + 1)
        return (lines.joined(separator: "\n"), index + 1)
    }

    private static func imports(_ module: String, in text: String) -> Bool {
        text.components(separatedBy: "\n").contains { $0.trimmingCharacters(in: .whitespaces).hasPrefix("import \(module)") }
    }

    /// Whether `name` appears as a whole identifier (not inside a longer one or a comment line).
    private static func uses(_ name: String, in text: String) -> Bool {
        for line in text.components(separatedBy: "\n") where !line.trimmingCharacters(in: .whitespaces).hasPrefix("//") {
            var rest = line[...]
            while let range = rest.range(of: name) {
                let before = range.lowerBound == line.startIndex ? nil : line[line.index(before: range.lowerBound)]
                let after = range.upperBound == line.endIndex ? nil : line[range.upperBound]
                func isIdentifier(_ c: Character?) -> Bool { c.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false }
                if !isIdentifier(before), !isIdentifier(after) { return true }
                rest = line[range.upperBound...]
            }
        }
        return false
    }
}
