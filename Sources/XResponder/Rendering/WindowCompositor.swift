import CCairo
import Foundation

/// Keeps a window's pixels in an offscreen Cairo image surface and redraws only what was damaged.
///
/// The X11 presenter copies the returned rectangles to the X window; tests and headless tools read
/// the pixels directly. Invalidations made since the last frame are drawn together: one frame per
/// run-loop turn, however many `setNeedsDisplay` calls there were (R-R2).
@MainActor
public final class WindowCompositor {
    /// The window drawn. Weak: the window owns its platform window, which owns this compositor, so
    /// a strong reference back would keep every window alive for good (R-U2). Once the window is
    /// gone the compositor draws nothing.
    public private(set) weak var window: UIWindow?
    /// Pixels per point.
    public var scale: CGFloat {
        didSet { if scale != oldValue { discardSurface() } }
    }
    /// The backing `cairo_surface_t *` (ARGB32), window-sized in pixels; nil before the first frame.
    public private(set) var surface: OpaquePointer?
    /// How many frames have been drawn.
    public private(set) var frameCount = 0

    public init(window: UIWindow, scale: CGFloat = 1) {
        self.window = window
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    deinit {
        MainActor.assumeIsolated { if let surface { cairo_surface_destroy(surface) } }
    }

    /// The surface size in pixels for the window's current bounds.
    public var pixelSize: (width: Int32, height: Int32) {
        let size = window?.bounds.size ?? .zero
        return (Int32((size.width * scale).rounded(.up).clampedForPixels),
                Int32((size.height * scale).rounded(.up).clampedForPixels))
    }

    /// Draws the damaged part of the window, if any, and returns the redrawn rectangles in pixels.
    @discardableResult
    public func renderIfNeeded() -> [CGRect] {
        guard let window else { return [] }
        let (width, height) = pixelSize
        if let surface, cairo_image_surface_get_width(surface) != width || cairo_image_surface_get_height(surface) != height {
            discardSurface()
        }
        if surface == nil {
            surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))
            window.damage.add(window.bounds)   // a new surface has no pixels yet
        }
        guard let surface, !window.damage.isEmpty else { return [] }
        let damage = window.damage.take()
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-window.bounds.minX), Double(-window.bounds.minY))
        let context = CGContext(cairo: cr)
        ViewRenderer.render(window, damage: damage, in: context)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        frameCount += 1
        let origin = window.bounds.origin
        return damage.rects.reduce(into: DamageRegion()) { $0.add($1.offsetBy(dx: -origin.x, dy: -origin.y)) }
            .pixelAligned(scale: scale)
    }

    /// A copy of the current pixels.
    public func snapshot() -> UIImage? {
        guard let surface else { return nil }
        let (width, height) = (cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface))
        let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        return UIImage(surface: copy, scale: scale)
    }

    private func discardSurface() {
        if let surface { cairo_surface_destroy(surface) }
        surface = nil
    }
}
