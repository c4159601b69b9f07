import Foundation

/// One thing being dragged (R-DT2): its data (`itemProvider`) and, inside the application, any
/// object the source attaches (`localObject`), which a drop in the same app may use directly.
@preconcurrency @MainActor
open class UIDragItem {
    public let itemProvider: NSItemProvider
    open var localObject: Any?
    /// What the item looks like while dragged, asked for when the drag begins; nil: what lifted
    /// (the interaction's preview for lifting).
    open var previewProvider: (() -> UIDragPreview?)?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
