import CCairo
import Foundation

/// Draws into an offscreen bitmap, as UIKit's `UIGraphicsImageRenderer` does. No X server is needed.
///
/// ```swift
/// let renderer = UIGraphicsImageRenderer(bounds: view.bounds)
/// let png = renderer.pngData { _ in view.drawHierarchy(in: view.bounds, afterScreenUpdates: true) }
/// ```
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
    public let bounds: CGRect
    public let scale: CGFloat

    public init(bounds: CGRect, scale: CGFloat = 1) {
        self.bounds = bounds
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    public convenience init(size: CGSize, scale: CGFloat = 1) {
        self.init(bounds: CGRect(origin: .zero, size: size), scale: scale)
    }

    /// The context handed to drawing closures.
    @MainActor
    public final class Context {
        public let cgContext: CGContext
        init(cgContext: CGContext) { self.cgContext = cgContext }
        public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    }

    public func image(actions: (Context) -> Void) -> UIImage {
        let (surface, cr) = Self.makeBitmap(size: bounds.size, scale: scale)
        cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
        let context = CGContext(cairo: cr)
        UIGraphicsPushContext(context)
        actions(Context(cgContext: context))
        UIGraphicsPopContext()
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return UIImage(surface: surface, scale: scale)
    }

    /// A transparent ARGB bitmap of `size` points at `scale`, and a Cairo context on it scaled to
    /// points (at least one pixel each way). The image contexts of `UIGraphicsBeginImageContext`
    /// are made the same way.
    static func makeBitmap(size: CGSize, scale: CGFloat) -> (surface: OpaquePointer, cairo: OpaquePointer) {
        let width = Int32(clamping: Int((size.width * scale).rounded(.up).clampedForPixels))
        let height = Int32(clamping: Int((size.height * scale).rounded(.up).clampedForPixels))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, Double(scale), Double(scale))
        return (surface, cairo)
    }

    public func pngData(actions: (Context) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
