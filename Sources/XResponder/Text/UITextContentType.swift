import Foundation

/// What kind of text a field holds, for autofill (kept; a desktop has no autofill).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let postalCode = UITextContentType("postal-code")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
}
