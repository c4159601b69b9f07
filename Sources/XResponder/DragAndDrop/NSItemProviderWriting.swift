import Foundation

/// A type an item provider can offer as data: `String`, `URL` and `UIImage` conform (R-DT2).
public protocol NSItemProviderWriting {
    /// The type identifiers it writes, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Its data as `typeIdentifier`.
    func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data?
}

