import CCairo
import Foundation

/// Soft shadows for layers (R-AP1). Cairo has no blur, so a shadow is made as Core Animation makes
/// it: the shape's alpha, drawn into an 8-bit mask at the device scale, blurred by three box blurs
/// (within a few percent of a Gaussian with σ = `shadowRadius`), then painted through in the shadow
/// colour at the offset.
///
/// Masks of plain shapes (a rounded rectangle, a `shadowPath`) are cached by value — size, radii or
/// path, σ and scale — so a thousand cards of one size blur once. The cache is bounded by bytes and
/// emptied when full; no entry refers to a view or layer, so none outlives what it drew.
@MainActor
enum ShadowRenderer {
    enum Shape: Hashable {
        case roundedRect(CGSize, CornerRadii)
        case path(CGPath)
    }

    private struct Key: Hashable {
        let shape: Shape
        let sigma: CGFloat
        let scale: CGFloat
    }

    /// A blurred mask and where its origin goes relative to the shape's coordinates.
    @MainActor private final class Mask {
        let surface: OpaquePointer
        let origin: CGPoint
        let bytes: Int
        init(surface: OpaquePointer, origin: CGPoint, bytes: Int) {
            self.surface = surface; self.origin = origin; self.bytes = bytes
        }
        isolated deinit { cairo_surface_destroy(surface) }
    }

    private static var cache: [Key: Mask] = [:]
    private static var cachedBytes = 0
    static let cacheBudget = 16 << 20
    /// How many masks were blurred (a test sees the cache work).
    private(set) static var blurCount = 0

    /// Paints `layer`'s shadow of `shape` (in the current user space, `shape`'s coordinates).
    static func drawShadow(of layer: CALayer, shape: Shape, in context: CGContext) {
        let scale = deviceScale(of: context.cairo)
        let key = Key(shape: shape, sigma: layer.shadowSigma, scale: scale)
        let mask: Mask
        if let cached = cache[key] {
            mask = cached
        } else {
            guard let made = makeMask(key: key, box: box(of: shape), draw: { cr in fill(shape, in: cr) }) else { return }
            if cachedBytes + made.bytes > cacheBudget { cache = [:]; cachedBytes = 0 }
            cache[key] = made
            cachedBytes += made.bytes
            mask = made
        }
        paint(mask, of: layer, in: context)
    }

    /// Paints a shadow of whatever `drawContent` draws within `box` (a layer with no background:
    /// its text or image casts the shadow). Not cached: the content can change at any time.
    static func drawContentShadow(of layer: CALayer, box: CGRect, in context: CGContext,
                                  drawContent: (CGContext) -> Void) {
        let scale = deviceScale(of: context.cairo)
        guard let mask = makeMask(key: Key(shape: .roundedRect(box.size, CornerRadii(uniform: .zero)),
                                           sigma: layer.shadowSigma, scale: scale),
                                  box: box, draw: { cr in
                                      let maskContext = CGContext(cairo: cr)
                                      drawContent(maskContext)
                                  }) else { return }
        paint(mask, of: layer, in: context)
    }

    private static func box(of shape: Shape) -> CGRect {
        switch shape {
        case .roundedRect(let size, _): CGRect(origin: .zero, size: size)
        case .path(let path): path.boundingBox
        }
    }

    private static func fill(_ shape: Shape, in cr: OpaquePointer) {
        let path: CGPath
        switch shape {
        case .roundedRect(let size, let radii):
            let rounded = CGMutablePath()
            rounded.addRoundedRect(CGRect(origin: .zero, size: size), radii: radii)
            path = rounded
        case .path(let shapePath):
            path = shapePath
        }
        path.replay(into: cr)
        cairo_set_source_rgba(cr, 0, 0, 0, 1)
        cairo_fill(cr)
    }

    private static func paint(_ mask: Mask, of layer: CALayer, in context: CGContext) {
        guard let color = layer.shadowColor?.clamped else { return }
        let cr = context.cairo
        cairo_save(cr)
        let alpha = Double(color.alpha) * Double(min(max(layer.shadowOpacity, 0), 1)) * Double(context.currentAlpha)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), alpha)
        cairo_mask_surface(cr, mask.surface, Double(mask.origin.x + layer.shadowOffset.width),
                           Double(mask.origin.y + layer.shadowOffset.height))
        cairo_restore(cr)
    }

    /// Draws into an A8 surface covering `box` plus three σ each side, at `scale` pixels per
    /// point, and blurs it.
    private static func makeMask(key: Key, box: CGRect, draw: (OpaquePointer) -> Void) -> Mask? {
        guard box.isFiniteRect, !box.isNull, key.sigma.isFinite else { return nil }
        let spread = (3 * key.sigma).rounded(.up) + 1
        let area = box.insetBy(dx: -spread, dy: -spread)
        // A shadow wider than 8,192 pixels is not drawn (its memory would be the app's largest), and
        // the size is checked before it becomes an integer (a hostile radius must not trap).
        let pixelWidth = area.width * key.scale, pixelHeight = area.height * key.scale
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth <= 8_192, pixelHeight <= 8_192 else { return nil }
        let width = Int(pixelWidth.rounded(.up)), height = Int(pixelHeight.rounded(.up))
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        cairo_scale(cr, Double(key.scale), Double(key.scale))
        cairo_translate(cr, Double(-area.minX), Double(-area.minY))
        draw(cr)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            BoxBlur.blur(data, width: width, height: height, stride: stride, sigma: key.sigma * key.scale)
        }
        cairo_surface_mark_dirty(surface)
        cairo_surface_set_device_scale(surface, Double(key.scale), Double(key.scale))
        blurCount += 1
        return Mask(surface: surface, origin: area.origin, bytes: stride * height)
    }

    /// Pixels per user-space unit along x (the compositor's scale and any view transform's).
    private static func deviceScale(of cr: OpaquePointer) -> CGFloat {
        var dx = 1.0, dy = 0.0
        cairo_user_to_device_distance(cr, &dx, &dy)
        let scale = (dx * dx + dy * dy).squareRoot()
        guard scale.isFinite, scale > 0 else { return 1 }
        // Quantised so that nearly equal scales share masks; at most 4 pixels per point.
        return min(4, max(0.25, (scale * 4).rounded() / 4))
    }
}

/// A Gaussian blur approximated by three box blurs in each direction, on 8-bit alpha.
enum BoxBlur {
    static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        guard sigma >= 0.5 else { return }
        let radii = boxRadii(sigma: Double(sigma))
        var line = [UInt8](repeating: 0, count: max(width, height))
        var out = line
        for radius in radii {
            for y in 0..<height {
                for x in 0..<width { line[x] = data[y * stride + x] }
                boxPass(line, &out, count: width, radius: radius)
                for x in 0..<width { data[y * stride + x] = out[x] }
            }
            for x in 0..<width {
                for y in 0..<height { line[y] = data[y * stride + x] }
                boxPass(line, &out, count: height, radius: radius)
                for y in 0..<height { data[y * stride + x] = out[y] }
            }
        }
    }

    /// Three box widths whose successive application has the variance of a Gaussian of `sigma`
    /// (Kovesi's construction), as half-widths.
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }.map { max(0, $0) }
    }

    /// One running-sum box blur of half-width `radius`, zeros beyond the ends.
    private static func boxPass(_ input: [UInt8], _ output: inout [UInt8], count: Int, radius: Int) {
        guard radius > 0 else {
            for i in 0..<count { output[i] = input[i] }
            return
        }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(input[i]) }
        for i in 0..<count {
            let enter = i + radius, leave = i - radius - 1
            if enter < count { sum += Int(input[enter]) }
            if leave >= 0 { sum -= Int(input[leave]) }
            output[i] = UInt8(min(255, (sum + window / 2) / window))
        }
    }
}
