import Foundation

/// A drop target's answer while a drag passes over it (R-DT2): the operation a drop there would do.
@preconcurrency @MainActor
open class UIDropProposal {
    public let operation: UIDropOperation
    /// Fine positioning of the drop (iPad text drops); kept, without effect on the desktop.
    open var isPrecise = false
    open var prefersFullSizePreview = false

    public init(operation: UIDropOperation) {
        self.operation = operation
    }
}
