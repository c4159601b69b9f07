import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`): filled with `fillColor` (black by
/// default, as in Core Animation; set nil for an outline only), then stroked with `strokeColor`
/// between `strokeStart` and `strokeEnd` — the progress ring idiom.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    open var path: CGPath? {
        didSet { implicitChange("path", from: .path(oldValue), to: .path(path)); change {} }
    }
    open var fillColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1) {
        didSet { implicitChange("fillColor", from: .color(oldValue), to: .color(fillColor)); change {} }
    }
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { change {} } }
    open var strokeColor: CGColor? {
        didSet { implicitChange("strokeColor", from: .color(oldValue), to: .color(strokeColor)); change {} }
    }
    open var lineWidth: CGFloat = 1 {
        didSet { implicitChange("lineWidth", from: .scalar(oldValue), to: .scalar(lineWidth)); change {} }
    }
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { change {} } }
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { change {} } }
    open var miterLimit: CGFloat = 10 {
        didSet { implicitChange("miterLimit", from: .scalar(oldValue), to: .scalar(miterLimit)); change {} }
    }
    open var lineDashPattern: [NSNumber]? { didSet { change {} } }
    open var lineDashPhase: CGFloat = 0 {
        didSet { implicitChange("lineDashPhase", from: .scalar(oldValue), to: .scalar(lineDashPhase)); change {} }
    }
    /// The fractions of the path's length the stroke runs between (0 and 1 draw it all).
    open var strokeStart: CGFloat = 0 {
        didSet { implicitChange("strokeStart", from: .scalar(oldValue), to: .scalar(strokeStart)); change {} }
    }
    open var strokeEnd: CGFloat = 1 {
        didSet { implicitChange("strokeEnd", from: .scalar(oldValue), to: .scalar(strokeEnd)); change {} }
    }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAShapeLayer else { return }
        path = other.path; fillColor = other.fillColor; fillRule = other.fillRule; strokeColor = other.strokeColor
        lineWidth = other.lineWidth; lineCap = other.lineCap; lineJoin = other.lineJoin; miterLimit = other.miterLimit
        lineDashPattern = other.lineDashPattern; lineDashPhase = other.lineDashPhase
        strokeStart = other.strokeStart; strokeEnd = other.strokeEnd
    }

    override func animatableValue(forKey key: String) -> AnimatableValue? {
        switch key {
        case "path": return .path(path)
        case "fillColor": return .color(fillColor)
        case "strokeColor": return .color(strokeColor)
        case "lineWidth": return .scalar(lineWidth)
        case "miterLimit": return .scalar(miterLimit)
        case "lineDashPhase": return .scalar(lineDashPhase)
        case "strokeStart": return .scalar(strokeStart)
        case "strokeEnd": return .scalar(strokeEnd)
        default: return super.animatableValue(forKey: key)
        }
    }

    override func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        switch (key, value) {
        case ("path", .path(let v)): path = v
        case ("fillColor", .color(let v)): fillColor = v
        case ("strokeColor", .color(let v)): strokeColor = v
        case ("lineWidth", .scalar(let v)): lineWidth = v
        case ("miterLimit", .scalar(let v)): miterLimit = v
        case ("lineDashPhase", .scalar(let v)): lineDashPhase = v
        case ("strokeStart", .scalar(let v)): strokeStart = v
        case ("strokeEnd", .scalar(let v)): strokeEnd = v
        default: return super.setAnimatableValue(value, forKey: key)
        }
        return true
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
