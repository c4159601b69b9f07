import Foundation

/// What a notification says (UserNotifications' `UNNotificationContent`, R-DA3): read-only, as
/// the system hands it back; apps build one with `UNMutableNotificationContent`.
///
/// On the desktop the title and subtitle make the server's summary ("Title — Subtitle"), the body
/// its body, the sound a `sound-name` hint, the first image attachment an `image-path` hint, and
/// the category's actions its action buttons (`FreedesktopNotificationServer`).
///
/// `@unchecked Sendable` as in Apple's SDK: content is handed between the app and the center and
/// not changed after it is added.
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var storedTitle = ""
    var storedSubtitle = ""
    var storedBody = ""
    var storedBadge: NSNumber?
    var storedSound: UNNotificationSound?
    var storedUserInfo: [AnyHashable: Any] = [:]
    var storedCategoryIdentifier = ""
    var storedThreadIdentifier = ""
    var storedAttachments: [UNNotificationAttachment] = []
    var storedLaunchImageName = ""
    var storedTargetContentIdentifier: String?
    var storedInterruptionLevel = UNNotificationInterruptionLevel.active
    var storedRelevanceScore = 0.0

    override public init() { super.init() }

    open var title: String { storedTitle }
    open var subtitle: String { storedSubtitle }
    open var body: String { storedBody }
    open var badge: NSNumber? { storedBadge }
    open var sound: UNNotificationSound? { storedSound }
    open var userInfo: [AnyHashable: Any] { storedUserInfo }
    open var categoryIdentifier: String { storedCategoryIdentifier }
    open var threadIdentifier: String { storedThreadIdentifier }
    open var attachments: [UNNotificationAttachment] { storedAttachments }
    open var launchImageName: String { storedLaunchImageName }
    open var targetContentIdentifier: String? { storedTargetContentIdentifier }
    open var interruptionLevel: UNNotificationInterruptionLevel { storedInterruptionLevel }
    open var relevanceScore: Double { storedRelevanceScore }

    /// A copy of the same class as `self`'s, with the same content.
    open func copy(with zone: NSZone? = nil) -> Any { copyContent(into: UNNotificationContent()) }

    /// A `UNMutableNotificationContent` with the same content.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyContent(into: UNMutableNotificationContent()) }

    func copyContent<Content: UNNotificationContent>(into copy: Content) -> Content {
        copy.storedTitle = storedTitle
        copy.storedSubtitle = storedSubtitle
        copy.storedBody = storedBody
        copy.storedBadge = storedBadge
        copy.storedSound = storedSound
        copy.storedUserInfo = storedUserInfo
        copy.storedCategoryIdentifier = storedCategoryIdentifier
        copy.storedThreadIdentifier = storedThreadIdentifier
        copy.storedAttachments = storedAttachments
        copy.storedLaunchImageName = storedLaunchImageName
        copy.storedTargetContentIdentifier = storedTargetContentIdentifier
        copy.storedInterruptionLevel = storedInterruptionLevel
        copy.storedRelevanceScore = storedRelevanceScore
        return copy
    }
}
