import Foundation

/// An event carrying key presses (R-F2).
@preconcurrency @MainActor
public final class UIPressesEvent: UIEvent {
    var livePresses: [UIPress] = []

    /// Every press of this event.
    public var allPresses: Set<UIPress> { Set(livePresses) }

    /// The presses whose gesture recognizers include `gestureRecognizer` (filled by the gesture stage).
    public func presses(for gestureRecognizer: UIGestureRecognizer) -> Set<UIPress> {
        Set(livePresses.filter { press in press.gestureRecognizers.contains { $0 === gestureRecognizer } })
    }
}
