import Foundation

/// How key presses meet key commands (R-DT1), as UIKit does: when a key goes down, the commands of
/// the first responder and of each responder after it are matched in turn; the first that matches,
/// and whose action some responder in the chain can perform, sends it (the command is the sender)
/// and takes the press — the responder never sees it. A held key repeats the command. While a text
/// view or field has the focus, keys it would use (typing, moving the caret, Ctrl+C…) stay its
/// own unless the command `wantsPriorityOverSystemBehavior`.
@MainActor
enum KeyCommandDispatch {
    /// Where matching starts: the first responder; with none (the press went to the window), the
    /// view of the controller the window shows frontmost — the presented one, a navigation
    /// controller's top, a tab bar controller's selected — so that a screen's shortcuts work before
    /// anything is focused (UIKit would start at the window and miss them; docs/desktop.md).
    static func start(for responder: UIResponder) -> UIResponder {
        guard let window = responder as? UIWindow, var controller = window.rootViewController else { return responder }
        while true {
            if let presented = controller.presentedViewController { controller = presented; continue }
            if let navigation = controller as? UINavigationController, let top = navigation.topViewController { controller = top; continue }
            if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController { controller = selected; continue }
            break
        }
        return controller.viewIfLoaded ?? responder
    }

    /// Sends the command `press` triggers, if any; true when a command took the press.
    static func handle(_ press: UIPress, from responder: UIResponder, event: UIPressesEvent) -> Bool {
        let start = start(for: responder)
        if let command = press.keyCommand {
            // Taken when it began: a repeat sends the command again; the rest goes nowhere.
            if press.phase == .changed, let action = command.action {
                UIApplication.shared.sendAlongChain(action, from: command, startingAt: start, for: event)
            }
            return true
        }
        guard press.phase == .began, let key = press.key, let (command, action) = match(key, from: start) else { return false }
        press.keyCommand = command
        EventTrace.log("key command \(command.input ?? "") \(command.modifierFlags.rawValue) → \(action)")
        UIApplication.shared.sendAlongChain(action, from: command, startingAt: start, for: event)
        return true
    }

    /// The first command `key` triggers from `start` up the chain, with the action to send.
    static func match(_ key: UIKey, from start: UIResponder) -> (UIKeyCommand, Selector)? {
        let textSystemWantsKey = (start is UIKeyInput) && TextKeyCommand(key: key, multiline: start is UITextView) != nil
        var responder: UIResponder? = start
        var depth = 0
        while let current = responder, depth < RecursionBudget.limit {
            for command in current.keyCommands ?? [] where command.matches(key) {
                if textSystemWantsKey, !command.wantsPriorityOverSystemBehavior { continue }
                guard let action = command.action, start.target(forAction: action, withSender: command) != nil else { continue }
                return (command, action)
            }
            responder = current.next
            depth += 1
        }
        return mainMenuCommand(key, from: start, textSystemWantsKey: textSystemWantsKey)
            ?? escapeClosingPresentation(key, from: start)
    }

    /// A key command of the main menu (R-DA1) that no responder's own command took, when it is
    /// enabled once validated from `start`: a menu's shortcut works whether or not its menu is
    /// open, as on the Mac. Walked with a list of its own, and at most 10,000 elements of it.
    private static func mainMenuCommand(_ key: UIKey, from start: UIResponder,
                                        textSystemWantsKey: Bool) -> (UIKeyCommand, Selector)? {
        guard UIApplication.sharedIfExists != nil else { return nil }
        var pending: [UIMenuElement] = UIMenuSystem.main.rootMenu.children.reversed()
        var visited = 0
        while let element = pending.popLast(), visited < 10_000 {
            visited += 1
            if let menu = element as? UIMenu {
                pending += menu.children.reversed()
                continue
            }
            guard let command = element as? UIKeyCommand, command.matches(key),
                  !textSystemWantsKey || command.wantsPriorityOverSystemBehavior else { continue }
            let shown = MenuValidation.validated(command, from: start)
            guard !shown.attributes.contains(.disabled), let action = shown.action else { continue }
            return (command, action)
        }
        return nil
    }

    /// Escape that no command took closes what a click outside closes — a popover, a sheet — as
    /// on the Mac: the presentation's controller asks its delegate and minds
    /// `isModalInPresentation`. Found from the first controller up the chain, through its parents
    /// to the presented one (the container is not in the chain: a presented controller's next
    /// responder is its presenter).
    private static let closePresentation = Selector("closePresentation:", perform: { (controller: UIViewController, _: Any?) in
        guard let presented = closable(from: controller) else { return }
        _ = presented.presentationController?.userAskedToDismiss()
    })

    /// The presented controller holding `controller` (itself or an ancestor), when a click outside
    /// it would close it: a popover or a sheet, not an alert or a full-screen presentation, and
    /// presenting nothing itself.
    private static func closable(from controller: UIViewController) -> UIViewController? {
        var presented: UIViewController? = controller
        while let current = presented, current.presentationContainer == nil { presented = current.parent }
        guard let presented, presented.presentationContainer?.dismissesOnBackdropClick == true, presented.presentedStorage == nil
        else { return nil }
        let style = presented.presentationControllerStorage?.shownStyle ?? presented.modalPresentationStyle
        return style.fillsWindow ? nil : presented
    }
    private static let escapeCommand = UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: closePresentation)

    private static func escapeClosingPresentation(_ key: UIKey, from start: UIResponder) -> (UIKeyCommand, Selector)? {
        guard escapeCommand.matches(key), let controller = start.nearestController, closable(from: controller) != nil,
              start.target(forAction: closePresentation, withSender: escapeCommand) != nil else { return nil }
        return (escapeCommand, closePresentation)
    }
}
