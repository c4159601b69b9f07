import CCairo
import CPixelKernels
import Foundation

/// Blurs pixels already drawn into a Cairo image surface — what lies behind a `UIVisualEffectView`
/// (R-BR1) — tints them, and paints the result back in their place.
///
/// Speed: a window-sized blur at 1920×1080 must fit a frame. The backdrop is first averaged down
/// by a factor of up to 4 (a blur of 30 points removes what the lost resolution held, which is
/// how iOS blurs too), blurred there by three box passes each way (close to a Gaussian), saturated
/// and tinted (the tint is uniform, so it commutes with scaling), and scaled back up bilinearly.
/// The loops are C (`CPixelKernels`). Only the effect view's own pixels are read, the edges
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
        guard let small = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let smallData = cairo_image_surface_get_data(small) else { return false }
        defer { cairo_surface_destroy(small) }
        var pixels = [Float](repeating: 0, count: width * height * 4)
        var line = [Float](repeating: 0, count: max(width, height) * 4)
        let box = Int32(max(1, Int((radius / CGFloat(f) / 2).rounded())))
        pixels.withUnsafeMutableBufferPointer { buffer in
            xr_downsample(data, Int32(stride), Int32(x0), Int32(y0), Int32(x1), Int32(y1), Int32(f), opaque,
                          buffer.baseAddress, Int32(width), Int32(height))
            line.withUnsafeMutableBufferPointer { xr_box_blur(buffer.baseAddress, Int32(width), Int32(height), box, $0.baseAddress) }
            xr_pack_tinted(buffer.baseAddress, Int32(width), Int32(height), Float(saturation), Float(tintWhite), Float(tintAlpha),
                           smallData, cairo_image_surface_get_stride(small))
        }
        let fullWidth = x1 - x0, fullHeight = y1 - y0
        guard let full = scratchSurface(width: fullWidth, height: fullHeight), let fullData = cairo_image_surface_get_data(full) else { return false }
        cairo_surface_flush(full)
        xr_upscale(smallData, cairo_image_surface_get_stride(small), Int32(width), Int32(height), Int32(f),
                   fullData, cairo_image_surface_get_stride(full), Int32(fullWidth), Int32(fullHeight))
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
