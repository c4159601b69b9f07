import CCairo
import Foundation

/// Draws layers (R-AP1) as part of the view walk in `ViewRenderer`: beneath a view's content its
/// shadow and rounded background; after its `draw(_:)` its sublayers, among its subviews; above its
/// subviews its border; and, when it has a `mask`, the whole view through the mask's alpha. Layers added with
/// `addSublayer(_:)` are drawn here too, each the same way in its own coordinates.
@MainActor
enum LayerRenderer {
    /// How deeply nested sublayers are drawn. Layer trees are shallow; a deeper one is cut off here
    /// rather than overflow the stack (R-U3).
    static let maximumDepth = 256

    /// The layer whose shadow is being made from its own drawing: drawing it again for the mask
    /// must not start another shadow.
    private static var castingShadow: CALayer?

    // MARK: A view's layer

    /// The shadow, then the background, rounded by the layer's corners: copied from the chrome
    /// cache when it can be, drawn otherwise. True when the copy held the border too.
    @discardableResult
    static func drawBackground(of view: UIView, layer: CALayer, bounds: CGRect, in context: CGContext) -> Bool {
        let background = view.backgroundColor.flatMap { $0.alpha > 0 ? $0.cgColor : nil }
        if castingShadow !== layer, let copied = LayerChromeCache.draw(view, layer: layer, bounds: bounds, background: background,
                                                                       in: context) {
            return copied == .withBorder
        }
        drawShadowAndFill(of: layer, bounds: bounds, background: background, in: context) { ViewRenderer.drawTree(view, in: $0) }
        return false
    }

    /// The shadow — of `shadowPath`, of the rounded fill, or without a fill of what `drawContent`
    /// draws — then the rounded fill. Shared by a view's layer, layers of their own and the
    /// chrome cache.
    private static func drawShadowAndFill(of layer: CALayer, bounds: CGRect, background: CGColor?, in context: CGContext,
                                          drawContent: (CGContext) -> Void) {
        if layer.hasVisibleShadow, castingShadow !== layer {
            drawShadow(of: layer, bounds: bounds, filled: background != nil, in: context) { maskContext in
                castingShadow = layer
                defer { castingShadow = nil }
                drawContent(maskContext)
            }
        }
        if let background { fill(bounds, of: layer, with: background, in: context) }
    }

    /// Clips to the layer's rounded bounds when it masks to them (the caller saved the state).
    static func clipToShape(of layer: CALayer, bounds: CGRect, in context: CGContext) {
        context.beginPath()
        context.addPath(layer.roundedPath(bounds))
        context.clip()
    }

    /// What the chrome cache keeps: the shadow of the filled shape, the background, and the
    /// border when asked.
    /// (Its shadow is never content-shaped: such chromes are not cached.)
    static func drawChrome(of layer: CALayer, bounds: CGRect, background: CGColor?, includesBorder: Bool, in context: CGContext) {
        drawShadowAndFill(of: layer, bounds: bounds, background: background, in: context) { _ in }
        if includesBorder { drawBorder(of: layer, bounds: bounds, in: context) }
    }

    /// A view's layer with a mask draws into a group that the mask is applied to when it closes.
    static func beginMask(of layer: CALayer, in context: CGContext) {
        if layer.mask != nil { cairo_push_group(context.cairo) }
    }

    /// The border above everything the layer drew (unless a view's chrome copy held it), then
    /// the mask over all of it.
    static func finishViewLayer(_ layer: CALayer, bounds: CGRect, borderDrawn: Bool, in context: CGContext) {
        if !borderDrawn { drawBorder(of: layer, bounds: bounds, in: context) }
        applyMask(of: layer, in: context)
    }

    // MARK: Layers of their own

    /// The sublayers of `layer`, back to front, in its bounds coordinates.
    /// With `host`, only the sublayers of the view's layer drawn right above `anchor` (nil:
    /// beneath every subview).
    static func drawSublayers(of layer: CALayer, in context: CGContext, depth: Int = 0, host: UIView? = nil,
                              anchor: UIView? = nil) {
        guard depth < maximumDepth, !layer.sublayerStorage.isEmpty else { return }
        var sublayers = layer.sublayerStorage
        if let host { sublayers = sublayers.filter { $0.anchor(in: host) === anchor } }
        if sublayers.contains(where: { $0.zPosition != 0 }) {
            sublayers = sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
                .map(\.element)
        }
        // A damage pass draws the tree once per group of damaged rectangles: a sublayer wholly
        // outside this pass's clip is left out (100 moving layers are 100 passes).
        let visible = context.boundingBoxOfClipPath
        for sublayer in sublayers {
            if visible.isFiniteRect, !visible.isNull {
                let own = sublayer.bounds
                let reach = (sublayer.drawingOutsideBounds(own) ?? own).applying(sublayer.toSuperlayer)
                if reach.isFiniteRect, !reach.intersects(visible) { continue }
            }
            draw(sublayer, in: context, depth: depth + 1)
        }
    }

    /// One layer and its sublayers, in its superlayer's coordinates.
    static func draw(_ layer: CALayer, in context: CGContext, depth: Int) {
        layer.hasBeenDrawn = true
        let bounds = layer.bounds
        let opacity = CGFloat(layer.opacity)
        guard !layer.isHidden, opacity > 0, opacity.isFinite, bounds.isFiniteRect, layer.position.isFinitePoint else { return }
        let cr = context.cairo
        context.saveGState()
        defer { context.restoreGState() }
        context.concatenate(layer.toSuperlayer)
        let transitioning = LayerTransitionRenderer.begin(layer, in: cr)
        let grouped = opacity < 1
        if grouped { cairo_push_group(cr) }
        beginMask(of: layer, in: context)
        let background = layer.backgroundColor.flatMap { $0.alpha > 0 ? $0 : nil }
        drawShadowAndFill(of: layer, bounds: bounds, background: background, in: context) {
            drawBody(of: layer, bounds: bounds, in: $0, depth: depth)
        }
        drawBody(of: layer, bounds: bounds, in: context, depth: depth)
        finishViewLayer(layer, bounds: bounds, borderDrawn: false, in: context)
        if grouped {
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, Double(opacity))
        }
        if transitioning { LayerTransitionRenderer.finish(layer, bounds: bounds, in: context) }
    }

    /// Contents and sublayers, clipped to the rounded bounds when the layer masks to them.
    private static func drawBody(of layer: CALayer, bounds: CGRect, in context: CGContext, depth: Int) {
        context.saveGState()
        if layer.masksToBounds { clipToShape(of: layer, bounds: bounds, in: context) }
        context.saveGState()
        layer.renderContents(in: context, bounds: bounds)
        context.restoreGState()
        drawSublayers(of: layer, in: context, depth: depth)
        context.restoreGState()
    }

    // MARK: Pieces

    static func fill(_ bounds: CGRect, of layer: CALayer, with color: CGColor, in context: CGContext) {
        context.saveGState()
        context.setFillColor(color)
        if layer.isRounded {
            context.beginPath()
            context.addPath(layer.roundedPath(bounds))
            context.fillPath()
        } else {
            context.fill(bounds)
        }
        context.restoreGState()
    }

    /// The shadow of `shadowPath`, of the rounded bounds when the layer paints a background (or a
    /// border), and otherwise of whatever `drawContent` draws.
    static func drawShadow(of layer: CALayer, bounds: CGRect, filled: Bool, in context: CGContext,
                                   drawContent: (CGContext) -> Void) {
        if let path = layer.shadowPath {
            ShadowRenderer.drawShadow(of: layer, shape: .path(path), in: context)
        } else if filled || layer.hasVisibleBorder {
            context.saveGState()
            context.translateBy(x: bounds.minX, y: bounds.minY)
            ShadowRenderer.drawShadow(of: layer, shape: .roundedRect(bounds.size, layer.cornerRadii(in: bounds)), in: context)
            context.restoreGState()
        } else {
            ShadowRenderer.drawContentShadow(of: layer, box: bounds, in: context, drawContent: drawContent)
        }
    }

    /// Inside the bounds, following the rounded corners.
    static func drawBorder(of layer: CALayer, bounds: CGRect, in context: CGContext) {
        guard layer.hasVisibleBorder, let color = layer.borderColor else { return }
        let width = min(layer.borderWidth, min(bounds.width, bounds.height) / 2)
        guard width > 0 else { return }
        context.saveGState()
        context.setStrokeColor(color)
        context.setLineWidth(width)
        context.setLineDash(phase: 0, lengths: [])
        context.beginPath()
        let inset = bounds.insetBy(dx: width / 2, dy: width / 2)
        let radii = layer.cornerRadii(in: bounds)
        // The stroke's centre line runs half a width inside, so its corners are that much tighter.
        func tighter(_ s: CGSize) -> CGSize {
            s.width > 0 ? CGSize(width: max(0, s.width - width / 2), height: max(0, s.height - width / 2)) : .zero
        }
        let path = CGMutablePath()
        path.addRoundedRect(inset, radii: CornerRadii(topLeft: tighter(radii.topLeft), topRight: tighter(radii.topRight),
                                                      bottomRight: tighter(radii.bottomRight), bottomLeft: tighter(radii.bottomLeft)))
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Replaces the group `beginMask` opened with its content seen through the mask layer's alpha.
    private static func applyMask(of layer: CALayer, in context: CGContext) {
        guard let mask = layer.mask else { return }
        let cr = context.cairo
        guard let content = cairo_pop_group(cr) else { return }
        cairo_push_group(cr)
        draw(mask, in: context, depth: 1)
        guard let alpha = cairo_pop_group(cr) else { cairo_pattern_destroy(content); return }
        cairo_set_source(cr, content)
        cairo_mask(cr, alpha)
        cairo_pattern_destroy(alpha)
        cairo_pattern_destroy(content)
    }
}
