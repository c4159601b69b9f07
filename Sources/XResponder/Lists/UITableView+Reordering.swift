import Foundation

// Reordering (R-LC1): in editing mode a row whose data source moves rows shows a handle; dragging
// the handle lifts the cell, which follows the pointer while the rows between its old and new
// places slide aside. On release the delegate may redirect the drop
// (`targetIndexPathForMoveFromRowAt`), the data source moves its data (`moveRowAt`) and the table
// moves the row as `moveRow(at:to:)` does, the cell sliding into its slot.

extension UITableView {
    /// How long rows take to slide aside while a row is dragged over them.
    static let reorderShiftDuration: TimeInterval = 0.2
    /// Within this distance of the top or bottom edge, a dragged row scrolls the list.
    static let reorderAutoscrollMargin: CGFloat = 40

    /// Where a drag began, given the recognizer that follows it.
    private func dragStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The row whose reorder handle is at `point`, if any.
    func rowWithReorderHandle(at point: CGPoint) -> IndexPath? {
        guard editingState.isEditing, let indexPath = indexPathForRow(at: point), let cell = visible[indexPath],
              cell.showsReorderHandle else { return nil }
        return cell.reorderControlFrame.contains(convert(point, to: cell)) ? indexPath : nil
    }

    /// The reorder recognizer begins on a handle (and then the scroll view's pan does not).
    func reorderShouldBegin() -> Bool {
        rowWithReorderHandle(at: dragStart(reorderRecognizer)) != nil
    }

    /// True when the scroll view's pan must leave a drag alone because it began on a handle.
    func dragBelongsToReorder(_ pan: UIPanGestureRecognizer) -> Bool {
        rowWithReorderHandle(at: dragStart(pan)) != nil
    }

    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if editingState.reorder == nil {
                let start = dragStart(pan)
                guard let from = rowWithReorderHandle(at: start), let cell = visible[from] else { return }
                editingState.reorder = TableReorder(from: from, to: from, grab: start.y - cell.frame.minY, y: cell.frame.minY)
                bringSubviewToFront(cell)
                cell.alpha = 0.9
            }
            followReorder(to: pan.location(in: self))
        case .ended:
            finishReorder(cancelled: false)
        case .cancelled, .failed:
            finishReorder(cancelled: true)
        default:
            break
        }
    }

    /// The dragged cell follows the pointer; the destination under it is asked of the delegate,
    /// and the rows between slide aside. Near an edge the list scrolls by the distance moved.
    func followReorder(to point: CGPoint) {
        guard var reorder = editingState.reorder else { return }
        let margin = Self.reorderAutoscrollMargin
        var step: CGFloat = 0
        if point.y < bounds.minY + margin { step = point.y - (bounds.minY + margin) }
        if point.y > bounds.maxY - margin { step = point.y - (bounds.maxY - margin) }
        if step != 0 {
            let top = -adjustedContentInset.top
            let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
            contentOffset.y = min(max(contentOffset.y + step / 2, top), bottom)
        }
        let height = rectForRow(at: reorder.from).height
        reorder.y = min(max(point.y - reorder.grab, 0), max(0, geometry.contentHeight - height))
        let proposed = proposedDestination(forMidY: reorder.y + height / 2)
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: reorder.from, toProposedIndexPath: proposed) ?? proposed
        let changed = target != reorder.to && isValidDestination(target, from: reorder.from)
        if changed { reorder.to = target }
        editingState.reorder = reorder
        visible[reorder.from]?.frame.origin.y = reorder.y
        if changed { shiftRowsForReorder(animated: true) }
    }

    /// The row slot under `y`: the row there, else the first or last row.
    private func proposedDestination(forMidY y: CGFloat) -> IndexPath {
        if let row = geometry.indexPaths(from: y, to: y + 0.5).first { return row }
        let first = geometry.sections.firstIndex { $0.rowCount > 0 } ?? 0
        let last = geometry.sections.lastIndex { $0.rowCount > 0 } ?? 0
        if y < (geometry.sections.indices.contains(first) ? geometry.sections[first].top : 0) {
            return IndexPath(row: 0, section: first)
        }
        if let section = geometry.sections.lastIndex(where: { $0.top <= y }), geometry.sections[section].rowCount > 0 {
            return IndexPath(row: geometry.sections[section].rowCount - 1, section: section)
        }
        return IndexPath(row: max(0, (geometry.sections.indices.contains(last) ? geometry.sections[last].rowCount : 1) - 1), section: last)
    }

    /// A row of the table as it stands (a row moved into another section may also take its end).
    private func isValidDestination(_ path: IndexPath, from: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(path.section), path.row >= 0 else { return false }
        let count = geometry.sections[path.section].rowCount
        return path.section == from.section ? path.row < count : path.row <= count
    }

    /// Where a row other than the dragged one shows while the drag would drop at `reorder.to`:
    /// rows between the two places move by the dragged row's height.
    func reorderedFrame(for indexPath: IndexPath) -> CGRect {
        var frame = cellFrame(for: indexPath)
        guard let reorder = editingState.reorder, indexPath != reorder.from else { return frame }
        let height = rectForRow(at: reorder.from).height
        if indexPath > reorder.from, indexPath <= reorder.to { frame.origin.y -= height }
        if indexPath < reorder.from, indexPath >= reorder.to { frame.origin.y += height }
        return frame
    }

    private func shiftRowsForReorder(animated: Bool) {
        guard let reorder = editingState.reorder else { return }
        for (indexPath, cell) in visible where indexPath != reorder.from {
            let target = reorderedFrame(for: indexPath)
            guard cell.frame != target else { continue }
            if animated, window != nil, UIView.areAnimationsEnabled {
                UIView.animate(withDuration: Self.reorderShiftDuration, animations: { cell.frame = target })
            } else {
                cell.frame = target
            }
        }
    }

    /// The drop: the data source moves the row, then the table does (the cell slides into its
    /// slot). A cancelled drag puts everything back.
    func finishReorder(cancelled: Bool) {
        guard let reorder = editingState.reorder else { return }
        editingState.reorder = nil
        visible[reorder.from]?.alpha = 1
        guard !cancelled, reorder.to != reorder.from, let dataSource else {
            setNeedsLayout()
            let restore = { for (indexPath, cell) in self.visible { cell.frame = self.cellFrame(for: indexPath) } }
            if window != nil, UIView.areAnimationsEnabled { UIView.animate(withDuration: Self.reorderShiftDuration, animations: restore) } else { restore() }
            return
        }
        dataSource.tableView(self, moveRowAt: reorder.from, to: reorder.to)
        moveRow(at: reorder.from, to: reorder.to)
    }
}
