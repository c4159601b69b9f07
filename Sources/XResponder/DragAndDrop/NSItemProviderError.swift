import Foundation

/// Why an item provider could not give an object.
public struct NSItemProviderError: Error, CustomStringConvertible, Sendable {
    public let description: String
    init(_ description: String) { self.description = description }
}

