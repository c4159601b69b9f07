import XResponder

/// The demo window: a scene picker on the left, the scene on the right, the status line at the
/// bottom and the inspector overlay (toggle with the "i" key).
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

final class ShellController: UIViewController {
    let scenes: [SceneController] = [
        ViewsAtoEScene(), DisabledViewScene(), UnderButtonScene(), EnlargedHitAreaScene(), ClickThroughScene(),
        SendEventScene(), DragScene(), ChainScene(), TapsScene(), ContinuousScene(), ControlsScene(),
        FirstResponderScene(), RouterScene(), ListScene(), ZoomScene(), ConverterScene(), FormScene(),
        StressScene(), AutoLayoutScene(), AppearanceScene(), NavigationScene(), GridScene(), DropScene(),
        LongDocumentScene(), StoryboardScene(), SplitScene(), CoreAnimationScene(), PickersScene(), DesktopScene(),
    ]
    private(set) var current = 0
    let content = UIView(frame: CGRect(x: 230, y: 0, width: 720, height: 530))
    let inspector = InspectorView(frame: CGRect(x: 230, y: 0, width: 720, height: 530))
    var buttons: [UIButton] = []

    override func loadView() {
        view = UIView(frame: CGRect(x: 0, y: 0, width: 960, height: 600))
        view.backgroundColor = .white
        view.accessibilityIdentifier = "shell"
        let sidebar = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 600))
        sidebar.backgroundColor = UIColor(rgb: 0xE5E5EA)
        sidebar.autoresizingMask = [.flexibleHeight]   // the shell follows the window's size (R-L1)
        view.addSubview(sidebar)
        for (index, scene) in scenes.enumerated() {
            // 29 rows of 19 points fit above the hint at the foot of a 600-point window.
            let button = makeFilledButton(frame: CGRect(x: 10, y: 6 + CGFloat(index) * 19, width: 200, height: 18), size: .mini)
            button.setTitle(scene.sceneTitle, for: .normal)   // a long title ends in an ellipsis (R-TX4)
            button.addAction(UIAction { [unowned self] _ in show(index) }, for: .touchUpInside)
            sidebar.addSubview(button)
            buttons.append(button)
        }
        let hint = makeLabel("i: inspector · Tab: next scene", frame: CGRect(x: 12, y: 582, width: 200, height: 16), size: 11)
        hint.autoresizingMask = [.flexibleTopMargin]
        sidebar.addSubview(hint)
        content.clipsToBounds = true
        content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content)
        inspector.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        inspector.isHidden = true
        view.addSubview(inspector)
        let status = makeLabel("Pick a scene. Hit-tests and deliveries are traced on standard output.",
                               frame: CGRect(x: 240, y: 545, width: 700, height: 40), size: 13, color: .black)
        status.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        status.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        view.addSubview(status)
        Status.label = status
        show(0)
    }

    func show(_ index: Int) {
        guard scenes.indices.contains(index) else { return }
        let old = scenes[current]
        old.viewIfLoaded?.removeFromSuperview()
        old.removeFromParent()
        current = index
        let scene = scenes[index]
        addChild(scene)
        scene.view.frame = content.bounds
        scene.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        content.addSubview(scene.view)
        scene.didMove(toParent: self)
        for (i, button) in buttons.enumerated() { button.tintColor = i == index ? .systemOrange : .systemBlue }
        view.window?.title = "XResponder demo — \(scene.sceneTitle)"
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
