import Foundation

/// An action an element offers besides activation (R-A11Y1): a screen reader lists it (AT-SPI2's
/// Action interface), and performing it runs the handler.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    open var name: String
    open var image: UIImage?
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.actionHandler = actionHandler
    }

    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)? = nil) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// Runs the handler; false when there is none or it declines.
    func perform() -> Bool { actionHandler?(self) ?? false }
}
