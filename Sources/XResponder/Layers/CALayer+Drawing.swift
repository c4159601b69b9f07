import Foundation

// What the renderer asks of a layer: its rounded shape, whether its shadow shows, and how far its
// drawing reaches outside its bounds (for culling and damage).
extension CALayer {
    /// The shadow is drawn: opaque enough, a colour, finite geometry, and not clipped away.
    var hasVisibleShadow: Bool {
        guard shadowOpacity > 0, shadowOpacity.isFinite, let color = shadowColor, color.alpha > 0,
              shadowRadius.isFinite, shadowOffset.width.isFinite, shadowOffset.height.isFinite else { return false }
        return !masksToBounds
    }

    /// The blur's standard deviation in points.
    var shadowSigma: CGFloat { max(0, shadowRadius) }

    /// Some corner is rounded.
    var isRounded: Bool { cornerRadius.isFinite && cornerRadius > 0 && !maskedCorners.isEmpty }

    var hasVisibleBorder: Bool {
        guard borderWidth.isFinite, borderWidth > 0, let color = borderColor else { return false }
        return color.alpha > 0
    }

    func cornerRadii(in bounds: CGRect) -> CornerRadii {
        guard isRounded else { return CornerRadii(uniform: .zero) }
        let r = CGSize(width: cornerRadius, height: cornerRadius)
        func radius(_ corner: CACornerMask) -> CGSize { maskedCorners.contains(corner) ? r : .zero }
        return CornerRadii(topLeft: radius(.layerMinXMinYCorner), topRight: radius(.layerMaxXMinYCorner),
                           bottomRight: radius(.layerMaxXMaxYCorner), bottomLeft: radius(.layerMinXMaxYCorner))
            .clamped(to: bounds.size)
    }

    /// The bounds with this layer's rounded corners.
    func roundedPath(_ rect: CGRect) -> CGPath {
        let path = CGMutablePath()
        path.addRoundedRect(rect, radii: cornerRadii(in: rect))
        return path
    }

    /// Whether the layer's background, where there is one, fills its whole bounds (no rounded
    /// corners, no mask): what occlusion culling may rely on.
    var fillsBounds: Bool { !isRounded && mask == nil }

    /// Whether the layer clips what it contains to something other than its plain bounds.
    var clipsToShape: Bool { mask != nil || (masksToBounds && isRounded) }

    /// How far the shadow reaches around `box`: three standard deviations, then the offset.
    func shadowExtent(around box: CGRect) -> CGRect {
        let spread = (3 * shadowSigma).rounded(.up) + 1
        return box.insetBy(dx: -spread, dy: -spread).offsetBy(dx: shadowOffset.width, dy: shadowOffset.height)
    }
}
