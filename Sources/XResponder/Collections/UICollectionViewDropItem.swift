import Foundation

/// One item of a drop on a collection view (R-LC2): the dragged item and, when it is an item of
/// this collection view, where that item is.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: AnyObject {
    var dragItem: UIDragItem { get }
    /// The item it was dragged from, when it came from this collection view; else nil.
    var sourceIndexPath: IndexPath? { get }
    /// The size of the item's drag preview (the cell's, for an item of this collection view).
    var previewSize: CGSize { get }
}
