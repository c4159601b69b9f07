import Foundation

// Reordering a list by its handles (R-LC2), as the table's R-LC1: a drag that begins on a list cell's
// reorder accessory (`UICellAccessory.reorder`) moves the row at once — no long press — through the
// interactive movement (UICollectionView+InteractiveMovement.swift). The row stays in its column
// under the pointer where it was grabbed, the list scrolls when the pointer nears an edge, and
// letting go drops it (the data source hears `moveItemAt`; a diffable data source runs its
// `reorderingHandlers`). The controller's long press (`installsStandardGestureForInteractiveMovement`)
// moves items of any layout the same way.

extension UICollectionView {
    /// Within this distance of the top or bottom edge, a dragged row scrolls the list.
    static let reorderAutoscrollMargin: CGFloat = 40

    /// Where a drag began, given the recognizer that follows it.
    private func dragStart(_ pan: UIPanGestureRecognizer) -> CGPoint {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return CGPoint(x: location.x - translation.x, y: location.y - translation.y)
    }

    /// The item whose reorder handle is at `point`, if any.
    func itemWithReorderHandle(at point: CGPoint) -> IndexPath? {
        guard let indexPath = indexPathForItem(at: point), let cell = shownCells[indexPath] as? UICollectionViewListCell else { return nil }
        let handle = cell.reorderAccessoryFrame
        return !handle.isNull && handle.contains(convert(point, to: cell)) ? indexPath : nil
    }

    /// The reorder recognizer begins on a handle of an item the data source lets move.
    func reorderShouldBegin() -> Bool {
        guard movement == nil, let indexPath = itemWithReorderHandle(at: dragStart(reorderRecognizer)), let dataSource else { return false }
        return dataSourceMovesItems() && dataSource.collectionView(self, canMoveItemAt: indexPath)
    }

    /// True when the scroll view's pan must leave a drag alone because it began on a handle.
    func dragBelongsToReorder(_ pan: UIPanGestureRecognizer) -> Bool {
        itemWithReorderHandle(at: dragStart(pan)) != nil
    }

    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            let start = dragStart(pan)
            guard let indexPath = itemWithReorderHandle(at: start), let cell = shownCells[indexPath],
                  beginInteractiveMovementForItem(at: indexPath) else { return }
            reorderGrab = CGPoint(x: cell.center.x, y: start.y - cell.center.y)
            followReorder(to: pan.location(in: self))
        case .changed:
            followReorder(to: pan.location(in: self))
        case .ended:
            endInteractiveMovement()
        case .cancelled, .failed:
            cancelInteractiveMovement()
        default:
            break
        }
    }

    /// The row follows the pointer in its column; near an edge the list scrolls by half the
    /// distance past the margin, each move.
    func followReorder(to point: CGPoint) {
        guard movement != nil, let grab = reorderGrab else { return }
        let margin = Self.reorderAutoscrollMargin
        var step: CGFloat = 0
        if point.y < bounds.minY + margin { step = point.y - (bounds.minY + margin) }
        if point.y > bounds.maxY - margin { step = point.y - (bounds.maxY - margin) }
        var target = point
        if step != 0 {
            let top = -adjustedContentInset.top
            let bottom = max(top, contentSize.height + adjustedContentInset.bottom - bounds.height)
            let before = contentOffset.y
            contentOffset.y = min(max(before + step / 2, top), bottom)
            target.y += contentOffset.y - before
        }
        updateInteractiveMovementTargetPosition(CGPoint(x: grab.x, y: target.y - grab.y))
    }

    // MARK: The controller's long press

    /// Adds the long press that moves items (once) and returns it.
    func installStandardMovementGesture() -> UILongPressGestureRecognizer {
        if let installed = standardMovementRecognizer { return installed }
        let press = UILongPressGestureRecognizer()
        press.addTarget(handler: { [weak self] recognizer in
            guard let self else { return }
            let point = recognizer.location(in: self)
            switch recognizer.state {
            case .began:
                guard let indexPath = self.indexPathForItem(at: point), self.beginInteractiveMovementForItem(at: indexPath) else { return }
                self.updateInteractiveMovementTargetPosition(point)
            case .changed: self.updateInteractiveMovementTargetPosition(point)
            case .ended: self.endInteractiveMovement()
            case .cancelled, .failed: self.cancelInteractiveMovement()
            default: break
            }
        })
        addGestureRecognizer(press)
        standardMovementRecognizer = press
        return press
    }

    /// The long press begins only on an item the data source lets move: elsewhere a long press
    /// stays a press (the item's highlight and selection are not cancelled).
    func standardMovementShouldBegin() -> Bool {
        guard movement == nil, let press = standardMovementRecognizer, let dataSource,
              let indexPath = indexPathForItem(at: press.location(in: self)) else { return false }
        return dataSourceMovesItems() && dataSource.collectionView(self, canMoveItemAt: indexPath)
    }
}
