import CCairo
import Foundation

/// Where a compositor's pixels live. By default Cairo allocates them; the X11 presenter hands out
/// memory the X server reads directly (MIT-SHM), so a frame is not copied again to be sent.
@MainActor
protocol WindowPixelStorage: AnyObject {
    /// A new ARGB32 image surface of `width` × `height` pixels, or nil to let Cairo allocate one.
    func makeSurface(width: Int32, height: Int32) -> OpaquePointer?
    /// The compositor is about to change pixels of `surface`: the server may still be reading the
    /// last frame from them.
    func willDraw(on surface: OpaquePointer)
    /// `surface` (already destroyed) is no longer used: its memory can go.
    func didDiscard(_ surface: OpaquePointer)
}

/// Keeps a window's pixels in an offscreen Cairo image surface and redraws only what was damaged.
///
/// The X11 presenter copies the returned rectangles to the X window; tests and headless tools read
/// the pixels directly. Invalidations made since the last frame are drawn together: one frame per
/// run-loop turn, however many `setNeedsDisplay` calls there were (R-R2).
@preconcurrency @MainActor
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
    /// Supplies the surface's memory; nil: Cairo's own.
    var pixelStorage: WindowPixelStorage?

    /// A block of pixels the last frame moved inside the surface (a scroll), in pixels.
    public struct PixelMove: Equatable, Sendable {
        public var source: CGRect
        public var destination: CGPoint
    }
    /// The moves the last frame made before drawing; a presenter can repeat them on its own copy
    /// (X11: `XCopyArea`) and then send only `lastFrameRedrawn`.
    public private(set) var lastFrameMoves: [PixelMove] = []
    /// The pixel rectangles the last frame drew (without the moved ones).
    public private(set) var lastFrameRedrawn: [CGRect] = []

    public init(window: UIWindow, scale: CGFloat = 1) {
        self.window = window
        self.scale = scale > 0 && scale.isFinite ? scale : 1
        window.compositor = self
    }

    /// The pixels of the last frame inside `rect` (window coordinates), or nil before the first
    /// frame or outside the window.
    func lastFramePixels(in rect: CGRect) -> (image: UIImage, origin: CGPoint)? {
        guard let surface, rect.isFiniteRect else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let pixels = CGRect(x: (rect.minX * scale).rounded(.down), y: (rect.minY * scale).rounded(.down),
                            width: 0, height: 0)
        let x0 = max(Int(pixels.minX), 0), y0 = max(Int(pixels.minY), 0)
        let x1 = min(Int((rect.maxX * scale).rounded(.up)), width), y1 = min(Int((rect.maxY * scale).rounded(.up)), height)
        guard x1 > x0, y1 > y0, let copy = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(x1 - x0), Int32(y1 - y0)) else { return nil }
        cairo_surface_flush(surface)
        let cr = cairo_create(copy)!
        cairo_set_source_surface(cr, surface, Double(-x0), Double(-y0))
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(copy)
        return (UIImage(surface: copy, scale: scale), CGPoint(x: CGFloat(x0) / scale, y: CGFloat(y0) / scale))
    }

    deinit {
        MainActor.assumeIsolated { discardSurface() }
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
        // Layout first (R-L1): it may move views, and so damage them.
        window.layoutIfNeeded()
        let (width, height) = pixelSize
        if let surface, cairo_image_surface_get_width(surface) != width || cairo_image_surface_get_height(surface) != height {
            discardSurface()
        }
        let copies = window.takeScrollCopies()
        if surface == nil {
            surface = pixelStorage?.makeSurface(width: max(width, 1), height: max(height, 1))
                ?? cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))
            window.damage.add(window.bounds)   // a new surface has no pixels yet
        }
        guard let surface else { return [] }
        if !copies.isEmpty || !window.damage.isEmpty { pixelStorage?.willDraw(on: surface) }
        // Scrolled content first: its pixels move, then the damage (the exposed strips) is drawn.
        lastFrameMoves = []
        lastFrameRedrawn = []
        var moved = DamageRegion()
        for copy in copies {
            if let pixelMove = Self.move(copy, in: surface, scale: scale) {
                if let pixelMove { lastFrameMoves.append(pixelMove) }
            } else {
                window.damage.add(copy.rect)
            }
            moved.add(copy.rect)
        }
        window.expandDamageForBackdrops(moved: moved)
        guard !window.damage.isEmpty || !moved.isEmpty else { return [] }
        // Whole pixels only: a clip edge through a pixel would blend the new drawing with what
        // was there, which after a scroll copy is not the same picture.
        let damage = window.damage.take().alignedToPixels(scale: scale)
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-window.bounds.minX), Double(-window.bounds.minY))
        let context = CGContext(cairo: cr)
        // Views in the middle of an animation are drawn where the animation has them (R-L3).
        // Layers with Core Animation animations likewise (R-BR2), on top of their views'.
        let application = UIApplication.current
        let render = { ViewRenderer.render(window, damage: damage, in: context) }
        let layered = { application?.layerAnimationEngineStorage?.withPresentationValues(render) ?? render() }
        if let animator = application?.viewAnimatorStorage {
            animator.withPresentationValues(layered)
        } else {
            layered()
        }
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        frameCount += 1
        // Window coordinates to surface pixels.
        let origin = window.bounds.origin
        func pixels(_ rects: [CGRect]) -> [CGRect] {
            rects.reduce(into: DamageRegion()) { $0.add($1.offsetBy(dx: -origin.x, dy: -origin.y)) }.pixelAligned(scale: scale)
        }
        lastFrameRedrawn = pixels(damage.rects)
        return pixels(damage.rects + moved.rects)
    }

    /// Moves the pixels of `copy.rect` by `-copy.delta` inside `surface` (rows in the order that
    /// never reads a row already overwritten). Returns the move made (`.some(nil)`: nothing to
    /// move), or nil when it is not whole pixels at `scale`.
    static func move(_ copy: ScrollCopy, in surface: OpaquePointer, scale: CGFloat) -> PixelMove?? {
        let r = copy.rect
        let values = [r.minX * scale, r.minY * scale, r.maxX * scale, r.maxY * scale, copy.delta.x * scale, copy.delta.y * scale]
        guard values.allSatisfy({ $0.isFinite && $0 == $0.rounded() && abs($0) < CGFloat(1 << 24) }) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let dx = Int(values[4]), dy = Int(values[5])
        // The destination: pixels of the rectangle whose source is inside it too.
        let x0 = max(Int(values[0]), Int(values[0]) - dx, 0), x1 = min(Int(values[2]), Int(values[2]) - dx, width)
        let y0 = max(Int(values[1]), Int(values[1]) - dy, 0), y1 = min(Int(values[3]), Int(values[3]) - dy, height)
        guard x1 > x0, y1 > y0, x0 + dx >= 0, x1 + dx <= width, y0 + dy >= 0, y1 + dy <= height else { return .some(nil) }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let rows = dy > 0 ? Array(y0..<y1) : Array((y0..<y1).reversed())
        for y in rows {
            memmove(data + y * stride + x0 * 4, data + (y + dy) * stride + (x0 + dx) * 4, (x1 - x0) * 4)
        }
        cairo_surface_mark_dirty_rectangle(surface, Int32(x0), Int32(y0), Int32(x1 - x0), Int32(y1 - y0))
        return .some(PixelMove(source: CGRect(x: x0 + dx, y: y0 + dy, width: x1 - x0, height: y1 - y0),
                               destination: CGPoint(x: x0, y: y0)))
    }

    /// A copy of the current pixels.
    public func snapshot() -> UIImage? {
        guard let surface else { return nil }
        return UIImage(copyOf: surface, scale: scale)
    }

    /// Lets go of the pixels; the next frame draws the whole window into new ones.
    func discardSurface() {
        guard let surface else { return }
        self.surface = nil
        cairo_surface_destroy(surface)
        pixelStorage?.didDiscard(surface)
    }
}
