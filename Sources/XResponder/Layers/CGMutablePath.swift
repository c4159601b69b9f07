import Foundation

/// A path to build (CoreGraphics' `CGMutablePath`). Every `add` takes an optional transform applied
/// to the points it adds.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public init() { super.init(elements: []) }
    override init(elements: [Element]) { super.init(elements: elements) }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storedElements.append(.move(point.applying(transform)))
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        storedElements.append(.line(point.applying(transform)))
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        storedElements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        startIfNeeded()
        storedElements.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                                     control2: control2.applying(transform)))
    }

    public func closeSubpath() {
        guard !storedElements.isEmpty else { return }
        storedElements.append(.close)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.isFiniteRect else { return }
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        guard r.isFiniteRect, r.width > 0, r.height > 0 else { return }
        // A circle of radius 1 about the rect's centre, scaled to the rect: four quarter arcs.
        let toRect = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: r.midX, ty: r.midY)
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: toRect)
        appendArc(center: .zero, radius: 1, from: 0, to: 2 * .pi, clockwise: false, transform: toRect)
        closeSubpath()
    }

    /// A rounded rectangle whose corners are quarter ellipses of the given width and height.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let radii = CornerRadii(uniform: CGSize(width: cornerWidth, height: cornerHeight))
        addRoundedRect(r, radii: radii, transform: transform)
    }

    /// A rectangle with each corner rounded by its own radii (clamped so that neighbours never
    /// overlap); the path starts at the top edge and runs clockwise on a y-down screen, as UIKit's.
    func addRoundedRect(_ r: CGRect, radii: CornerRadii, transform: CGAffineTransform = .identity) {
        guard r.isFiniteRect, r.width >= 0, r.height >= 0 else { return }
        let c = radii.clamped(to: r.size)
        move(to: CGPoint(x: r.minX + c.topLeft.width, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - c.topRight.width, y: r.minY), transform: transform)
        addCorner(center: CGPoint(x: r.maxX - c.topRight.width, y: r.minY + c.topRight.height), radii: c.topRight,
                  from: -.pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - c.bottomRight.height), transform: transform)
        addCorner(center: CGPoint(x: r.maxX - c.bottomRight.width, y: r.maxY - c.bottomRight.height),
                  radii: c.bottomRight, from: 0, transform: transform)
        addLine(to: CGPoint(x: r.minX + c.bottomLeft.width, y: r.maxY), transform: transform)
        addCorner(center: CGPoint(x: r.minX + c.bottomLeft.width, y: r.maxY - c.bottomLeft.height),
                  radii: c.bottomLeft, from: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + c.topLeft.height), transform: transform)
        addCorner(center: CGPoint(x: r.minX + c.topLeft.width, y: r.minY + c.topLeft.height), radii: c.topLeft,
                  from: .pi, transform: transform)
        closeSubpath()
    }

    private func addCorner(center: CGPoint, radii: CGSize, from start: CGFloat, transform: CGAffineTransform) {
        guard radii.width > 0, radii.height > 0 else { return }
        let toCorner = CGAffineTransform(a: radii.width, b: 0, c: 0, d: radii.height, tx: center.x, ty: center.y)
            .concatenating(transform)
        appendArc(center: .zero, radius: 1, from: start, to: start + .pi / 2, clockwise: false, transform: toCorner)
    }

    /// An arc as CoreGraphics draws it on a y-down screen: `clockwise` false runs with increasing
    /// angle (which looks clockwise on screen, the famous flip). A line joins the current point to
    /// the arc's start; with no current point the arc starts a subpath.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard center.isFinitePoint, radius.isFinite, radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let start = CGPoint(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if storedElements.isEmpty || storedElements.last == .close { move(to: start, transform: transform) }
        else { addLine(to: start, transform: transform) }
        // CoreGraphics' `clockwise` is in its own y-up sense: true decreases the angle.
        appendArc(center: center, radius: radius, from: startAngle, to: endAngle, clockwise: clockwise, transform: transform)
    }

    /// Adds `path`'s elements after `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storedElements += transform.isIdentity ? path.storedElements : path.storedElements.map { $0.applying(transform) }
    }

    /// Cubic segments of at most a quarter turn each, from the current point on the circle.
    private func appendArc(center: CGPoint, radius: CGFloat, from a0: CGFloat, to a1: CGFloat, clockwise: Bool,
                           transform: CGAffineTransform) {
        var sweep = a1 - a0
        if clockwise {
            // Decreasing angles: normalise to (−2π, 0].
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) - 2 * .pi }
            sweep = max(sweep, -2 * .pi)
        } else {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: 2 * .pi) + 2 * .pi }
            sweep = min(sweep, 2 * .pi)
        }
        guard radius > 0, abs(sweep) > 1e-12 else { return }
        let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // The standard control-point distance for a circular arc of angle `step`.
        let k = 4 / 3 * tan(step / 4)
        var angle = a0
        for _ in 0..<segments {
            let next = angle + step
            let p0 = CGPoint(x: cos(angle), y: sin(angle)), p3 = CGPoint(x: cos(next), y: sin(next))
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p3.x + k * p3.y, y: p3.y - k * p3.x)
            func place(_ p: CGPoint) -> CGPoint { CGPoint(x: center.x + radius * p.x, y: center.y + radius * p.y) }
            storedElements.append(.curve(to: place(p3).applying(transform), control1: place(c1).applying(transform),
                                         control2: place(c2).applying(transform)))
            angle = next
        }
    }

    private func startIfNeeded() {
        if storedElements.isEmpty { storedElements.append(.move(.zero)) }
    }
}
