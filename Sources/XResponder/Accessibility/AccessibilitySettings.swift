import Foundation

/// What an app set of a view's accessibility (R-A11Y1). Most views never set anything, so a view
/// holds one of these only from the first setting on; what is unset answers the class's default
/// (a button's title, a label's text, a slider's percentage).
@MainActor
final class AccessibilitySettings {
    var isElement: Bool?
    var label: String?
    var value: String?
    var hint: String?
    var traits: UIAccessibilityTraits?
    var frame: CGRect?
    var activationPoint: CGPoint?
    var elements: [Any]?
    var elementsHidden = false
    var viewIsModal = false
    var groupsChildren = false
    var customActions: [UIAccessibilityCustomAction]?
    /// The number the bridge and tests know the view by, given when first asked (never reused).
    lazy var nodeID = AccessibilityNodeID.next()
}
