import CCairo
import Foundation

/// UIKit's older offscreen drawing, still common in apps: `UIGraphicsBeginImageContextWithOptions`,
/// draw into `UIGraphicsGetCurrentContext()`, `UIGraphicsGetImageFromCurrentImageContext()`,
/// `UIGraphicsEndImageContext()`. Each begin pushes a Cairo image surface as the current context;
/// contexts nest, and an image taken is a copy, so drawing may go on after it.
@MainActor private var imageContexts: [(surface: OpaquePointer, cairo: OpaquePointer, scale: CGFloat)] = []

/// Begins a bitmap context of `size` points at scale 1, transparent.
@preconcurrency @MainActor public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// Begins a bitmap context of `size` points; `scale` 0 means the main screen's scale. An `opaque`
/// bitmap has no transparency, as in UIKit: what is not drawn is black (as an opaque
/// `UIGraphicsImageRendererFormat`'s is).
@preconcurrency @MainActor public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = UIGraphicsImageRenderer.bitmapScale(scale)
    let (surface, cairo) = UIGraphicsImageRenderer.makeBitmap(size: size, scale: scale, opaque: opaque)
    imageContexts.append((surface, cairo, scale))
    UIGraphicsPushContext(CGContext(cairo: cairo))
}

/// What the innermost image context holds so far, or nil when none is open.
@preconcurrency @MainActor public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let current = imageContexts.last else { return nil }
    return UIImage(copyOf: current.surface, scale: current.scale)
}

/// Ends the innermost image context (nothing when none is open, as UIKit only logs).
@preconcurrency @MainActor public func UIGraphicsEndImageContext() {
    guard let current = imageContexts.popLast() else { return }
    UIGraphicsPopContext()
    cairo_destroy(current.cairo)
    cairo_surface_destroy(current.surface)
}
