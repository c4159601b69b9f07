import Foundation

// What a view's change asks of the window (R-R2): the damage to redraw — the whole view, a part
// of it, or, when its geometry changed, where it was and where it is — and the layout a new size
// needs. The window redraws its damaged region once per turn.

extension UIView {
    /// Marks the whole view as needing to be redrawn.
    public func setNeedsDisplay() { setNeedsDisplay(storedBounds) }

    /// Marks `rect` (in the view's coordinates) as needing to be redrawn. Invalidations coalesce: the
    /// window redraws its damaged region once per run-loop turn (R-R2).
    public func setNeedsDisplay(_ rect: CGRect) {
        guard rect.isFiniteRect, let window else { return }
        window.addDamage(convert(rect, to: window))
    }

    /// As in UIKit, a view lays out again when its bounds change (a new size, or a scroll: that is
    /// how a list recycles its rows in `layoutSubviews`); moving it or transforming it does not,
    /// and a subview's change does not lay out its superview.
    final func geometryDidChange(previousFootprint: CGRect, needsLayout: Bool = false) {
        invalidateSubtreeExtent()
        if translatesAutoresizingMaskStorage, let state = autoLayoutStorage?.state, let engine = state.engine {
            engine.frameDidChange(state)
        }
        if needsLayout {
            setNeedsLayout()
            if let window = self as? UIWindow { window.sizeClassesMayHaveChanged() }
            // A root view's system minimum margins depend on its width (UIViewController).
            if owningViewController != nil, autoLayoutStorage?.marginsGuide != nil { marginsOrSafeAreaDidChange() }
        }
        guard let window else { return }
        if let coalescer = GeometryDamageCoalescer.current {
            coalescer.note(self, previousFootprint: previousFootprint)
            return
        }
        window.addDamage(previousFootprint)
        window.addDamage(damageFootprint())
    }
}
