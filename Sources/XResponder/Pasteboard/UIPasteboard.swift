import Foundation

/// The system clipboard (R-TX3). On X11 `UIPasteboard.general` is the CLIPBOARD selection, shared
/// with every other program on the display (Ctrl+C / Ctrl+V), and `primarySelection` is PRIMARY,
/// which selecting text sets and a middle click pastes.
///
/// X keeps no clipboard of its own: the application that copied serves the data to whoever pastes.
/// When the application exits, what it copied is gone (unless a clipboard manager took a copy,
/// which XResponder does not assume).
///
/// Reading from another program waits for its answer (at most a couple of seconds for a program
/// that does not answer); reading what this application copied does not touch the server.
@preconcurrency @MainActor
public final class UIPasteboard {
    /// A pasteboard's name: `.general` (X CLIPBOARD) or `.primarySelection` (X PRIMARY).
    public struct Name: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let general = Name("CLIPBOARD")
        /// X's PRIMARY selection, an XResponder addition: the last text selected anywhere.
        public static let primarySelection = Name("PRIMARY")
    }

    /// Type identifiers, as UIKit spells them.
    public static let textType = "public.utf8-plain-text"
    public static let pngType = "public.png"

    public static let general = UIPasteboard(name: .general)
    /// X's PRIMARY selection (an XResponder addition; UIKit has no such pasteboard).
    public static let primarySelection = UIPasteboard(name: .primarySelection)

    public let name: Name

    private init(name: Name) {
        self.name = name
    }

    /// The platform's store; set by the X11 backend while it is installed.
    static var storage: PasteboardStorage = inProcessStorage
    /// The store without a platform. Its own object: a `let` that copied `storage` lazily would
    /// capture whichever store was installed when it was first read.
    static let inProcessStorage: PasteboardStorage = InProcessPasteboardStorage()

    // MARK: Contents

    public var changeCount: Int { Self.storage.changeCount(of: name) }
    public var types: [String] { Self.storage.types(of: name) }
    public var numberOfItems: Int { types.isEmpty ? 0 : 1 }

    public func data(forPasteboardType pasteboardType: String) -> Data? {
        Self.storage.data(of: name, type: pasteboardType)
    }

    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        Self.storage.write([(pasteboardType, data)], to: name)
    }

    public func contains(pasteboardTypes: [String]) -> Bool {
        let offered = Set(types)
        return pasteboardTypes.contains { offered.contains($0) }
    }

    // MARK: Text

    public var hasStrings: Bool { types.contains(Self.textType) }

    /// The text, read without blocking the run loop (a text view's paste, R-U7): `completion`
    /// runs on the main actor with the text or nil — at once when this process holds it, on a
    /// later turn when another program does.
    func requestString(completion: @escaping @MainActor (String?) -> Void) {
        Self.storage.requestText(of: name, completion: completion)
    }

    /// Whether text may be on offer, known without asking another program: what validating a
    /// Paste command reads.
    var mayHaveStrings: Bool { Self.storage.mayHaveText(in: name) }

    /// The text on the pasteboard. Invalid UTF-8 from another program becomes U+FFFD.
    public var string: String? {
        get { data(forPasteboardType: Self.textType).map { String(decoding: $0, as: UTF8.self) } }
        set {
            guard let newValue else {
                Self.storage.write([], to: name)
                return
            }
            Self.storage.write([(Self.textType, Data(newValue.utf8))], to: name)
        }
    }

    /// X selections hold one text; several strings are stored joined by line breaks and read back
    /// as one (XResponder's choice, written down in docs/text-input.md).
    public var strings: [String]? {
        get { string.map { [$0] } }
        set { string = newValue?.joined(separator: "\n") }
    }

    // MARK: Images

    public var hasImages: Bool { types.contains(Self.pngType) }

    /// An image, offered to other programs as PNG (`image/png`).
    public var image: UIImage? {
        get { data(forPasteboardType: Self.pngType).flatMap { UIImage(data: $0) } }
        set {
            guard let data = newValue?.pngData() else {
                Self.storage.write([], to: name)
                return
            }
            Self.storage.write([(Self.pngType, data)], to: name)
        }
    }

    public var images: [UIImage]? {
        get { image.map { [$0] } }
        set { image = newValue?.first }
    }

    // MARK: URLs

    /// URLs travel as `text/uri-list` (what file managers and browsers offer on X) and as text,
    /// so a copied link pastes into any text field.
    static let uriListType = "text/uri-list"

    public var hasURLs: Bool { types.contains(Self.uriListType) }

    public var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// The URLs of a `text/uri-list` (RFC 2483: one per line, `#` lines are comments).
    public var urls: [URL]? {
        get {
            guard let data = data(forPasteboardType: Self.uriListType) else { return nil }
            let found = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
                .compactMap { URL(string: $0) }
            return found.isEmpty ? nil : found
        }
        set {
            guard let newValue, !newValue.isEmpty else {
                Self.storage.write([], to: name)
                return
            }
            let list = newValue.map { $0.absoluteString + "\r\n" }.joined()
            let text = newValue.map { $0.isFileURL ? $0.path : $0.absoluteString }.joined(separator: "\n")
            Self.storage.write([(Self.uriListType, Data(list.utf8)), (Self.textType, Data(text.utf8))], to: name)
        }
    }
}
