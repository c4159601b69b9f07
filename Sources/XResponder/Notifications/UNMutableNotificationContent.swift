import Foundation

/// The content an app fills in for a request (UserNotifications' `UNMutableNotificationContent`).
/// The center copies it when the request is made, so changing it afterwards changes nothing sent.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    override public init() { super.init() }

    override open var title: String { get { storedTitle } set { storedTitle = newValue } }
    override open var subtitle: String { get { storedSubtitle } set { storedSubtitle = newValue } }
    override open var body: String { get { storedBody } set { storedBody = newValue } }
    override open var badge: NSNumber? { get { storedBadge } set { storedBadge = newValue } }
    override open var sound: UNNotificationSound? { get { storedSound } set { storedSound = newValue } }
    override open var userInfo: [AnyHashable: Any] { get { storedUserInfo } set { storedUserInfo = newValue } }
    override open var categoryIdentifier: String { get { storedCategoryIdentifier } set { storedCategoryIdentifier = newValue } }
    override open var threadIdentifier: String { get { storedThreadIdentifier } set { storedThreadIdentifier = newValue } }
    override open var attachments: [UNNotificationAttachment] { get { storedAttachments } set { storedAttachments = newValue } }
    override open var launchImageName: String { get { storedLaunchImageName } set { storedLaunchImageName = newValue } }
    override open var targetContentIdentifier: String? {
        get { storedTargetContentIdentifier }
        set { storedTargetContentIdentifier = newValue }
    }
    override open var interruptionLevel: UNNotificationInterruptionLevel {
        get { storedInterruptionLevel }
        set { storedInterruptionLevel = newValue }
    }
    override open var relevanceScore: Double { get { storedRelevanceScore } set { storedRelevanceScore = newValue } }
}
