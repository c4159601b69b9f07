import Foundation

/// One thing a share sheet offers to do with its items (R-BR1's sharing): copy them, open them,
/// save them, mail them, or an app's own service. Subclass it for an application activity, as in
/// UIKit: say what it is (`activityType`, `activityTitle`, `activityImage`), whether it can take
/// the items (`canPerform`), take them (`prepare`), then either do the work in `perform()` or show
/// `activityViewController`, and call `activityDidFinish(_:)` when done.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where the share sheet lists it. UIKit shows `.share` activities as a row of app icons
    /// and `.action` ones as a list; the desktop sheet lists both, sharing first.
    public enum Category: Int, Sendable {
        case action = 0
        case share = 1
    }

    /// An activity's identity: what `excludedActivityTypes` and the completion handler name.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    open class var activityCategory: Category { .action }

    /// nil for an application activity that names none (UIKit then uses the class name).
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether this activity takes any of `activityItems` (already resolved from item sources).
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// The items, before `activityViewController` is asked for or `perform()` runs.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller the share sheet presents instead of calling `perform()`; it must lead to
    /// `activityDidFinish(_:)`.
    open var activityViewController: UIViewController? { nil }

    /// Does the work; must end with `activityDidFinish(_:)` (the sheet waits for it).
    open func perform() { activityDidFinish(false) }

    /// Tells the share sheet the activity is over; only the first call counts.
    open func activityDidFinish(_ completed: Bool) {
        guard let finish = finishHandler else { return }
        finishHandler = nil
        finish(completed)
    }

    /// Set by the share sheet while the activity runs.
    var finishHandler: ((Bool) -> Void)?

    /// The item sources' subject for the chosen activity, set by the share sheet before
    /// `prepare` (mail's subject, a saved file's name).
    var itemSubject: String?

    /// Set by the activity before it finishes: what the completion handler's returned items and
    /// error are (a desktop activity that wrote a file returns its URL).
    var returnedItems: [Any]?
    var failure: Error?

    /// The type the completion handler reports: `activityType`, or the class name as UIKit does
    /// for an application activity that names none.
    var reportedType: ActivityType { activityType ?? ActivityType(String(reflecting: type(of: self))) }
}

extension UIActivity.ActivityType {
    // UIKit's types with their raw values, so an app that excludes by string matches too. Those
    // the desktop has no service for are never offered; excluding them is harmless.
    public static let postToFacebook = Self("com.apple.UIKit.activity.PostToFacebook")
    public static let postToTwitter = Self("com.apple.UIKit.activity.PostToTwitter")
    public static let postToWeibo = Self("com.apple.UIKit.activity.PostToWeibo")
    public static let postToTencentWeibo = Self("com.apple.UIKit.activity.TencentWeibo")
    public static let postToFlickr = Self("com.apple.UIKit.activity.PostToFlickr")
    public static let postToVimeo = Self("com.apple.UIKit.activity.PostToVimeo")
    public static let message = Self("com.apple.UIKit.activity.Message")
    public static let mail = Self("com.apple.UIKit.activity.Mail")
    public static let print = Self("com.apple.UIKit.activity.Print")
    public static let copyToPasteboard = Self("com.apple.UIKit.activity.CopyToPasteboard")
    public static let assignToContact = Self("com.apple.UIKit.activity.AssignToContact")
    public static let saveToCameraRoll = Self("com.apple.UIKit.activity.SaveToCameraRoll")
    public static let addToReadingList = Self("com.apple.UIKit.activity.AddToReadingList")
    public static let airDrop = Self("com.apple.UIKit.activity.AirDrop")
    public static let openInIBooks = Self("com.apple.UIKit.activity.OpenInIBooks")
    public static let markupAsPDF = Self("com.apple.UIKit.activity.MarkupAsPDF")
    public static let sharePlay = Self("com.apple.UIKit.activity.SharePlay")
    public static let collaborationInviteWithLink = Self("com.apple.UIKit.activity.CollaborationInviteWithLink")
    public static let collaborationCopyLink = Self("com.apple.UIKit.activity.CollaborationCopyLink")
    public static let addToHomeScreen = Self("com.apple.UIKit.activity.AddToHomeScreen")

    /// The desktop's "Open in <application>": the default application for the item (xdg-open).
    public static let openInDefaultApplication = Self("org.xresponder.activity.OpenInDefaultApplication")
    /// Saving the items to a file the user names (iOS's "Save to Files" has this raw value).
    public static let saveToFiles = Self("com.apple.DocumentManagerUICore.SaveToFiles")
}
