import Foundation

/// A menu element that sends an action along the responder chain (R-DA1): the rows of the main
/// menu (File ▸ Close, Edit ▸ Copy) and of context menus built from selectors. Unlike a `UIAction`
/// it has no handler: choosing it sends `action` to the first responder that can perform it, and
/// the row is disabled while none can. Before the menu shows, that responder's `validate(_:)` may
/// change the row's title, image, state and attributes.
///
/// `action` is optional here, as `UIKeyCommand.action` is in UIKit: Swift cannot narrow a property's
/// type in a subclass the way Objective-C headers do. Comparisons (`command.action == .copy`) and
/// `switch command.action { case #selector(…): }` read the same.
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// What is sent when the command is chosen.
    public let action: Selector?
    /// Data the action reads to tell apart commands sharing one action (a font size, a tag).
    public let propertyList: Any?
    /// Variants chosen with a modifier held (Alt/Option on the Mac).
    public let alternates: [UICommandAlternate]
    /// What an accessibility client or the shortcut overlay says instead of the title.
    open var discoverabilityTitle: String?
    /// Disabled, destructive, hidden.
    open var attributes: UIMenuElement.Attributes
    /// The checkmark beside the row.
    open var state: UIMenuElement.State

    public init(title: String = "", image: UIImage? = nil, action: Selector?, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    open override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    open override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// A copy with the same action and look: what validation changes, so that the app's own
    /// command (kept in the menu it built) is never edited behind its back.
    func validationCopy() -> UICommand {
        UICommand(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Whether this command stands for `action` with `propertyList` (the builder's lookup):
    /// property lists compare as strings, numbers or nil, which is what menus use them for.
    func matches(action: Selector, propertyList other: Any?) -> Bool {
        guard self.action == action else { return false }
        switch (propertyList, other) {
        case (nil, nil): return true
        case let (mine as AnyHashable, theirs as AnyHashable): return mine == theirs
        default: return false
        }
    }
}
