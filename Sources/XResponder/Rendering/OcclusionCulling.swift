import Foundation

/// Finds the view whose opaque background covers a whole damaged area, so that what lies beneath it
/// is not drawn (R-R1 gives the same pixels; issue #9 measured the frames of a press).
///
/// A view covers its frame when its `backgroundColor` is fully opaque and its layer has no rounded
/// corners or mask: the background is filled over the whole of `bounds` before anything else it draws. Beneath it in painting order are its
/// ancestors' backgrounds and `draw(_:)` content, the subtrees of the siblings before it (and of
/// its ancestors' siblings before them), and the black an undrawn window starts from. None of that
/// can show through, provided every view on the way down draws where its frame says and without
/// blending: visible, `alpha` exactly 1 (an alpha group blends with what is beneath), identity
/// `transform`, finite geometry. What comes after the cover in painting order (its own content and
/// subviews, later siblings, ancestors' overlays such as scroll indicators) is drawn as always.
///
/// The search descends from the window through, at each level, the frontmost subview whose frame
/// contains the whole area, and keeps the deepest opaque one. It is conservative: an area covered
/// only by several views together, or by an earlier sibling while a later transparent one also
/// contains it, is drawn in full. `isOpaque` is not used: it is true by
/// default on every view, so it says nothing about the pixels.
@MainActor
struct OcclusionPath {
    /// The window, then each view down to the cover (the last one).
    let views: [UIView]
    /// `childIndices[i]`: the index of `views[i + 1]` among `views[i]`'s subviews.
    let childIndices: [Int]

    /// The path to the deepest view that covers `area` (the window's bounds coordinates), or nil when
    /// no view does.
    static func covering(_ area: CGRect, in window: UIWindow) -> OcclusionPath? {
        guard area.isFiniteRect, !area.isEmpty, drawsUnblended(window), window.bounds.isFiniteRect else { return nil }
        var views: [UIView] = [window]
        var childIndices: [Int] = []
        var coverDepth = isOpaque(window) && encloses(window.bounds, area) ? 1 : 0
        var current: UIView = window
        // Adding `offset` takes a point from `current`'s bounds coordinates to the window's.
        var offset = CGPoint.zero
        while true {
            let local = area.offsetBy(dx: -offset.x, dy: -offset.y)
            let subviews = current.subviewStorage
            var found: Int?
            for index in current.subviewIndices(reaching: local).reversed() {
                let subview = subviews[index]
                // Every view on the path contains the area, so no clipping ancestor cuts into it.
                // The frame first: a thousand cards under a full-window damage enclose nothing.
                let frame = subview.frame
                guard frame.isFiniteRect, encloses(frame.offsetBy(dx: offset.x, dy: offset.y), area) else { continue }
                guard drawsUnblended(subview), subview.bounds.isFiniteRect else { continue }
                found = index
                break
            }
            guard let index = found else { break }
            let child = subviews[index]
            views.append(child)
            childIndices.append(index)
            if isOpaque(child) { coverDepth = views.count }
            offset.x += child.frame.minX - child.bounds.minX
            offset.y += child.frame.minY - child.bounds.minY
            current = child
        }
        guard coverDepth > 0 else { return nil }
        return OcclusionPath(views: Array(views.prefix(coverDepth)), childIndices: Array(childIndices.prefix(coverDepth - 1)))
    }

    /// Whether `outer` contains `inner`, edges included. Foundation's `contains` compares a union
    /// with `outer`, which rounding makes false for frames such as a rotated view's.
    private static func encloses(_ outer: CGRect, _ inner: CGRect) -> Bool {
        outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }

    /// Drawn where its frame says, without blending with what is beneath.
    /// A layer that clips to a shape (rounded corners, a mask) cuts into the area: not a path step.
    private static func drawsUnblended(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha == 1 && view.transform.isIdentity && !(view.layerStorage?.clipsToShape ?? false)
    }

    /// Its background fills its bounds with no transparency.
    private static func isOpaque(_ view: UIView) -> Bool {
        guard let color = view.backgroundColor else { return false }
        return color.alpha >= 1 && view.layerStorage?.fillsBounds ?? true
    }
}
