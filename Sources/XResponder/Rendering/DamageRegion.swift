import Foundation

/// The part of a window that needs redrawing: a short list of rectangles in window coordinates.
///
/// Invalidations within one run-loop turn accumulate here and are drawn in one frame (R-R2). The list
/// stays short: a rectangle inside another is dropped, and past `limit` rectangles everything is
/// merged into their bounding box, which keeps the clip cheap for Cairo.
public struct DamageRegion: Sendable, Equatable {
    public private(set) var rects: [CGRect] = []
    public var limit = 8

    public init() {}

    public var isEmpty: Bool { rects.isEmpty }

    /// The bounding box of everything damaged.
    public var bounds: CGRect { Self.bounds(of: rects) }

    /// The bounding box of `rects` (`.null` for none); the renderer asks it of each damage pass.
    static func bounds(of rects: [CGRect]) -> CGRect { rects.reduce(CGRect.null) { $0.union($1) } }

    public mutating func add(_ rect: CGRect) {
        guard rect.isFiniteRect, !rect.isEmpty else { return }
        let r = rect.standardized
        if rects.contains(where: { $0.contains(r) }) { return }
        rects.removeAll { r.contains($0) }
        rects.append(r)
        if rects.count > limit { rects = [bounds] }
    }

    /// Returns the damage and empties the region.
    public mutating func take() -> DamageRegion {
        defer { rects.removeAll() }
        return self
    }

    /// The same region with each rectangle grown to whole pixels at `scale`, still in points.
    public func alignedToPixels(scale: CGFloat) -> DamageRegion {
        guard scale > 0, scale.isFinite else { return self }
        var aligned = DamageRegion()
        aligned.limit = limit
        for r in rects {
            let x0 = (r.minX * scale).rounded(.down) / scale, y0 = (r.minY * scale).rounded(.down) / scale
            let x1 = (r.maxX * scale).rounded(.up) / scale, y1 = (r.maxY * scale).rounded(.up) / scale
            aligned.add(CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
        }
        return aligned
    }

    /// Each rectangle grown to whole pixels at `scale`, so antialiased edges are redrawn too.
    public func pixelAligned(scale: CGFloat) -> [CGRect] {
        rects.map { r in
            let x0 = (r.minX * scale).rounded(.down), y0 = (r.minY * scale).rounded(.down)
            let x1 = (r.maxX * scale).rounded(.up), y1 = (r.maxY * scale).rounded(.up)
            return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        }
    }
}
