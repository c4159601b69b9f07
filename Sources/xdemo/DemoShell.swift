import XResponder

/// The demo window: the catalog (ShellController) under the window's menu bar.
final class DemoWindow: UIWindow {
    var onKey: ((UIKey) -> Void)?
    /// "i" and Tab are the shell's; every other key goes on to the window, whose menu bar
    /// takes F10 and Alt with a menu's letter.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let key = presses.first?.key, key.modifierFlags.isDisjoint(with: [.alternate, .control, .command]),
           ["i", "\t"].contains(key.charactersIgnoringModifiers) {
            onKey?(key)
            return
        }
        super.pressesBegan(presses, with: event)
    }
}

/// The catalog, as Apple's "UIKit Catalog" sample is built: a double-column split view controller
/// with the scenes listed in sections in the sidebar (searchable) and the chosen scene in the
/// secondary column under its title; the status line at the foot of the window tells what the
/// last touch or key did; the inspector (View ▸ Inspector, or "i") draws over the scene.
final class ShellController: UIViewController {
    let scenes: [SceneController] = [
        ViewsAtoEScene(), DisabledViewScene(), UnderButtonScene(), EnlargedHitAreaScene(), ClickThroughScene(),
        SendEventScene(), DragScene(), ChainScene(), TapsScene(), ContinuousScene(), ControlsScene(),
        FirstResponderScene(), RouterScene(), ListScene(), ZoomScene(), ConverterScene(), FormScene(),
        StressScene(), AutoLayoutScene(), AppearanceScene(), NavigationScene(), GridScene(), DropScene(),
        LongDocumentScene(), StoryboardScene(), SplitScene(), CoreAnimationScene(), PickersScene(), DesktopScene(),
    ]
    private(set) var current = 0
    let split = UISplitViewController(style: .doubleColumn)
    private(set) lazy var sidebar = CatalogSidebarController(scenes: scenes) { [unowned self] in show($0) }
    /// The secondary column's stack: the scene shown, alone (a pick replaces it).
    let detail = UINavigationController()
    let inspector = InspectorView(frame: .zero)
    static let statusHeight: CGFloat = 28

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 960, height: 600))
        view.backgroundColor = .systemBackground
        view.accessibilityIdentifier = "shell"
        split.preferredPrimaryColumnWidth = 260
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        addChild(split)
        split.view.frame = CGRect(x: 0, y: 0, width: 960, height: 600 - Self.statusHeight)
        split.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // the shell follows the window (R-L1)
        view.addSubview(split.view)
        split.didMove(toParent: self)
        inspector.isHidden = true
        view.addSubview(inspector)
        view.addSubview(makeStatusBar())
        show(0)
    }

    /// The foot of the window: what the last touch or key did, and the demo's two keys.
    private func makeStatusBar() -> UIView {
        let bar = UIView(frame: CGRect(x: 0, y: 600 - Self.statusHeight, width: 960, height: Self.statusHeight))
        bar.backgroundColor = .secondarySystemBackground
        bar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        let rule = UIView(frame: CGRect(x: 0, y: 0, width: 960, height: 1))
        rule.backgroundColor = .separator
        rule.autoresizingMask = [.flexibleWidth]
        bar.addSubview(rule)
        let status = makeLabel("Pick a scene. Hit-tests and deliveries are traced on standard output.",
                               frame: CGRect(x: 12, y: 1, width: 700, height: Self.statusHeight - 1), size: 12, color: .label)
        status.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        status.numberOfLines = 1
        status.autoresizingMask = [.flexibleWidth]
        bar.addSubview(status)
        Status.label = status
        let hint = makeLabel("i: inspector · Tab: next scene", frame: CGRect(x: 760, y: 1, width: 188, height: Self.statusHeight - 1),
                             size: 11, color: .secondaryLabel)
        hint.textAlignment = .right
        hint.numberOfLines = 1
        hint.autoresizingMask = [.flexibleLeftMargin]
        bar.addSubview(hint)
        return bar
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        placeInspector()
    }

    /// The inspector covers the scene shown (it draws in the scene's coordinates' frame).
    private func placeInspector() {
        guard let sceneView = scenes[current].viewIfLoaded, sceneView.window != nil else { return }
        inspector.frame = sceneView.convert(sceneView.bounds, to: view)
    }

    func show(_ index: Int) {
        guard scenes.indices.contains(index) else { return }
        current = index
        let scene = scenes[index]
        detail.setViewControllers([scene], animated: false)
        sidebar.select(scene: index)
        view.window?.title = "XResponder UIKit Catalog — \(scene.catalogTitle)"
        view.layoutIfNeeded()
        placeInspector()
        Status.report("scene: \(scene.sceneTitle)")
    }

    // The desktop's shortcuts (issue #34, R-DT1): key commands the chain offers from whatever has
    // the focus up to this controller. Ctrl+N (declared as iOS code declares Cmd+N) moves to the
    // next scene, Ctrl+W closes the scene (back to the first), Ctrl+Q quits, F1 lists them.
    override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Next scene", action: Selector("nextScene", ShellController.nextScene), input: "n", modifierFlags: .command),
            UIKeyCommand(title: "Close the scene", action: Selector("closeScene", ShellController.closeScene), input: "w", modifierFlags: .command),
            UIKeyCommand(title: "Quit", action: Selector("quit", ShellController.quit), input: "q", modifierFlags: .command),
            UIKeyCommand(title: "Help", action: Selector("help", ShellController.help), input: UIKeyCommand.f1, modifierFlags: []),
        ]
    }

    func nextScene() { show((current + 1) % scenes.count) }
    func toggleInspector() {
        inspector.isHidden.toggle()
        inspector.refresh()
    }

    /// View ▸ Inspector carries a checkmark while the inspector shows (R-DA1's validation).
    override func validate(_ command: UICommand) {
        super.validate(command)
        if command.action == Selector("toggleInspector", ShellController.toggleInspector) {
            command.state = inspector.isHidden ? .off : .on
        }
    }
    func closeScene() { show(0) }
    func quit() {
        Status.report("quit (Ctrl+Q)")
        UIApplication.shared.stop()
    }
    func help() {
        let titles = (keyCommands ?? []).map { command -> String in
            let key = command.input == UIKeyCommand.f1 ? "F1" : "Ctrl+\((command.input ?? "").uppercased())"
            return "\(key) \(command.title.lowercased())"
        }
        Status.report("shortcuts: " + titles.joined(separator: ", "))
    }

    func key(_ key: UIKey) {
        switch key.charactersIgnoringModifiers {
        case "i":
            toggleInspector()
        case "\t":
            show((current + 1) % scenes.count)
        default:
            break
        }
    }
}
