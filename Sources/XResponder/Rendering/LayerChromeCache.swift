import CCairo
import Foundation

/// A view's layer "chrome" — its shadow, rounded background and (for a plain view with nothing
/// above it) border — drawn once into an image and then copied: Cairo rasterises antialiased
/// curves and blurred masks slowly, and a list of a thousand cards has a handful of distinct
/// cards. Copying an image to whole device pixels gives the pixels drawing would.
///
/// Entries are keyed by value (size, corners, colours, border, shadow, scale), never by a view,
/// so nothing here outlives what it drew; the cache is bounded by bytes and emptied when full.
@MainActor
enum LayerChromeCache {
    struct Key: Hashable {
        let size: CGSize
        let radii: CornerRadii
        let background: CGColor?
        let border: Border?
        let shadow: Shadow?
        let scale: CGFloat

        /// Hashes what tells cards apart most cheaply (size, a corner, the fill); equality still
        /// compares everything. Hashing all thirty-odd numbers cost more per card than the copy.
        func hash(into hasher: inout Hasher) {
            hasher.combine(size.width); hasher.combine(size.height)
            hasher.combine(radii.topLeft.width)
            hasher.combine(background?.red); hasher.combine(background?.green); hasher.combine(background?.blue)
        }
    }

    struct Border: Hashable { let width: CGFloat; let color: CGColor }
    struct Shadow: Hashable {
        let color: CGColor; let opacity: Float; let offset: CGSize; let sigma: CGFloat; let path: CGPath?
    }

    /// What a view's layer copied from the cache last time, and from what. While the layer has
    /// not changed (`drawingGeneration`), nor the view's size, fill, scale or whether its border
    /// may go in the chrome, and the cache has not been emptied since (`epoch`), the next frame
    /// copies the same entry without building and hashing a key: a thousand cards, a thousand
    /// keys of thirty-odd numbers each, cost more than the copies.
    struct Memo {
        let generation: UInt32
        let epoch: UInt32
        let size: CGSize
        let background: CGColor?
        let scale: CGFloat
        let borderMayGoIn: Bool
        let copied: Copied
        /// Not retained: the cache holds every entry until it is emptied, which moves `epoch` on,
        /// so a memo whose epoch is current points at a live entry, and a layer keeps no chrome
        /// alive past the cache's byte budget.
        unowned(unsafe) let entry: Entry
    }

    @MainActor final class Entry {
        let surface: OpaquePointer
        /// Where the image's top-left goes, relative to the bounds' origin, in points.
        let origin: CGPoint
        let size: CGSize
        let bytes: Int
        /// The part of the image with any ink in it, relative to the bounds' origin: a shadow's
        /// outer rows round to nothing at 8 bits and are not copied.
        let inked: CGRect
        /// The surface as a source, made once: a copy only moves its matrix.
        let pattern: OpaquePointer
        /// The surface for pixman, and the inked pixels (x, y, width, height in the image) with the
        /// image's top-left relative to the bounds' origin in device pixels: nil when that offset
        /// is not whole pixels (a fractional scale), and then Cairo copies.
        let source: PixelBlitter.Source?
        let pixelInk: (x: Int32, y: Int32, width: Int32, height: Int32)
        let pixelOffset: (x: Int32, y: Int32)
        init(surface: OpaquePointer, origin: CGPoint, size: CGSize, bytes: Int, inked: CGRect,
             pixelInk: (x: Int32, y: Int32, width: Int32, height: Int32), scale: CGFloat) {
            self.surface = surface; self.origin = origin; self.size = size; self.bytes = bytes; self.inked = inked
            pattern = cairo_pattern_create_for_surface(surface)
            self.pixelInk = pixelInk
            let offsetX = origin.x * scale, offsetY = origin.y * scale
            if offsetX == offsetX.rounded(), offsetY == offsetY.rounded(), abs(offsetX) < 1_000_000, abs(offsetY) < 1_000_000 {
                pixelOffset = (Int32(offsetX), Int32(offsetY))
                source = PixelBlitter.Source(surface: surface)
            } else {
                pixelOffset = (0, 0)
                source = nil
            }
        }
        isolated deinit {
            cairo_pattern_destroy(pattern)
            cairo_surface_destroy(surface)
        }
    }

    private static var entries: [Key: Entry] = [:]
    /// Moves on each time `entries` is emptied: memos from before are stale.
    private static var epoch: UInt32 = 0
    private static var bytes = 0
    static let budget = 32 << 20
    /// How many chromes were drawn rather than copied (tests see the cache work).
    private(set) static var drawCount = 0

    /// Whether the border goes into the chrome: only when nothing is drawn above the background
    /// (a plain `UIView` with no subviews and no sublayers), since a border is drawn on top.
    static func includesBorder(of view: UIView, layer: CALayer) -> Bool {
        layer.hasVisibleBorder && borderMayGoIn(view, layer: layer)
    }

    /// What `includesBorder` asks of the view rather than of the layer.
    private static func borderMayGoIn(_ view: UIView, layer: CALayer) -> Bool {
        type(of: view) == UIView.self && view.subviewStorage.isEmpty && layer.sublayerStorage.isEmpty && !view.drawsOverlay
    }

    /// The cache key of `view`'s chrome in this context, or nil when it cannot be copied
    /// pixel-exactly (a rotation, a fractional pixel position, a mask, a content-shaped shadow).
    private static func key(_ view: UIView, layer: CALayer, bounds: CGRect, background: CGColor?, scale: CGFloat) -> Key? {
        guard layer.mask == nil, bounds.isFiniteRect, bounds.width > 0, bounds.height > 0 else { return nil }
        let shadow: Shadow? = layer.hasVisibleShadow && (background != nil || layer.hasVisibleBorder || layer.shadowPath != nil)
            ? Shadow(color: layer.shadowColor!, opacity: layer.shadowOpacity, offset: layer.shadowOffset, sigma: layer.shadowSigma,
                     path: layer.shadowPath)
            : nil
        // A content-shaped shadow depends on what the view draws: not cacheable.
        if layer.hasVisibleShadow, shadow == nil { return nil }
        let border = includesBorder(of: view, layer: layer) ? Border(width: layer.borderWidth, color: layer.borderColor!) : nil
        guard background != nil || shadow != nil || border != nil else { return nil }
        return Key(size: bounds.size, radii: layer.cornerRadii(in: bounds), background: background, border: border,
                   shadow: shadow, scale: scale)
    }

    /// What a copy drew.
    enum Copied { case withoutBorder, withBorder }

    /// Draws `view`'s chrome from the cache when the context allows a pixel-exact copy (a
    /// translation to whole device pixels and a uniform scale); nil when the caller must draw it.
    static func draw(_ view: UIView, layer: CALayer, bounds: CGRect, background: CGColor?, in context: CGContext) -> Copied? {
        var deviceOrigin = (x: 0.0, y: 0.0)
        guard let scale = pixelAlignedScale(context.cairo, origin: bounds.origin, device: &deviceOrigin) else { return nil }
        let borderMayGoIn = borderMayGoIn(view, layer: layer)
        let entry: Entry
        let copied: Copied
        if let memo = layer.chromeMemo, memo.generation == layer.drawingGeneration, memo.epoch == epoch,
           memo.size == bounds.size, memo.scale == scale, memo.borderMayGoIn == borderMayGoIn, memo.background == background {
            entry = memo.entry
            copied = memo.copied
        } else {
            layer.chromeMemo = nil
            guard let key = key(view, layer: layer, bounds: bounds, background: background, scale: scale) else { return nil }
            if let cached = entries[key] {
                entry = cached
            } else {
                guard let made = make(key, layer: layer) else { return nil }
                if bytes + made.bytes > budget {
                    entries = [:]
                    bytes = 0
                    epoch &+= 1
                }
                entries[key] = made
                bytes += made.bytes
                entry = made
            }
            copied = key.border == nil ? .withoutBorder : .withBorder
            layer.chromeMemo = Memo(generation: layer.drawingGeneration, epoch: epoch, size: bounds.size, background: background,
                                    scale: scale, borderMayGoIn: borderMayGoIn, copied: copied, entry: entry)
        }
        if let source = entry.source, abs(deviceOrigin.x) < 1.0e9, abs(deviceOrigin.y) < 1.0e9 {
            let ink = entry.pixelInk
            if PixelBlitter.copy(source, sourceX: ink.x, sourceY: ink.y, width: ink.width, height: ink.height,
                                 toDeviceX: Int32(deviceOrigin.x.rounded()) &+ entry.pixelOffset.x &+ ink.x,
                                 y: Int32(deviceOrigin.y.rounded()) &+ entry.pixelOffset.y &+ ink.y, in: context) {
                return copied
            }
        }
        let cr = context.cairo
        let x = Double(bounds.minX + entry.origin.x), y = Double(bounds.minY + entry.origin.y)
        // A thousand cards are a thousand copies: no save and restore around each, one pattern per
        // chrome moved into place (whatever draws next sets its own source, as all drawing here does).
        var matrix = cairo_matrix_t()
        cairo_matrix_init_translate(&matrix, -x, -y)
        cairo_pattern_set_matrix(entry.pattern, &matrix)
        cairo_set_source(cr, entry.pattern)
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(bounds.minX + entry.inked.minX), Double(bounds.minY + entry.inked.minY),
                        Double(entry.inked.width), Double(entry.inked.height))
        if context.currentAlpha < 1 {
            cairo_save(cr)
            cairo_clip(cr)
            cairo_paint_with_alpha(cr, Double(context.currentAlpha))
            cairo_restore(cr)
        } else {
            cairo_fill(cr)
        }
        return copied
    }

    /// The device scale when user space is a uniform scale plus a translation that puts `origin`
    /// on a whole device pixel; nil otherwise.
    /// `device` receives the origin in device pixels.
    private static func pixelAlignedScale(_ cr: OpaquePointer, origin: CGPoint, device: inout (x: Double, y: Double)) -> CGFloat? {
        guard let scale = PixelBlitter.axisAlignedScale(cr), scale <= 8 else { return nil }
        var x = Double(origin.x), y = Double(origin.y)
        cairo_user_to_device(cr, &x, &y)
        guard abs(x - x.rounded()) < 1e-6, abs(y - y.rounded()) < 1e-6 else { return nil }
        device = (x, y)
        return CGFloat(scale)
    }

    /// Draws the chrome into a new image covering the bounds and the shadow's reach.
    private static func make(_ key: Key, layer: CALayer) -> Entry? {
        let bounds = CGRect(origin: .zero, size: key.size)
        var area = bounds
        if key.shadow != nil { area = area.union(layer.shadowExtent(around: key.shadow?.path?.boundingBox ?? bounds)) }
        area = CGRect(x: area.minX.rounded(.down), y: area.minY.rounded(.down),
                      width: (area.maxX.rounded(.up) - area.minX.rounded(.down)), height: (area.maxY.rounded(.up) - area.minY.rounded(.down)))
        // Chromes larger than a quarter of a 4K screen are drawn directly: copying them saves little
        // (and a hostile shadow offset must not overflow the pixel count).
        let pixelWidth = area.width * key.scale, pixelHeight = area.height * key.scale
        guard pixelWidth.isFinite, pixelHeight.isFinite, pixelWidth >= 1, pixelHeight >= 1,
              pixelWidth * pixelHeight <= 2_100_000 else { return nil }
        let width = Int(pixelWidth.rounded(.up)), height = Int(pixelHeight.rounded(.up))
        guard
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cr = cairo_create(surface) else { return nil }
        cairo_scale(cr, Double(key.scale), Double(key.scale))
        cairo_translate(cr, Double(-area.minX), Double(-area.minY))
        let context = CGContext(cairo: cr)
        LayerRenderer.drawChrome(of: layer, bounds: bounds, background: key.background, includesBorder: key.border != nil, in: context)
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        let ink = inkedPixels(surface, width: width, height: height)
        cairo_surface_set_device_scale(surface, Double(key.scale), Double(key.scale))
        drawCount += 1
        let inked = CGRect(x: area.minX + CGFloat(ink.minX) / key.scale, y: area.minY + CGFloat(ink.minY) / key.scale,
                           width: CGFloat(ink.width) / key.scale, height: CGFloat(ink.height) / key.scale)
        return Entry(surface: surface, origin: area.origin, size: area.size, bytes: width * height * 4, inked: inked,
                     pixelInk: (Int32(ink.minX), Int32(ink.minY), Int32(ink.width), Int32(ink.height)), scale: key.scale)
    }

    /// The pixel rectangle of an ARGB32 image whose alpha is not zero (empty when none is).
    private static func inkedPixels(_ surface: OpaquePointer, width: Int, height: Int) -> (minX: Int, minY: Int, width: Int, height: Int) {
        guard let data = cairo_image_surface_get_data(surface) else { return (0, 0, width, height) }
        let stride = Int(cairo_image_surface_get_stride(surface))
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] >> 24 != 0 {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard maxX >= minX, maxY >= minY else { return (0, 0, 0, 0) }
        return (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }
}
