import Foundation

/// The layout guide of the on-screen keyboard (`view.keyboardLayoutGuide`). With no on-screen
/// keyboard on a desktop it lies along the bottom of the safe area with no height.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    /// Accepted: there is no undocked keyboard to follow.
    open var followsUndockedKeyboard = false
    /// Accepted: the guide always lies along the bottom of the safe area.
    open var usesBottomSafeArea = true
}
