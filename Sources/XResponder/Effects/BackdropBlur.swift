import CCairo
import CPixelKernels
import Foundation

/// Blurs pixels already drawn into a Cairo image surface — what lies behind a `UIVisualEffectView`
/// (R-BR1) — tints them, and paints the result back in their place.
///
/// Speed: a window-sized blur at 1920×1080 must fit a frame. The backdrop is first averaged down
/// by a factor of up to 4 (a blur of 30 points removes what the lost resolution held, which is
/// how iOS blurs too), blurred there by three box passes each way (close to a Gaussian), saturated
/// and tinted (the tint is uniform, so it commutes with scaling), and scaled back up bilinearly,
/// straight onto the target where the clip allows. The loops are C (`CPixelKernels`, built for
/// AVX2 too), each step in two bands on two cores, their memory kept between frames
/// (docs/benchmarks-history.md#blur-issue-48-r-br1). Only the effect view's own pixels are read, the edges
/// clamped, so a partial redraw gives the same picture as a whole one (the compositor redraws an
/// effect view whole whenever its backdrop changes: `UIWindow.expandDamageForBackdrops`).
@MainActor
enum BackdropBlur {
    /// The downsampling factor for a blur of `radius` device pixels.
    static func factor(for radius: CGFloat) -> Int {
        radius >= 16 ? 4 : radius >= 8 ? 2 : 1
    }

    /// The full-size picture, kept between frames: a window-sized buffer allocated every frame
    /// would cost its page faults every frame.
    private static var scratch: (surface: OpaquePointer, width: Int, height: Int)?

    /// Blurs the pixels of `cr`'s target under the device rectangle `rect` by `radius` device
    /// pixels, saturates them by `saturation` (1: unchanged), lays the tint (`tintWhite` at
    /// `tintAlpha`) over them and paints them back; the caller's clip applies. Returns false when
    /// the target's pixels cannot be read (not an image): the caller then paints the tint alone.
    @discardableResult
    static func paint(_ rect: CGRect, radius: CGFloat, saturation: CGFloat, tintWhite: CGFloat, tintAlpha: CGFloat,
                      in cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 || cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24,
              rect.isFiniteRect, radius.isFinite, saturation.isFinite else { return false }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(target, &offsetX, &offsetY)
        let surfaceWidth = Int(cairo_image_surface_get_width(target)), surfaceHeight = Int(cairo_image_surface_get_height(target))
        // The rectangle in the target's pixels, whole pixels, inside the surface.
        guard abs(rect.minX) < 1e7, abs(rect.minY) < 1e7, rect.width < 1e7, rect.height < 1e7 else { return false }
        let x0 = max(0, Int((rect.minX + offsetX).rounded(.down))), y0 = max(0, Int((rect.minY + offsetY).rounded(.down)))
        let x1 = min(surfaceWidth, Int((rect.maxX + offsetX).rounded(.up))), y1 = min(surfaceHeight, Int((rect.maxY + offsetY).rounded(.up)))
        guard x1 > x0, y1 > y0 else { return true }
        cairo_surface_flush(target)
        guard let data = cairo_image_surface_get_data(target) else { return false }
        let stride = Int(cairo_image_surface_get_stride(target))
        let opaque: Int32 = cairo_image_surface_get_format(target) == CAIRO_FORMAT_RGB24 ? 1 : 0

        let f = factor(for: radius)
        let width = (x1 - x0 + f - 1) / f, height = (y1 - y0 + f - 1) / f
        let buffers = BlurBuffers.shared(width: width, height: height)
        let smallData = buffers.small, smallStride = buffers.smallStride
        let box = Int32(max(1, Int((radius / CGFloat(f) / 2).rounded())))
        let source = BandPointer(UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self))
        let averaged = BandPointer(buffers.pixels), copy = BandPointer(buffers.copy)
        let sums = BandPointer(buffers.sums), lines = BandPointer(buffers.lines), packed = BandPointer(smallData)
        // Averaged down and blurred along the rows, a band of rows a core; then down the
        // columns and packed, a band of columns a core.
        inBands(of: height) { band, row0, row1 in
            xr_downsample(source.pointer, Int32(stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1), Int32(f), opaque,
                          averaged.pointer, Int32(width), Int32(height), Int32(row0), Int32(row1))
            xr_box_blur_rows(averaged.pointer, Int32(width), Int32(height), box, Int32(row0), Int32(row1),
                             lines.pointer + band * width * 4)
        }
        inBands(of: width) { _, column0, column1 in
            xr_box_blur_columns(averaged.pointer, Int32(width), Int32(height), box, Int32(column0), Int32(column1),
                                copy.pointer, sums.pointer + column0 * 4)
            xr_pack_tinted(averaged.pointer, Int32(width), Int32(height), Float(saturation), Float(tintWhite), Float(tintAlpha),
                           packed.pointer, smallStride, Int32(column0), Int32(column1))
        }
        let fullWidth = x1 - x0, fullHeight = y1 - y0
        let picture = BandPointer(smallData)   // packed, read by every band
        func upscale(into origin: UnsafeMutablePointer<UInt8>, stride outStride: Int32, _ region: (x0: Int, y0: Int, x1: Int, y1: Int)) {
            let target = BandPointer(origin)
            inBands(of: region.y1 - region.y0) { _, row0, row1 in
                xr_upscale(picture.pointer, smallStride, Int32(width), Int32(height), Int32(f), target.pointer, outStride,
                           Int32(fullWidth), Int32(fullHeight), Int32(region.x0), Int32(region.y0 + row0),
                           Int32(region.x1), Int32(region.y0 + row1))
            }
        }

        // Straight onto the target where the caller's clip is whole pixels (a redraw's damage
        // rectangles): a window-sized copy through a scratch surface cost a fifth of the frame.
        if let regions = clipRegions(of: cr, offsetX: offsetX, offsetY: offsetY, within: (x0, y0, x1, y1)) {
            let origin = data + y0 * stride + x0 * 4
            for region in regions {
                upscale(into: origin, stride: Int32(stride), (region.x0 - x0, region.y0 - y0, region.x1 - x0, region.y1 - y0))
            }
            cairo_surface_mark_dirty(target)
            return true
        }
        guard let full = scratchSurface(width: fullWidth, height: fullHeight), let fullData = cairo_image_surface_get_data(full) else { return false }
        cairo_surface_flush(full)
        upscale(into: fullData, stride: cairo_image_surface_get_stride(full), (0, 0, fullWidth, fullHeight))
        cairo_surface_mark_dirty(full)

        // Back in device space, pixel for pixel, inside the caller's clip.
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(x0) - offsetX, Double(y0) - offsetY, Double(fullWidth), Double(fullHeight))
        cairo_clip(cr)
        cairo_set_source_surface(cr, full, Double(x0) - offsetX, Double(y0) - offsetY)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
        return true
    }

    /// The caller's clip as rectangles of whole target pixels inside `bounds`, or nil when it is
    /// not (a rounded or fractional clip: then the picture is painted through Cairo, which clips it).
    private static func clipRegions(of cr: OpaquePointer, offsetX: Double, offsetY: Double,
                                    within bounds: (x0: Int, y0: Int, x1: Int, y1: Int)) -> [(x0: Int, y0: Int, x1: Int, y1: Int)]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        var regions: [(x0: Int, y0: Int, x1: Int, y1: Int)] = []
        for index in 0..<Int(list.pointee.num_rectangles) {
            let rectangle = list.pointee.rectangles[index]
            // Device space is user space here (identity matrix); the target's pixels are offset.
            let edges = [rectangle.x + offsetX, rectangle.y + offsetY, rectangle.x + rectangle.width + offsetX,
                         rectangle.y + rectangle.height + offsetY]
            guard edges.allSatisfy({ $0.isFinite && abs($0 - $0.rounded()) < 1e-6 && abs($0) < 1e7 }) else { return nil }
            let region = (x0: max(bounds.x0, Int(edges[0].rounded())), y0: max(bounds.y0, Int(edges[1].rounded())),
                          x1: min(bounds.x1, Int(edges[2].rounded())), y1: min(bounds.y1, Int(edges[3].rounded())))
            if region.x1 > region.x0, region.y1 > region.y0 { regions.append(region) }
        }
        return regions
    }

    /// Runs `body` over `count` rows split into bands, one per core up to two (what the machines
    /// this draws on have spare while the main thread waits for the frame): each band's pixels
    /// are its own. Short runs stay on this thread.
    /// `body` gets the band's index (below `maximumBands`) and its rows.
    private static func inBands(of count: Int, _ body: @Sendable (Int, Int, Int) -> Void) {
        let bands = count >= 128 && ProcessInfo.processInfo.activeProcessorCount >= 2 ? maximumBands : 1
        guard bands > 1 else { return body(0, 0, count) }
        DispatchQueue.concurrentPerform(iterations: bands) { band in
            body(band, count * band / bands, count * (band + 1) / bands)
        }
    }

    /// How many bands the loops are split into at most.
    static let maximumBands = 2

    /// A surface of at least `width` × `height` pixels; its top-left part is used.
    private static func scratchSurface(width: Int, height: Int) -> OpaquePointer? {
        if let scratch, scratch.width >= width, scratch.height >= height { return scratch.surface }
        // Grows to the largest asked for (a window's size), so that resizing does not reallocate often.
        let newWidth = max(width, scratch?.width ?? 0), newHeight = max(height, scratch?.height ?? 0)
        if let old = scratch?.surface { cairo_surface_destroy(old) }
        scratch = nil
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(newWidth), Int32(newHeight)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        scratch = (surface, newWidth, newHeight)
        return surface
    }
}

/// The blur's working memory, kept between frames and grown to the largest blur asked for: a
/// window-sized blur's 4 MB allocated afresh every frame cost a millisecond of page faults.
@MainActor
private final class BlurBuffers {
    /// The small picture as floats (ARGB, 0…255), its copy for the column passes, a row of
    /// column sums, a line for each band's row passes, and the small picture packed (ARGB32, rows
    /// of `smallStride` bytes).
    let pixels: UnsafeMutablePointer<Float>
    let copy: UnsafeMutablePointer<Float>
    let sums: UnsafeMutablePointer<Float>
    let lines: UnsafeMutablePointer<Float>
    let small: UnsafeMutablePointer<UInt8>
    let smallStride: Int32
    let width: Int, height: Int

    private static var kept: BlurBuffers?

    /// Buffers for a small picture of at least `width` × `height` pixels.
    static func shared(width: Int, height: Int) -> BlurBuffers {
        if let kept, kept.width >= width, kept.height >= height { return kept }
        let made = BlurBuffers(width: max(width, kept?.width ?? 0), height: max(height, kept?.height ?? 0))
        kept = made
        return made
    }

    private init(width: Int, height: Int) {
        self.width = width
        self.height = height
        let count = width * height * 4
        pixels = .allocate(capacity: count)
        copy = .allocate(capacity: count)
        sums = .allocate(capacity: width * 4)
        lines = .allocate(capacity: width * 4 * BackdropBlur.maximumBands)
        // Rows of whole words: what Cairo's ARGB32 stride would be.
        smallStride = Int32(width * 4)
        small = .allocate(capacity: width * 4 * height)
    }

    isolated deinit {
        pixels.deallocate()
        copy.deallocate()
        sums.deallocate()
        lines.deallocate()
        small.deallocate()
    }
}

/// A pixel buffer handed to the bands of `BackdropBlur.inBands`: each band reads its own rows of
/// the source and writes its own rows of the destination, so sharing the pointer is safe.
private struct BandPointer<Pointee>: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<Pointee>
    init(_ pointer: UnsafeMutablePointer<Pointee>) { self.pointer = pointer }
}
