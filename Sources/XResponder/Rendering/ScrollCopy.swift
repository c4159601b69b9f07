import Foundation

// Scrolling by copying pixels (R-S5). When a scroll view's content moves by whole pixels and its
// pixels depend on nothing underneath it (an opaque background, full alpha and no transform on it
// or its ancestors), the compositor moves what stays visible inside the backing surface and redraws
// only the strip that came into view — a few rows of a 10,000-row list instead of every visible one.
//
// Damage taken before the scroll moves with the pixels it marks; views drawn above the scroll view
// (later siblings, the indicators) are redrawn where they are and where their moved pixels landed.
// Anything that does not fit these rules falls back to damaging the whole visible rectangle, which
// is always correct.

/// One pending move of a rectangle of the backing surface, in window points: the pixels at
/// `p + delta` move to `p`, for `p` in `rect`.
struct ScrollCopy: Equatable {
    var rect: CGRect
    var delta: CGPoint

    /// The strips of `rect` a copy by `delta` cannot fill: where the pixels at `p + delta` lie
    /// outside the rectangle. Shared by scrolling and by sliding rows (`SlideCopy`).
    static func exposedStrips(in rect: CGRect, delta: CGPoint) -> [CGRect] {
        var strips: [CGRect] = []
        if delta.y > 0 { strips.append(CGRect(x: rect.minX, y: rect.maxY - delta.y, width: rect.width, height: delta.y)) }
        if delta.y < 0 { strips.append(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: -delta.y)) }
        if delta.x > 0 { strips.append(CGRect(x: rect.maxX - delta.x, y: rect.minY, width: delta.x, height: rect.height)) }
        if delta.x < 0 { strips.append(CGRect(x: rect.minX, y: rect.minY, width: -delta.x, height: rect.height)) }
        return strips
    }
}

extension UIWindow {
    /// At most this many moves wait for a frame; a window nobody draws (headless, no compositor)
    /// falls back to plain damage past it.
    static let pendingScrollCopyLimit = 8

    /// Records that the content of `rect` (window points) moved by `-delta`, and damages what the
    /// move cannot supply. Returns false when the move cannot be a copy; the caller then damages
    /// the rectangle instead.
    func noteScrollCopy(rect: CGRect, delta: CGPoint, exposedByMove exposed: [CGRect]) -> Bool {
        guard rect.isFiniteRect, delta.isFinite, !rect.isEmpty else { return false }
        // Damage already waiting inside the rectangle travels with its pixels.
        let moved = damage.rects.compactMap { r -> CGRect? in
            let inside = r.intersection(rect)
            guard !inside.isNull, !inside.isEmpty else { return nil }
            let shifted = inside.offsetBy(dx: -delta.x, dy: -delta.y).intersection(rect)
            return shifted.isNull || shifted.isEmpty ? nil : shifted
        }
        if let index = pendingScrollCopies.firstIndex(where: { $0.rect == rect }) {
            pendingScrollCopies[index].delta.x += delta.x
            pendingScrollCopies[index].delta.y += delta.y
        } else {
            guard pendingScrollCopies.count < Self.pendingScrollCopyLimit else { return false }
            pendingScrollCopies.append(ScrollCopy(rect: rect, delta: delta))
        }
        for r in moved { addDamage(r) }
        for r in exposed { addDamage(r) }
        // Even with nothing exposed the window must draw a frame to perform the move.
        if damage.isEmpty { platformWindow?.setNeedsDisplay(self) }
        return true
    }

    /// The moves since the last frame; the compositor performs them before drawing the damage.
    func takeScrollCopies() -> [ScrollCopy] {
        defer { pendingScrollCopies.removeAll() }
        return pendingScrollCopies
    }
}

extension UIScrollView {
    /// Moves the bounds to `offset`, damaging as little as a pixel copy allows.
    func scrollBounds(to offset: CGPoint) {
        let old = bounds.origin
        let delta = CGPoint(x: offset.x - old.x, y: offset.y - old.y)
        guard let window, let copy = copyRectInWindow(moving: delta) else {
            bounds.origin = offset
            return
        }
        // Exposed strips: where the moved pixels come from outside the rectangle.
        var exposed = ScrollCopy.exposedStrips(in: copy, delta: delta)
        // Views drawn above this one inside the rectangle: redrawn where they are, and where the
        // copy moved their old pixels. The indicator bars likewise, at their new place (below).
        for above in footprintsDrawnAbove(within: copy) {
            exposed.append(above)
            exposed.append(above.offsetBy(dx: -delta.x, dy: -delta.y).intersection(copy))
        }
        for bar in indicatorBarsInWindow() {
            exposed.append(bar.offsetBy(dx: -delta.x, dy: -delta.y).intersection(copy))
        }
        guard window.noteScrollCopy(rect: copy, delta: delta, exposedByMove: exposed.filter { !$0.isNull && !$0.isEmpty }) else {
            bounds.origin = offset
            return
        }
        // The geometry changes as any bounds change does, without damaging the whole view.
        storedBounds.origin = offset
        invalidateSubtreeExtent()
        setNeedsLayout()
        for bar in indicatorBarsInWindow() { window.addDamage(bar) }
    }

    /// The visible rectangle in window points when a move by `delta` can be a pixel copy, else nil:
    /// whole points, an opaque clipping scroll view, and no alpha, hiding or transform on the way
    /// up to the window (any of those blends or bends what is underneath into its pixels).
    func copyRectInWindow(moving delta: CGPoint) -> CGRect? {
        guard delta.x == delta.x.rounded(), delta.y == delta.y.rounded(), delta != .zero,
              clipsToBounds, let window, let background = backgroundColor, background.alpha >= 1 else { return nil }
        var rect = convert(bounds, to: window)
        var view: UIView = self
        while !(view is UIWindow) {
            guard view.storedTransform.isIdentity, view.alpha >= 1, !view.isHidden, let parent = view.superview else { return nil }
            if parent.clipsToBounds, !(parent is UIWindow) { rect = rect.intersection(parent.convert(parent.bounds, to: window)) }
            view = parent
        }
        rect = rect.intersection(window.bounds)
        guard !rect.isNull, rect.isFiniteRect, rect.width > abs(delta.x), rect.height > abs(delta.y),
              rect.minX == rect.minX.rounded(), rect.minY == rect.minY.rounded(),
              rect.width == rect.width.rounded(), rect.height == rect.height.rounded() else { return nil }
        return rect
    }

    /// Footprints (window points) of views drawn after this one that reach into `rect`.
    func footprintsDrawnAbove(within rect: CGRect) -> [CGRect] {
        var result: [CGRect] = []
        var child: UIView = self
        while let parent = child.superview {
            if let index = parent.subviews.firstIndex(where: { $0 === child }) {
                for sibling in parent.subviews[(index + 1)...] where !sibling.isHidden {
                    let footprint = sibling.damageFootprint().intersection(rect)
                    if !footprint.isNull, !footprint.isEmpty { result.append(footprint) }
                }
            }
            child = parent
        }
        return result
    }

    func indicatorBarsInWindow() -> [CGRect] {
        guard indicators.isVisible, let window else { return [] }
        return indicators.bars().map { convert($0, to: window) }
    }
}
