import CCairo
import Foundation

/// A resolution-independent path, as CoreGraphics' `CGPath`: moves, lines, quadratic and cubic
/// curves and closes, in user-space coordinates. Arcs, ellipses and rounded rectangles are stored as
/// the cubic curves that draw them, so a path replays into Cairo, measures its length (for
/// `CAShapeLayer.strokeEnd`) and transforms without special cases.
///
/// `CGPath` is immutable once made; `CGMutablePath` is the one to build with. Both are classes, as in
/// CoreGraphics, so a layer's `path` can be shared between layers cheaply.
public class CGPath: @unchecked Sendable, Hashable {
    /// One drawing command. Points are in the path's coordinates.
    public enum Element: Hashable, Sendable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    // Mutated only through CGMutablePath, whose users own it (CoreGraphics' own rule).
    var storedElements: [Element]

    init(elements: [Element]) { storedElements = elements }

    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.storedElements)
    }

    /// The commands, in order (CoreGraphics hands them out one by one through `applyWithBlock`).
    public var elements: [Element] { storedElements }

    public var isEmpty: Bool { storedElements.isEmpty }

    /// The box around every point of the path, control points included (CoreGraphics'
    /// `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for point in storedElements.flatMap(\.points) { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The box around the drawn path (curves flattened), tighter than `boundingBox`.
    @MainActor public var boundingBoxOfPath: CGRect {
        PathFlattening.withScratchContext { cr in
            replay(into: cr)
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            cairo_path_extents(cr, &x1, &y1, &x2, &y2)
            return isEmpty ? .null : CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }

    /// The last point added, or `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, current = CGPoint.zero
        for element in storedElements {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .close: current = start
            }
        }
        return current
    }

    /// Whether `point` lies inside the filled path (non-zero winding unless `eoFill`).
    @MainActor public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                                    transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        return PathFlattening.withScratchContext { cr in
            replay(into: cr, transform: transform)
            cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            return cairo_in_fill(cr, Double(point.x), Double(point.y)) != 0
        }
    }

    public func copy() -> CGPath? { CGPath(elements: storedElements) }

    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: storedElements.map { $0.applying(t) })
    }

    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: storedElements) }

    /// Adds the path to Cairo's current path (after `transform`), without starting a new one.
    func replay(into cr: OpaquePointer, transform: CGAffineTransform = .identity) {
        var current = CGPoint.zero
        for element in storedElements {
            let e = transform.isIdentity ? element : element.applying(transform)
            switch e {
            case .move(let p):
                guard p.isFinitePoint else { continue }
                cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p):
                guard p.isFinitePoint else { continue }
                cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case .quadCurve(let p, let c):
                guard p.isFinitePoint, c.isFinitePoint else { continue }
                // The cubic with the same curve: control points two thirds of the way to `c`.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .curve(let p, let c1, let c2):
                guard p.isFinitePoint, c1.isFinitePoint, c2.isFinitePoint else { continue }
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
                current = p
            case .close:
                cairo_close_path(cr)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storedElements == rhs.storedElements }
    public func hash(into hasher: inout Hasher) { hasher.combine(storedElements) }
}

/// The radii of a rectangle's four corners (each an ellipse's width and height).
struct CornerRadii: Hashable, Sendable {
    var topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize

    init(topLeft: CGSize, topRight: CGSize, bottomRight: CGSize, bottomLeft: CGSize) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    init(uniform size: CGSize) { self.init(topLeft: size, topRight: size, bottomRight: size, bottomLeft: size) }

    var isZero: Bool { [topLeft, topRight, bottomRight, bottomLeft].allSatisfy { $0.width <= 0 || $0.height <= 0 } }

    /// Radii no larger than half the rectangle, as Core Animation clamps them; non-finite or
    /// negative radii are square corners.
    func clamped(to size: CGSize) -> CornerRadii {
        let limitW = max(0, size.width / 2), limitH = max(0, size.height / 2)
        func clamp(_ s: CGSize) -> CGSize {
            guard s.width.isFinite, s.height.isFinite, s.width > 0, s.height > 0 else { return .zero }
            return CGSize(width: min(s.width, limitW), height: min(s.height, limitH))
        }
        return CornerRadii(topLeft: clamp(topLeft), topRight: clamp(topRight), bottomRight: clamp(bottomRight),
                           bottomLeft: clamp(bottomLeft))
    }
}

extension CGPath.Element {
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .close: []
        }
    }

    func applying(_ t: CGAffineTransform) -> CGPath.Element {
        switch self {
        case .move(let p): .move(p.applying(t))
        case .line(let p): .line(p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: .close
        }
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}
