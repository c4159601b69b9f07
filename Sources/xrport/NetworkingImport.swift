import Foundation

/// On Linux, `URLSession` and its kin live in FoundationNetworking, not Foundation: a file that
/// uses them does not build with `import Foundation` or `import UIKit` alone. The import is added
/// after `import Foundation` (or the file's first import), guarded so the file still builds on
/// Apple platforms. XResponder does not re-export FoundationNetworking: it links libcurl and some
/// thirty libraries behind it, which cost every app 10 ms of start-up and 6 MB (issue #50), so only
/// the files that use the network pay for it.
enum NetworkingImport {
    static let names = ["URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionConfiguration",
                        "URLSessionDataTask", "URLSessionTask", "URLSessionDownloadTask", "URLSessionUploadTask",
                        "URLCache", "URLCredential", "URLProtocol", "URLAuthenticationChallenge", "HTTPCookie"]

    static let block = "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"

    /// `text` with the import added, and the line it went after; nil when none is needed.
    static func adding(to text: String) -> (text: String, line: Int)? {
        guard !text.contains("FoundationNetworking"), names.contains(where: { uses($0, in: text) }) else { return nil }
        var lines = text.components(separatedBy: "\n")
        func isImport(_ line: String, of module: String? = nil) -> Bool {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return module.map { trimmed == "import \($0)" } ?? trimmed.hasPrefix("import ")
        }
        guard let index = lines.firstIndex(where: { isImport($0, of: "Foundation") }) ?? lines.firstIndex(where: { isImport($0) })
        else { return nil }
        lines.insert(contentsOf: block.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init), at: index + 1)
        return (lines.joined(separator: "\n"), index + 1)
    }


    /// Whether `name` appears as a whole identifier (not inside a longer one or a comment line).
    static func uses(_ name: String, in text: String) -> Bool {
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
