import Foundation

/// How a table takes drops (R-LC1, R-DT2). Only `performDropWith` is required. While a drag passes
/// over the table the delegate proposes, for the row slot under it, what a drop there would do;
/// the table shows it (a gap opening where rows would be inserted, the row that would take the
/// items highlighted) and, on release, hands the delegate a coordinator.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: AnyObject {
    func tableView(_ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
    func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal
    func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession)
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession)
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: any UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: any UIDropSession) {}
    /// UIKit's default: this table's own rows, when its data source moves rows, are moved where
    /// they are dropped; anything else is not taken.
    public func tableView(_ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.defaultDropProposal(for: session)
    }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: any UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: any UIDropSession) {}
}
