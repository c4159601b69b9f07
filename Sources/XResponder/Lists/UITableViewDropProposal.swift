import Foundation

/// A table drop delegate's answer while a drag passes over a row slot (R-LC1): the operation, and
/// whether the items go between rows or into the row there.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
    /// Where a drop over a table view goes: into the row under the pointer, or as a new row at the index path.
    public enum Intent: Int, Sendable {
        /// No particular place: nothing is shown in the table.
        case unspecified
        /// Between rows: a gap opens at the destination index path.
        case insertAtDestinationIndexPath
        /// Into the row at the destination index path (a folder, say): that row is highlighted.
        case insertIntoDestinationIndexPath
        /// Into the row when the drag is over its middle half, else between rows.
        case automatic
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
