import Foundation

// Converting points and rectangles between coordinate spaces (R-H4).
//
// A point p in a view maps to its superview as   center + T · (p − boundsCenter)
// where T is the view's transform (applied about the center) and boundsCenter is the middle of its
// bounds (so a scrolled bounds origin moves the content). Converting between any two views goes up
// from the source to the window (or root) and back down to the destination. A view whose transform
// cannot be inverted maps every point to NaN, which is never inside anything (R-H8).

extension UIView {
    /// Converts `point` from this view's coordinates to `view`'s; nil means the window.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        if let view, view.superviewStorage === self { return view.pointFromSuperview(point) }
        if let view, superviewStorage === view { return pointToSuperview(point) }
        let inRoot = pointToRoot(point)
        guard let view else { return inRoot.point }
        let destinationRoot = view.rootView
        if destinationRoot === inRoot.root { return view.pointFromRoot(inRoot.point) }
        // Different hierarchies: go through the screen when both are in windows.
        let screenPoint = (inRoot.root as? UIWindow)?.convertToScreen(inRoot.point) ?? inRoot.point
        let destinationRootPoint = (destinationRoot as? UIWindow)?.convertFromScreen(screenPoint) ?? screenPoint
        return view.pointFromRoot(destinationRootPoint)
    }

    /// Converts `point` from `view`'s coordinates (nil: the window) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        if let view { return view.convert(point, to: self) }
        // From the window: the window's coordinates are the root's when the view is in a window.
        return pointFromRoot(point)
    }

    /// Converts `rect` to `view`'s coordinates: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, to: view) }
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        boundingBox(of: rect) { convert($0, from: view) }
    }

    // MARK: One step up or down

    /// This view's point expressed in its superview's coordinates.
    func pointToSuperview(_ point: CGPoint) -> CGPoint {
        let b = storedBounds
        let offset = CGPoint(x: point.x - (b.origin.x + b.size.width / 2), y: point.y - (b.origin.y + b.size.height / 2))
        let moved = storedTransform.isIdentity ? offset : offset.applying(storedTransform)
        return CGPoint(x: moved.x + storedCenter.x, y: moved.y + storedCenter.y)
    }

    /// A point in the superview's coordinates expressed in this view's.
    func pointFromSuperview(_ point: CGPoint) -> CGPoint {
        let offset = CGPoint(x: point.x - storedCenter.x, y: point.y - storedCenter.y)
        let local: CGPoint
        if storedTransform.isIdentity {
            local = offset
        } else if let inverse = storedTransform.invertedIfPossible {
            local = offset.applying(inverse)
        } else {
            return .notANumber
        }
        let b = storedBounds
        return CGPoint(x: local.x + b.origin.x + b.size.width / 2, y: local.y + b.origin.y + b.size.height / 2)
    }

    // MARK: Through the root

    /// The topmost ancestor (the window when the view is in one).
    var rootView: UIView {
        var view = self
        while let parent = view.superviewStorage { view = parent }
        return view
    }

    func pointToRoot(_ point: CGPoint) -> (point: CGPoint, root: UIView) {
        var view = self
        var p = point
        while let parent = view.superviewStorage {
            p = view.pointToSuperview(p)
            view = parent
        }
        return (p, view)
    }

    func pointFromRoot(_ point: CGPoint) -> CGPoint {
        var chain: [UIView] = []
        var view: UIView? = self
        while let current = view, current.superviewStorage != nil {
            chain.append(current)
            view = current.superviewStorage
        }
        var p = point
        for step in chain.reversed() { p = step.pointFromSuperview(p) }
        return p
    }

    func boundingBox(of rect: CGRect, _ map: (CGPoint) -> CGPoint) -> CGRect {
        guard rect.isFiniteRect else { return .null }
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY)].map(map)
        guard corners.allSatisfy(\.isFinite) else { return .null }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
