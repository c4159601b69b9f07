import Foundation

// Editing (R-LC1): swipe actions beside a row (ListSwipe.swift, through the conformance below), the
// editing mode's delete and insert controls, and reordering by the handle. State lives in `TableEditingState` on the table; cells learn what to
// draw through `applyEditingAppearance`.

/// A row being dragged by its reorder handle: where it came from, where it would drop, and where
/// the finger holds it.
struct TableReorder {
    var from: IndexPath
    var to: IndexPath
    /// The finger's distance below the top of the dragged cell.
    var grab: CGFloat
    var y: CGFloat
}

struct TableEditingState {
    var isEditing = false
    var swipe: ListSwipe?
    var reorder: TableReorder?
    /// The data source's `commit` is the protocol's default (it was called once and did nothing):
    /// no Delete is offered from then on. Swift cannot ask whether a method was implemented; see
    /// docs/lists.md ("Editing").
    var lacksCommit = false
    /// Whether the data source moves rows, found once by asking it to move a row onto itself.
    var movesRows: Bool?
    /// The editing control pressed (waiting for the release).
    var pressedControl: IndexPath?
}

extension UITableView {
    /// The width of the leading editing control and of the reorder handle.
    static let editingControlWidth: CGFloat = 38
    static let reorderControlWidth: CGFloat = 44

    // MARK: What the data source and delegate allow

    func canEdit(_ indexPath: IndexPath) -> Bool {
        dataSource?.tableView(self, canEditRowAt: indexPath) ?? false
    }

    func editingStyle(for indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard canEdit(indexPath) else { return .none }
        return tableDelegate.map { $0.tableView(self, editingStyleForRowAt: indexPath) } ?? .delete
    }

    /// The actions a swipe on `side` shows: the delegate's configuration, else (trailing) a Delete
    /// that commits, as UIKit offers when the data source commits deletions.
    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard canEdit(indexPath) else { return nil }
        let delegate = tableDelegate
        let given = trailing ? delegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
            : delegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        if let given { return given.actions.isEmpty ? nil : given }
        guard trailing, !editingState.lacksCommit, editingStyle(for: indexPath) == .delete else { return nil }
        let title = delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
            guard let self, let dataSource = self.dataSource else { return done(false) }
            dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            done(!self.editingState.lacksCommit)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    /// Whether rows show reorder handles in editing mode: the data source moves rows (asked once,
    /// by moving a row onto itself, which UIKit never asks and which changes nothing).
    func dataSourceMovesRows() -> Bool {
        if let known = editingState.movesRows { return known }
        guard let dataSource, let section = geometry.sections.firstIndex(where: { $0.rowCount > 0 }) else { return false }
        let row = IndexPath(row: 0, section: section)
        defaultMoveCalled = false
        dataSource.tableView(self, moveRowAt: row, to: row)
        editingState.movesRows = !defaultMoveCalled
        return !defaultMoveCalled
    }

    /// Called by the protocol's default `commit`: the data source does not commit edits.
    func noteDefaultCommit() {
        if !editingState.lacksCommit { EventTrace.log("UITableView: the data source does not implement tableView(_:commit:forRowAt:); Delete is no longer offered") }
        editingState.lacksCommit = true
    }

    /// Called by the protocol's default `moveRowAt`: the data source does not move rows.
    func noteDefaultMove() { defaultMoveCalled = true }

    // MARK: Editing mode

    /// Shows or hides the editing controls of the rows on screen (and of rows shown later).
    func updateEditingMode(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: false)
        editingState.isEditing = editing
        if editing, !allowsSelectionDuringEditing {
            for path in selected { deselectRow(at: path, animated: animated) }
        }
        let apply = {
            for (indexPath, cell) in self.visible {
                self.applyEditingAppearance(to: cell, at: indexPath, animated: animated)
                cell.layoutIfNeeded()
            }
        }
        if animated, window != nil { UIView.animate(withDuration: 0.3, animations: apply) } else { apply() }
    }

    /// Tells a cell whether it is editing, with which control and whether it shows a handle.
    func applyEditingAppearance(to cell: UITableViewCell, at indexPath: IndexPath, animated: Bool = false) {
        guard editingState.isEditing else {
            if cell.isEditing { cell.setEditing(false, animated: animated) }
            return
        }
        let style = editingStyle(for: indexPath)
        cell.tableEditingStyle = style
        cell.tableIndentsWhileEditing = style != .none
            && (tableDelegate?.tableView(self, shouldIndentWhileEditingRowAt: indexPath) ?? true)
        cell.showsReorderHandle = dataSourceMovesRows() && (dataSource?.tableView(self, canMoveRowAt: indexPath) ?? false)
        if !cell.isEditing { cell.setEditing(true, animated: animated) } else { cell.setNeedsLayout(); cell.setNeedsDisplay() }
    }

    // MARK: Taps while editing

    /// A press while a row is open closes it and goes no further; in editing mode a press on a
    /// row's editing control waits for its release. True when the press was taken.
    func editingTouchBegan(at point: CGPoint) -> Bool {
        if editingState.swipe != nil {
            closeSwipe(animated: true)
            return true
        }
        guard editingState.isEditing else { return false }
        if let indexPath = indexPathForRow(at: point), let cell = visible[indexPath],
           cell.editingControlFrame.contains(convert(point, to: cell)) {
            editingState.pressedControl = indexPath
            return true
        }
        return !allowsSelectionDuringEditing
    }

    /// The release of a press `editingTouchBegan` took: on a delete control it opens the row's
    /// trailing actions (the Delete confirmation); on an insert control it commits the insert.
    func editingTouchEnded(at point: CGPoint) {
        guard let indexPath = editingState.pressedControl else { return }
        editingState.pressedControl = nil
        guard let cell = visible[indexPath], cell.editingControlFrame.contains(convert(point, to: cell)) else { return }
        switch editingStyle(for: indexPath) {
        case .delete:
            guard openSwipe(on: indexPath, trailing: true), let open = editingState.swipe?.actionsView.openWidth else { return }
            settleSwipe(at: -open)
        case .insert:
            dataSource?.tableView(self, commit: .insert, forRowAt: indexPath)
        case .none:
            break
        }
    }
}

/// Swiping rows open (ListSwipe.swift): rows are the geometry's, and the delegate hears the swipe
/// begin and end as UIKit's `willBeginEditingRowAt` and `didEndEditingRowAt`.
extension UITableView: SwipeActionsHost {
    var listSwipe: ListSwipe? {
        get { editingState.swipe }
        set { editingState.swipe = newValue }
    }

    func swipeRow(at point: CGPoint) -> IndexPath? { indexPathForRow(at: point) }
    func swipeHome(of indexPath: IndexPath) -> CGRect? { cellFrame(for: indexPath) }
    func swipeCell(at indexPath: IndexPath) -> UIView? { visible[indexPath] }
    func swipeAllowed(on indexPath: IndexPath) -> Bool { !editingState.isEditing && editingState.reorder == nil }
    func swipeDidOpen(_ indexPath: IndexPath) { tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath) }
    func swipeDidClose(_ indexPath: IndexPath) { tableDelegate?.tableView(self, didEndEditingRowAt: indexPath) }
}
