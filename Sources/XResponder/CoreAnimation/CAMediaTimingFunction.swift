import Foundation

/// How an animation's progress follows time: a cubic Bézier from (0, 0) to (1, 1) with two
/// control points, as Core Animation's. The named curves have Core Animation's control points.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let c1x: Float, c1y: Float, c2x: Float, c2y: Float

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: (c1x, c1y, c2x, c2y) = (0, 0, 1, 1)
        case .easeIn: (c1x, c1y, c2x, c2y) = (0.42, 0, 1, 1)
        case .easeOut: (c1x, c1y, c2x, c2y) = (0, 0, 0.58, 1)
        case .easeInEaseOut: (c1x, c1y, c2x, c2y) = (0.42, 0, 0.58, 1)
        default: (c1x, c1y, c2x, c2y) = (0.25, 0.1, 0.25, 1)   // .default and unknown names
        }
        super.init()
    }

    /// A curve of one's own. The x coordinates are clamped to 0…1 (time runs forwards); the y
    /// coordinates may leave it, for curves that overshoot.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        func clean(_ v: Float, _ fallback: Float) -> Float { v.isFinite ? v : fallback }
        self.c1x = min(max(clean(c1x, 0), 0), 1); self.c1y = clean(c1y, 0)
        self.c2x = min(max(clean(c2x, 1), 0), 1); self.c2y = clean(c2y, 1)
        super.init()
    }

    /// The point at `index` (0: the start, 1 and 2: the control points, 3: the end), written as
    /// two floats into `values`.
    open func getControlPoint(at index: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points: [(Float, Float)] = [(0, 0), (c1x, c1y), (c2x, c2y), (1, 1)]
        guard points.indices.contains(index) else { return }
        ptr[0] = points[index].0
        ptr[1] = points[index].1
    }

    /// The eased progress at linear time `t` (0…1).
    func progress(_ t: CGFloat) -> CGFloat {
        if c1x == c1y && c2x == c2y { return t }   // a straight line
        return TimingCurve.custom(CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y)).apply(min(max(t, 0), 1))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CAMediaTimingFunction else { return false }
        return (c1x, c1y, c2x, c2y) == (other.c1x, other.c1y, other.c2x, other.c2y)
    }

    open override var hash: Int { Int(c1x * 1000) ^ Int(c2y * 1_000_000) }
}
