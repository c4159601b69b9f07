import Foundation
import SwiftParser
import SwiftSyntax

/// Ports a folder of UIKit sources (R-AS5): every `.swift` file below `input` is rewritten into the
/// same place below `output`; other files are copied. Returns what was done and what was not.
struct UIKitPorter {
    struct Result {
        var files = 0
        /// Files other than sources copied beside them.
        var resources = 0
        var notes: [PortNote] = []
        /// XResponder's products the ported files import (`XResponder`, `XResponderCombine`): what
        /// the app's target must depend on.
        var products: [String] = []
        /// Asset symbols written to `GeneratedAssetSymbols.swift` (0: none used, no file).
        var assetSymbols = 0
        /// Outlets and actions listed in `GeneratedInterfaceBuilderConnections.swift` (0: no file).
        var interfaceBuilderMembers = 0
        /// Whether `GeneratedLocalization.swift` was written (the sources localize).
        var localization = false
        /// Classes and extensions written to `GeneratedManagedObjectClasses.swift` from the Core
        /// Data models (0: none, no file).
        var managedObjectClasses = 0
        var todos: [PortNote] { notes.filter { $0.kind == .todo } }
    }

    /// The library products of XResponder `texts` import, by their Apple names or their own: lines
    /// such as `import UIKit`, `@preconcurrency import Combine` or `import class UIKit.UIView`.
    static func productsImported(by texts: [String]) -> [String] {
        let modules = Set(texts.flatMap { $0.split(separator: "\n").compactMap(importedModule) })
        let products = Set(modules.compactMap(ModuleAliases.product(importedAs:)))
        return (ModuleAliases.aliases.map(\.product) + ModuleAliases.sameNames).filter(products.contains)
    }

    private static func importedModule(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: \.isWhitespace).prefix { !$0.hasPrefix("//") }.drop { $0.hasPrefix("@") }
        guard words.first == "import", let path = words.last, words.count <= 3 else { return nil }
        return String(path.prefix { $0 != "." })
    }

    /// Ports sources given as text: path (relative, for the notes) → text.
    static func port(sources: [(path: String, text: String)]) -> (outputs: [(path: String, text: String)], notes: [PortNote]) {
        var outputs: [(String, String)] = []
        var notes: [PortNote] = []
        for source in sources {
            let tree = Parser.parse(source: source.text)
            let rewriter = UIKitRewriter(file: source.path, tree: tree)
            var text = rewriter.rewrite(tree).description
            // One note per place and message (a chained call is visited once per link).
            var seen = Set<String>()
            notes += rewriter.notes.filter { seen.insert("\($0.line):\($0.message)").inserted }
            if let networked = NetworkingImport.adding(to: text) {
                text = networked.text
                notes.append(PortNote(file: source.path, line: networked.line, column: 1, kind: .rewritten,
                                      message: "import FoundationNetworking added: URLSession is there on Linux"))
            }
            if let transformers = TransformerImport.adding(to: text) {
                text = transformers.text
                notes.append(PortNote(file: source.path, line: transformers.line, column: 1, kind: .rewritten,
                                      message: "import CoreData added: ValueTransformer is XResponder's CoreData module's on Linux"))
            }
            outputs.append((source.path, text))
        }
        // Overrides in extensions of the target's own classes move into the class (a pass over
        // the whole target: the class may be in another file); each to-do said there becomes what
        // was done.
        let moved = ExtensionOverrides.move(in: outputs)
        outputs = moved.outputs
        for move in moved.moves {
            let place = move.destination == move.file ? "in this file" : "in \(move.destination)"
            if let subclass = move.overriddenBy {
                notes.append(PortNote(file: move.file, line: move.line, column: 1, kind: .rewritten,
                                      message: "moved from the extension into the body of class \(move.className) (\(place)): "
                                          + "\(subclass) overrides it, and Linux Swift overrides only what a class's body declares"))
                continue
            }
            guard let index = notes.firstIndex(where: {
                $0.file == move.file && $0.line == move.line && $0.kind == .todo && $0.message.hasPrefix("override in an extension")
            }) else { continue }
            notes[index] = PortNote(file: move.file, line: move.line, column: notes[index].column, kind: .rewritten,
                                    message: "override moved from the extension into the body of class \(move.className) (\(place)): "
                                        + "Linux Swift overrides only there")
        }
        return (outputs, notes.sorted { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) })
    }

    /// Ports the folder `input` into `output` (which may be `input`: in place).
    static func port(folder input: URL, into output: URL) throws -> Result {
        let files = try swiftFiles(below: input)
        let sources = try files.map { (path: $0, text: try String(contentsOf: input.appendingPathComponent($0), encoding: .utf8)) }
        var result = try port(sources: sources, assets: AssetSymbols.assets(below: input), models: ManagedClassGeneration.models(below: input),
                              into: output)
        if input.standardizedFileURL.path != output.standardizedFileURL.path {
            result.resources = try copyResources(from: input, to: output)
        }
        return result
    }

    /// Ports `sources` (paths relative to `output`) and writes them there with the files Xcode
    /// would generate for them: the asset symbols of `assets` they use, and the connection table
    /// of their Interface Builder members, the classes of the Core Data `models` Xcode would
    /// generate. `rewrite` is applied to each ported text first.
    static func port(sources: [(path: String, text: String)], assets: [AssetSymbols.Asset], models: [URL] = [], into output: URL,
                     rewrite: (String, String) -> (text: String, notes: [PortNote]) = { ($1, []) }) throws -> Result {
        let (ported, portNotes) = port(sources: sources)
        var notes = portNotes
        var outputs: [(path: String, text: String)] = []
        for (path, text) in ported {
            let rewritten = rewrite(path, text)
            notes += rewritten.notes
            outputs.append((path, rewritten.text))
            let destination = output.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try rewritten.text.write(to: destination, atomically: true, encoding: .utf8)
        }
        notes.sort { ($0.file, $0.line, $0.column) < ($1.file, $1.line, $1.column) }
        var result = Result(files: outputs.count, notes: notes, products: productsImported(by: outputs.map(\.text)))
        let generatedName = "GeneratedAssetSymbols.swift"
        if !sources.contains(where: { $0.path.hasSuffix(generatedName) }),
           let generated = AssetSymbols.file(for: assets, sources: outputs.map(\.text)) {
            try generated.text.write(to: output.appendingPathComponent(generatedName), atomically: true, encoding: .utf8)
            result.assetSymbols = generated.count
        }
        let tableName = "GeneratedInterfaceBuilderConnections.swift"
        if !sources.contains(where: { $0.path.hasSuffix(tableName) }),
           let table = InterfaceBuilderTables.file(for: InterfaceBuilderTables.members(in: sources.map(\.text))) {
            try table.text.write(to: output.appendingPathComponent(tableName), atomically: true, encoding: .utf8)
            result.interfaceBuilderMembers = table.count
        }
        if !sources.contains(where: { $0.path.hasSuffix(ManagedClassGeneration.fileName) }),
           let classes = ManagedClassGeneration.file(for: models, sources: outputs.map(\.text)) {
            try classes.text.write(to: output.appendingPathComponent(ManagedClassGeneration.fileName), atomically: true, encoding: .utf8)
            result.managedObjectClasses = classes.count
            result.notes += classes.notes
            result.products = productsImported(by: outputs.map(\.text) + [classes.text])
        }
        if !sources.contains(where: { $0.path.hasSuffix(LocalizationShim.fileName) }),
           let shim = LocalizationShim.file(for: outputs.map(\.text)) {
            try shim.write(to: output.appendingPathComponent(LocalizationShim.fileName), atomically: true, encoding: .utf8)
            result.localization = true
        }
        return result
    }

    /// Copies every other file below `input` (images, asset catalogs, plists, data, strings) to the
    /// same place below `output`, so the ported app finds its resources beside its sources; an
    /// existing file there is left as it is. Returns how many were copied.
    static func copyResources(from input: URL, to output: URL) throws -> Int {
        var copied = 0
        for path in try files(below: input, where: { $0.pathExtension != "swift" }) {
            let destination = output.appendingPathComponent(path)
            guard !FileManager.default.fileExists(atPath: destination.path) else { continue }
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: input.appendingPathComponent(path), to: destination)
            copied += 1
        }
        return copied
    }

    /// The `.swift` files below `folder`, as paths relative to it, sorted (build folders skipped).
    static func swiftFiles(below folder: URL) throws -> [String] {
        try files(below: folder) { $0.pathExtension == "swift" }
    }

    /// Whether a folder below an app's sources is Xcode's or the build's, never the app's own:
    /// build folders, version control, project and workspace folders, user data, derived data.
    static func isSkipped(_ name: String) -> Bool {
        name.hasPrefix(".build") || name == ".git" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            || name == "xcuserdata" || name == "DerivedData" || name == ".swiftpm"
    }

    /// The folders below `folder` that Xcode treats as one resource — asset catalogs, Core Data
    /// models — whose extension is in `extensions`, not looked inside; sorted by path.
    static func packages(below folder: URL, extensions: Set<String>) -> [URL] {
        // Resolved: Linux Foundation enumerates nothing below a symbolic link to a folder.
        guard let walker = FileManager.default.enumerator(at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil) else { return [] }
        var found: [URL] = []
        for case let url as URL in walker {
            if isSkipped(url.lastPathComponent) { walker.skipDescendants(); continue }
            guard extensions.contains(url.pathExtension) else { continue }
            walker.skipDescendants()
            found.append(url)
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The files below `folder` that `include` accepts, as sorted relative paths; build folders,
    /// version control and Xcode's project folders are skipped.
    static func files(below folder: URL, where include: (URL) -> Bool) throws -> [String] {
        // Resolved: Linux Foundation enumerates nothing below a symbolic link to a folder.
        let folder = folder.resolvingSymlinksInPath()
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey]) else {
            throw PortError.notAFolder(folder.path)
        }
        var paths: [String] = []
        let base = folder.standardizedFileURL.path
        for case let url as URL in enumerator {
            let name = url.lastPathComponent
            if isSkipped(name) {
                enumerator.skipDescendants()
                continue
            }
            let isFolder = (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) ?? false
            guard !isFolder, name != ".DS_Store", include(url) else { continue }
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
