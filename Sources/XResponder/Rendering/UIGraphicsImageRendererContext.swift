import Foundation

/// What a renderer's drawing closure gets: the Core Graphics context, the format, the image so far
/// and UIKit's fill, stroke and clip shortcuts.
@preconcurrency @MainActor
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    private let surface: OpaquePointer

    init(cgContext: CGContext, surface: OpaquePointer, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.surface = surface
        self.format = format
    }

    /// What has been drawn so far, as an image (a copy: drawing on goes on in the renderer).
    public var currentImage: UIImage { UIImage(copyOf: surface, scale: format.effectiveScale) }

    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        drawing(with: blendMode) { $0.fill(rect) }
    }

    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        drawing(with: blendMode) { $0.stroke(rect) }
    }

    /// Runs `draw` with `blendMode`, then puts the context's own mode back.
    private func drawing(with blendMode: CGBlendMode, _ draw: (CGContext) -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        draw(cgContext)
        cgContext.restoreGState()
    }

    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
