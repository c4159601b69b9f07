import XResponder

/// Where scenes write what happened: the status line at the bottom of the window and stdout.
@MainActor
enum Status {
    static var label: UILabel?
    static func report(_ line: String) {
        label?.text = line
        say("xdemo: \(line)")   // unbuffered: a reader of a pipe or file sees it at once
    }
}

/// The seeds' myView: a named, colored box that reports its touches and flashes while touched.
@MainActor
class NamedView: UIView {
    let name: String
    let baseColor: UIColor
    var forwardsTouches = false

    init(_ name: String, frame: CGRect, color: UIColor) {
        self.name = name
        baseColor = color
        super.init(frame: frame)
        accessibilityIdentifier = name
        backgroundColor = color
        let label = UILabel(frame: CGRect(x: 6, y: 4, width: max(0, frame.width - 12), height: 18))
        label.text = name
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 12)
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemOrange
        let touch = touches.first!
        let point = touch.location(in: self)
        Status.report("touchesBegan \(name) at (\(Int(point.x)), \(Int(point.y))), tapCount \(touch.tapCount)")
        if forwardsTouches { super.touchesBegan(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = baseColor
        if forwardsTouches { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = baseColor
        Status.report("touchesCancelled \(name)")
        if forwardsTouches { super.touchesCancelled(touches, with: event) }
    }
}

/// Seed 003: a box that follows the finger through touchesMoved.
@MainActor
final class DraggableBox: NamedView {
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        let samples = event?.coalescedTouches(for: touch)?.count ?? 1
        Status.report("\(name) dragged to (\(Int(frame.minX)), \(Int(frame.minY))), \(samples) coalesced sample\(samples == 1 ? "" : "s")")
    }
}

@MainActor
func makeLabel(_ text: String, frame: CGRect, size: CGFloat = 13, color: UIColor = .darkGray, bold: Bool = false) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    label.font = bold ? .boldSystemFont(ofSize: size) : .systemFont(ofSize: size)
    label.textColor = color
    label.numberOfLines = 0
    return label
}

/// A filled button as iOS draws `UIButton.Configuration.filled()`: the demo's buttons are meant to
/// be seen (`UIButton(frame:)` is a `.custom` button that draws only its white title).
@MainActor
func makeFilledButton(frame: CGRect = .zero, size: UIButton.Configuration.Size = .medium) -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.buttonSize = size
    let button = UIButton(configuration: configuration)
    button.frame = frame
    return button
}
