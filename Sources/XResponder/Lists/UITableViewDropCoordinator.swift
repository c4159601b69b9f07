import Foundation

/// What a table's drop delegate gets when a drop is performed (R-LC1): the items, where they were
/// dropped and as what, and a way to say where each item lands (so it can settle there).
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: AnyObject {
    var items: [any UITableViewDropItem] { get }
    /// The row slot the drop was over: for a drop between rows, where the items go; for a drop into
    /// a row, that row. Nil when the drop was not over a row slot.
    var destinationIndexPath: IndexPath? { get }
    var proposal: UITableViewDropProposal { get }
    var session: any UIDropSession { get }
    /// The item settles into the row at `indexPath` (inserted or moved there by the delegate).
    @discardableResult
    func drop(_ dragItem: UIDragItem, toRowAt indexPath: IndexPath) -> any UIDragAnimating
    /// The item settles into `rect` (the row's coordinates) of the row at `indexPath`.
    @discardableResult
    func drop(_ dragItem: UIDragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any UIDragAnimating
}
