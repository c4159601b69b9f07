import Foundation

/// The uniform type identifiers drag and drop speaks (R-DT2), their conformance (a PNG is an image,
/// a file URL is a URL, UTF-8 text is plain text is text), and the MIME types other X programs
/// name them by. UniformTypeIdentifiers is not on Linux; these are its identifiers as strings.
enum UTTypeIdentifiers {
    static let utf8PlainText = "public.utf8-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let image = "public.image"
    static let data = "public.data"
    static let item = "public.item"

    /// What each identifier conforms to directly.
    private static let parents: [String: [String]] = [
        utf8PlainText: [plainText], plainText: [text], text: [data],
        fileURL: [url], url: [data],
        png: [image], jpeg: [image], image: [data], data: [item],
    ]

    /// Whether `type` is `other` or conforms to it.
    static func conforms(_ type: String, to other: String) -> Bool {
        if type == other || other == item { return true }
        var pending = parents[type] ?? []
        var seen: Set<String> = []
        while let next = pending.popLast() {
            if next == other { return true }
            if seen.insert(next).inserted { pending += parents[next] ?? [] }
        }
        return false
    }

    /// The identifier a MIME type stands for on X11 (nil: one drag and drop does not read).
    static func identifier(forMIMEType mime: String) -> String? {
        switch mime.lowercased() {
        case "text/uri-list", "text/x-moz-url": return url
        case "utf8_string", "text/plain;charset=utf-8", "text/plain", "string", "text": return utf8PlainText
        case "image/png": return png
        case "image/jpeg": return jpeg
        default: return nil
        }
    }
}
