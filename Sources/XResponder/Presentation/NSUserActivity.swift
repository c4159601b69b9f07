import Foundation

/// Foundation's description of what the user is doing, which scene requests and connection options
/// carry. Linux's Foundation has no `NSUserActivity`, so XResponder declares the part scene code
/// uses: a type, a title and user info. Nothing is handed off or indexed.
@preconcurrency @MainActor
open class NSUserActivity: Hashable {
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var isEligibleForHandoff = false
    open var isEligibleForSearch = false
    open var targetContentIdentifier: String?

    public init(activityType: String) {
        self.activityType = activityType
    }

    public nonisolated static func == (lhs: NSUserActivity, rhs: NSUserActivity) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        userInfo = (userInfo ?? [:]).merging(otherDictionary) { $1 }
    }
}
