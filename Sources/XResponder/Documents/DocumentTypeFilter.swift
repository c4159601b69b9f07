import Foundation

/// Which files a document picker offers, from the content types an app asks for (R-DA3): the
/// patterns a desktop file chooser filters by (MIME types and `*.ext` globs, as the portal's
/// `filters` option takes them) and the same test applied to a file by the built-in chooser.
///
/// A type is read as the most specific thing the desktop can match: a known concrete type by its
/// MIME type and extension (`.pdf` → `application/pdf`, `*.pdf`); an abstract one by its MIME
/// family (`.image` → `image/*`, `.text` → `text/*`, `.movie` → `video/*`, `.audio` → `audio/*`);
/// an app's own type (`UTType(exportedAs:)`) by the extensions and MIME types its Info.plist
/// declares under `UTExportedTypeDeclarations` / `UTImportedTypeDeclarations`, as Xcode writes them.
/// `.item`, `.data` and `.content` take every file. Written-down choice: a type the desktop cannot
/// match at all (an app's type with no declaration) takes every file too — hiding the user's
/// document because its type is unknown here would be worse than offering one too many.
struct DocumentTypeFilter: Equatable {
    /// MIME types or families ("image/*") a matching file may have.
    private(set) var mimeTypes: [String] = []
    /// File name extensions (lowercased, no dot) a matching file may have.
    private(set) var extensions: [String] = []
    /// Every file matches (an abstract type that holds all, or one that cannot be narrowed).
    private(set) var acceptsEveryFile = false
    /// The app asked for folders (`.folder`): the chooser picks a directory.
    private(set) var picksFolders = false

    init(contentTypes: [UTType], declarations: [String: Any] = AppBundle.info) {
        for type in contentTypes { add(type, declarations: declarations) }
        if contentTypes.isEmpty { acceptsEveryFile = true }
    }

    private mutating func add(_ type: UTType, declarations: [String: Any]) {
        if type == .folder || type == .directory {
            picksFolders = true
            return
        }
        if type == .item || type == .data || type == .content {
            acceptsEveryFile = true
            return
        }
        // Abstract document kinds with no MIME family: the extensions office suites write.
        let kinds: [(UTType, [String])] = [(.spreadsheet, ["ods", "xlsx", "xls", "csv", "numbers"]),
                                           (.presentation, ["odp", "pptx", "ppt", "key"])]
        if let kind = kinds.first(where: { $0.0 == type }) {
            kind.1.forEach { append(extension: $0) }
            return
        }
        let families: [(UTType, String)] = [(.image, "image/*"), (.text, "text/*"), (.movie, "video/*"), (.audio, "audio/*")]
        if let family = families.first(where: { $0.0 == type }) {
            append(mime: family.1)
            // Text with no MIME family of its own that users keep as text.
            if type == .text { for known in ["txt", "md", "json", "csv", "html", "xml"] { append(extension: known) } }
            return
        }
        // A known type, or a dynamic one made from a tag (`UTType(tag:tagClass:conformingTo:)`).
        if type.preferredFilenameExtension != nil || type.preferredMIMEType != nil {
            if let fileExtension = type.preferredFilenameExtension { append(extension: fileExtension) }
            if let mime = type.preferredMIMEType { append(mime: mime.split(separator: ";").first.map(String.init) ?? mime) }
            if type == .jpeg { append(extension: "jpg") }
            return
        }
        let declared = Self.declaredTags(of: type.identifier, in: declarations)
        guard !declared.extensions.isEmpty || !declared.mimeTypes.isEmpty else {
            acceptsEveryFile = true
            return
        }
        declared.extensions.forEach { append(extension: $0) }
        declared.mimeTypes.forEach { append(mime: $0) }
    }

    private mutating func append(mime: String) {
        let lowered = mime.lowercased()
        if !mimeTypes.contains(lowered) { mimeTypes.append(lowered) }
    }

    private mutating func append(extension fileExtension: String) {
        let lowered = fileExtension.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
        if !lowered.isEmpty, !extensions.contains(lowered) { extensions.append(lowered) }
    }

    /// The extensions and MIME types an Info.plist declares for `identifier`.
    static func declaredTags(of identifier: String, in info: [String: Any]) -> (extensions: [String], mimeTypes: [String]) {
        let declared = UTType.declaredTypes(in: info).filter { $0.identifier == identifier }
        return (declared.flatMap(\.extensions), declared.flatMap(\.mimeTypes))
    }

    /// The portal's patterns: `(0, "*.ext")` globs and `(1, "type/sub")` MIME types; empty when
    /// every file matches (no filter is sent, so the chooser shows everything).
    var portalPatterns: [(kind: UInt32, pattern: String)] {
        guard !acceptsEveryFile else { return [] }
        return extensions.map { (0, "*.\($0)") } + mimeTypes.map { (1, $0) }
    }

    /// Whether the built-in chooser offers `url` (a file, not a folder): by its extension, and by
    /// the MIME family its extension's type belongs to.
    func accepts(fileNamed name: String) -> Bool {
        if acceptsEveryFile { return true }
        let fileExtension = (name as NSString).pathExtension.lowercased()
        guard !fileExtension.isEmpty else { return false }
        if extensions.contains(fileExtension) { return true }
        guard let type = UTType(filenameExtension: fileExtension), let mime = type.preferredMIMEType?.split(separator: ";").first else {
            return false
        }
        let family = mime.split(separator: "/").first.map { "\($0)/*" } ?? ""
        return mimeTypes.contains(String(mime)) || mimeTypes.contains(family)
    }
}
