import CCairo
import Foundation

/// Draws into an offscreen bitmap, as UIKit's `UIGraphicsImageRenderer` does. No X server is needed.
///
/// ```swift
/// let format = UIGraphicsImageRendererFormat()
/// format.scale = 2
/// let renderer = UIGraphicsImageRenderer(bounds: view.bounds, format: format)
/// let png = renderer.pngData { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
/// ```
@preconcurrency @MainActor
open class UIGraphicsImageRenderer {
    public let bounds: CGRect
    /// A copy of the format given (changing the one passed in afterwards changes nothing, as in UIKit).
    public let format: UIGraphicsImageRendererFormat

    /// At the main screen's scale (UIKit's `UIGraphicsImageRendererFormat.preferred()`).
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .preferred())
    }

    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .preferred())
    }

    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format.copied()
    }

    /// Draws with `actions` into a new bitmap: transparent unless the format is opaque, in points
    /// with the origin at `bounds.origin`.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.effectiveScale
        let (surface, cr) = Self.makeBitmap(size: bounds.size, scale: scale, opaque: format.opaque)
        cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
        let context = CGContext(cairo: cr)
        UIGraphicsPushContext(context)
        actions(UIGraphicsImageRendererContext(cgContext: context, surface: surface, format: format))
        UIGraphicsPopContext()
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return UIImage(surface: surface, scale: scale)
    }

    public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    public func jpegData(withCompressionQuality compressionQuality: CGFloat,
                         actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
    }

    /// The scale a bitmap is made at when `requested` is asked for: 0 (or anything unusable) means
    /// the main screen's, as in UIKit's image contexts and formats.
    static func bitmapScale(_ requested: CGFloat) -> CGFloat {
        if requested > 0, requested.isFinite { return requested }
        return UIScreen.main.scale > 0 ? UIScreen.main.scale : 1
    }

    /// A bitmap of `size` points at `scale` (transparent, or opaque black), and a Cairo context on
    /// it scaled to points (at least one pixel each way). The image contexts of
    /// `UIGraphicsBeginImageContext` are made the same way.
    static func makeBitmap(size: CGSize, scale: CGFloat, opaque: Bool = false) -> (surface: OpaquePointer, cairo: OpaquePointer) {
        let width = Int32(clamping: Int((size.width * scale).rounded(.up).clampedForPixels))
        let height = Int32(clamping: Int((size.height * scale).rounded(.up).clampedForPixels))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let cairo = cairo_create(surface)!
        if opaque {
            // Kept in ARGB (every image here is): opaque black where nothing is drawn, as a
            // bitmap without alpha shows.
            cairo_set_source_rgb(cairo, 0, 0, 0)
            cairo_paint(cairo)
        }
        cairo_scale(cairo, Double(scale), Double(scale))
        return (surface, cairo)
    }
}
