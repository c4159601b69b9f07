import Foundation

/// Where the pointer is, in the interaction's view (UIKit's).
@preconcurrency @MainActor
public final class UIPointerRegionRequest {
    public let location: CGPoint
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}
