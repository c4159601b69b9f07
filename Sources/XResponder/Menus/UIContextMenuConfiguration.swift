import Foundation

/// Builds the menu a context-menu interaction shows (R-DT1).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// A preview's controller; previews are not shown on the desktop (the provider is never called).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: the menu its action provider builds when the menu opens. Identifiers
/// tell configurations apart in the delegate's later calls.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    public let identifier: any NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?
    /// The order of the menu's elements (iOS 16); the desktop lists them top to bottom as given.
    public var preferredMenuElementOrder: ElementOrder = .automatic

    /// The order a context menu's elements are shown in: automatic, fixed, or with the first elements nearest the pointer.
    public enum ElementOrder: Int, Sendable {
        case automatic = 0, priority, fixed
    }

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show: the action provider's (with no suggested actions: the desktop has none);
    /// nil when there is none or it has nothing to show.
    func makeMenu() -> UIMenu? {
        actionProvider?([])
    }
}
