import Foundation

/// What a collection view's drop delegate gets when a drop is performed (R-LC2): the items, where
/// they were dropped and as what, and a way to say where each item lands.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: AnyObject {
    var items: [any UICollectionViewDropItem] { get }
    /// The place the drop was over: where the items go, or the item they go into. Nil when the drop
    /// was over no item's place.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UICollectionViewDropProposal { get }
    var session: any UIDropSession { get }
    /// The item settles into the item at `indexPath` (inserted or moved there by the delegate).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toItemAt indexPath: IndexPath) -> any UIDragAnimating
    /// The item settles into `rect` (the cell's coordinates) of the item at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
