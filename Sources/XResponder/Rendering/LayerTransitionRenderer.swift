import CCairo
import Foundation

/// Draws a layer (or a view's layer) in the middle of a `CATransition` (R-BR2): its new picture is
/// drawn into a group, then painted together with the old picture the transition took, each where
/// the transition's type and progress put it.
@MainActor
enum LayerTransitionRenderer {
    /// Starts the group for `layer`'s new picture when a transition is showing on it; returns
    /// whether it did (and so whether `finish` must be called).
    static func begin(_ layer: CALayer?, in cr: OpaquePointer) -> Bool {
        guard let layer, !layer.animationEntries.isEmpty, layer.transitionInProgress != nil else { return false }
        cairo_push_group(cr)
        return true
    }

    /// Paints the new picture (the group `begin` started) and the old one. `bounds` is the layer's.
    static func finish(_ layer: CALayer, bounds: CGRect, in context: CGContext) {
        let cr = context.cairo
        guard let newPicture = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(newPicture) }
        guard let (transition, progress) = layer.transitionInProgress else {
            // Ended between the start and end of this layer's drawing: the new picture alone.
            cairo_set_source(cr, newPicture)
            cairo_paint(cr)
            return
        }
        let place = transition.placement(at: progress)
        cairo_save(cr)
        if transition.isMoving {
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
        }
        let old = transition.snapshot
        func paintNew() {
            cairo_save(cr)
            cairo_translate(cr, Double(place.new.dx * bounds.width), Double(place.new.dy * bounds.height))
            cairo_set_source(cr, newPicture)
            // With no old picture a fade brings the new one in over nothing.
            cairo_paint_with_alpha(cr, old == nil && !transition.isMoving ? Double(progress) : 1)
            cairo_restore(cr)
        }
        func paintOld() {
            guard let old, old.scale > 0 else { return }
            cairo_save(cr)
            cairo_translate(cr, Double(transition.snapshotOrigin.x + place.old.dx * bounds.width),
                            Double(transition.snapshotOrigin.y + place.old.dy * bounds.height))
            cairo_scale(cr, Double(1 / old.scale), Double(1 / old.scale))
            cairo_set_source_surface(cr, old.surface, 0, 0)
            cairo_paint_with_alpha(cr, Double(place.oldAlpha))
            cairo_restore(cr)
        }
        if place.oldOnTop { paintNew(); paintOld() } else { paintOld(); paintNew() }
        cairo_restore(cr)
    }
}
