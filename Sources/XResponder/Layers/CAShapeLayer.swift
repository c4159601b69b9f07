import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled with `fillColor` (black by
/// default, as in Core Animation; set nil for an outline only), then stroked with `strokeColor`
/// between `strokeStart` and `strokeEnd` — the progress ring idiom.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? { didSet { change {} } }
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) { didSet { change {} } }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { change {} } }
    open var strokeColor: CGColor? { didSet { change {} } }
    open var lineWidth: CGFloat = 1 { didSet { change {} } }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { change {} } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { change {} } }
    open var miterLimit: CGFloat = 10 { didSet { change {} } }
    open var lineDashPattern: [NSNumber]? { didSet { change {} } }
    open var lineDashPhase: CGFloat = 0 { didSet { change {} } }
    /// The fractions of the path's length the stroke runs between (0 and 1 draw it all).
    open var strokeStart: CGFloat = 0 { didSet { change {} } }
    open var strokeEnd: CGFloat = 1 { didSet { change {} } }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        lineWidth = other.lineWidth; lineCap = other.lineCap; lineJoin = other.lineJoin; miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }

    override func renderContents(in context: CGContext, bounds: CGRect) {
        super.renderContents(in: context, bounds: bounds)
        guard let path, !path.isEmpty else { return }
        if let fillColor, fillColor.alpha > 0 {
            context.saveGState()
            context.setFillColor(fillColor)
            context.beginPath()
            context.addPath(path)
            context.fillPath(using: fillRule == .evenOdd ? .evenOdd : .winding)
            context.restoreGState()
        }
        guard let strokeColor, strokeColor.alpha > 0, lineWidth.isFinite, lineWidth > 0 else { return }
        let stroked = PathFlattening.trimmed(path, from: strokeStart, to: strokeEnd) ?? path
        context.saveGState()
        context.setStrokeColor(strokeColor)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCap.cgLineCap)
        context.setLineJoin(lineJoin.cgLineJoin)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDashPhase, lengths: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
        context.beginPath()
        context.addPath(stroked)
        context.strokePath()
        context.restoreGState()
    }

    /// The stroke reaches half a line width (more at mitred corners) beyond the path.
    override func drawingOutsideBounds(_ bounds: CGRect) -> CGRect? {
        let own = super.drawingOutsideBounds(bounds) ?? bounds
        guard !masksToBounds, let box = path?.boundingBox, box.isFiniteRect, !box.isNull else {
            return own == bounds ? nil : own
        }
        let stroke = strokeColor != nil && lineWidth.isFinite ? lineWidth / 2 * max(1, miterLimit) : 0
        let reach = own.union(box.insetBy(dx: -stroke, dy: -stroke))
        return reach == bounds ? nil : reach
    }
}
