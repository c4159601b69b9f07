import Foundation

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
