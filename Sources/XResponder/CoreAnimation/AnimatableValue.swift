import Foundation

/// A value Core Animation can interpolate, read from the `Any` an app hands an animation
/// (`fromValue`, `toValue`, `byValue`, keyframe `values`) or from a layer's property.
///
/// Apps box values as Swift numbers (`Int`, `Double`, `CGFloat`, `Float`, `NSNumber`), geometry
/// (`CGPoint`, `CGSize`, `CGRect`, or `NSValue` around them), `CATransform3D`, `CGColor` (or a
/// `UIColor`, which Core Animation would reject and XResponder takes), `CGPath`s, and arrays of
/// numbers or colours (a gradient's `locations` and `colors`). Anything else animates discretely:
/// the start value until the end.
@MainActor
enum AnimatableValue {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case path(CGPath?)
    case list([AnimatableValue])
    /// Not interpolable (an image, a string): shown as is.
    case opaque(Any?)

    /// The value an app gave, or nil when it gave none (`nil` endpoints are resolved per frame).
    init?(_ any: Any?) {
        guard let any else { return nil }
        switch any {
        case let value as AnimatableValue: self = value
        case let number as CGFloat: self = .scalar(number)
        case let number as Double: self = .scalar(CGFloat(number))
        case let number as Float: self = .scalar(CGFloat(number))
        case let number as Int: self = .scalar(CGFloat(number))
        case let number as Bool: self = .scalar(number ? 1 : 0)
        case let point as CGPoint: self = .point(point)
        case let size as CGSize: self = .size(size)
        case let rect as CGRect: self = .rect(rect)
        case let transform as CATransform3D: self = .transform(transform)
        case let affine as CGAffineTransform: self = .transform(CATransform3D(affine))
        case let color as CGColor: self = .color(color)
        case let color as UIColor: self = .color(color.cgColor)
        case let path as CGPath: self = .path(path)
        case let path as UIBezierPath: self = .path(path.cgPath)
        case let value as NSValue where !(value is NSNumber): self = Self.unboxed(value)
        case let number as NSNumber: self = .scalar(CGFloat(number.doubleValue))
        case let array as [Any]: self = .list(array.map { AnimatableValue($0) ?? .opaque(nil) })
        default: self = .opaque(any)
        }
    }

    /// Foundation on Linux boxes points, sizes and rects in `NSValue` with these type encodings.
    private static func unboxed(_ value: NSValue) -> AnimatableValue {
        let type = String(cString: value.objCType)
        if type.hasPrefix("{CGRect") || type.hasPrefix("{NSRect") { return .rect(value.rectValue) }
        if type.hasPrefix("{CGPoint") || type.hasPrefix("{NSPoint") { return .point(value.pointValue) }
        if type.hasPrefix("{CGSize") || type.hasPrefix("{NSSize") { return .size(value.sizeValue) }
        return .opaque(value)
    }

    /// The value as an app reads it back (`presentation().value(forKeyPath:)`, a delegate).
    var boxed: Any? {
        switch self {
        case .scalar(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .path(let v): return v
        case .list(let values): return values.map { $0.boxed as Any }
        case .opaque(let v): return v
        }
    }

    // MARK: Arithmetic

    /// The value `p` of the way from `a` to `b` (p may leave 0…1: springs and overshooting curves).
    /// Values of different kinds, or of no kind that interpolates, switch at the end.
    static func mix(_ a: AnimatableValue, _ b: AnimatableValue, _ p: CGFloat) -> AnimatableValue {
        func m(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(m(x, y))
        case (.point(let x), .point(let y)): return .point(CGPoint(x: m(x.x, y.x), y: m(x.y, y.y)))
        case (.size(let x), .size(let y)): return .size(CGSize(width: m(x.width, y.width), height: m(x.height, y.height)))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: m(x.minX, y.minX), y: m(x.minY, y.minY), width: m(x.width, y.width), height: m(x.height, y.height)))
        case (.transform(let x), .transform(let y)):
            var t = CATransform3D(ViewAnimator.interpolate(x.affine, y.affine, p))
            t.m34 = m(x.m34, y.m34); t.m43 = m(x.m43, y.m43)
            return .transform(t)
        case (.color(let x), .color(let y)):
            // A missing colour is clear, as Core Animation fades to and from nil.
            let c = x ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0), d = y ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
            if p >= 1 && y == nil { return .color(nil) }
            return .color(CGColor(red: m(c.red, d.red), green: m(c.green, d.green), blue: m(c.blue, d.blue),
                                  alpha: min(max(m(c.alpha, d.alpha), 0), 1)))
        case (.path(let x?), .path(let y?)):
            guard let morph = Self.morph(x, y, p) else { return p >= 1 ? b : a }
            return .path(morph)
        case (.list(let xs), .list(let ys)) where xs.count == ys.count:
            return .list(zip(xs, ys).map { mix($0, $1, p) })
        default:
            return p >= 1 ? b : a
        }
    }

    /// `a + b`, for `byValue` and additive or cumulative animations; nil when they do not add.
    static func sum(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x + y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x + y.x, y: x.y + y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width + y.width, height: x.height + y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX + y.minX, y: x.minY + y.minY, width: x.width + y.width, height: x.height + y.height))
        case (.transform(let x), .transform(let y)): return .transform(CATransform3DConcat(y, x))
        case (.color(let x?), .color(let y?)):
            return .color(CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: min(x.alpha + y.alpha, 1)))
        case (.list(let xs), .list(let ys)) where xs.count == ys.count:
            let sums = zip(xs, ys).compactMap { sum($0, $1) }
            return sums.count == xs.count ? .list(sums) : nil
        default: return nil
        }
    }

    /// `a − b` (so that `sum(b, difference(a, b)) == a`); nil when they do not subtract.
    static func difference(_ a: AnimatableValue, _ b: AnimatableValue) -> AnimatableValue? {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return .scalar(x - y)
        case (.point(let x), .point(let y)): return .point(CGPoint(x: x.x - y.x, y: x.y - y.y))
        case (.size(let x), .size(let y)): return .size(CGSize(width: x.width - y.width, height: x.height - y.height))
        case (.rect(let x), .rect(let y)):
            return .rect(CGRect(x: x.minX - y.minX, y: x.minY - y.minY, width: x.width - y.width, height: x.height - y.height))
        case (.transform(let x), .transform(let y)):
            guard let inverse = Optional(y.affine.inverted()), !inverse.a.isNaN else { return nil }
            return .transform(CATransform3D(inverse.concatenating(x.affine)))
        default: return nil
        }
    }

    /// The distance between two values (for paced keyframes): Euclidean over their components.
    static func distance(_ a: AnimatableValue, _ b: AnimatableValue) -> CGFloat {
        switch (a, b) {
        case (.scalar(let x), .scalar(let y)): return abs(x - y)
        case (.point(let x), .point(let y)): return hypot(x.x - y.x, x.y - y.y)
        case (.size(let x), .size(let y)): return hypot(x.width - y.width, x.height - y.height)
        case (.rect(let x), .rect(let y)): return hypot(hypot(x.minX - y.minX, x.minY - y.minY), hypot(x.width - y.width, x.height - y.height))
        default: return 1
        }
    }

    /// A path `p` of the way between two paths with the same commands (Core Animation's rule: paths
    /// with different element counts or kinds do not interpolate).
    private static func morph(_ a: CGPath, _ b: CGPath, _ p: CGFloat) -> CGPath? {
        let x = a.elements, y = b.elements
        guard x.count == y.count else { return nil }
        func m(_ u: CGPoint, _ v: CGPoint) -> CGPoint { CGPoint(x: u.x + (v.x - u.x) * p, y: u.y + (v.y - u.y) * p) }
        var out: [CGPath.Element] = []
        out.reserveCapacity(x.count)
        for (e, f) in zip(x, y) {
            switch (e, f) {
            case (.move(let u), .move(let v)): out.append(.move(m(u, v)))
            case (.line(let u), .line(let v)): out.append(.line(m(u, v)))
            case (.quadCurve(let u, let c), .quadCurve(let v, let d)): out.append(.quadCurve(to: m(u, v), control: m(c, d)))
            case (.curve(let u, let c1, let c2), .curve(let v, let d1, let d2)):
                out.append(.curve(to: m(u, v), control1: m(c1, d1), control2: m(c2, d2)))
            case (.close, .close): out.append(.close)
            default: return nil
            }
        }
        return CGPath(elements: out)
    }
}
