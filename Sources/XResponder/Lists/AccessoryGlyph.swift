import Foundation

/// The glyphs table and collection cells draw at their trailing edge: a disclosure chevron, a
/// checkmark, or an info circle (the detail buttons), centred on the point given.
enum AccessoryGlyph {
    case chevron, chevronDown, checkmark, info

    /// `colored`: a chevron takes `tint` (an outline's disclosure) rather than the tertiary grey.
    @MainActor
    func draw(at x: CGFloat, midY y: CGFloat, in context: CGContext, tint: UIColor, colored: Bool = false) {
        context.setLineWidth(2)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        switch self {
        case .chevronDown:
            context.setStrokeColor(tint)
            context.beginPath()
            context.move(to: CGPoint(x: x - 3, y: y - 3))
            context.addLine(to: CGPoint(x: x + 3, y: y + 3))
            context.addLine(to: CGPoint(x: x + 9, y: y - 3))
            context.strokePath()
        case .chevron:
            context.setStrokeColor(colored ? tint : UIColor.tertiaryLabel)
            context.beginPath()
            context.move(to: CGPoint(x: x, y: y - 6))
            context.addLine(to: CGPoint(x: x + 5, y: y))
            context.addLine(to: CGPoint(x: x, y: y + 6))
            context.strokePath()
        case .checkmark:
            context.setStrokeColor(tint)
            context.beginPath()
            context.move(to: CGPoint(x: x - 4, y: y))
            context.addLine(to: CGPoint(x: x, y: y + 5))
            context.addLine(to: CGPoint(x: x + 8, y: y - 6))
            context.strokePath()
        case .info:
            context.setStrokeColor(tint)
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: x - 6, y: y - 9, width: 18, height: 18))
            context.setFillColor(tint)
            context.fill(CGRect(x: x + 2.25, y: y - 2, width: 1.5, height: 7))
            context.fill(CGRect(x: x + 2.25, y: y - 5.5, width: 1.5, height: 1.5))
        }
    }
}
