import Foundation

/// A menu (R-DT1): its children are actions, deferred elements and menus. A child menu is a
/// submenu (a row with a chevron that opens another popup) unless its options say
/// `.displayInline`: then its children are listed in place, set apart by separators, under its
/// title when it has one.
@preconcurrency @MainActor
public class UIMenu: UIMenuElement {
    /// A menu's identifier: the standard ones name the main menu's menus (`.file`, `.edit`, `.view`) that a menu builder inserts into and removes.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children: inline in its parent, destructive, single selection.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are listed in the parent menu, not behind a submenu row.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The submenu's row is shown in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one child action is `.on`: choosing one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children as a row of small images (iOS 17); listed as rows here.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The size of the elements (iOS 16); every element is a row of its own on the desktop.
    public typealias ElementSize = UIMenuElement.Size

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]
    public var preferredElementSize: ElementSize = .large

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// The same menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
               preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that are on, in a `.singleSelection` menu the one chosen (iOS 16).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }
}
