import Foundation

/// What `buildMenu(with:)` receives (R-DA1): the menu being built, which the app reads and changes
/// by the identifiers of its menus, actions and commands. Changes naming a menu that is not there
/// do nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The system being built: `UIMenuSystem.main` for the menu bar.
    var system: UIMenuSystem { get }
    /// The menu with `identifier`, anywhere in the tree.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with `identifier`, anywhere in the tree.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command sending `action` with `propertyList`, anywhere in the tree.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Puts `replacementMenu` where the menu `replacedIdentifier` is.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu)
    /// Replaces the children of the menu `parentIdentifier` with what `childrenBlock` makes of them.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts `siblingMenu` before the menu `siblingIdentifier`, in its parent.
    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `siblingMenu` after the menu `siblingIdentifier`, in its parent.
    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` first in the menu `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts `childMenu` last in the menu `parentIdentifier`.
    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Takes the menu `removedIdentifier` out of the tree.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
