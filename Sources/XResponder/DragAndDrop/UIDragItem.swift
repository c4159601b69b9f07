import Foundation

/// One thing being dragged (R-DT2): its data (`itemProvider`) and, inside the application, any
/// object the source attaches (`localObject`), which a drop in the same app may use directly.
@preconcurrency @MainActor
open class UIDragItem {
    public let itemProvider: NSItemProvider
    open var localObject: Any?

    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
    }
}
