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
        let width = Int32(clamping: Int((bounds.width * scale).rounded(.up).clampedForPixels))
        let height = Int32(clamping: Int((bounds.height * scale).rounded(.up).clampedForPixels))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, max(width, 1), max(height, 1))!
        let cr = cairo_create(surface)!
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_translate(cr, Double(-bounds.minX), Double(-bounds.minY))
        let context = CGContext(cairo: cr)
        UIGraphicsPushContext(context)
        actions(Context(cgContext: context))
        UIGraphicsPopContext()
        cairo_destroy(cr)
        cairo_surface_flush(surface)
        return UIImage(surface: surface, scale: scale)
    }

    public func pngData(actions: (Context) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
