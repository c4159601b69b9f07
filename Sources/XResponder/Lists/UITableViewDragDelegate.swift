import Foundation

/// Which rows a drag from a table carries (R-LC1, R-DT2). Setting a table's `dragDelegate` makes its
/// rows draggable: with the pointer, a press on a row that moves past the drag threshold; with a
/// finger, a row held for half a second and then moved. Only the items are required.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: AnyObject {
    /// The items a drag starting on the row at `indexPath` carries; none: no drag.
    func tableView(_ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath) -> [UIDragItem]
    /// How the row at `indexPath` is cut out for the drag's picture; nil: the whole row.
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters?
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession)
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        nil
    }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: any UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: any UIDragSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        false
    }
}
