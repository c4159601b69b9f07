import Foundation

/// A menu as it shows now (R-DA1): each command copied, disabled while no responder in the chain
/// from the first responder can perform its action, and otherwise handed to that responder's
/// `validate(_:)` to change its title, state or attributes. Undo and Redo are disabled while the
/// undo manager has nothing to undo or redo, and named after what it would undo, as in UIKit.
/// Actions (`UIAction`) show as the app made them. The app's own menu is never changed.
@MainActor
enum MenuValidation {
    static func validated(_ menu: UIMenu, from responder: UIResponder?) -> UIMenu {
        let start = responder ?? UIApplication.shared
        guard RecursionBudget.enter() else { return menu.replacingChildren([]) }
        defer { RecursionBudget.leave() }
        let children = menu.children.map { child -> UIMenuElement in
            switch child {
            case let submenu as UIMenu: return validated(submenu, from: start)
            case let command as UICommand: return validated(command, from: start)
            default: return child
            }
        }
        return menu.replacingChildren(children)
    }

    static func validated(_ command: UICommand, from start: UIResponder) -> UICommand {
        let copy = command.validationCopy()
        guard let action = copy.action, let target = start.target(forAction: action, withSender: copy) else {
            copy.attributes.insert(.disabled)
            return copy
        }
        if action == StandardMainMenu.undo || action == StandardMainMenu.redo {
            let manager = (target as? UIResponder)?.undoManager
            let isUndo = action == StandardMainMenu.undo
            let possible = isUndo ? manager?.canUndo == true : manager?.canRedo == true
            if !possible { copy.attributes.insert(.disabled) }
            if possible, let manager {
                // What undoMenuItemTitle says on Apple's platforms (Linux Foundation lacks it).
                let name = isUndo ? manager.undoActionName : manager.redoActionName
                copy.title = (isUndo ? "Undo" : "Redo") + (name.isEmpty ? "" : " \(name)")
            }
        }
        (target as? UIResponder)?.validate(copy)
        return copy
    }
}
