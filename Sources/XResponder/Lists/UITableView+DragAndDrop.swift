import Foundation

// Drag and drop of rows (R-LC1, R-DT2): the table's delegates and state; TableDragAndDrop does the
// work. Rows are draggable as soon as a drag delegate is set (`dragInteractionEnabled` is true by
// default here, as on iPad and the Mac — a desktop has a pointer), and drops are taken once a drop
// delegate is set.

extension UITableView {
    /// Says which rows a drag carries; setting it makes rows draggable.
    public var dragDelegate: (any UITableViewDragDelegate)? {
        get { dragAndDropStorage?.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            dragAndDrop.delegatesChanged()
        }
    }

    /// Takes drops on the table.
    public var dropDelegate: (any UITableViewDropDelegate)? {
        get { dragAndDropStorage?.dropDelegate }
        set {
            dragAndDrop.dropDelegate = newValue
            dragAndDrop.delegatesChanged()
        }
    }

    /// Whether rows can be dragged (with a drag delegate). True by default on the desktop.
    public var dragInteractionEnabled: Bool {
        get { dragAndDropStorage?.drag.isDragEnabled ?? true }
        set { dragAndDrop.drag.isDragEnabled = newValue }
    }

    /// Whether a drag of this table's rows is under way.
    public var hasActiveDrag: Bool { dragAndDropStorage?.drag.isDragging ?? false }
    /// Whether a drag is over the table.
    public var hasActiveDrop: Bool { dragAndDropStorage?.activeDrop != nil }
    /// Whether a drop left rows the data source does not have yet (placeholders; none are made here).
    public var hasUncommittedUpdates: Bool { false }

    private var dragAndDrop: TableDragAndDrop {
        if let dragAndDropStorage { return dragAndDropStorage }
        let made = TableDragAndDrop(table: self)
        dragAndDropStorage = made
        return made
    }

    /// UIKit's proposal when the drop delegate gives none: a single row of this table, when the
    /// data source moves rows, moves where it is dropped; nothing else is taken.
    func defaultDropProposal(for session: any UIDropSession) -> UITableViewDropProposal {
        let own = session.localDragSession.map { $0 === dragAndDropStorage?.drag.sessionObject } ?? false
        guard own, session.items.count == 1, dataSourceMovesRows() else { return UITableViewDropProposal(operation: .cancel) }
        return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }

    /// The slot between rows nearest `point`: before the row there when above its middle, after it
    /// when below; the first slot of a section over its header, the last below its rows.
    func insertionIndexPath(at point: CGPoint) -> IndexPath? {
        guard !geometry.sections.isEmpty else { return nil }
        let index = geometry.section(at: point.y)
        let section = geometry.sections[index]
        if point.y < section.rowsTop || section.rowCount == 0 { return IndexPath(row: 0, section: index) }
        if point.y >= section.rowsTop + section.rowsHeight { return IndexPath(row: section.rowCount, section: index) }
        let row = section.row(at: point.y)
        let middle = section.rowTop(row) + section.rowHeight(row) / 2
        return IndexPath(row: point.y > middle ? row + 1 : row, section: index)
    }

    /// The height a gap opened at `indexPath` has: the row's there (or the one before), else 44.
    func gapHeight(at indexPath: IndexPath) -> CGFloat {
        guard geometry.sections.indices.contains(indexPath.section) else { return 44 }
        let section = geometry.sections[indexPath.section]
        let row = min(indexPath.row, section.rowCount - 1)
        return row >= 0 ? section.rowHeight(row) : 44
    }

    /// How far a row moves down for the gap a drop opened: by the gap's height at or after it.
    func dropGapShift(for indexPath: IndexPath) -> CGFloat? {
        guard let gap = dragAndDropStorage?.gap, indexPath >= gap.indexPath else { return nil }
        return gap.height
    }

    /// The rows slide to where the gap (or its closing) puts them.
    func moveRowsAsideForDrop() {
        let place = { for (indexPath, cell) in self.visible { cell.frame = self.editingFrame(for: indexPath) } }
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.reorderShiftDuration, animations: place)
        } else {
            place()
        }
    }
}
