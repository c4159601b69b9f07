import CCairo
import Foundation

// Drawing a view tree with Cairo (R-R1): each view fills its background color, then draws its
// `draw(_:)` content, then its subviews in order (back to front), with alpha applied to the whole
// subtree (a Cairo group, so overlapping children do not show through each other), `isHidden`,
// `clipsToBounds`, `bounds.origin` and `transform` (about the center) honoured. Subtrees entirely
// outside the current clip (the damaged region) are skipped.

@MainActor
enum ViewRenderer {
    /// One step of the walk: entering a view draws it and queues its subviews; leaving it closes
    /// what entering opened (the clip, the alpha group, the coordinate change).
    private enum Step {
        case enter(UIView, visibleInSuperview: CGRect?)
        case leave(UIView, clipped: Bool, grouped: Bool, transitioning: Bool, restoresState: Bool)
        /// The sublayers of `host`'s layer drawn right above its subview `anchor`.
        case layersAbove(UIView, host: UIView)
    }

    /// Draws `view` and its subtree; the context's user space must be the view's own coordinates.
    /// The walk keeps its own stack, so a tree of any depth draws without recursion (R-U3); each
    /// view is visited once. With `occlusion` (rooted at `root`), what lies beneath its cover is left
    /// out: the own content of the views above the cover and the subviews before each path step.
    static func drawTree(_ root: UIView, in context: CGContext, occlusion: OcclusionPath? = nil) {
        let cr = context.cairo
        // Dynamic colours resolve against the traits of the view drawing (R-AP3): the root's here,
        // and each view with a style override of its own from its entry to its close.
        UITraitCollection.pushCurrent(root.traitCollection)
        defer { UITraitCollection.popCurrent() }
        var steps: [Step] = [.enter(root, visibleInSuperview: nil)]
        // The path views above the cover, entered in order by the depth-first walk.
        let covered = occlusion.map { $0.views.dropLast() } ?? []
        var pathDepth = 0
        while let step = steps.popLast() {
            switch step {
            case .leave(let view, let clipped, let grouped, let transitioning, let restoresState):
                // A view with subviews never has its border in a chrome copy (it is drawn above them).
                close(view, clipActive: clipped, grouped: grouped, transitioning: transitioning, restoresState: restoresState,
                      borderDrawn: false, in: context)
            case .layersAbove(let anchor, let host):
                if let layer = host.layerStorage {
                    context.saveGState()
                    LayerRenderer.drawSublayers(of: layer, in: context, host: host, anchor: anchor)
                    context.restoreGState()
                }
            case .enter(let view, let visible):
                TreeWalk.visitCount += 1
                let isSubview = visible != nil
                if isSubview {
                    // Non-finite geometry cannot be drawn (R-H8): such a subtree is skipped. So is one
                    // whose whole drawing lies outside the clip; a view that does not clip may have
                    // descendants sticking out, so only its extent can say.
                    guard !view.isHidden, view.alpha > 0, view.frame.isFiniteRect, view.transform.isFinite else { continue }
                    let extent = (view.clipsToBounds || view.subviewStorage.isEmpty) && view.layerStorage == nil
                        ? view.frame : view.subtreeExtentInSuperview
                    if let visible, extent.isFiniteRect, visible.isFiniteRect, !extent.intersects(visible) { continue }
                    context.saveGState()
                    // Cairo sizes a group to the clip: without this a fading row would composite
                    // a group as large as the damage (most of the window during a list animation).
                    if view.alpha < 1 { clipToWholePixels(around: view.subtreeExtentInSuperview, in: cr) }
                    enterCoordinates(of: view, in: context)
                }
                let bounds = view.bounds
                guard !view.isHidden, view.alpha > 0, view.alpha.isFinite, bounds.isFiniteRect else {
                    if isSubview { context.restoreGState() }
                    continue
                }
                if isSubview, view.ownStyleOverride != .unspecified {
                    UITraitCollection.pushCurrent(DesktopAppearance.traitCollection(style: view.ownStyleOverride))
                }
                // A layer in a `CATransition` draws its new picture into a group first (R-BR2).
                let transitioning = LayerTransitionRenderer.begin(view.layerStorage, in: cr)
                let grouped = view.alpha < 1 || view.compositesAsGroup
                if grouped { cairo_push_group(cr) }
                if let layer = view.layerStorage { LayerRenderer.beginMask(of: layer, in: context) }
                // A view above the cover draws nothing the cover would not paint over, and of its
                // subviews only the path's next step and those after it.
                var firstSubview = 0
                var borderDrawn = false
                if pathDepth < covered.count, covered[pathDepth] === view, let occlusion {
                    firstSubview = occlusion.childIndices[pathDepth]
                    pathDepth += 1
                } else {
                    borderDrawn = drawOwnContent(of: view, bounds: bounds, in: context)
                }
                guard !view.subviewStorage.isEmpty else {
                    close(view, clipActive: false, grouped: grouped, transitioning: transitioning, restoresState: isSubview,
                          borderDrawn: borderDrawn, in: context)
                    continue
                }
                if view.clipsToBounds {
                    context.saveGState()
                    clip(view, to: bounds, in: context)
                }
                let visibleHere = context.boundingBoxOfClipPath
                steps.append(.leave(view, clipped: view.clipsToBounds, grouped: grouped, transitioning: transitioning, restoresState: isSubview))
                let subviews = view.subviewStorage
                if view.layerStorage?.hasSublayersAmongSubviews == true {
                    // Sublayers sit among the subviews (UIKit's one list): each subview, then the
                    // sublayers above it. Every subview is visited, so that a sublayer above one
                    // outside the clip is still drawn.
                    for index in (firstSubview..<subviews.count).reversed() {
                        steps.append(.layersAbove(subviews[index], host: view))
                        steps.append(.enter(subviews[index], visibleInSuperview: visibleHere))
                    }
                    continue
                }
                // Only the subviews that can reach the clip (a list's visible rows), in order.
                let reaching = view.subviewIndices(reaching: visibleHere).clamped(to: firstSubview..<Int.max)
                for index in reaching.reversed() { steps.append(.enter(subviews[index], visibleInSuperview: visibleHere)) }
            }
        }
    }

    /// The background color (with the layer's shadow and corners, when it has a layer), then
    /// `draw(_:)`, then the layer's sublayers.
    /// Returns whether the layer's border was drawn already (a chrome copy holding it).
    private static func drawOwnContent(of view: UIView, bounds: CGRect, in context: CGContext) -> Bool {
        let layer = view.layerStorage
        var borderDrawn = false
        if view.drawsBackdrop { view.drawBackdrop(in: context, bounds: bounds) }
        if let layer {
            borderDrawn = LayerRenderer.drawBackground(of: view, layer: layer, bounds: bounds, in: context)
        } else if let color = view.backgroundColor, color.alpha > 0 {
            context.saveGState()
            context.setFillColor(color)
            context.fill(bounds)
            context.restoreGState()
        }
        // draw(_:) is told the view's bounds: Cairo's clip already limits the pixels to the damage,
        // and asking Cairo for the clip extents of every view costs more than it saves.
        context.saveGState()
        if view.clipsToBounds, let layer, layer.isRounded { LayerRenderer.clipToShape(of: layer, bounds: bounds, in: context) }
        // A view whose `layerClass` is a shape or gradient layer (or draws in `draw(in:)`) shows that
        // content beneath its own drawing.
        if let layer, type(of: layer) != CALayer.self {
            context.saveGState()
            layer.renderContents(in: context, bounds: bounds)
            context.restoreGState()
        }
        UIGraphicsPushContext(context)
        // What draw(_:) paints stays inside the bounds, as UIKit's backing store, the layer's size,
        // keeps it: pixels past the edge were left behind when the view changed or went, since
        // only its frame is redrawn (the large activity indicator's round spoke ends).
        context.saveGState()
        context.clip(to: bounds)
        view.draw(bounds)
        context.restoreGState()
        UIGraphicsPopContext()
        if let layer, !layer.sublayerStorage.isEmpty {
            // Those beneath every subview; the others are drawn among the subviews.
            if view.clipsToBounds { context.clip(to: bounds) }
            LayerRenderer.drawSublayers(of: layer, in: context, host: view, anchor: nil)
        }
        context.restoreGState()
        return borderDrawn
    }

    /// Clips to the bounds, rounded by the layer's corners.
    private static func clip(_ view: UIView, to bounds: CGRect, in context: CGContext) {
        if let layer = view.layerStorage, layer.isRounded {
            LayerRenderer.clipToShape(of: layer, bounds: bounds, in: context)
        } else {
            context.clip(to: bounds)
        }
    }

    /// Closes what entering `view` opened, after its subviews: its overlay (inside its clip), the
    /// clip, its layer's border and mask, its alpha group, the coordinate change.
    private static func close(_ view: UIView, clipActive: Bool, grouped: Bool, transitioning: Bool, restoresState: Bool,
                              borderDrawn: Bool, in context: CGContext) {
        if view.drawsOverlay {
            context.saveGState()
            if !clipActive, view.clipsToBounds { clip(view, to: view.bounds, in: context) }
            view.drawOverlay(in: context)
            context.restoreGState()
        }
        if clipActive { context.restoreGState() }
        if let layer = view.layerStorage { LayerRenderer.finishViewLayer(layer, bounds: view.bounds, borderDrawn: borderDrawn, in: context) }
        if grouped {
            if view.compositesAsGroup, let group = cairo_pop_group(context.cairo) {
                view.compositeGroup(group, alpha: view.alpha, in: context)
                cairo_pattern_destroy(group)
            } else {
                popAlphaGroup(context.cairo, alpha: view.alpha)
            }
        }
        if transitioning, let layer = view.layerStorage { LayerTransitionRenderer.finish(layer, bounds: view.bounds, in: context) }
        if restoresState {
            context.restoreGState()
            if view.ownStyleOverride != .unspecified { UITraitCollection.popCurrent() }
        }
    }

    /// Narrows the clip to the device pixels `rect` (user space) touches, rounded outwards so that
    /// no edge pixel is clipped partially (that would thin the view's own anti-aliased edges).
    private static func clipToWholePixels(around rect: CGRect, in cr: OpaquePointer) {
        guard rect.isFiniteRect, !rect.isNull else { return }
        let device = deviceBoundingBox(of: rect, in: cr)
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, device.minX.rounded(.down), device.minY.rounded(.down),
                        device.maxX.rounded(.up) - device.minX.rounded(.down), device.maxY.rounded(.up) - device.minY.rounded(.down))
        cairo_clip(cr)
        cairo_set_matrix(cr, &matrix)
    }

    /// The bounding box in device space of `rect` in `cr`'s user space (through any transform).
    static func deviceBoundingBox(of rect: CGRect, in cr: OpaquePointer) -> CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for (x, y) in [(rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY)] {
            var dx = Double(x), dy = Double(y)
            cairo_user_to_device(cr, &dx, &dy)
            xs.append(dx)
            ys.append(dy)
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Paints the group pushed for a view with alpha below 1 (alpha multiplies down the tree).
    private static func popAlphaGroup(_ cr: OpaquePointer, alpha: CGFloat) {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, Double(alpha))
    }

    /// Moves the user space from a superview's coordinates into `child`'s:
    /// p_super = center + T · (p − boundsCenter).
    static func enterCoordinates(of child: UIView, in context: CGContext) {
        let center = child.center
        let bounds = child.bounds
        context.translateBy(x: center.x, y: center.y)
        if !child.transform.isIdentity, child.transform.isFinite { context.concatenate(child.transform) }
        context.translateBy(x: -bounds.midX, y: -bounds.midY)
    }

    /// Renders the damaged part of `window` into `context`, whose user space is the window's
    /// coordinates. Pixels outside the damage are left as they were.
    ///
    /// Each damaged rectangle is drawn in its own pass, clipped to it: culling works on the clip's
    /// bounding box, and the box around a strip at the bottom and an indicator at the top of a
    /// list is the whole list (R-S5). Rectangles that overlap are drawn together.
    /// The window is laid out already (the compositor does it before it looks at the damage).
    static func render(_ window: UIWindow, damage: DamageRegion, in context: CGContext) {
        for pass in disjointGroups(damage.rects) {
            render(window, clip: pass, in: context)
        }
    }

    private static func render(_ window: UIWindow, clip rects: [CGRect], in context: CGContext) {
        let cr = context.cairo
        context.saveGState()
        cairo_new_path(cr)
        for rect in rects {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cr)
        context.pixelClip = rects.count == 1 ? PixelClip(rects[0], in: cr) : .unknown
        // A view whose opaque background covers the whole pass hides everything beneath it: a
        // press that recolours a full-window view fills the window once, not three times.
        let occlusion = OcclusionPath.covering(DamageRegion.bounds(of: rects), in: window)
        if occlusion == nil {
            // An undrawn window is black, as in UIKit.
            cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_rgba(cr, 0, 0, 0, 1)
            cairo_paint(cr)
            cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        }
        drawTree(window, in: context, occlusion: occlusion)
        context.restoreGState()
    }

    /// Groups of overlapping rectangles. A pixel that two passes both cover is merely drawn twice
    /// (each pass starts from black inside its clip, so the result is the same).
    static func disjointGroups(_ rects: [CGRect]) -> [[CGRect]] {
        var groups: [[CGRect]] = []
        for rect in rects {
            var merged = [rect]
            groups.removeAll { group in
                guard group.contains(where: { g in merged.contains { $0.intersects(g) } }) else { return false }
                merged += group
                return true
            }
            groups.append(merged)
        }
        return groups
    }
}

extension UIView {
    /// Draws the view and its subviews into the current context, scaled to fill `rect`, as UIKit's
    /// `drawHierarchy(in:afterScreenUpdates:)`. Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        layoutIfNeeded()
        let b = bounds
        guard b.width > 0, b.height > 0, rect.isFiniteRect else { return false }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / b.width, y: rect.height / b.height)
        context.translateBy(x: -b.minX, y: -b.minY)
        ViewRenderer.drawTree(self, in: context)
        context.restoreGState()
        return true
    }
}
