import Foundation

/// The builder `buildMenu(with:)` receives for the main menu (R-DA1). Menus are immutable, so each
/// change rebuilds the path from the changed menu up to the root; elements left alone stay the
/// same objects. The walk is depth-first with `RecursionBudget`, so a menu nested deeper than the
/// stack allows is cut off rather than crashing.
@MainActor
final class MainMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu

    init(system: UIMenuSystem, root: UIMenu) {
        self.system = system
        self.root = root
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        first(in: root) { ($0 as? UIMenu)?.identifier == identifier } as? UIMenu
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        first(in: root) { ($0 as? UIAction)?.identifier == identifier } as? UIAction
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        first(in: root) { ($0 as? UICommand)?.matches(action: action, propertyList: propertyList) == true } as? UICommand
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementMenu: UIMenu) {
        if root.identifier == replacedIdentifier {
            root = replacementMenu
            return
        }
        rewrite { $0.identifier == replacedIdentifier ? [replacementMenu] : [$0] }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        rewrite { $0.identifier == parentIdentifier ? [$0.replacingChildren(childrenBlock($0.children))] : [$0] }
    }

    func insertSibling(_ siblingMenu: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        insertSibling(siblingMenu, next: siblingIdentifier, after: false)
    }

    func insertSibling(_ siblingMenu: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        insertSibling(siblingMenu, next: siblingIdentifier, after: true)
    }

    func insertChild(_ childMenu: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { [childMenu] + $0 }
    }

    func insertChild(_ childMenu: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        replaceChildren(ofMenu: parentIdentifier) { $0 + [childMenu] }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        guard root.identifier != removedIdentifier else { return }
        rewrite { $0.identifier == removedIdentifier ? [] : [$0] }
    }

    // MARK: Walking the tree

    private func insertSibling(_ sibling: UIMenu, next identifier: UIMenu.Identifier, after: Bool) {
        rewrite { menu in
            guard let index = menu.children.firstIndex(where: { ($0 as? UIMenu)?.identifier == identifier }) else { return [menu] }
            var children = menu.children
            children.insert(sibling, at: after ? index + 1 : index)
            return [menu.replacingChildren(children)]
        }
    }

    /// Replaces every menu below the root, innermost first, with what `change` makes of it (an
    /// empty list removes it); the root itself is changed the same way but always stays a menu.
    private func rewrite(_ change: (UIMenu) -> [UIMenuElement]) {
        func visit(_ menu: UIMenu) -> UIMenu {
            guard RecursionBudget.enter() else { return menu }
            defer { RecursionBudget.leave() }
            var changed = false
            let children = menu.children.flatMap { child -> [UIMenuElement] in
                guard let submenu = child as? UIMenu else { return [child] }
                let replaced = change(visit(submenu))
                if replaced.count != 1 || replaced[0] !== submenu { changed = true }
                return replaced
            }
            return changed ? menu.replacingChildren(children) : menu
        }
        let visited = visit(root)
        root = (change(visited).first as? UIMenu) ?? visited
    }

    private func first(in menu: UIMenu, where matches: (UIMenuElement) -> Bool) -> UIMenuElement? {
        if matches(menu) { return menu }
        guard RecursionBudget.enter() else { return nil }
        defer { RecursionBudget.leave() }
        for child in menu.children {
            if let submenu = child as? UIMenu {
                if let found = first(in: submenu, where: matches) { return found }
            } else if matches(child) {
                return child
            }
        }
        return nil
    }
}
