import Foundation

/// A uniform type (UniformTypeIdentifiers' `UTType`, iOS 14; not on Linux): an identifier such as
/// `public.json`, what it conforms to, and its usual file name extension and MIME type (R-DT2).
/// `xrport` lets `import UniformTypeIdentifiers` load XResponder, so `UTType.json.identifier`,
/// `UTType.image`, `UTType(filenameExtension: "png")` and `conforms(to:)` port unchanged.
///
/// Written-down choice: any identifier makes a type (`UTType("com.example.note")`), conforming to
/// nothing but `public.item` unless declared with `init(exportedAs:conformingTo:)`; the system has
/// no registry of installed apps' types here.
public struct UTType: Hashable, Sendable, CustomStringConvertible, CustomDebugStringConvertible {
    public let identifier: String

    /// A type by identifier; nil for an empty one.
    public init?(_ identifier: String) {
        let trimmed = identifier.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        self.identifier = trimmed
    }

    /// An app's own type, declared by it (`conformingTo` is kept for `conforms(to:)`).
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.identifier = identifier
        if let parentType { UTType.declare(identifier, conformingTo: parentType.identifier) }
    }

    /// A type an app uses that another declares.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(exportedAs: identifier, conformingTo: parentType)
    }

    /// The type whose usual extension is `filenameExtension` (case ignored), conforming to
    /// `supertype`; nil when none is known.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let wanted = filenameExtension.lowercased()
        let aliases = ["jpg": "jpeg", "htm": "html", "text": "txt"]
        let key = aliases[wanted] ?? wanted
        guard let found = UTTypeIdentifiers.extensions.filter({ $0.value.fileExtension == key }).map(\.key).sorted().first,
              UTTypeIdentifiers.conforms(found, to: supertype.identifier) else { return nil }
        identifier = found
    }

    /// The type of MIME type `mimeType` (parameters ignored), conforming to `supertype`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        let bare = mimeType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        guard let found = UTTypeIdentifiers.extensions.filter({ $0.value.mime.hasPrefix(bare) && !bare.isEmpty }).map(\.key).sorted().first,
              UTTypeIdentifiers.conforms(found, to: supertype.identifier) else { return nil }
        identifier = found
    }

    public var preferredFilenameExtension: String? {
        UTTypeIdentifiers.extensions[identifier]?.fileExtension ?? dynamicTag("filename-extension")
    }
    public var preferredMIMEType: String? { UTTypeIdentifiers.extensions[identifier]?.mime ?? dynamicTag("mime-type") }
    public var description: String { identifier }
    public var debugDescription: String { "<UTType \(identifier)>" }
    /// Whether it is one the system declares (the library knows), rather than an app's own.
    public var isDeclared: Bool { UTTypeIdentifiers.parents[identifier] != nil || identifier == UTTypeIdentifiers.item }
    /// Whether it was made from a tag no type has (`init?(tag:tagClass:conformingTo:)`).
    public var isDynamic: Bool { identifier.hasPrefix(UTType.dynamicPrefix) }

    /// Whether this type is `type` or conforms to it (an app's declared parent included).
    public func conforms(to type: UTType) -> Bool {
        if UTTypeIdentifiers.conforms(identifier, to: type.identifier) { return true }
        guard let parent = UTType.declaredParent(of: identifier) else { return false }
        return parent == type.identifier || UTTypeIdentifiers.conforms(parent, to: type.identifier)
    }

    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }
    public func isSupertype(of type: UTType) -> Bool { self != type && type.conforms(to: self) }

    /// Types apps declared, by identifier: what each conforms to (any thread may declare one).
    private static let declaredLock = NSLock()
    nonisolated(unsafe) private static var declared: [String: String] = [:]

    private static func declare(_ identifier: String, conformingTo parent: String) {
        declaredLock.withLock { declared[identifier] = parent }
    }

    private static func declaredParent(of identifier: String) -> String? {
        declaredLock.withLock { declared[identifier] }
    }

    private init(known identifier: String) { self.identifier = identifier }

    public static let item = UTType(known: UTTypeIdentifiers.item)
    public static let content = UTType(known: UTTypeIdentifiers.content)
    public static let data = UTType(known: UTTypeIdentifiers.data)
    public static let text = UTType(known: UTTypeIdentifiers.text)
    public static let plainText = UTType(known: UTTypeIdentifiers.plainText)
    public static let utf8PlainText = UTType(known: UTTypeIdentifiers.utf8PlainText)
    public static let json = UTType(known: UTTypeIdentifiers.json)
    public static let html = UTType(known: UTTypeIdentifiers.html)
    public static let rtf = UTType(known: UTTypeIdentifiers.rtf)
    public static let url = UTType(known: UTTypeIdentifiers.url)
    public static let fileURL = UTType(known: UTTypeIdentifiers.fileURL)
    public static let image = UTType(known: UTTypeIdentifiers.image)
    public static let png = UTType(known: UTTypeIdentifiers.png)
    public static let jpeg = UTType(known: UTTypeIdentifiers.jpeg)
    public static let gif = UTType(known: UTTypeIdentifiers.gif)
    public static let heic = UTType(known: UTTypeIdentifiers.heic)
    public static let pdf = UTType(known: UTTypeIdentifiers.pdf)
    public static let movie = UTType(known: UTTypeIdentifiers.movie)
    public static let audio = UTType(known: UTTypeIdentifiers.audio)
    public static let folder = UTType(known: UTTypeIdentifiers.folder)
    public static let zip = UTType(known: UTTypeIdentifiers.zip)
    public static let directory = UTType(known: UTTypeIdentifiers.directory)
    public static let spreadsheet = UTType(known: UTTypeIdentifiers.spreadsheet)
    public static let presentation = UTType(known: UTTypeIdentifiers.presentation)
    public static let commaSeparatedText = UTType(known: UTTypeIdentifiers.commaSeparatedText)
    public static let xml = UTType(known: UTTypeIdentifiers.xml)
    public static let mp3 = UTType(known: UTTypeIdentifiers.mp3)
    public static let mpeg4Movie = UTType(known: UTTypeIdentifiers.mpeg4Movie)
}
