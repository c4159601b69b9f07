import Foundation

/// `NSString` reads and writes text as `String` does (R-DT2): iOS code offers `text as NSString`
/// and loads `NSString.self`, then casts the results to `[String]`, which Linux Foundation bridges.
extension NSString: NSItemProviderReading, NSItemProviderWriting {
    public static var readableTypeIdentifiersForItemProvider: [String] { String.readableTypeIdentifiersForItemProvider }

    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        // NSString's initializers are not `required`, so a subclass cannot be made by name.
        guard let string = NSString(string: try String.object(withItemProviderData: data, typeIdentifier: typeIdentifier)) as? Self else {
            throw NSItemProviderError("\(self) cannot be made from text")
        }
        return string
    }

    public static var writableTypeIdentifiersForItemProvider: [String] { String.writableTypeIdentifiersForItemProvider }

    public func itemProviderData(forTypeIdentifier typeIdentifier: String) -> Data? { Data((self as String).utf8) }
}
