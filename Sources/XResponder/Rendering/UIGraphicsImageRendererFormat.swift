import Foundation

/// How a `UIGraphicsImageRenderer` makes its bitmap: its scale (0: the main screen's) and whether
/// it is opaque.
@preconcurrency @MainActor
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; 0 or less means the main screen's scale, as a bitmap context's does.
    open var scale: CGFloat
    /// An opaque bitmap has no alpha channel: what is not drawn is black.
    open var opaque = false
    /// The colour range of the bitmap. Cairo's image surfaces are 8 bits a channel, so every range
    /// is drawn as `.standard`.
    open var preferredRange: Range = .standard

    /// The colour range an image renderer draws in: standard, extended or automatic.
    public enum Range: Int, Sendable {
        case unspecified = -1, automatic = 0, extended = 1, standard = 2
    }

    /// At the main screen's scale.
    public init() { scale = UIScreen.main.scale }

    /// UIKit's deprecated default format, kept for the code that still asks for it.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format that suits the main screen.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    var effectiveScale: CGFloat { UIGraphicsImageRenderer.bitmapScale(scale) }

    func copied() -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.preferredRange = preferredRange
        return copy
    }
}
