import Foundation

extension UIWindow {
    /// Notes a view that blurs what lies behind it (once).
    func registerBackdrop(_ view: UIView) {
        guard !backdropViews.contains(where: { $0.object === view }) else { return }
        backdropViews.append(Weak(view))
    }

    /// Whether `view` and its ancestors are shown (a hidden one draws nothing to redraw).
    private static func isShown(_ view: UIView) -> Bool {
        var current: UIView? = view
        while let each = current {
            if each.isHidden || each.alpha <= 0 { return false }
            current = each.superview
        }
        return true
    }

    /// A blur depends on every pixel behind it: when damage (or a scroll's pixel move, `moved`)
    /// touches a blurring view, the whole view is redrawn, so its blur is never computed from a
    /// part. Views that died, left the window or stopped blurring are dropped from the list.
    func expandDamageForBackdrops(moved: DamageRegion) {
        guard !backdropViews.isEmpty else { return }
        backdropViews.removeAll { entry in
            guard let view = entry.object, view.window === self else { return true }
            return !view.drawsBackdrop
        }
        guard !damage.isEmpty || !moved.isEmpty else { return }
        for entry in backdropViews {
            guard let view = entry.object, Self.isShown(view) else { continue }
            let frame = view.convert(view.bounds, to: self)
            guard frame.isFiniteRect else { continue }
            if damage.rects.contains(where: { $0.intersects(frame) }) || moved.rects.contains(where: { $0.intersects(frame) }) {
                damage.add(frame)
            }
        }
    }
}
