import Foundation

/// A view's preview placed somewhere on screen (R-DT2): what a drag lifts, and where a cancelled
/// drag flies back to. Without a target it stands where the view is.
@preconcurrency @MainActor
open class UITargetedPreview {
    open private(set) var view: UIView
    open private(set) var parameters: UIPreviewParameters
    open private(set) var target: UIPreviewTarget
    /// The preview's size: the visible shape's bounds, else the view's.
    open var size: CGSize { parameters.visibleArea(of: view).size }

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
