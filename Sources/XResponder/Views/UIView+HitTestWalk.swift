import Foundation

// Step 3 of UIView.hitTest (R-H1 … R-H8): the walk over the subviews, front to back. The
// overridable steps stay in UIView.swift; this is the part no app overrides.

extension UIView {
    /// Step 3 of `hitTest`: the subviews, front to back. With many subviews in y order (a list, a
    /// grid) the cull index skips those of XResponder's own classes whose extent cannot contain the
    /// point — they would answer nil — while every view of an application's class is still asked,
    /// in the same order, since it may override hit-testing (R-H5).
    final func hitTestSubviews(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let count = subviewStorage.count
        if count >= ChildCullIndex.minimumCount, point.x.isFinite {
            let subviews = subviewStorage
            if childCullIndex == nil { childCullIndex = ChildCullIndex(subviews: subviews) }
            if let index = childCullIndex, let range = index.candidates(containingY: point.y, count: count) {
                var order = HitCandidateOrder(range: range, askedAnywhere: index.askedAnywhere)
                while let position = order.next() {
                    let child = subviews[position]
                    if let fitView = child.hitTest(child.pointFromSuperview(point), with: event) { return fitView }
                }
                return nil
            }
        }
        // Read by index from the stored array rather than from a copy: iterating a copy keeps
        // its buffer retained for the walk, a retain and a release per level of every touch's hit
        // test (issue #50).
        var position = count - 1
        while position >= 0, position < subviewStorage.count {
            let child = subviewStorage[position]
            let childPoint = child.pointFromSuperview(point)   // convert(point, to: child), one step
            if let fitView = child.hitTest(childPoint, with: event) { return fitView }
            position = Self.positionBelow(child, at: position, in: subviewStorage)
        }
        return nil
    }

    /// Where the walk goes after asking `child`, which was at `position`: the subview below it.
    /// An override with side effects (R-H5 asks for none) may have changed the subviews while it
    /// was asked; the walk then goes on below `child` where it is now, or below where it was if it
    /// left — never asking a view twice or one that left.
    fileprivate static func positionBelow(_ child: UIView, at position: Int, in subviews: [UIView]) -> Int {
        if position < subviews.count, subviews[position] === child { return position - 1 }
        if let moved = subviews.lastIndex(where: { $0 === child }) { return moved - 1 }
        return min(position, subviews.count) - 1
    }
}
