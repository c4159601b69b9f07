import Foundation

// How far a view's drawing reaches: its frame (grown by its layer's shadow and sublayers) plus every
// descendant that is not clipped away. The
// renderer culls subtrees with it and damage tracking repaints it when a view moves.
//
// Computing it from scratch at every level is quadratic on a deep tree (and recursive), so each view
// caches its extent. A change of geometry, of clipsToBounds or of the subviews invalidates the view
// and its ancestors; the climb stops at the first ancestor already invalid, because an invalid view's
// ancestors are always invalid too. Recomputing walks only the invalid views, bottom up, with an
// explicit stack (R-U3).

extension UIView {
    /// Forgets the cached extent of this view and of its ancestors.
    func invalidateSubtreeExtent() {
        var view: UIView? = self
        while let current = view, current.cachedSubtreeExtent != nil {
            current.cachedSubtreeExtent = nil
            view = current.superviewStorage
            // The parent's cull index was built from this extent (it made every child's valid).
            view?.childCullIndex = nil
        }
    }

    /// The bounding box of the view and its non-clipped descendants, in the superview's coordinates.
    var subtreeExtentInSuperview: CGRect {
        if let cached = cachedSubtreeExtent { return cached }
        // Post-order over the invalid part of the subtree: children before their parent.
        var pending: [(view: UIView, childrenDone: Bool)] = [(self, false)]
        while let (view, childrenDone) = pending.popLast() {
            guard view.cachedSubtreeExtent == nil else { continue }
            TreeWalk.visitCount += 1
            if view.clipsToBounds || view.subviewStorage.isEmpty {
                view.cachedSubtreeExtent = view.ownDrawingExtentInSuperview
                continue
            }
            guard childrenDone else {
                pending.append((view, true))
                for child in view.subviewStorage where child.cachedSubtreeExtent == nil { pending.append((child, false)) }
                continue
            }
            var extent = view.ownDrawingExtentInSuperview
            for child in view.subviewStorage {
                guard let childExtent = child.cachedSubtreeExtent, !childExtent.isNull, childExtent.isFiniteRect else { continue }
                extent = extent.union(view.boundingBox(of: childExtent) { view.pointToSuperview($0) })
            }
            view.cachedSubtreeExtent = extent
        }
        return cachedSubtreeExtent ?? frame
    }

    /// The view's bounding box in its window (or root) coordinates, including subviews that stick
    /// out when it does not clip: everything a change to this view can repaint.
    func damageFootprint() -> CGRect {
        guard let superview = superviewStorage else {
            // A window's own coordinates are the window's; damage is clipped to its bounds anyway.
            return self is UIWindow ? storedBounds : .null
        }
        return superview.convert(subtreeExtentInSuperview, to: nil)
    }

    /// Damages everything this view covers in its window.
    func invalidateFootprint() {
        guard let window else { return }
        window.addDamage(damageFootprint())
    }
}
