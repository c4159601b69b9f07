import Foundation

/// UIKit's standard main menu (R-DA1), before the app's `buildMenu(with:)` changes it: the
/// application, File, Edit, Format, View, Window and Help menus, each made of inline groups with
/// UIKit's identifiers. Only commands this library performs are in it — Quit, New Window (for an
/// app that supports multiple scenes), Close, Undo, Redo, the standard edit actions and Find; the other groups (About, Preferences, Print, Font, Toolbar,
/// Minimize…) are there, empty, for the app to fill or remove, and an empty menu is not shown.
/// Shortcuts are declared with Command, as UIKit declares them; on Linux Control answers them
/// (docs/desktop.md).
@MainActor
enum StandardMainMenu {
    static func make() -> UIMenu {
        let name = UIWindowScene.applicationDisplayName
        func group(_ id: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(title: "", identifier: id, options: .displayInline, children: children)
        }
        func menu(_ title: String, _ id: UIMenu.Identifier, _ children: [UIMenuElement]) -> UIMenu {
            UIMenu(title: title, identifier: id, children: children)
        }
        let application = menu(name, .application, [
            group(.about), group(.preferences), group(.services), group(.hide),
            group(.quit, [UIKeyCommand(title: "Quit \(name)", action: quit, input: "q", modifierFlags: .command)]),
        ])
        // R-DA2: an app that may open more scenes gets File ▸ New Window.
        let app = UIApplication.shared
        let newScene = app.supportsMultipleScenes && app.hasSceneDelegate
            ? [UIKeyCommand(title: "New Window", action: newWindow, input: "n", modifierFlags: .command)] : []
        let file = menu("File", .file, [
            group(.newScene, newScene), group(.openRecent), group(.document),
            group(.close, [UIKeyCommand(title: "Close", action: close, input: "w", modifierFlags: .command)]),
            group(.print),
        ])
        let edit = menu("Edit", .edit, [
            group(.undoRedo, [UIKeyCommand(title: "Undo", action: undo, input: "z", modifierFlags: .command),
                              UIKeyCommand(title: "Redo", action: redo, input: "z", modifierFlags: [.command, .shift])]),
            group(.standardEdit, [UIKeyCommand(title: "Cut", action: .cut, input: "x", modifierFlags: .command),
                                  UIKeyCommand(title: "Copy", action: .copy, input: "c", modifierFlags: .command),
                                  UIKeyCommand(title: "Paste", action: .paste, input: "v", modifierFlags: .command),
                                  UICommand(title: "Delete", action: .delete),
                                  UIKeyCommand(title: "Select All", action: .selectAll, input: "a", modifierFlags: .command)]),
            group(.find, [UIKeyCommand(title: "Find…", action: .find, input: "f", modifierFlags: .command)]),
            group(.spelling), group(.substitutions), group(.transformations), group(.speech),
        ])
        let format = menu("Format", .format, [
            menu("Font", .font, [group(.textStyle), group(.textSize), group(.textColor), group(.textStylePasteboard)]),
            menu("Text", .text, [group(.alignment), group(.writingDirection)]),
        ])
        let view = menu("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)])
        let window = menu("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)])
        let help = menu("Help", .help, [])
        return UIMenu(title: "", identifier: .root, children: [application, file, edit, format, view, window, help])
    }

    /// Quit: the run ends after this turn; the delegate hears `applicationWillTerminate`.
    static let quit = Selector("terminate:", perform: { (application: UIApplication, _: Any?) in application.stop() })
    /// New Window: another scene of the app, asked for by the key window's scene (UIKit's
    /// `requestSceneSessionActivation` with no session).
    static let newWindow = Selector("requestNewScene:", perform: { (application: UIApplication, _: Any?) in
        let options = UIScene.ActivationRequestOptions()
        options.requestingScene = application.keyWindow?.windowScene
        application.requestSceneSessionActivation(nil, userActivity: nil, options: options) { error in
            EventTrace.log("New Window: \(error)")
        }
    })
    /// Close: the key window closes as the window manager's close button closes it; a scene left
    /// without windows disconnects.
    static let close = Selector("performClose:", perform: { (application: UIApplication, _: Any?) in
        guard let window = application.keyWindow else { return }
        window.isHidden = true
        application.windowWasClosed(window)
    })
    /// Undo and Redo go to the undo manager of the responder they start from, as UIKit's do.
    static let undo = Selector("undo:", perform: { (responder: UIResponder, _: Any?) in responder.undoManager?.undo() })
    static let redo = Selector("redo:", perform: { (responder: UIResponder, _: Any?) in responder.undoManager?.redo() })
}
