import Foundation

extension CALayer {
    /// Draws the layer and its sublayers into `ctx` in the layer's own coordinate space, as Core
    /// Animation's `render(in:)` — the snapshot idiom `UIGraphicsImageRenderer(bounds: view.bounds)
    /// .image { view.layer.render(in: $0.cgContext) }`. A view's layer draws the view's hierarchy
    /// (views draw through their layers here, as `drawHierarchy(in:afterScreenUpdates:)` does
    /// without the scaling); a layer of its own draws its contents and sublayers.
    public func render(in ctx: CGContext) {
        if let view = hostView {
            view.layoutIfNeeded()
            ViewRenderer.drawTree(view, in: ctx)
            return
        }
        ctx.saveGState()
        // LayerRenderer draws a layer in its superlayer's space: undo that step.
        ctx.concatenate(toSuperlayer.inverted())
        LayerRenderer.draw(self, in: ctx, depth: 0)
        ctx.restoreGState()
    }
}
