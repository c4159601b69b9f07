import CCairo
import Foundation

// Drawing a view tree with Cairo (R-R1): each view fills its background color, then draws its
// `draw(_:)` content, then its subviews in order (back to front), with alpha applied to the whole
// subtree (a Cairo group, so overlapping children do not show through each other), `isHidden`,
// `clipsToBounds`, `bounds.origin` and `transform` (about the center) honoured. Subtrees entirely
// outside the current clip (the damaged region) are skipped.

@MainActor
enum ViewRenderer {
    /// Draws `view` and its subtree; the context's user space must be the view's own coordinates.
    static func drawTree(_ view: UIView, in context: CGContext) {
        let bounds = view.bounds
        guard !view.isHidden, view.alpha > 0, view.alpha.isFinite, bounds.isFiniteRect else { return }
        let cr = context.cairo
        let grouped = view.alpha < 1
        if grouped { cairo_push_group(cr) }
        // Every way out of this function paints the group with the view's alpha.
        defer {
            if grouped {
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, Double(view.alpha))
            }
        }

        if let color = view.backgroundColor, color.alpha > 0 {
            context.saveGState()
            context.setFillColor(color)
            context.fill(bounds)
            context.restoreGState()
        }

        // draw(_:) is told the view's bounds: Cairo's clip already limits the pixels to the damage,
        // and asking Cairo for the clip extents of every view costs more than it saves.
        context.saveGState()
        UIGraphicsPushContext(context)
        view.draw(bounds)
        UIGraphicsPopContext()
        context.restoreGState()
        guard !view.subviewStorage.isEmpty else { return }

        if view.clipsToBounds {
            context.saveGState()
            context.clip(to: bounds)
        }
        let visible = context.boundingBoxOfClipPath
        for child in view.subviewStorage {
            // Non-finite geometry cannot be drawn (R-H8): such a subtree is skipped.
            guard !child.isHidden, child.alpha > 0, child.frame.isFiniteRect, child.transform.isFinite else { continue }
            // Cull a child whose whole drawing lies outside the clip. A child that does not clip may
            // have descendants sticking out, so only its footprint can say.
            let extent = child.clipsToBounds || child.subviews.isEmpty ? child.frame : child.subtreeExtentInSuperview
            if extent.isFiniteRect, visible.isFiniteRect, !extent.intersects(visible) { continue }
            context.saveGState()
            enterCoordinates(of: child, in: context)
            drawTree(child, in: context)
            context.restoreGState()
        }
        if view.clipsToBounds { context.restoreGState() }
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
    static func render(_ window: UIWindow, damage: DamageRegion, in context: CGContext) {
        window.layoutIfNeeded()
        let cr = context.cairo
        context.saveGState()
        cairo_new_path(cr)
        for rect in damage.rects {
            cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        }
        cairo_clip(cr)
        // An undrawn window is black, as in UIKit.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        drawTree(window, in: context)
        context.restoreGState()
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

    /// The view's bounding box in its window (or root) coordinates, including subviews that stick
    /// out when it does not clip: everything a change to this view can repaint.
    func damageFootprint() -> CGRect {
        guard superviewStorage != nil || self is UIWindow else { return .null }
        let own = convert(bounds, to: nil)
        guard !clipsToBounds else { return own }
        return subviewStorage.reduce(own) { $0.union($1.damageFootprint()) }
    }

    /// Damages everything this view covers in its window.
    func invalidateFootprint() {
        guard let window else { return }
        window.addDamage(damageFootprint())
    }

    /// The bounding box of the view and its non-clipped descendants, in the superview's coordinates.
    var subtreeExtentInSuperview: CGRect {
        var extent = frame
        guard !clipsToBounds else { return extent }
        for child in subviewStorage {
            let childExtent = child.subtreeExtentInSuperview
            guard !childExtent.isNull, childExtent.isFiniteRect else { continue }
            extent = extent.union(convert(childExtent, to: superviewStorage))
        }
        return extent
    }
}
