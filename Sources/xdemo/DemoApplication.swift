import XResponder

/// Seed 000's DPApplication, as the demo's principal class: it sees every event before any window,
/// flashes a ring where each touch begins, and records what the inspector shows.
final class DemoApplication: UIApplication {
    /// What the inspector shows for the last touch that began.
    struct LastTouch {
        var point: CGPoint
        var hitPath: [UIView]
        var chain: [String]
        var recognizers: [String]
        var handledBy: String
    }
    var lastTouch: LastTouch?
    var onTouchInspected: (() -> Void)?

    override func buildMenu(with builder: UIMenuBuilder) {
        super.buildMenu(with: builder)
        DemoMenus.build(with: builder)
    }

    override func sendEvent(_ event: UIEvent) {
        guard event.type == .touches, let touch = event.allTouches?.first(where: { $0.phase == .began }),
              let window = touch.window else {
            super.sendEvent(event)
            return
        }
        flashRing(at: touch.location(in: nil), in: window)
        let traceStart = EventTrace.shared.lines.count
        let hitView = touch.view
        super.sendEvent(event)
        var path: [UIView] = []
        var view = hitView
        while let current = view, !(current is UIWindow) {
            path.append(current)
            view = current.superview
        }
        var chain: [String] = []
        var responder: UIResponder? = hitView
        while let current = responder, chain.count < 40 {
            chain.append(name(of: current))
            responder = current.next
        }
        lastTouch = LastTouch(point: touch.location(in: nil), hitPath: path, chain: chain,
                              recognizers: (touch.gestureRecognizers ?? []).map { "\(type(of: $0))" },
                              handledBy: handler(since: traceStart, hitView: hitView))
        onTouchInspected?()
    }

    /// Who handled touchesBegan: the last responder it reached, read from the trace.
    private func handler(since start: Int, hitView: UIView?) -> String {
        let lines = EventTrace.shared.lines.dropFirst(max(0, min(start, EventTrace.shared.lines.count)))
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var last = hitView.map(name(of:)) ?? "nobody"
        for line in lines where line.hasPrefix("touchesBegan ") {
            if line.contains("dropped at end of chain") { return "nobody (dropped at the end of the chain)" }
            if let arrow = line.range(of: " → ") { last = String(line[arrow.upperBound...]).replacingOccurrences(of: " (1 touch)", with: "") }
        }
        return last
    }

    private func name(of responder: UIResponder) -> String {
        if let view = responder as? UIView, let id = view.accessibilityIdentifier { return id }
        return "\(type(of: responder))"
    }

    private func flashRing(at point: CGPoint, in window: UIWindow) {
        final class Ring: UIView {
            override func draw(_ rect: CGRect) {
                let context = UIGraphicsGetCurrentContext()!
                context.setStrokeColor(UIColor.systemOrange)
                context.setLineWidth(3)
                context.strokeEllipse(in: bounds.insetBy(dx: 2, dy: 2))
            }
        }
        let ring = Ring(frame: CGRect(x: point.x - 18, y: point.y - 18, width: 36, height: 36))
        ring.isUserInteractionEnabled = false
        ring.isOpaque = false
        window.addSubview(ring)
        clock.schedule(after: 0.35) { ring.removeFromSuperview() }
    }
}
