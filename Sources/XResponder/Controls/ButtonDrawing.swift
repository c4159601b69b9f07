import Foundation

/// What a button draws itself, beneath its labels: a configuration's background, and the glyphs
/// of the system button types (drawn as paths, so they are sharp at any scale).
@MainActor
enum ButtonDrawing {
    /// Into the current context (`UIBezierPath` draws there).
    static func drawBackground(of configuration: UIButton.Configuration, state: UIControl.State, tint: UIColor,
                               in rect: CGRect) {
        let colors = configuration.resolvedColors(state: state, tint: tint)
        let background = configuration.background
        let inset = background.backgroundInsets
        let area = CGRect(x: rect.minX + inset.leading, y: rect.minY + inset.top,
                          width: rect.width - inset.leading - inset.trailing, height: rect.height - inset.top - inset.bottom)
        guard area.isFiniteRect, area.width > 0, area.height > 0 else { return }
        let radius = configuration.cornerRadius(height: area.height)
        if let fill = colors.background, fill.alpha > 0 {
            fill.setFill()
            UIBezierPath(roundedRect: area, cornerRadius: radius).fill()
        }
        if let stroke = background.strokeColor, background.strokeWidth > 0 {
            let outset = background.strokeOutset - background.strokeWidth / 2
            let path = UIBezierPath(roundedRect: area.insetBy(dx: -outset, dy: -outset), cornerRadius: radius + outset)
            path.lineWidth = background.strokeWidth
            stroke.setStroke()
            path.stroke()
        }
    }

    /// The info "i", the disclosure's, the add "+", the close "×" on its grey disc.
    static func drawGlyph(_ type: UIButton.ButtonType, color: UIColor, in bounds: CGRect, context: CGContext) {
        let side = min(bounds.width, bounds.height)
        guard side > 0, side.isFinite else { return }
        let circle = CGRect(x: bounds.midX - side / 2 + 1, y: bounds.midY - side / 2 + 1, width: side - 2, height: side - 2)
        let center = CGPoint(x: circle.midX, y: circle.midY)
        let r = circle.width / 2
        context.saveGState()
        defer { context.restoreGState() }
        switch type {
        case .close:
            UIColor(rgb: 0x767680, alpha: 0.12).setFill()
            UIBezierPath(ovalIn: circle).fill()
            let cross = UIBezierPath()
            let d = r * 0.36
            cross.move(to: CGPoint(x: center.x - d, y: center.y - d))
            cross.addLine(to: CGPoint(x: center.x + d, y: center.y + d))
            cross.move(to: CGPoint(x: center.x + d, y: center.y - d))
            cross.addLine(to: CGPoint(x: center.x - d, y: center.y + d))
            cross.lineWidth = max(1.5, r * 0.16)
            cross.lineCapStyle = .round
            color.setStroke()
            cross.stroke()
        case .contactAdd:
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            color.setStroke()
            ring.stroke()
            let plus = UIBezierPath()
            let d = r * 0.5
            plus.move(to: CGPoint(x: center.x - d, y: center.y))
            plus.addLine(to: CGPoint(x: center.x + d, y: center.y))
            plus.move(to: CGPoint(x: center.x, y: center.y - d))
            plus.addLine(to: CGPoint(x: center.x, y: center.y + d))
            plus.lineWidth = 1.5
            plus.stroke()
        default:
            // The info glyph: a ring, a dot and a stem.
            let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
            ring.lineWidth = 1.5
            color.setStroke()
            ring.stroke()
            color.setFill()
            let dot = r * 0.14
            UIBezierPath(ovalIn: CGRect(x: center.x - dot, y: center.y - r * 0.5 - dot, width: 2 * dot, height: 2 * dot)).fill()
            UIBezierPath(roundedRect: CGRect(x: center.x - dot * 0.8, y: center.y - r * 0.18, width: dot * 1.6, height: r * 0.72),
                         cornerRadius: dot * 0.5).fill()
        }
    }
}
