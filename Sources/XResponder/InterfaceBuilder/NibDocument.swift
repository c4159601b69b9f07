import Foundation

/// A storyboard or nib file, read and indexed once (R-IB1): every instantiation works from this,
/// never from the file again. Problems in the file are reported once, naming the file, the line and
/// what was wrong (R-IB5); what could be read is kept.
final class NibDocument: @unchecked Sendable {
    enum Kind: Sendable { case storyboard, nib }

    /// Where the file was read from, for messages.
    let path: String
    let kind: Kind
    let root: NibElement
    /// Every element with an `id`, by id.
    let elementsByID: [String: NibElement]
    /// A storyboard's controllers by their `storyboardIdentifier`.
    let controllersByIdentifier: [String: NibElement]

    init(path: String, root: NibElement) {
        self.path = path
        self.root = root
        kind = root["type"]?.hasSuffix("Storyboard.XIB") == true || root.child("scenes") != nil ? .storyboard : .nib
        var byID: [String: NibElement] = [:]
        var byIdentifier: [String: NibElement] = [:]
        // Without recursion (files can be deep); the first element with an id keeps it.
        var pending = [root]
        while let element = pending.popLast() {
            pending.append(contentsOf: element.children.reversed())
            // One hash per id; a duplicate (rare) puts the first back.
            if let id = element.id, let first = byID.updateValue(element, forKey: id) { byID[id] = first }
            if let identifier = element["storyboardIdentifier"], byIdentifier[identifier] == nil {
                byIdentifier[identifier] = element
            }
        }
        elementsByID = byID
        controllersByIdentifier = byIdentifier
    }

    /// The storyboard's initial controller, when it names one.
    var initialController: NibElement? { root["initialViewController"].flatMap { elementsByID[$0] } }

    /// A nib's top-level objects, placeholders included, in file order.
    var topLevelObjects: [NibElement] { root.contents(of: "objects") }

    /// Says `message` about `element`'s place in the file, once per process.
    func report(_ message: String, at element: NibElement?) {
        NibDocument.report("\(path)\(element.map { ":\($0.line)" } ?? ""): \(message)")
    }

    // MARK: Reading, once per file

    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: NibDocument] = [:]
    nonisolated(unsafe) private static var reported: Set<String> = []

    /// The document at `path`, read on first use; nil (reported) when the file cannot be read or is
    /// not Interface Builder XML.
    static func load(path: String) -> NibDocument? {
        if let cached = lock.withLock({ cache[path] }) { return cached }
        guard let data = FileManager.default.contents(atPath: path) else {
            report("\(path): cannot be read")
            return nil
        }
        switch NibXMLReader.read(data) {
        case .failure(let failure):
            report("\(path):\(failure.line): \(failure.message); nothing in it is loaded")
            return nil
        case .success(let root):
            guard root.name == "document" else {
                report("\(path):\(root.line): not an Interface Builder document (its root is <\(root.name)>)")
                return nil
            }
            let document = NibDocument(path: path, root: root)
            document.localize()
            lock.withLock { cache[path] = document }
            return document
        }
    }

    /// Says `problem` on standard error, once per process.
    static func report(_ problem: String) {
        guard lock.withLock({ reported.insert(problem).inserted }) else { return }
        FileHandle.standardError.write(Data("XResponder: interface builder: \(problem)\n".utf8))
        problemObserver?(problem)
    }

    /// Tests watch what is reported.
    nonisolated(unsafe) static var problemObserver: (@Sendable (String) -> Void)?

    /// Forgets every file read (tests that rewrite a file already read).
    static func forget() {
        lock.withLock {
            cache.removeAll()
            reported.removeAll()
        }
    }

    // MARK: Localization

    /// Applies the user's language's `Name.strings` beside a `Base.lproj` file (Xcode's base
    /// internationalization: `de.lproj/Main.strings`, keys `objectID.property`), before anything is
    /// made from the document. A key whose object or property the file lacks is reported once.
    private func localize() {
        let file = URL(fileURLWithPath: path)
        let lproj = file.deletingLastPathComponent()
        guard lproj.lastPathComponent == "Base.lproj" else { return }
        let folder = lproj.deletingLastPathComponent()
        let stringsName = file.deletingPathExtension().lastPathComponent + ".strings"
        let languages = PreferredLanguages.order(available: LocalizationTables.available(in: [folder]),
                                                 development: AppBundle.info["CFBundleDevelopmentRegion"] as? String)
        guard let language = languages.first(where: { $0 != "Base" }) else { return }
        let table = StringsFile.read(folder.appendingPathComponent("\(language).lproj/\(stringsName)"))
        for (key, text) in table.sorted(by: { $0.key < $1.key }) {
            guard let dot = key.firstIndex(of: "."), let element = elementsByID[String(key[..<dot])],
                  element.localize(String(key[key.index(after: dot)...]), to: text) else {
                report("\(language).lproj/\(stringsName): \"\(key)\" names no object or property here; not applied", at: nil)
                continue
            }
        }
    }

    // MARK: Finding files

    /// The file `name.fileExtension` in `bundle`'s folders, or the folders `UIImage(named:)` searches
    /// when `bundle` is nil or the main bundle; each folder's `Base.lproj` and the user's language's
    /// `.lproj` are looked in too, where Xcode puts storyboards and nibs.
    static func find(_ name: String, extension fileExtension: String, in bundle: Bundle?) -> String? {
        let folders: [String]
        if let bundle, bundle != Bundle.main { folders = ImageFiles.folders(of: bundle).map(\.path) } else { folders = ImageFiles.searchFolderPaths }
        let file = name.hasSuffix(".\(fileExtension)") ? name : "\(name).\(fileExtension)"
        // The user's languages (Linux Foundation's Locale.preferredLanguages ignores the session's).
        let localized = PreferredLanguages.tags.flatMap { tag in [tag, String(tag.split(separator: "-")[0])] }.map { "\($0).lproj" } + ["Base.lproj"]
        // Probed as path strings (FileProbe): an app without a storyboard asks this before its first
        // frame, for every folder and language (issue #50).
        for folder in folders {
            for sub in [""] + localized {
                let path = FileProbe.join(sub.isEmpty ? folder : FileProbe.join(folder, sub), file)
                if FileProbe.exists(path) { return path }
            }
        }
        return nil
    }
}
