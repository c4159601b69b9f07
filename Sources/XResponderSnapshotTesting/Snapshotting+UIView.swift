import Foundation
@preconcurrency import SnapshotTesting
import XResponder

extension Snapshotting where Value: UIView, Format == UIImage {
    /// The view rendered offscreen (no X server), compared with a PNG reference.
    public static var image: Snapshotting { .image() }

    /// The view rendered offscreen at `size` (its own size when nil), in `userInterfaceStyle`
    /// (the desktop's when unspecified), at `scale` pixels per point.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             userInterfaceStyle: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 1) -> Snapshotting {
        SimplySnapshotting<UIImage>(pathExtension: "png", diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision))
            .pullback { view in
                MainActor.assumeIsolated { SnapshotRenderer.render(view, size: size, style: userInterfaceStyle, scale: scale) }
            }
    }
}

extension Snapshotting where Value: UIViewController, Format == UIImage {
    /// The controller's view, rendered offscreen.
    public static var image: Snapshotting { .image() }

    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             userInterfaceStyle: UIUserInterfaceStyle = .unspecified, scale: CGFloat = 1) -> Snapshotting {
        Snapshotting<UIView, UIImage>.image(precision: precision, perceptualPrecision: perceptualPrecision, size: size,
                                             userInterfaceStyle: userInterfaceStyle, scale: scale)
            .pullback { controller in MainActor.assumeIsolated { controller.view } }
    }
}

/// Lays a view out at the size asked for and draws it, in the style asked for.
@MainActor
enum SnapshotRenderer {
    static func render(_ view: UIView, size: CGSize?, style: UIUserInterfaceStyle, scale: CGFloat) -> UIImage {
        if let size { view.frame.size = size }
        let previous = view.overrideUserInterfaceStyle
        if style != .unspecified { view.overrideUserInterfaceStyle = style }
        defer { view.overrideUserInterfaceStyle = previous }
        view.layoutIfNeeded()
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return UIGraphicsImageRenderer(bounds: view.bounds, format: format).image { _ in
            view.drawHierarchy(in: view.bounds, afterScreenUpdates: true)
        }
    }
}
