import Foundation

/// Where a preview stands (R-DT2): at `center` of `container`'s coordinates, transformed.
@preconcurrency @MainActor
open class UIPreviewTarget {
    open private(set) var container: UIView
    open private(set) var center: CGPoint
    open private(set) var transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform) {
        self.container = container
        self.center = center
        self.transform = transform
    }

    public convenience init(container: UIView, center: CGPoint) {
        self.init(container: container, center: center, transform: .identity)
    }
}
