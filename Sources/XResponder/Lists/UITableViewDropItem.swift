import Foundation

/// One item of a drop on a table (R-LC1): the dragged item and, when it is a row of this table,
/// where that row is.
@preconcurrency @MainActor
public protocol UITableViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The row the item was dragged from, when it came from this table; else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drag preview (the row's, for a row of this table; else zero).
    var previewSize: CGSize { get }
}
