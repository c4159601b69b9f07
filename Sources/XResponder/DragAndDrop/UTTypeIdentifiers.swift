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
    static let content = "public.content"
    static let json = "public.json"
    static let html = "public.html"
    static let rtf = "public.rtf"
    static let gif = "com.compuserve.gif"
    static let heic = "public.heic"
    static let pdf = "com.adobe.pdf"
    static let movie = "public.movie"
    static let audio = "public.audio"
    static let folder = "public.folder"
    static let zip = "public.zip-archive"
    static let directory = "public.directory"
    static let spreadsheet = "public.spreadsheet"
    static let presentation = "public.presentation"
    static let commaSeparatedText = "public.comma-separated-values-text"
    static let xml = "public.xml"
    static let mp3 = "public.mp3"
    static let mpeg4Movie = "public.mpeg-4"

    /// What each identifier conforms to directly.
    static let parents: [String: [String]] = [
        utf8PlainText: [plainText], plainText: [text], text: [data, content], json: [text], html: [text], rtf: [text],
        fileURL: [url], url: [data],
        png: [image], jpeg: [image], gif: [image], heic: [image], image: [data, content],
        pdf: [data, content], movie: [data, content], audio: [data, content], zip: [data],
        folder: [directory], directory: [item], data: [item], content: [item],
        spreadsheet: [content], presentation: [content], commaSeparatedText: [text], xml: [text],
        mp3: [audio], mpeg4Movie: [movie],
    ]

    /// Each identifier's usual file name extension and MIME type.
    static let extensions: [String: (fileExtension: String, mime: String)] = [
        plainText: ("txt", "text/plain"), utf8PlainText: ("txt", "text/plain;charset=utf-8"), json: ("json", "application/json"),
        html: ("html", "text/html"), rtf: ("rtf", "text/rtf"), png: ("png", "image/png"), jpeg: ("jpeg", "image/jpeg"),
        gif: ("gif", "image/gif"), heic: ("heic", "image/heic"), pdf: ("pdf", "application/pdf"), zip: ("zip", "application/zip"),
        movie: ("mov", "video/quicktime"), commaSeparatedText: ("csv", "text/csv"), xml: ("xml", "application/xml"),
        mp3: ("mp3", "audio/mpeg"), mpeg4Movie: ("mp4", "video/mp4"),
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
