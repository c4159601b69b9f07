import Foundation

/// A popup that closes on a click anywhere else (R-DT1: a context menu). While one is up, the
/// application asks it about every new touch: one outside it closes it and goes no further, as a
/// desktop menu swallows the click that dismisses it.
@MainActor
protocol ModalPopup: AnyObject {
    /// A touch began at `location` in the window numbered `windowNumber` (nil: screen coordinates).
    /// Returns true when the touch is outside the popup: the popup has closed, and the touch is
    /// swallowed.
    func closesForTouch(beganIn windowNumber: Int?, at location: CGPoint) -> Bool

    /// A window of the application closed: the user closed it, or another program destroyed its
    /// X window (R-U6). A popup opened from it, or showing in it, closes: it would otherwise keep
    /// its grab of the pointer and keyboard, and keep a shown window that stops the application
    /// from ending.
    func windowClosed(_ window: UIWindow)
}
