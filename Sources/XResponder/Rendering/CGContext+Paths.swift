import CCairo
import Foundation

// Paths, stroke attributes, clipping and gradients (R-AP4), CoreGraphics' names over Cairo.
extension CGContext {
    public func addPath(_ path: CGPath) { path.replay(into: cairo) }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
                       Double(end.x), Double(end.y))
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let path = CGMutablePath()
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        path.move(to: CGPoint(x: x, y: y))
        path.addQuadCurve(to: end, control: control)
        // Replaying the move again is harmless: Cairo is already there.
        path.replay(into: cairo)
    }

    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    public func setLineCap(_ cap: CGLineCap) {
        cairo_set_line_cap(cairo, cap == .round ? CAIRO_LINE_CAP_ROUND : cap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
    }

    public func setLineJoin(_ join: CGLineJoin) {
        cairo_set_line_join(cairo, join == .round ? CAIRO_LINE_JOIN_ROUND : join == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
    }

    public func setMiterLimit(_ limit: CGFloat) {
        guard limit.isFinite, limit > 0 else { return }
        cairo_set_miter_limit(cairo, Double(limit))
    }

    /// Dashes: alternating on and off lengths starting `phase` into the pattern; an empty array
    /// (or one with no positive length) draws solid lines.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let valid = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        let dashes = valid ? lengths.map(Double.init) : []
        cairo_set_dash(cairo, dashes, Int32(dashes.count), phase.isFinite ? Double(phase) : 0)
    }

    public func setBlendMode(_ mode: CGBlendMode) { cairo_set_operator(cairo, mode.cairoOperator) }

    public func setShouldAntialias(_ antialias: Bool) {
        cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    public func fillPath(using rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        fillPath()
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Paints the current path as `mode` says and clears it, as CoreGraphics does: the fill
    /// first, then the stroke over it, both of the same path.
    public func drawPath(using mode: CGPathDrawingMode) {
        let evenOdd = mode == .eoFill || mode == .eoFillStroke
        let fills = mode != .stroke, strokes = mode == .stroke || mode == .fillStroke || mode == .eoFillStroke
        if fills {
            cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            applyFill()
            if strokes { cairo_fill_preserve(cairo) } else { cairo_fill(cairo) }
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        }
        if strokes { strokePath() }
    }

    /// Intersects the clip with the current path.
    public func clip(using rule: CGPathFillRule) {
        cairo_set_fill_rule(cairo, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
        pixelClip = .unknown
    }

    public func clip(to rects: [CGRect]) {
        if rects.count == 1 { return clip(to: rects[0]) }
        beginPath()
        for rect in rects { addRect(rect) }
        cairo_clip(cairo)
        pixelClip = .unknown
    }

    /// Fills the clip with a gradient along the line from `start` to `end`.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        guard start.isFinitePoint, end.isFinitePoint, let pattern = cairo_pattern_create_linear(
            Double(start.x), Double(start.y), Double(end.x), Double(end.y)) else { return }
        paint(gradient, pattern: pattern, options: options)
    }

    /// Fills the clip with a gradient between two circles.
    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        guard startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite, endRadius.isFinite,
              let pattern = cairo_pattern_create_radial(Double(startCenter.x), Double(startCenter.y), Double(max(0, startRadius)),
                                                        Double(endCenter.x), Double(endCenter.y), Double(max(0, endRadius)))
        else { return }
        paint(gradient, pattern: pattern, options: options)
    }

    private func paint(_ gradient: CGGradient, pattern: OpaquePointer, options: CGGradientDrawingOptions) {
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern)
        // Cairo extends both ends or neither; CoreGraphics can choose each. Padding when either is
        // asked for is the common case (both); a single side is approximated by padding both.
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, Double(currentAlpha))
        cairo_restore(cairo)
    }
}
