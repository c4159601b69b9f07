import Foundation

/// A table's drag and drop (R-LC1, R-DT2): the drag interaction's delegate for its rows and the
/// drop interaction's delegate for its row slots, speaking the table's `dragDelegate` and
/// `dropDelegate`. Made when either delegate is first set; owned by the table, which it knows
/// weakly.
///
/// While a drag passes over the table it shows what a drop would do: one of this table's own rows
/// proposed as a move between rows is lifted and followed as the reorder handle does (rows slide
/// aside; the drop calls the data source's `moveRowAt`, not `performDropWith`, as UIKit does);
/// anything else proposed between rows opens a gap there; a drop into a row highlights that row.
@MainActor
final class TableDragAndDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var table: UITableView?
    weak var dragDelegate: (any UITableViewDragDelegate)?
    weak var dropDelegate: (any UITableViewDropDelegate)?
    /// The interactions and the drag of this table's rows.
    let drag = ListDragState()
    /// Where the drag from this table began, in the table's coordinates.
    private var sourceStart = CGPoint.zero

    /// The drag over the table now, what its delegate last proposed and for which slot.
    private(set) weak var activeDrop: DropSession?
    private var proposal: UITableViewDropProposal?
    private var destination: IndexPath?
    /// A gap opened between rows for a drop there: rows from `indexPath` on move down by `height`.
    private(set) var gap: (indexPath: IndexPath, height: CGFloat)?
    private var highlightedRow: IndexPath?
    /// A row of this table lifted and followed as by its reorder handle.
    private var showsLocalMove = false {
        didSet { drag.carriesOwnRow(showsLocalMove) }
    }

    init(table: UITableView) {
        self.table = table
    }

    /// Installs the interactions the delegates call for: a drag interaction for a drag delegate, a
    /// drop interaction for a drop delegate (or for a drag delegate alone, whose rows the table
    /// then reorders by drag when its data source moves rows).
    func delegatesChanged() {
        guard let table else { return }
        drag.install(on: table, delegate: self, drags: dragDelegate != nil, drops: dropDelegate != nil || dragDelegate != nil)
    }

    /// True when a drag on a row belongs to the drag interaction, not the scroll view's pan.
    func claims(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let table else { return false }
        return drag.claims(in: table) { table.indexPathForRow(at: $0) }
    }

    // MARK: Dragging rows

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let table, let dragDelegate else { return [] }
        let point = session.location(in: table)
        guard let indexPath = table.indexPathForRow(at: point), table.rowWithReorderHandle(at: point) == nil else { return [] }
        let items = dragDelegate.tableView(table, itemsForBeginning: session, at: indexPath)
        drag.began(session, carrying: items, from: indexPath)
        sourceStart = point
        return items
    }

    /// The row lifts as it is (or as the drag delegate cuts it out).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let table, let indexPath = drag.sourceIndexPath(of: item), let cell = table.cellForRow(at: indexPath) else { return nil }
        let parameters = dragDelegate?.tableView(table, dragPreviewParametersForRowAt: indexPath) ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        guard let table, let dragDelegate else { return true }
        return dragDelegate.tableView(table, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        guard let table, let dragDelegate else { return false }
        return dragDelegate.tableView(table, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        drag.ended()
        guard let table else { return }
        dragDelegate?.tableView(table, dragSessionDidEnd: session)
    }

    // MARK: Taking drops

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let table else { return false }
        if let dropDelegate { return dropDelegate.tableView(table, canHandle: session) }
        return drag.ownRows(in: session) != nil && table.dataSourceMovesRows()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session as? DropSession
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let table else { return UIDropProposal(operation: .cancel) }
        let point = session.location(in: table)
        // A reload ends the lifted row's move; the drag goes on as any other.
        if showsLocalMove, table.editingState.reorder == nil { showsLocalMove = false }
        if showsLocalMove { table.followReorder(to: point) }
        var slot = showsLocalMove ? table.editingState.reorder?.to : table.insertionIndexPath(at: point)
        let proposal = dropDelegate?.tableView(table, dropSessionDidUpdate: session, withDestinationIndexPath: slot)
            ?? table.defaultDropProposal(for: session)
        let intoRow = wantsRow(proposal, at: point)
        if let rows = drag.ownRows(in: session), rows.count == 1, proposal.operation == .move, !intoRow,
           proposal.intent != .unspecified, table.dataSourceMovesRows() {
            if !showsLocalMove { showLocalMove(of: rows[0], at: point) }
            slot = table.editingState.reorder?.to
        } else {
            if showsLocalMove { endLocalMove(dropped: false) }
            if intoRow { slot = table.indexPathForRow(at: point) }
            show(proposal: proposal, slot: slot, intoRow: intoRow)
        }
        self.proposal = proposal
        destination = slot
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        clearFeedback()
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let table else { return }
        if showsLocalMove, table.editingState.reorder == nil { showsLocalMove = false }
        if showsLocalMove { return endLocalMove(dropped: true) }
        let proposal = self.proposal ?? UITableViewDropProposal(operation: .cancel)
        let items = session.items.map { item in
            ListDropItem(dragItem: item, sourceIndexPath: drag.sourceIndexPath(of: item),
                         previewSize: drag.sourceIndexPath(of: item).map { table.rectForRow(at: $0).size } ?? .zero)
        }
        let coordinator = TableDropCoordinator(items: items, destinationIndexPath: destination, proposal: proposal, session: session)
        clearFeedback()
        dropDelegate?.tableView(table, performDropWith: coordinator)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        clearFeedback()
        activeDrop = nil
        proposal = nil
        destination = nil
        guard let table else { return }
        dropDelegate?.tableView(table, dropSessionDidEnd: session)
    }

    // MARK: Feedback

    /// Whether a drop at `point` goes into the row there: asked for, or `automatic` over the
    /// middle half of a row.
    private func wantsRow(_ proposal: UITableViewDropProposal, at point: CGPoint) -> Bool {
        guard let table, let row = table.indexPathForRow(at: point) else { return false }
        switch proposal.intent {
        case .insertIntoDestinationIndexPath: return true
        case .automatic:
            let frame = table.rectForRow(at: row)
            return abs(point.y - frame.midY) < frame.height / 4
        case .insertAtDestinationIndexPath, .unspecified: return false
        }
    }

    private func show(proposal: UITableViewDropProposal, slot: IndexPath?, intoRow: Bool) {
        guard let table else { return }
        let takesDrop = proposal.operation == .copy || proposal.operation == .move
        highlight(takesDrop && intoRow ? slot : nil)
        let gapAt = takesDrop && !intoRow && proposal.intent != .unspecified ? slot : nil
        guard gapAt != gap?.indexPath else { return }
        gap = gapAt.map { ($0, table.gapHeight(at: $0)) }
        table.moveRowsAsideForDrop()
    }

    private func highlight(_ row: IndexPath?) {
        guard row != highlightedRow, let table else { return }
        if let old = highlightedRow { table.cellForRow(at: old)?.setHighlighted(false, animated: false) }
        highlightedRow = row
        if let row { table.cellForRow(at: row)?.setHighlighted(true, animated: false) }
    }

    /// Lifts this table's row at `indexPath`, held where the drag began on it.
    private func showLocalMove(of indexPath: IndexPath, at point: CGPoint) {
        guard let table, let cell = table.cellForRow(at: indexPath) else { return }
        highlight(nil)
        if gap != nil {
            gap = nil
            table.moveRowsAsideForDrop()
        }
        table.editingState.reorder = TableReorder(from: indexPath, to: indexPath, grab: sourceStart.y - cell.frame.minY, y: cell.frame.minY)
        table.bringSubviewToFront(cell)
        cell.alpha = 0.9
        showsLocalMove = true
        table.followReorder(to: point)
    }

    private func endLocalMove(dropped: Bool) {
        showsLocalMove = false
        table?.finishReorder(cancelled: !dropped)
    }

    private func clearFeedback() {
        if showsLocalMove { endLocalMove(dropped: false) }
        highlight(nil)
        if gap != nil {
            gap = nil
            table?.moveRowsAsideForDrop()
        }
    }
}
