import Foundation

/// An accessibility element that is not a view (R-A11Y1): a part of a view a screen reader should
/// read on its own — a segment of a control, a region of a drawing — listed in its container's
/// `accessibilityElements`. Its frame is in screen coordinates, or in its container's when set
/// through `accessibilityFrameInContainerSpace` (then it follows the container).
@preconcurrency @MainActor
open class UIAccessibilityElement {
    /// The view (or element) it belongs to. Weak, as in UIKit.
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityValue: String?
    open var accessibilityHint: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// The frame in screen coordinates, unless `accessibilityFrameInContainerSpace` is set.
    open var accessibilityFrame: CGRect {
        get {
            guard let inContainer = frameInContainerSpace, let view = accessibilityContainer as? UIView else { return screenFrame }
            return view.accessibilityScreenRect(for: inContainer)
        }
        set { screenFrame = newValue; frameInContainerSpace = nil }
    }
    open var accessibilityFrameInContainerSpace: CGRect {
        get { frameInContainerSpace ?? .zero }
        set { frameInContainerSpace = newValue }
    }
    private var screenFrame: CGRect = .zero
    private var frameInContainerSpace: CGRect?
    /// The number the bridge and tests know this element by (never reused).
    let accessibilityNodeID = AccessibilityNodeID.next()

    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
    }

    /// What activation does (a screen reader's "press"); false: nothing. Override to act.
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityIncrement() {}
    open func accessibilityDecrement() {}
}
