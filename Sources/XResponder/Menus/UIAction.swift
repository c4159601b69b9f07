import Foundation

/// What runs the handler: a control's action (`addAction(_:for:)`), a bar button's primary action,
/// or a menu's row (R-DT1).
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, as in UIKit: the target-action of controls without selectors, and the
/// rows of menus (its title, image, state and attributes are what the row shows).
@preconcurrency @MainActor
public class UIAction: UIMenuElement {
    /// An action's identifier: actions with the same one replace each other in a control's menu and actions.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    /// Disabled, destructive, hidden, keeps the menu presented.
    public var attributes: UIMenuElement.Attributes
    /// The checkmark beside the row.
    public var state: UIMenuElement.State
    /// What an accessibility client or a key-command list says instead of the title.
    public var discoverabilityTitle: String?
    /// The image when `state` is `.on` (iOS 17); nil: `image`.
    public var selectedImage: UIImage?
    /// The control that sent the action, while the handler runs (nil for a menu's row).
    public internal(set) var sender: Any?
    let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.discoverabilityTitle = discoverabilityTitle
        self.selectedImage = selectedImage
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    public override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    public override var subtitle: String? {
        get { subtitleStorage }
        set { subtitleStorage = newValue }
    }

    public override var image: UIImage? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// Runs the action as a menu's row or a control would (UIKit's `UIMenuLeaf` method): the
    /// handler, with `sender` set while it runs. `target` is for command leaves; an action has none.
    public func performWithSender(_ sender: Any?, target: Any?) {
        perform(sender: sender)
    }

    /// Runs the handler with `sender` set while it runs, as a control or a menu does.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
