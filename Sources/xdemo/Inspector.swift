import XResponder

/// Draws, over the scene, the hit-test path of the last touch (each view on it outlined, the hit
/// view in orange) and lists the responder chain, the recognizers consulted and who handled it.
final class InspectorView: UIView {
    private let panel = UILabel(frame: .zero)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        accessibilityIdentifier = "inspector"
        panel.backgroundColor = UIColor(white: 0, alpha: 0.78)
        panel.textColor = .white
        panel.font = .monospacedSystemFont(ofSize: 11, weight: .regular)
        panel.numberOfLines = 0
        addSubview(panel)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The panel keeps to the lower right corner of the scene, whatever its size.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(460, bounds.width - 20), height = min(250, bounds.height - 20)
        panel.frame = CGRect(x: bounds.width - width - 10, y: bounds.height - height - 10, width: width, height: height)
    }

    func refresh() {
        guard let last = (UIApplication.shared as? DemoApplication)?.lastTouch else {
            panel.text = "  no touch yet"
            setNeedsDisplay()
            return
        }
        var lines = ["  last touch at (\(Int(last.point.x)), \(Int(last.point.y)))", "  hit-test path (outer → hit):"]
        lines += last.hitPath.reversed().map { "    \($0.accessibilityIdentifier ?? "\(type(of: $0))")" }
        lines.append("  responder chain:")
        lines.append("    " + last.chain.joined(separator: " → "))
        lines.append("  recognizers: " + (last.recognizers.isEmpty ? "none" : last.recognizers.joined(separator: ", ")))
        lines.append("  handled by: \(last.handledBy)")
        panel.text = lines.joined(separator: "\n")
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
              let last = (UIApplication.shared as? DemoApplication)?.lastTouch else { return }
        context.setLineWidth(2)
        for (index, view) in last.hitPath.enumerated() where view.window != nil {
            let frame = view.convert(view.bounds, to: self)
            context.setStrokeColor(index == 0 ? UIColor.systemOrange : UIColor.systemYellow)
            context.stroke(frame.insetBy(dx: 1, dy: 1))
        }
        let p = convert(last.point, from: nil)
        context.setFillColor(UIColor.systemOrange)
        context.fillEllipse(in: CGRect(x: p.x - 5, y: p.y - 5, width: 10, height: 10))
    }
}
