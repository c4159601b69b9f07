import Foundation

// Editing (R-LC1): swipe actions beside a row, the editing mode's delete and insert controls, and
// reordering by the handle. State lives in `TableEditingState` on the table; cells learn what to
// draw through `applyEditingAppearance`.

/// A row swiped open (or being swiped): which side, how far the cell has moved, and the view of
/// buttons under it.
struct TableSwipe {
    var indexPath: IndexPath
    var actionsView: SwipeActionsView
    /// The cell's horizontal shift: negative when trailing actions show.
    var offset: CGFloat
    /// The offset the current drag started from (a drag can grab a row already open).
    var dragStart: CGFloat = 0
    var isTracking = false
    /// The content offset when the row opened: scrolling away from it closes the row.
    var contentOffsetY: CGFloat = 0
    var trailing: Bool { actionsView.trailing }
}

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
    var swipe: TableSwipe?
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
    /// How long an open, close or snap of a swiped row takes.
    static let swipeDuration: TimeInterval = 0.25
    /// Past this fraction of the width, letting go performs the first action (a full swipe).
    static let fullSwipeFraction: CGFloat = 0.6
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

    // MARK: Swiping

    /// The swipe recognizer may begin on a row that has actions on the side the drag goes towards
    /// (or on the row already open), when the drag is more across than along the list.
    func swipeShouldBegin() -> Bool {
        guard !editingState.isEditing, editingState.reorder == nil else { return false }
        let translation = swipeRecognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = swipeRecognizer.location(in: self)
        let start = CGPoint(x: location.x - translation.x, y: location.y - translation.y)
        guard let indexPath = indexPathForRow(at: start) else { return false }
        if let open = editingState.swipe {
            if open.indexPath == indexPath { return true }
            closeSwipe(animated: true)
        }
        return swipeConfiguration(for: indexPath, trailing: translation.x < 0) != nil
    }

    /// The swipe recognizer's action: open the row under the drag, follow, then rest open, closed,
    /// or perform the first action (a full swipe).
    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if editingState.swipe?.isTracking != true, !beginSwipeTracking(pan) { return }
            guard var swipe = editingState.swipe else { return }
            let x = swipe.dragStart + pan.translation(in: self).x
            // The row moves only towards its actions, as far as the whole width.
            swipe.offset = swipe.trailing ? min(0, max(-bounds.width, x)) : max(0, min(bounds.width, x))
            editingState.swipe = swipe
            placeSwipedRow()
        case .ended:
            guard let swipe = editingState.swipe, swipe.isTracking else { return }
            editingState.swipe?.isTracking = false
            let revealed = abs(swipe.offset)
            let velocity = pan.velocity(in: self).x * (swipe.trailing ? -1 : 1)   // positive: opening
            let open = swipe.actionsView.openWidth
            if swipe.actionsView.configuration.performsFirstActionWithFullSwipe, revealed > bounds.width * Self.fullSwipeFraction {
                settleSwipe(at: swipe.trailing ? -bounds.width : bounds.width)
                performSwipeAction(0)
            } else if velocity > 300 || (velocity > -300 && revealed > open / 2) {
                settleSwipe(at: swipe.trailing ? -open : open)
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            if editingState.swipe?.isTracking == true {
                editingState.swipe?.isTracking = false
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// Starts following a drag: on the row open already, or on a new row (the delegate hears
    /// `willBeginEditingRowAt`).
    private func beginSwipeTracking(_ pan: UIPanGestureRecognizer) -> Bool {
        let translation = pan.translation(in: self)
        let location = pan.location(in: self)
        guard let indexPath = indexPathForRow(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y)) else {
            return false
        }
        if editingState.swipe?.indexPath != indexPath {
            guard openSwipe(on: indexPath, trailing: translation.x < 0) else { return false }
        }
        guard var swipe = editingState.swipe else { return false }
        swipe.isTracking = true
        swipe.dragStart = swipe.offset
        editingState.swipe = swipe
        return true
    }

    /// Puts the buttons of `indexPath`'s actions under its cell (closed); false when it has none.
    @discardableResult
    func openSwipe(on indexPath: IndexPath, trailing: Bool) -> Bool {
        closeSwipe(animated: false)
        guard let configuration = swipeConfiguration(for: indexPath, trailing: trailing) else { return false }
        let actionsView = SwipeActionsView(configuration: configuration, trailing: trailing)
        actionsView.onAction = { [weak self] index in self?.performSwipeAction(index) }
        editingState.swipe = TableSwipe(indexPath: indexPath, actionsView: actionsView, offset: 0,
                                        contentOffsetY: contentOffset.y)
        if let cell = visible[indexPath] { insertSubview(actionsView, belowSubview: cell) } else { addSubview(actionsView) }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        placeSwipedRow()
        return true
    }

    /// Moves the swiped row to `offset` over the swipe's duration, the buttons along with it.
    func settleSwipe(at offset: CGFloat) {
        guard editingState.swipe != nil else { return }
        editingState.swipe?.offset = offset
        editingState.swipe?.contentOffsetY = contentOffset.y
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.swipeDuration, delay: 0, options: [.curveEaseOut], animations: { self.placeSwipedRow() })
        } else {
            placeSwipedRow()
        }
    }

    /// Places the swiped cell at its offset and the buttons in the strip it uncovers.
    func placeSwipedRow() {
        guard let swipe = editingState.swipe else { return }
        let row = cellFrame(for: swipe.indexPath)
        guard !row.isNull else { return }
        swipe.actionsView.frame = row
        swipe.actionsView.layOut(revealed: abs(swipe.offset))
        visible[swipe.indexPath]?.frame = row.offsetBy(dx: swipe.offset, dy: 0)
    }

    /// Closes the open row (its cell slides back, the buttons go); the delegate hears
    /// `didEndEditingRowAt`.
    func closeSwipe(animated: Bool) {
        guard let swipe = editingState.swipe else { return }
        editingState.swipe = nil
        let actionsView = swipe.actionsView
        let cell = visible[swipe.indexPath]
        let home = cellFrame(for: swipe.indexPath)
        if animated, window != nil, UIView.areAnimationsEnabled, let cell, !home.isNull {
            UIView.animate(withDuration: Self.swipeDuration, delay: 0, options: [.curveEaseOut], animations: {
                cell.frame = home
                actionsView.layOut(revealed: 0)
            }, completion: { _ in actionsView.removeFromSuperview() })
        } else {
            if let cell, !home.isNull { cell.frame = home }
            actionsView.removeFromSuperview()
        }
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    }

    /// Runs an action's handler with its button; when the handler calls back, the row closes
    /// (unless the handler deleted it, which took the buttons away already).
    func performSwipeAction(_ index: Int) {
        guard let swipe = editingState.swipe, swipe.actionsView.configuration.actions.indices.contains(index) else { return }
        let action = swipe.actionsView.configuration.actions[index]
        let actionsView = swipe.actionsView
        action.handler(action, actionsView.button(at: index)) { [weak self] _ in
            guard let self, self.editingState.swipe?.actionsView === actionsView else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Scrolling away from an open row closes it, as in UIKit.
    func closeSwipeIfScrolled() {
        guard let swipe = editingState.swipe, !swipe.isTracking, abs(contentOffset.y - swipe.contentOffsetY) > 1 else { return }
        closeSwipe(animated: true)
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

    /// Updates, reloads and mode changes take an open row's buttons away at once.
    func dropSwipeForUpdate() {
        guard let swipe = editingState.swipe else { return }
        editingState.swipe = nil
        swipe.actionsView.removeFromSuperview()
        tableDelegate?.tableView(self, didEndEditingRowAt: swipe.indexPath)
    }
}
