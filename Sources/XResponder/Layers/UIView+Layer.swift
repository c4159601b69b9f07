import Foundation

extension UIView {
    /// The view's layer (R-AP1), made on first use from `layerClass`.
    public var layer: CALayer {
        if let layerStorage { return layerStorage }
        let type = (Self.layerClass as? CALayer.Type) ?? CALayer.self
        let layer = type.init()
        layer.hostView = self
        layerStorage = layer
        return layer
    }

    /// A layer property changed: the drawn extent may have grown or shrunk, and what was and is
    /// drawn must be repainted.
    func layerDrawingDidChange(previousFootprint: CGRect?) {
        invalidateSubtreeExtent()
        guard let window else { return }
        if let previousFootprint { window.addDamage(previousFootprint) }
        window.addDamage(damageFootprint())
    }

    /// The view's own drawing in its superview's coordinates: its frame, grown by a shadow or
    /// sublayers that reach outside it (never when it clips, which hides both).
    var ownDrawingExtentInSuperview: CGRect {
        guard !clipsToBounds, let layer = layerStorage, let local = layer.drawingOutsideBounds(bounds) else { return frame }
        return frame.union(boundingBox(of: local) { pointToSuperview($0) })
    }
}

extension UIColor {
    /// The colour of a `CGColor` (as UIKit's `UIColor(cgColor:)`).
    public convenience init(cgColor: CGColor) {
        self.init(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: cgColor.alpha)
    }
}
