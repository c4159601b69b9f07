import Foundation

/// A variant of a command chosen with modifier keys held.
@preconcurrency @MainActor
open class UICommandAlternate {
    public let title: String
    public let action: Selector
    public let modifierFlags: UIKeyModifierFlags

    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
    }
}
