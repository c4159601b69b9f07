import Foundation

// Swipe actions in list sections (R-LC2, as the table's R-LC1): a list configuration's
// `leadingSwipeActionsConfigurationProvider` and `trailingSwipeActionsConfigurationProvider` give a
// row's actions; a drag across the row (finger or pointer) uncovers their buttons
// (`SwipeActionsView`, the table's), letting go past half opens it, a full swipe performs the
// first action when the configuration says so, and a click on a button runs its handler, whose
// completion closes the row. A press elsewhere, a scroll, a reload or a batch closes it.

/// A list row swiped open (or being swiped).
struct CollectionSwipe {
    var indexPath: IndexPath
    var actionsView: SwipeActionsView
    /// The cell's horizontal shift: negative when trailing actions show.
    var offset: CGFloat
    var dragStart: CGFloat = 0
    var isTracking = false
    var contentOffsetY: CGFloat = 0
    var trailing: Bool { actionsView.trailing }
}

extension UICollectionView {
    /// The actions a swipe towards `trailing` shows on an item: its list section's provider's.
    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let configuration = collectionViewLayout.swipeActions(for: indexPath, trailing: trailing),
              !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// The swipe may begin on a row with actions on the side the drag goes towards (or on the row
    /// open already), when the drag is more across than along the list.
    func swipeShouldBegin() -> Bool {
        let translation = swipeRecognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = swipeRecognizer.location(in: self)
        guard let indexPath = indexPathForItem(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y)),
              orthogonalScrollers[indexPath.section] == nil else { return false }
        if let open = swipe {
            if open.indexPath == indexPath { return true }
            closeSwipe(animated: true)
        }
        return swipeConfiguration(for: indexPath, trailing: translation.x < 0) != nil
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began, .changed:
            if swipe?.isTracking != true, !beginSwipeTracking(pan) { return }
            guard var current = swipe else { return }
            let x = current.dragStart + pan.translation(in: self).x
            current.offset = current.trailing ? min(0, max(-bounds.width, x)) : max(0, min(bounds.width, x))
            swipe = current
            placeSwipedItem()
        case .ended:
            guard let current = swipe, current.isTracking else { return }
            swipe?.isTracking = false
            let revealed = abs(current.offset)
            let velocity = pan.velocity(in: self).x * (current.trailing ? -1 : 1)
            let open = current.actionsView.openWidth
            if current.actionsView.configuration.performsFirstActionWithFullSwipe, revealed > bounds.width * UITableView.fullSwipeFraction {
                settleSwipe(at: current.trailing ? -bounds.width : bounds.width)
                performSwipeAction(0)
            } else if velocity > 300 || (velocity > -300 && revealed > open / 2) {
                settleSwipe(at: current.trailing ? -open : open)
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            if swipe?.isTracking == true {
                swipe?.isTracking = false
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    private func beginSwipeTracking(_ pan: UIPanGestureRecognizer) -> Bool {
        let translation = pan.translation(in: self)
        let location = pan.location(in: self)
        guard let indexPath = indexPathForItem(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y)) else { return false }
        if swipe?.indexPath != indexPath {
            closeSwipe(animated: false)
            guard let configuration = swipeConfiguration(for: indexPath, trailing: translation.x < 0) else { return false }
            let actionsView = SwipeActionsView(configuration: configuration, trailing: translation.x < 0)
            actionsView.onAction = { [weak self] index in self?.performSwipeAction(index) }
            swipe = CollectionSwipe(indexPath: indexPath, actionsView: actionsView, offset: 0, contentOffsetY: contentOffset.y)
            if let cell = shownCells[indexPath] { insertSubview(actionsView, belowSubview: cell) } else { addSubview(actionsView) }
            shownCells[indexPath]?.isSwipedInList = true
        }
        let start = swipe?.offset ?? 0   // read before the write: one access at a time
        swipe?.isTracking = true
        swipe?.dragStart = start
        return true
    }

    private func settleSwipe(at offset: CGFloat) {
        guard swipe != nil else { return }
        swipe?.offset = offset
        swipe?.contentOffsetY = contentOffset.y
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: UITableView.swipeDuration, delay: 0, options: [.curveEaseOut], animations: { self.placeSwipedItem() })
        } else {
            placeSwipedItem()
        }
    }

    /// Places the swiped cell at its offset and the buttons in the strip it uncovers (after each
    /// tile, which puts cells at their layout frames).
    func placeSwipedItem() {
        guard let swipe, let row = collectionViewLayout.layoutAttributesForItem(at: swipe.indexPath)?.frame else { return }
        swipe.actionsView.frame = row
        swipe.actionsView.layOut(revealed: abs(swipe.offset))
        shownCells[swipe.indexPath]?.frame = row.offsetBy(dx: swipe.offset, dy: 0)
    }

    /// Closes the open row: its cell slides back, the buttons go.
    func closeSwipe(animated: Bool) {
        guard let current = swipe else { return }
        swipe = nil
        let actionsView = current.actionsView
        let cell = shownCells[current.indexPath]
        cell?.isSwipedInList = false
        let home = collectionViewLayout.layoutAttributesForItem(at: current.indexPath)?.frame
        if animated, window != nil, UIView.areAnimationsEnabled, let cell, let home {
            UIView.animate(withDuration: UITableView.swipeDuration, delay: 0, options: [.curveEaseOut], animations: {
                cell.frame = home
                actionsView.layOut(revealed: 0)
            }, completion: { _ in actionsView.removeFromSuperview() })
        } else {
            if let cell, let home { cell.frame = home }
            actionsView.removeFromSuperview()
        }
    }

    /// Runs an action's handler with its button; its completion closes the row (unless the
    /// handler deleted the row, which took the buttons away already).
    private func performSwipeAction(_ index: Int) {
        guard let current = swipe, current.actionsView.configuration.actions.indices.contains(index) else { return }
        let action = current.actionsView.configuration.actions[index]
        let actionsView = current.actionsView
        action.handler(action, actionsView.button(at: index)) { [weak self] _ in
            guard let self, self.swipe?.actionsView === actionsView else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Scrolling away from an open row closes it; a reload or batch takes its buttons away at once.
    func closeSwipeIfScrolled() {
        guard let current = swipe, !current.isTracking, abs(contentOffset.y - current.contentOffsetY) > 1 else { return }
        closeSwipe(animated: true)
    }

    func dropSwipeForUpdate() {
        guard let current = swipe else { return }
        swipe = nil
        shownCells[current.indexPath]?.isSwipedInList = false
        current.actionsView.removeFromSuperview()
    }
}
