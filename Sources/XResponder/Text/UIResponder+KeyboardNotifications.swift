import Foundation

/// UIKit's keyboard notification names and user-info keys, so code that moves its content out of
/// the on-screen keyboard's way builds unchanged.
///
/// A Linux desktop has no on-screen keyboard that covers the window: the keys are physical, and
/// an input method's candidate window floats beside the caret. So these are never posted — the
/// observers such code adds simply never fire, and its content stays where it is, which is right
/// on a desktop. (UIKit behaves the same on an iPad with a hardware keyboard attached.)
extension UIResponder {
    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// An `NSValue` holding the keyboard's frame in screen coordinates before the change (`cgRectValue`).
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// An `NSValue` holding the keyboard's frame in screen coordinates after the change (`cgRectValue`).
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// An `NSNumber` of seconds (a `Double`).
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// An `NSNumber` holding a `UIView.AnimationCurve` raw value.
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// An `NSNumber` holding a `Bool`: whether the keyboard belongs to this app.
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's geometry boxes on `NSValue`, as keyboard and animation user-info dictionaries hold them.
/// Foundation on Linux has the `rect`/`point`/`size` forms; these are UIKit's spellings of them.
extension NSValue {
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    public var cgRectValue: CGRect { rectValue }
    public var cgPointValue: CGPoint { pointValue }
    public var cgSizeValue: CGSize { sizeValue }
}
