import XResponder

/// Controls win single taps over their container's tap recognizer (R-G6).
final class ControlsScene: SceneController {
    override var sceneTitle: String { "11 · Controls and target-action" }
    override var summary: String { "The panel has a tap recognizer, yet the button, switch and slider get their taps and drags." }
    override func buildScene() {
        let panel = UIView(frame: CGRect(x: 20, y: 90, width: 520, height: 300))
        panel.backgroundColor = .white
        panel.addGestureRecognizer(UITapGestureRecognizer { _ in Status.report("panel's tap recognizer") })
        view.addSubview(panel)
        let button = makeFilledButton(frame: CGRect(x: 30, y: 30, width: 160, height: 44))
        button.setTitle("Press me", for: .normal)
        var presses = 0
        button.addAction(UIAction { _ in
            presses += 1
            Status.report("button touchUpInside ×\(presses)")
        }, for: .touchUpInside)
        panel.addSubview(button)
        let toggle = UISwitch(frame: CGRect(x: 30, y: 110, width: 0, height: 0))
        toggle.addAction(UIAction { _ in Status.report("switch is \(toggle.isOn ? "on" : "off")") }, for: .valueChanged)
        panel.addSubview(toggle)
        let slider = UISlider(frame: CGRect(x: 30, y: 180, width: 300, height: 34))
        slider.addAction(UIAction { _ in Status.report(String(format: "slider value %.2f", Double(slider.value))) }, for: .valueChanged)
        panel.addSubview(slider)
    }
    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 110, y: 142), in: view)
        driver.click(CGPoint(x: 75, y: 215), in: view)
        driver.drag(from: CGPoint(x: 64, y: 287), to: CGPoint(x: 300, y: 287), in: view)
    }
}

/// First responder: a field that becomes first responder on tap, shows typed text, and media keys.
final class FirstResponderScene: SceneController {
    final class Field: UIView {
        let text = UILabel(frame: CGRect(x: 10, y: 8, width: 380, height: 28))
        var typed = "" { didSet { text.text = typed.isEmpty ? "click, then type…" : typed } }
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .white
            text.font = .monospacedSystemFont(ofSize: 16, weight: .regular)
            text.textColor = .black
            addSubview(text)
            typed = ""
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        override var canBecomeFirstResponder: Bool { true }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            Status.report(becomeFirstResponder() ? "the field is first responder" : "the field refused")
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            guard let key = presses.first?.key else { return }
            if key.keyCode == .keyboardDeleteOrBackspace {
                typed = String(typed.dropLast())
            } else {
                typed += key.characters
            }
            Status.report("pressesBegan \(key.keyCode) \"\(key.characters)\"\(key.modifierFlags.contains(.shift) ? " with shift" : "")")
        }
        override func remoteControlReceived(with event: UIEvent?) {
            Status.report("remote control \(event!.subtype) (raw \(event!.subtype.rawValue))")
        }
    }
    override var sceneTitle: String { "12 · First responder, typed text and media keys" }
    override var summary: String { "Click the field: it becomes first responder and receives key presses, and media keys as remote-control events." }
    override func buildScene() {
        view.addSubview(Field(frame: CGRect(x: 20, y: 100, width: 400, height: 44)))
        UIApplication.shared.beginReceivingRemoteControlEvents()
    }
    override func tour(_ driver: TourDriver) {
        driver.click(CGPoint(x: 100, y: 120), in: view)
        driver.type("Hello XR")
        driver.mediaKey(0x1008FF14)   // XF86AudioPlay
    }
}
