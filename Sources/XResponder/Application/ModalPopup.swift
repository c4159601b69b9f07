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
}
