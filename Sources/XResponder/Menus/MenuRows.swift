import Foundation

/// One row of a menu popup (R-DT1), as the menu's elements flatten into rows: inline menus open
/// up in place between separators, submenus and actions are a row each, hidden actions none.
enum MenuRow {
    /// An action; `group` is the `.singleSelection` menu it is one choice of.
    case action(UIAction, group: UIMenu?)
    /// A command of the main menu (R-DA1): sent along the responder chain when chosen, its
    /// shortcut shown when it is a key command.
    case command(UICommand)
    /// A row with a chevron that opens `menu` beside this one.
    case submenu(UIMenu)
    /// A deferred element that has not answered yet ("Loading…").
    case loading(UIDeferredMenuElement)
    /// A greyed title over an inline group (or the whole menu).
    case header(String)
    case separator

    /// Whether the row can be highlighted and chosen.
    @MainActor var isSelectable: Bool {
        switch self {
        case .action(let action, _): return !action.attributes.contains(.disabled)
        case .command(let command): return !command.attributes.contains(.disabled)
        case .submenu(let menu): return !menu.children.isEmpty
        case .loading, .header, .separator: return false
        }
    }

    /// The state of an action or command row; nil for rows that carry none.
    @MainActor var state: UIMenuElement.State? {
        switch self {
        case .action(let action, _): return action.state
        case .command(let command): return command.state
        default: return nil
        }
    }

    /// Whether the row is a check menu item: an action in a single-selection group, or an action
    /// or command with a state.
    @MainActor var hasCheckmark: Bool {
        if case .action(_, .some) = self { return true }
        return (state ?? .off) != .off
    }

    /// The image the row shows: a checked action's selected image when it has one.
    @MainActor var image: UIImage? {
        switch self {
        case .action(let action, _): return action.state == .on ? (action.selectedImage ?? action.image) : action.image
        case .command(let command): return command.image
        case .submenu(let menu): return menu.image
        default: return nil
        }
    }

    @MainActor var title: String {
        switch self {
        case .action(let action, _): return action.title
        case .command(let command): return command.title
        case .submenu(let menu): return menu.title
        case .loading: return "Loading…"
        case .header(let title): return title
        case .separator: return ""
        }
    }
}

@MainActor
enum MenuRows {
    /// The rows of `menu`'s children, under its title when it has one and `showsTitle`.
    static func rows(of menu: UIMenu, showsTitle: Bool) -> [MenuRow] {
        var rows: [MenuRow] = []
        if showsTitle, !menu.title.isEmpty { rows.append(.header(menu.title)) }
        append(menu.children, group: menu.options.contains(.singleSelection) ? menu : nil, to: &rows)
        return tidied(rows)
    }

    private static func append(_ elements: [UIMenuElement], group: UIMenu?, to rows: inout [MenuRow]) {
        for element in elements {
            switch element {
            case let action as UIAction:
                if !action.attributes.contains(.hidden) { rows.append(.action(action, group: group)) }
            case let command as UICommand:
                if !command.attributes.contains(.hidden) { rows.append(.command(command)) }
            case let menu as UIMenu where menu.options.contains(.displayInline):
                rows.append(.separator)
                if !menu.title.isEmpty { rows.append(.header(menu.title)) }
                append(menu.children, group: menu.options.contains(.singleSelection) ? menu : nil, to: &rows)
                rows.append(.separator)
            case let menu as UIMenu:
                // A submenu with nothing to show is left out, as an empty standard menu is.
                if hasContent(menu) { rows.append(.submenu(menu)) }
            case let deferred as UIDeferredMenuElement:
                rows.append(.loading(deferred))
            default:
                break
            }
        }
    }

    /// Whether `menu` holds anything a row could show, however deep: walked with a list of its
    /// own, not the stack, so a hostile menu nested thousands deep is survived (R-U3); a menu
    /// that shares one submenu many times over is given up on (as having content) after 10,000
    /// elements rather than walked exponentially long.
    static func hasContent(_ menu: UIMenu) -> Bool {
        var pending: [UIMenuElement] = menu.children
        var visited = 0
        while let element = pending.popLast() {
            visited += 1
            if visited > 10_000 { return true }
            switch element {
            case let action as UIAction where !action.attributes.contains(.hidden): return true
            case let command as UICommand where !command.attributes.contains(.hidden): return true
            case is UIDeferredMenuElement: return true
            case let submenu as UIMenu: pending += submenu.children
            default: break
            }
        }
        return false
    }

    /// A chosen action of a `.singleSelection` menu (`group`): UIKit's single selection puts it on
    /// and the menu's other actions off. Nothing for an action outside such a menu.
    static func select(_ action: UIAction, in group: UIMenu?) {
        guard let group else { return }
        for case let other as UIAction in group.children { other.state = other === action ? .on : .off }
    }

    /// No separator first, last, or twice in a row; none right under a header.
    private static func tidied(_ rows: [MenuRow]) -> [MenuRow] {
        var result: [MenuRow] = []
        for row in rows {
            if case .separator = row {
                guard let last = result.last else { continue }
                if case .separator = last { continue }
                if case .header = last, result.count == 1 { continue }
            }
            result.append(row)
        }
        while case .separator? = result.last { result.removeLast() }
        return result
    }

    // MARK: Deferred elements

    /// `elements` with each deferred element that answered at once (cached, or a provider that
    /// calls its completion before returning) replaced by what it gave, in inline menus too. The
    /// others stay, and `later` hears each one when it answers.
    static func resolvingDeferred(_ elements: [UIMenuElement],
                                  later: @escaping @MainActor (UIDeferredMenuElement, [UIMenuElement]) -> Void) -> [UIMenuElement] {
        var result: [UIMenuElement] = []
        for element in elements {
            if let deferred = element as? UIDeferredMenuElement {
                let answer = ImmediateAnswer()
                deferred.load { loaded in
                    if answer.isWaiting { answer.elements = loaded } else { later(deferred, loaded) }
                }
                answer.isWaiting = false
                if let loaded = answer.elements { result += resolvingDeferred(loaded, later: later) }
                else { result.append(deferred) }
            } else if let menu = element as? UIMenu, menu.options.contains(.displayInline) {
                result.append(menu.replacingChildren(resolvingDeferred(menu.children, later: later)))
            } else {
                result.append(element)
            }
        }
        return result
    }

    /// `elements` with `deferred` (found by identity, in inline menus too) replaced by `loaded`.
    static func replacing(_ deferred: UIDeferredMenuElement, with loaded: [UIMenuElement],
                          in elements: [UIMenuElement]) -> [UIMenuElement] {
        elements.flatMap { element -> [UIMenuElement] in
            if element === deferred { return loaded }
            if let menu = element as? UIMenu, menu.options.contains(.displayInline) {
                return [menu.replacingChildren(replacing(deferred, with: loaded, in: menu.children))]
            }
            return [element]
        }
    }

    /// What a deferred element answered while it was being asked.
    private final class ImmediateAnswer {
        var isWaiting = true
        var elements: [UIMenuElement]?
    }
}
