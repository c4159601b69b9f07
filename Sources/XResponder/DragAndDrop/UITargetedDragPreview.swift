import Foundation

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
