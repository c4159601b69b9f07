import CCairo
import Foundation

/// Measuring paths: Cairo flattens curves into line segments (to its tolerance), and the segments
/// give a path's length and the part of it that `CAShapeLayer.strokeStart`/`strokeEnd` draw.
@MainActor
enum PathFlattening {
    /// A context on a 1×1 surface for path queries (extents, containment, flattening). Made once;
    /// each use starts from a fresh path and an identity matrix.
    private static let scratch: OpaquePointer = {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cr = cairo_create(surface)!
        cairo_surface_destroy(surface)
        return cr
    }()

    static func withScratchContext<T>(_ body: (OpaquePointer) -> T) -> T {
        cairo_save(scratch)
        cairo_identity_matrix(scratch)
        cairo_new_path(scratch)
        defer { cairo_new_path(scratch); cairo_restore(scratch) }
        return body(scratch)
    }

    /// The path as polylines, one per subpath (a closed subpath ends where it began).
    static func polylines(of path: CGPath) -> [[CGPoint]] {
        withScratchContext { cr in
            path.replay(into: cr)
            guard let flat = cairo_copy_path_flat(cr) else { return [] }
            defer { cairo_path_destroy(flat) }
            var lines: [[CGPoint]] = []
            var subpathStart = CGPoint.zero
            var index = 0
            let count = Int(flat.pointee.num_data)
            while index < count {
                let header = flat.pointee.data[index].header
                let length = Int(header.length)
                guard length > 0 else { break }
                func point(_ i: Int) -> CGPoint {
                    let p = flat.pointee.data[index + i].point
                    return CGPoint(x: p.x, y: p.y)
                }
                switch header.type {
                case CAIRO_PATH_MOVE_TO:
                    subpathStart = point(1)
                    lines.append([subpathStart])
                case CAIRO_PATH_LINE_TO:
                    if lines.isEmpty { lines.append([subpathStart]) }
                    lines[lines.count - 1].append(point(1))
                case CAIRO_PATH_CLOSE_PATH:
                    if !lines.isEmpty { lines[lines.count - 1].append(subpathStart) }
                default:
                    break
                }
                index += length
            }
            return lines.filter { $0.count > 1 }
        }
    }

    /// The part of `path` between the fractions `start` and `end` of its length (both clamped to
    /// 0…1), as line segments; nil when the whole path is wanted.
    static func trimmed(_ path: CGPath, from start: CGFloat, to end: CGFloat) -> CGPath? {
        let from = start.isFinite ? min(max(start, 0), 1) : 0
        let to = end.isFinite ? min(max(end, 0), 1) : 1
        guard from > 0 || to < 1 else { return nil }
        let result = CGMutablePath()
        guard to > from else { return result }
        let lines = polylines(of: path)
        let total = lines.reduce(0) { $0 + length(of: $1) }
        guard total > 0 else { return result }
        let startDistance = from * total, endDistance = to * total
        var travelled: CGFloat = 0
        for line in lines {
            var drawing = false
            for (a, b) in zip(line, line.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                let segStart = travelled, segEnd = travelled + segment
                travelled = segEnd
                guard segEnd > startDistance, segStart < endDistance, segment > 0 else { continue }
                let t0 = max(0, (startDistance - segStart) / segment), t1 = min(1, (endDistance - segStart) / segment)
                let p0 = CGPoint(x: a.x + (b.x - a.x) * t0, y: a.y + (b.y - a.y) * t0)
                let p1 = CGPoint(x: a.x + (b.x - a.x) * t1, y: a.y + (b.y - a.y) * t1)
                if !drawing { result.move(to: p0); drawing = true }
                result.addLine(to: p1)
            }
        }
        return result
    }

    static func length(of line: [CGPoint]) -> CGFloat {
        zip(line, line.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
}
