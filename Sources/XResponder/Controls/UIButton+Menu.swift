import Foundation

// Button menus (R-BR1, iOS 14–15): `menu` shows as a popup below the button — on a click when
// `showsMenuAsPrimaryAction` (on the press, as UIKit opens it), else on a right click or a held
// touch, as any context menu. Space or Return on the focused button opens it with the first row
// highlighted. The actions' handlers see the button as `sender` and the control sends
// `menuActionTriggered`. With `changesSelectionAsPrimaryAction` the button is a pop-up button:
// its menu is single-selection (one action on: the chosen one, or the first), and the selected
// action's title is the button's.
extension UIButton {
    func menuDidChange() {
        if menu == nil {
            if let interaction = contextMenuInteraction { removeInteraction(interaction) }
            contextMenuInteraction = nil
            menuProvider = nil
            return
        }
        if contextMenuInteraction == nil {
            let provider = ButtonMenuProvider(button: self)
            let interaction = UIContextMenuInteraction(delegate: provider)
            interaction.willShow = { [weak self] presentation in self?.prepare(presentation) }
            menuProvider = provider
            contextMenuInteraction = interaction
            addInteraction(interaction)
        }
        if changesSelectionAsPrimaryAction { showSelection() }
    }

    /// The menu as it shows: single-selection for a pop-up button.
    var shownMenu: UIMenu? {
        guard let menu else { return nil }
        guard changesSelectionAsPrimaryAction, !menu.options.contains(.singleSelection) else { return menu }
        return UIMenu(title: menu.title, subtitle: menu.subtitle, image: menu.image, identifier: menu.identifier,
                      options: menu.options.union(.singleSelection), preferredElementSize: menu.preferredElementSize,
                      children: menu.children)
    }

    /// The actions a pop-up button chooses among, in order (those of inline submenus too).
    private var selectableActions: [UIAction] {
        var found: [UIAction] = []
        var pending: [UIMenuElement] = menu.map { [$0] } ?? []
        while !pending.isEmpty {
            let element = pending.removeFirst()
            if let action = element as? UIAction { found.append(action) }
            if let submenu = element as? UIMenu { pending.insert(contentsOf: submenu.children, at: 0) }
        }
        return found
    }

    /// One action on (the first when none is), its title the button's.
    private func showSelection() {
        let actions = selectableActions
        let selected = actions.first { $0.state == .on } ?? actions.first
        for action in actions { action.state = action === selected ? .on : .off }
        if let selected { setTitle(selected.title, for: .normal) }
    }

    private func prepare(_ presentation: ContextMenuPresentation) {
        presentation.actionSender = self
        presentation.didChoose = { [weak self] chosen in
            guard let self else { return }
            if self.changesSelectionAsPrimaryAction {
                for action in self.selectableActions { action.state = action === chosen ? .on : .off }
                self.setTitle(chosen.title, for: .normal)
            }
            self.sendActions(for: .menuActionTriggered)
        }
        isHighlighted = true
        presentation.didDismiss = { [weak self] in self?.isHighlighted = false }
    }

    /// Shows the menu below the button's leading edge.
    @discardableResult
    func presentButtonMenu(byKeyboard: Bool) -> Bool {
        guard isEnabled, let interaction = contextMenuInteraction else { return false }
        return interaction.presentMenu(at: CGPoint(x: bounds.minX, y: bounds.maxY + 2), byKeyboard: byKeyboard)
    }
}

/// Answers a button's menu interaction with the button's menu.
@MainActor
final class ButtonMenuProvider: UIContextMenuInteractionDelegate {
    private weak var button: UIButton?
    init(button: UIButton) { self.button = button }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = button?.shownMenu else { return nil }
        return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
    }
}
