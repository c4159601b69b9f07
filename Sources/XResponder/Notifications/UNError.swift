import Foundation

/// The errors of the notification center (UserNotifications' `UNError`), in its domain and codes.
public struct UNError: Error, CustomNSError, Hashable, Sendable {
    /// Why a notification request failed, with UserNotifications' codes.
    public enum Code: Int, Sendable {
        case notificationsNotAllowed = 1
        case unsupportedTrigger = 2
        case attachmentInvalidURL = 100
        case attachmentUnrecognizedType = 101
        case attachmentInvalidFileSize = 102
        case attachmentNotInDataStore = 103
        case attachmentMoveIntoDataStoreFailed = 104
        case attachmentCorrupt = 105
        case notificationInvalidNoDate = 1400
        case notificationInvalidNoContent = 1401
        case contentProvidingObjectNotAllowed = 1500
        case contentProvidingInvalid = 1501
        case badgeInputInvalid = 1600
    }

    public let code: Code
    public init(_ code: Code) { self.code = code }

    public static let errorDomain = "UNErrorDomain"
    public var errorCode: Int { code.rawValue }

    public static var notificationsNotAllowed: Code { .notificationsNotAllowed }
    public static var attachmentInvalidURL: Code { .attachmentInvalidURL }
    public static var notificationInvalidNoDate: Code { .notificationInvalidNoDate }
}

/// `UNErrorDomain`, as UserNotifications exports it.
public let UNErrorDomain = UNError.errorDomain

extension UNError.Code {
    /// `catch UNError.notificationsNotAllowed { … }`, as with Apple's bridged error codes.
    public static func ~= (code: UNError.Code, error: any Error) -> Bool {
        (error as? UNError)?.code == code
    }
}
