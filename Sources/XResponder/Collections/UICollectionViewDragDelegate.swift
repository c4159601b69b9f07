import Foundation

/// Which items a drag from a collection view carries (R-LC2, R-DT2). Setting a collection view's
/// `dragDelegate` makes its items draggable: with the pointer, a press on an item that moves past
/// the drag threshold; with a finger, an item held for half a second and then moved.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on the item at `indexPath` carries; none: no drag.
    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem]
    /// How the item at `indexPath` is cut out for the drag's picture; nil: the whole cell.
    func collectionView(_ collectionView: UICollectionView,
                        dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession)
    func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func collectionView(_ collectionView: UICollectionView,
                        dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UICollectionViewDragDelegate {
    public func collectionView(_ collectionView: UICollectionView,
                               dragPreviewParametersForItemAt indexPath: IndexPath) -> UIDragPreviewParameters? { nil }
    public func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) {}
    public func collectionView(_ collectionView: UICollectionView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        true
    }
    public func collectionView(_ collectionView: UICollectionView,
                               dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool { false }
}
