import XResponder

/// The seeds' myView: a named, colored view that reports its touches to the status line and flashes
/// while touched.
@MainActor
final class NamedView: UIView {
    let name: String
    let baseColor: UIColor
    var report: ((String) -> Void)?

    init(_ name: String, frame: CGRect, color: UIColor) {
        self.name = name
        baseColor = color
        super.init(frame: frame)
        accessibilityIdentifier = name
        backgroundColor = color
        let label = UILabel(frame: CGRect(x: 6, y: 4, width: frame.width - 12, height: 20))
        label.text = name
        label.textColor = .white
        label.font = .boldSystemFont(ofSize: 13)
        addSubview(label)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = .systemOrange
        let point = touches.first!.location(in: self)
        report?("touchesBegan \(name) at (\(Int(point.x)), \(Int(point.y))), tapCount \(touches.first!.tapCount)")
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = baseColor
        report?("touchesEnded \(name)")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        backgroundColor = baseColor
        report?("touchesCancelled \(name)")
    }
}

/// Seed 003: a square that follows the finger through touchesMoved.
@MainActor
final class DraggableSquare: UIView {
    var report: ((String) -> Void)?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        let touch = touches.first!
        let current = touch.location(in: self)
        let previous = touch.previousLocation(in: self)
        transform = transform.translatedBy(x: current.x - previous.x, y: current.y - previous.y)
        let samples = event?.coalescedTouches(for: touch)?.count ?? 1
        report?("dragging: moved to (\(Int(frame.minX)), \(Int(frame.minY))), \(samples) coalesced sample\(samples == 1 ? "" : "s")")
    }
}
