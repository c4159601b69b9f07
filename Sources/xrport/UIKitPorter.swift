import Foundation
import SwiftParser
import SwiftSyntax

/// Ports a folder of UIKit sources (R-AS5): every `.swift` file below `input` is rewritten into the
/// same place below `output`; other files are copied. Returns what was done and what was not.
struct UIKitPorter {
    struct Result {
        var files = 0
        var notes: [PortNote] = []
        var todos: [PortNote] { notes.filter { $0.kind == .todo } }
    }

    /// Ports sources given as text: path (relative, for the notes) → text. The context spans them all.
    static func port(sources: [(path: String, text: String)]) -> (outputs: [(path: String, text: String)], notes: [PortNote]) {
        let context = PortingContext(sources: sources.map(\.text))
        var outputs: [(String, String)] = []
        var notes: [PortNote] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            let rewriter = UIKitRewriter(file: source.path, tree: tree, context: context)
            var text = rewriter.rewrite(tree).description
            // One note per place and message (a chained call is visited once per link).
            var seen = Set<String>()
            notes += rewriter.notes.filter { seen.insert("\($0.line):\($0.message)").inserted }
            if let networked = NetworkingImport.adding(to: text) {
                text = networked.text
                notes.append(PortNote(file: source.path, line: networked.line, column: 1, kind: .rewritten,
                                      message: "import FoundationNetworking added: URLSession is there on Linux"))
            }
            outputs.append((source.path, text))
        }
        return (outputs, notes.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) })
    }

    /// Ports the folder `input` into `output` (which may be `input`: in place).
    static func port(folder input: URL, into output: URL) throws -> Result {
        let files = try swiftFiles(below: input)
        let sources = try files.map { (path: $0, text: try String(contentsOf: input.appendingPathComponent($0), encoding: .utf8)) }
        let (outputs, notes) = port(sources: sources)
        for (path, text) in outputs {
            let destination = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: destination, atomically: true, encoding: .utf8)
        }
        return Result(files: outputs.count, notes: notes)
    }

    /// The `.swift` files below `folder`, as paths relative to it, sorted (build folders skipped).
    static func swiftFiles(below folder: URL) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw PortError.notAFolder(folder.path)
        }
        var paths: [String] = []
        let base = folder.standardizedFileURL.path
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if name.hasPrefix(".build") || name == ".git" || name.hasSuffix(".xcodeproj") { enumerator.skipDescendants(); continue }
            guard url.pathExtension == "swift" else { continue }
            var path = url.standardizedFileURL.path
            if path.hasPrefix(base + "/") { path.removeFirst(base.count + 1) }
            paths.append(path)
        }
        return paths.sorted()
    }

    enum PortError: Error, CustomStringConvertible {
        case notAFolder(String)
        var description: String {
            switch self {
            case .notAFolder(let path): "\(path) is not a folder"
            }
        }
    }
}
