import Foundation

/// A file shown with a notification (UserNotifications' `UNNotificationAttachment`). The first
/// image attachment is sent as the notification's image (`image-path`); the server shows it if
/// it shows images. Like iOS, the file must exist when the attachment is made.
open class UNNotificationAttachment: NSObject, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    public let type: String

    /// Throws `UNError(.attachmentInvalidURL)` when `url` is not a file that exists.
    public init(identifier: String, url: URL, options: [AnyHashable: Any]? = nil) throws {
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path) else {
            throw UNError(.attachmentInvalidURL)
        }
        self.identifier = identifier
        self.url = url
        type = Self.typeIdentifiers[url.pathExtension.lowercased()] ?? "public.data"
        super.init()
    }

    /// The uniform type identifiers of the files a notification can show, by extension.
    static let typeIdentifiers = ["png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg", "gif": "com.compuserve.gif",
                                  "svg": "public.svg-image", "webp": "org.webmproject.webp", "bmp": "com.microsoft.bmp",
                                  "mp3": "public.mp3", "wav": "com.microsoft.waveform-audio", "mp4": "public.mpeg-4"]

    /// Whether the server can be handed the file as an image.
    var isImage: Bool { ["public.png", "public.jpeg", "com.compuserve.gif", "public.svg-image", "org.webmproject.webp", "com.microsoft.bmp"].contains(type) }
}
