import Foundation

/// What a popover has around its card, as iOS draws it: an arrow from the card's edge to the
/// middle of its source (kept clear of the rounded corners), in the card's colour, and a soft
/// shadow under both — so a popover has an edge over any background. It lies under the presented
/// view in the presentation's container, spans the card and the arrow's room around it, takes no
/// touches, and fades with the card.
final class PopoverChromeView: UIView {
    /// The arrow's height (the card stands this far from its source) and its base's width.
    static let arrowHeight: CGFloat = 13
    static let arrowWidth: CGFloat = 36
    /// The card's corners (the presented view is rounded to the same).
    static let cornerRadius: CGFloat = 13

    /// Where the arrow points, and the card's and the source's rectangles in the superview's space.
    private var direction: UIPopoverArrowDirection = .unknown
    private var card: CGRect = .zero
    private var source: CGRect?
    private var fill: UIColor = .systemBackground

    /// Never in a storyboard or nib: this view is the library's own.
    required init?(coder: NSCoder) { return nil }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.18
        layer.shadowRadius = 16
        layer.shadowOffset = CGSize(width: 0, height: 4)
    }

    /// Places the chrome around `card` with its arrow toward `source` (no arrow without one).
    func place(card: CGRect, source: CGRect?, direction: UIPopoverArrowDirection, fill: UIColor) {
        let room = Self.arrowHeight
        let frame = card.insetBy(dx: -room, dy: -room)
        guard card != self.card || source != self.source || direction != self.direction || fill != self.fill else { return }
        self.frame = frame
        self.card = card
        self.source = source
        self.direction = source == nil ? .unknown : direction
        self.fill = fill
        layer.shadowPath = outline().cgPath
        setNeedsDisplay()
    }

    /// The card's rounded rectangle and the arrow, in this view's space.
    func outline() -> UIBezierPath {
        let room = Self.arrowHeight
        let body = CGRect(x: room, y: room, width: card.width, height: card.height)
        let path = UIBezierPath(roundedRect: body, cornerRadius: Self.cornerRadius)
        guard let source, let tip = arrowTip(toward: source) else { return path }
        let half = Self.arrowWidth / 2
        let arrow = UIBezierPath()
        switch direction {
        case .up, .down:
            let x = min(max(tip.x, body.minX + Self.cornerRadius + half), body.maxX - Self.cornerRadius - half)
            let edge = direction == .up ? body.minY : body.maxY
            arrow.move(to: CGPoint(x: x - half, y: edge))
            arrow.addLine(to: CGPoint(x: x, y: direction == .up ? edge - room : edge + room))
            arrow.addLine(to: CGPoint(x: x + half, y: edge))
        default:
            let y = min(max(tip.y, body.minY + Self.cornerRadius + half), body.maxY - Self.cornerRadius - half)
            let edge = direction == .left ? body.minX : body.maxX
            arrow.move(to: CGPoint(x: edge, y: y - half))
            arrow.addLine(to: CGPoint(x: direction == .left ? edge - room : edge + room, y: y))
            arrow.addLine(to: CGPoint(x: edge, y: y + half))
        }
        arrow.close()
        path.append(arrow)
        return path
    }

    /// The middle of the source's edge that faces the card, in this view's space; nil when the
    /// card has no side toward it (it had to cover its source) or is too small for an arrow.
    private func arrowTip(toward source: CGRect) -> CGPoint? {
        let minimum = 2 * Self.cornerRadius + Self.arrowWidth
        let origin = CGPoint(x: card.minX - Self.arrowHeight, y: card.minY - Self.arrowHeight)
        switch direction {
        case .up where source.maxY <= card.minY + 0.5 && card.width >= minimum:
            return CGPoint(x: source.midX - origin.x, y: 0)
        case .down where source.minY >= card.maxY - 0.5 && card.width >= minimum:
            return CGPoint(x: source.midX - origin.x, y: bounds.height)
        case .left where source.maxX <= card.minX + 0.5 && card.height >= minimum:
            return CGPoint(x: 0, y: source.midY - origin.y)
        case .right where source.minX >= card.maxX - 0.5 && card.height >= minimum:
            return CGPoint(x: bounds.width, y: source.midY - origin.y)
        default:
            return nil
        }
    }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        outline().fill()
    }
}
