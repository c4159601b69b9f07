import Foundation

/// A collection drop delegate's answer while a drag passes over it (R-LC2): the operation, and
/// whether the items go among the items or into the item there.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
    /// Where a drop over a collection view goes: into the item under the pointer, or as a new item at the index path.
    public enum Intent: Int, Sendable {
        /// No particular place: nothing is shown in the collection view.
        case unspecified
        /// Among the items at the destination index path: this collection view's own item, moved,
        /// is shown there as it follows the drag.
        case insertAtDestinationIndexPath
        /// Into the item at the destination index path (a folder, say): that item is highlighted.
        case insertIntoDestinationIndexPath
    }

    public let intent: Intent

    public init(operation: UIDropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    public override init(operation: UIDropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
