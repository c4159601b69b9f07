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

/// Where a drag's preview lifts from, lands or returns to (R-DT2).
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}

/// A view's preview placed somewhere on screen (R-DT2): what a drag lifts, and where a cancelled
/// drag flies back to. Without a target it stands where the view is.
@preconcurrency @MainActor
open class UITargetedPreview {
    open private(set) var view: UIView
    open private(set) var parameters: UIPreviewParameters
    open private(set) var target: UIPreviewTarget
    /// The preview's size: the visible shape's bounds, else the view's.
    open var size: CGSize {
        if let path = parameters.visiblePath, !path.isEmpty { return path.bounds.size }
        return view.bounds.size
    }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
    }

    /// Stands where `view` is. UIKit demands that the view be in a window; here a view without
    /// a superview is its own container.
    public convenience init(view: UIView, parameters: UIPreviewParameters) {
        self.init(view: view, parameters: parameters, target: Self.target(where: view))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIPreviewParameters())
    }

    /// Where the preview stands on screen (points), when its container is in a window.
    var frameOnScreen: CGRect? {
        guard let window = target.container.window else { return nil }
        let size = self.size
        let rect = CGRect(x: target.center.x - size.width / 2, y: target.center.y - size.height / 2,
                          width: size.width, height: size.height)
        let inWindow = target.container.convert(rect, to: nil)
        return CGRect(origin: window.convertToScreen(inWindow.origin), size: inWindow.size)
    }

    /// The parameters as a drag's (copied into drag parameters when they were plain ones).
    var dragParameters: UIDragPreviewParameters {
        if let parameters = parameters as? UIDragPreviewParameters { return parameters }
        let copy = UIDragPreviewParameters()
        copy.visiblePath = parameters.visiblePath
        copy.shadowPath = parameters.shadowPath
        copy.backgroundColor = parameters.backgroundColor
        return copy
    }

    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }

    static func target(where view: UIView) -> UIDragPreviewTarget {
        guard let superview = view.superview else {
            return UIDragPreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        return UIDragPreviewTarget(container: superview, center: view.center, transform: view.transform)
    }
}

/// A drag's preview placed on screen (R-DT2).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
    }

    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        self.init(view: view, parameters: parameters, target: Self.target(where: view))
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }

    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(view: view, parameters: dragParameters, target: newTarget)
    }
}

/// What a drag item looks like while it is dragged (R-DT2), when it differs from what lifted.
@preconcurrency @MainActor
open class UIDragPreview {
    open private(set) var view: UIView
    open private(set) var parameters: UIDragPreviewParameters

    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
    }

    public convenience init(view: UIView) {
        self.init(view: view, parameters: UIDragPreviewParameters())
    }
}
