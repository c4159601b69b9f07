import Foundation

/// The directions `accessibilityScroll(_:)` is asked to scroll in.
public enum UIAccessibilityScrollDirection: Int, Sendable {
    case right = 1, left, up, down, next, previous
}
