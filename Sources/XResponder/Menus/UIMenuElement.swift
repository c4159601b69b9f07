import Foundation

/// Anything a menu lists (R-DT1, R-DA1): an action (`UIAction`), a command sent along the
/// responder chain (`UICommand`, `UIKeyCommand`), a submenu or an inline group (`UIMenu`), or
/// elements that load when the menu opens (`UIDeferredMenuElement`). Open, as in UIKit, so that
/// those can be subclassed; apps build menus from them rather than subclassing it.
@preconcurrency @MainActor
open class UIMenuElement {
    /// How an element behaves in its menu.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown greyed out; it cannot be chosen.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it deletes or destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown at all (it still answers its key command, where it has one).
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (a toggle the user may flip several times).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The checkmark beside an element.
    public enum State: Int, Sendable {
        case off = 0, on, mixed
    }

    /// The size of the elements of a palette or a small row (iOS 16); the desktop menu lists every
    /// element as a row of its own whatever the size.
    public enum Size: Int, Sendable {
        case small = 0, medium, large
        @available(*, deprecated, message: "UIKit's automatic size is .large on the desktop")
        public static var automatic: Size { .large }
    }

    var titleStorage: String
    var subtitleStorage: String?
    var imageStorage: UIImage?

    init(title: String, subtitle: String? = nil, image: UIImage?) {
        titleStorage = title
        subtitleStorage = subtitle
        imageStorage = image
    }

    /// The text of the element's row.
    public var title: String { titleStorage }
    /// A second, smaller line under the title.
    public var subtitle: String? { subtitleStorage }
    /// The picture before the title.
    public var image: UIImage? { imageStorage }
}
