import Foundation

/// A type an item provider can make from data (Foundation's, which swift-corelibs-foundation lacks):
/// `String`, `URL` and `UIImage` conform, as on iOS (R-DT2).
public protocol NSItemProviderReading {
    /// The type identifiers it reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

extension String: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifiers.utf8PlainText, UTTypeIdentifiers.plainText, UTTypeIdentifiers.text,
         UTTypeIdentifiers.fileURL, UTTypeIdentifiers.url]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> String {
        String(decoding: data, as: UTF8.self)
    }

    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifiers.utf8PlainText, UTTypeIdentifiers.plainText]
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data(utf8) }
}

extension URL: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifiers.fileURL, UTTypeIdentifiers.url] }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> URL {
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let url = URL(string: text) else { throw NSItemProviderError("not a URL: \(text.prefix(80))") }
        return url
    }

    public static var writableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifiers.fileURL, UTTypeIdentifiers.url, UTTypeIdentifiers.utf8PlainText]
    }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        Data((typeIdentifier == UTTypeIdentifiers.utf8PlainText && isFileURL ? path : absoluteString).utf8)
    }
}

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTTypeIdentifiers.png, UTTypeIdentifiers.jpeg, UTTypeIdentifiers.image]
    }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> UIImage {
        guard let image = UIImage(data: data) else { throw NSItemProviderError("the data is not an image the system can decode") }
        return image
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { [UTTypeIdentifiers.png] }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? {
        MainActor.assumeIsolated { pngData() }
    }
}
