import XResponder

/// xdemo's main menu (R-DA1), built as a Mac Catalyst app builds its own: UIKit's standard
/// menus, with the inspector in View, a Scene menu to move between scenes, and Help listing the
/// shortcuts. On X11 it shows as the menu bar at the top of the window (F10, or Alt and a title's
/// underlined letter).
@MainActor
enum DemoMenus {
    static func build(with builder: UIMenuBuilder) {
        guard builder.system == .main else { return }
        let inspector = UIKeyCommand(title: "Inspector", action: Selector("toggleInspector", ShellController.toggleInspector),
                                     input: "i", modifierFlags: .command)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [inspector]), atStartOfMenu: .view)

        let goTo = UIMenu(title: "Go To", children: (shell?.scenes ?? []).map(\.sceneTitle).enumerated().map { index, title in
            UIAction(title: title) { _ in shell?.show(index) }
        })
        let scene = UIMenu(title: "Scene", children: [
            UIKeyCommand(title: "Next Scene", action: Selector("nextScene", ShellController.nextScene), input: "n", modifierFlags: .command),
            UIKeyCommand(title: "First Scene", action: Selector("closeScene", ShellController.closeScene), input: "w", modifierFlags: .command),
            UIMenu(title: "", options: .displayInline, children: [goTo]),
        ])
        builder.insertSibling(scene, afterMenu: .view)
        builder.insertChild(UIMenu(title: "", options: .displayInline, children: [
            UIKeyCommand(title: "Shortcuts", action: Selector("help", ShellController.help), input: UIKeyCommand.f1, modifierFlags: []),
        ]), atStartOfMenu: .help)
    }

    /// The demo window's shell, where the scene actions go. Looked up when chosen, not kept: the
    /// menu outlives no window, but a closure holding the shell would keep it alive.
    private static var shell: ShellController? {
        UIApplication.shared.windows.lazy.compactMap { $0.rootViewController as? ShellController }.first
    }
}
