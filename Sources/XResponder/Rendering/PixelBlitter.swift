import CCairo
import Foundation

/// A clip that is one rectangle of whole device pixels (`x0..<x1`, `y0..<y1`), or unknown.
///
/// `CGContext` keeps one while it can be sure of it, so that a copy of whole pixels may skip
/// Cairo: any clip it cannot follow (a path, several rectangles, a rotation, a fractional edge
/// that Cairo would antialias) makes it unknown, and then Cairo does the copy.
struct PixelClip: Equatable {
    var x0: Int32, y0: Int32, x1: Int32, y1: Int32

    static let unknown = PixelClip(x0: 1, y0: 1, x1: 0, y1: 0)
    static let empty = PixelClip(x0: 0, y0: 0, x1: 0, y1: 0)

    init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// `rect` (user space of `cr`) in device pixels, when the transform is a translation and a
    /// positive scale and every edge falls on a whole pixel; unknown otherwise.
    init(_ rect: CGRect, in cr: OpaquePointer) {
        self = .unknown
        guard rect.isFiniteRect, let scale = PixelBlitter.axisAlignedScale(cr) else { return }
        var left = Double(rect.minX), top = Double(rect.minY)
        cairo_user_to_device(cr, &left, &top)
        let right = left + Double(rect.width) * scale, bottom = top + Double(rect.height) * scale
        let edges = [left, top, right, bottom]
        guard edges.allSatisfy({ abs($0 - $0.rounded()) < 1e-6 && abs($0) < Double(1 << 30) }) else { return }
        self = PixelClip(x0: Int32(left.rounded()), y0: Int32(top.rounded()), x1: Int32(right.rounded()), y1: Int32(bottom.rounded()))
        if x1 < x0 || y1 < y0 { self = .empty }
    }

    var isKnown: Bool { x0 <= x1 }

    func intersection(_ other: PixelClip) -> PixelClip {
        guard isKnown, other.isKnown else { return .unknown }
        let clipped = PixelClip(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return clipped.x0 <= clipped.x1 && clipped.y0 <= clipped.y1 ? clipped : .empty
    }
}

/// Copies premultiplied ARGB images onto the surface a `CGContext` draws into with pixman directly,
/// past Cairo's per-call work (a source pattern, a path, a clip, a compositor): a thousand cards'
/// chromes are a thousand copies, and pixman alone does each in a third less time. Only when the
/// result is the pixels Cairo would make: the target is an image surface with no device offset or
/// scale (not a group), the clip is a known pixel rectangle, the copy lands on whole pixels and
/// no global alpha applies. Otherwise the caller draws through Cairo.
@MainActor
enum PixelBlitter {
    /// How many copies went straight to pixman (tests see which path drew).
    private(set) static var copyCount = 0

    /// A pixman image over a Cairo image surface's pixels (the surface outlives the context).
    @MainActor final class Target {
        let surface: OpaquePointer
        let image: OpaquePointer
        init?(surface: OpaquePointer) {
            guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
            var offsetX = 0.0, offsetY = 0.0, scaleX = 0.0, scaleY = 0.0
            cairo_surface_get_device_offset(surface, &offsetX, &offsetY)
            cairo_surface_get_device_scale(surface, &scaleX, &scaleY)
            guard offsetX == 0, offsetY == 0, scaleX == 1, scaleY == 1 else { return nil }
            let format: pixman_format_code_t
            switch cairo_image_surface_get_format(surface) {
            case CAIRO_FORMAT_ARGB32: format = PIXMAN_a8r8g8b8
            case CAIRO_FORMAT_RGB24: format = PIXMAN_x8r8g8b8
            default: return nil
            }
            cairo_surface_flush(surface)
            guard let data = cairo_image_surface_get_data(surface),
                  let image = pixman_image_create_bits(format, cairo_image_surface_get_width(surface),
                                                       cairo_image_surface_get_height(surface),
                                                       UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                       cairo_image_surface_get_stride(surface)) else { return nil }
            self.surface = cairo_surface_reference(surface)
            self.image = image
        }
        isolated deinit {
            pixman_image_unref(image)
            cairo_surface_destroy(surface)
        }
    }

    /// A premultiplied ARGB32 image to copy from: pixman's view of a Cairo image surface.
    @MainActor final class Source {
        let image: OpaquePointer
        init?(surface: OpaquePointer) {
            guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
                  cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
                  let data = cairo_image_surface_get_data(surface),
                  let image = pixman_image_create_bits(PIXMAN_a8r8g8b8, cairo_image_surface_get_width(surface),
                                                       cairo_image_surface_get_height(surface),
                                                       UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                                       cairo_image_surface_get_stride(surface)) else { return nil }
            self.image = image
        }
        isolated deinit { pixman_image_unref(image) }
    }

    /// The scale of `cr`'s transform when it is a uniform positive scale plus a translation.
    nonisolated static func axisAlignedScale(_ cr: OpaquePointer) -> Double? {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        guard matrix.xy == 0, matrix.yx == 0, matrix.xx == matrix.yy, matrix.xx > 0, matrix.xx.isFinite else { return nil }
        return matrix.xx
    }

    /// Composites `width`×`height` pixels of `source` from (`sourceX`, `sourceY`) over the
    /// context's pixels at device (`x`, `y`), within the clip. False when it cannot be done
    /// exactly here (nothing was drawn; the caller uses Cairo).
    static func copy(_ source: Source, sourceX: Int32, sourceY: Int32, width: Int32, height: Int32,
                     toDeviceX x: Int32, y: Int32, in context: CGContext) -> Bool {
        let clip = context.pixelClip
        guard clip.isKnown, context.currentAlpha >= 1, let target = target(of: context) else { return false }
        let x0 = max(x, clip.x0), y0 = max(y, clip.y0)
        let x1 = min(x &+ width, clip.x1), y1 = min(y &+ height, clip.y1)
        guard x0 < x1, y0 < y1 else { return true }   // clipped away: nothing to draw, done
        // Cairo's contract for writing to its pixels directly: flush before, mark dirty after (the
        // surface may hold snapshots, or believe itself clear and skip blending on that belief).
        cairo_surface_flush(target.surface)
        pixman_image_composite32(PIXMAN_OP_OVER, source.image, nil, target.image,
                                 sourceX &+ (x0 - x), sourceY &+ (y0 - y), 0, 0, x0, y0, x1 - x0, y1 - y0)
        cairo_surface_mark_dirty_rectangle(target.surface, x0, y0, x1 - x0, y1 - y0)
        copyCount += 1
        return true
    }

    /// The pixman image over the surface `context` draws into now, if it qualifies.
    private static func target(of context: CGContext) -> Target? {
        guard let surface = cairo_get_group_target(context.cairo) else { return nil }
        if let cached = context.pixelTarget, cached.surface == surface { return cached }
        guard let made = Target(surface: surface) else { return nil }
        context.pixelTarget = made
        return made
    }
}
