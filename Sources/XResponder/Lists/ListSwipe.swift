import Foundation

// Swipe actions on a row (R-LC1 for tables, R-LC2 for collection list sections), one mechanism for
// both: a drag across a row (finger or pointer) uncovers the buttons of its actions
// (`SwipeActionsView`), letting go past half opens it, a full swipe performs the first action when
// the configuration says so, and a click on a button runs its handler, whose completion closes the
// row. A press elsewhere, a scroll, a reload or a batch closes it. The table and the collection view
// say where rows are and what they allow through `SwipeActionsHost`; everything else is here.

/// A row swiped open (or being swiped): which side, how far the cell has moved, and the view of
/// buttons under it.
struct ListSwipe {
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

/// A list whose rows can be swiped open: the table and the collection view.
@MainActor
protocol SwipeActionsHost: UIScrollView {
    /// The row swiped open, if any (stored by the host).
    var listSwipe: ListSwipe? { get set }
    /// The pan that drags rows open.
    var swipeRecognizer: UIPanGestureRecognizer { get }
    /// The row under a point in the host's coordinates.
    func swipeRow(at point: CGPoint) -> IndexPath?
    /// Where a row's cell rests when not swiped (nil or null: nowhere on the layout).
    func swipeHome(of indexPath: IndexPath) -> CGRect?
    /// The cell shown for a row, if it is on screen.
    func swipeCell(at indexPath: IndexPath) -> UIView?
    /// The actions a swipe towards `trailing` shows on a row (nil: none).
    func swipeConfiguration(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration?
    /// Whether a swipe may begin on a row now (not while editing or reordering, not in a section
    /// that scrolls sideways).
    func swipeAllowed(on indexPath: IndexPath) -> Bool
    /// A row's buttons were put under it (the table's delegate hears `willBeginEditingRowAt`).
    func swipeDidOpen(_ indexPath: IndexPath)
    /// A row closed or lost its buttons (the table's delegate hears `didEndEditingRowAt`).
    func swipeDidClose(_ indexPath: IndexPath)
}

extension SwipeActionsHost {
    /// How long an open, close or snap of a swiped row takes.
    static var swipeDuration: TimeInterval { 0.25 }
    /// Past this fraction of the width, letting go performs the first action (a full swipe).
    static var fullSwipeFraction: CGFloat { 0.6 }

    /// The swipe recognizer may begin on a row that has actions on the side the drag goes towards
    /// (or on the row already open), when the drag is more across than along the list.
    func swipeShouldBegin() -> Bool {
        let translation = swipeRecognizer.translation(in: self)
        guard abs(translation.x) > abs(translation.y) else { return false }
        let location = swipeRecognizer.location(in: self)
        guard let indexPath = swipeRow(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y)),
              swipeAllowed(on: indexPath) else { return false }
        if let open = listSwipe {
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
            if listSwipe?.isTracking != true, !beginSwipeTracking(pan) { return }
            guard var swipe = listSwipe else { return }
            let x = swipe.dragStart + pan.translation(in: self).x
            // The row moves only towards its actions, as far as the whole width.
            swipe.offset = swipe.trailing ? min(0, max(-bounds.width, x)) : max(0, min(bounds.width, x))
            listSwipe = swipe
            placeSwipedRow()
        case .ended:
            guard let swipe = listSwipe, swipe.isTracking else { return }
            listSwipe?.isTracking = false
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
            if listSwipe?.isTracking == true {
                listSwipe?.isTracking = false
                closeSwipe(animated: true)
            }
        default:
            break
        }
    }

    /// Starts following a drag: on the row open already, or on a new row.
    private func beginSwipeTracking(_ pan: UIPanGestureRecognizer) -> Bool {
        let translation = pan.translation(in: self)
        let location = pan.location(in: self)
        guard let indexPath = swipeRow(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y)) else {
            return false
        }
        if listSwipe?.indexPath != indexPath {
            guard openSwipe(on: indexPath, trailing: translation.x < 0) else { return false }
        }
        guard var swipe = listSwipe else { return false }
        swipe.isTracking = true
        swipe.dragStart = swipe.offset
        listSwipe = swipe
        return true
    }

    /// Puts the buttons of `indexPath`'s actions under its cell (closed); false when it has none.
    @discardableResult
    func openSwipe(on indexPath: IndexPath, trailing: Bool) -> Bool {
        closeSwipe(animated: false)
        guard let configuration = swipeConfiguration(for: indexPath, trailing: trailing) else { return false }
        let actionsView = SwipeActionsView(configuration: configuration, trailing: trailing)
        actionsView.onAction = { [weak self] index in self?.performSwipeAction(index) }
        listSwipe = ListSwipe(indexPath: indexPath, actionsView: actionsView, offset: 0, contentOffsetY: contentOffset.y)
        if let cell = swipeCell(at: indexPath) { insertSubview(actionsView, belowSubview: cell) } else { addSubview(actionsView) }
        swipeDidOpen(indexPath)
        placeSwipedRow()
        return true
    }

    /// Moves the swiped row to `offset` over the swipe's duration, the buttons along with it.
    func settleSwipe(at offset: CGFloat) {
        guard listSwipe != nil else { return }
        let contentY = contentOffset.y   // read before the writes: one access at a time
        listSwipe?.offset = offset
        listSwipe?.contentOffsetY = contentY
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.swipeDuration, delay: 0, options: [.curveEaseOut], animations: { self.placeSwipedRow() })
        } else {
            placeSwipedRow()
        }
    }

    /// Places the swiped cell at its offset and the buttons in the strip it uncovers (also after
    /// each tile, which puts cells at their layout frames).
    func placeSwipedRow() {
        guard let swipe = listSwipe, let row = swipeHome(of: swipe.indexPath), !row.isNull else { return }
        swipe.actionsView.frame = row
        swipe.actionsView.layOut(revealed: abs(swipe.offset))
        swipeCell(at: swipe.indexPath)?.frame = row.offsetBy(dx: swipe.offset, dy: 0)
    }

    /// Closes the open row: its cell slides back, the buttons go.
    func closeSwipe(animated: Bool) {
        guard let swipe = listSwipe else { return }
        listSwipe = nil
        let actionsView = swipe.actionsView
        let cell = swipeCell(at: swipe.indexPath)
        let home = swipeHome(of: swipe.indexPath).flatMap { $0.isNull ? nil : $0 }
        if animated, window != nil, UIView.areAnimationsEnabled, let cell, let home {
            UIView.animate(withDuration: Self.swipeDuration, delay: 0, options: [.curveEaseOut], animations: {
                cell.frame = home
                actionsView.layOut(revealed: 0)
            }, completion: { _ in actionsView.removeFromSuperview() })
        } else {
            if let cell, let home { cell.frame = home }
            actionsView.removeFromSuperview()
        }
        swipeDidClose(swipe.indexPath)
    }

    /// Runs an action's handler with its button; when the handler calls back, the row closes
    /// (unless the handler deleted it, which took the buttons away already).
    func performSwipeAction(_ index: Int) {
        guard let swipe = listSwipe, swipe.actionsView.configuration.actions.indices.contains(index) else { return }
        let action = swipe.actionsView.configuration.actions[index]
        let actionsView = swipe.actionsView
        action.handler(action, actionsView.button(at: index)) { [weak self] _ in
            guard let self, self.listSwipe?.actionsView === actionsView else { return }
            self.closeSwipe(animated: true)
        }
    }

    /// Scrolling away from an open row closes it, as in UIKit.
    func closeSwipeIfScrolled() {
        guard let swipe = listSwipe, !swipe.isTracking, abs(contentOffset.y - swipe.contentOffsetY) > 1 else { return }
        closeSwipe(animated: true)
    }

    /// Updates, reloads and mode changes take an open row's buttons away at once.
    func dropSwipeForUpdate() {
        guard let swipe = listSwipe else { return }
        listSwipe = nil
        swipe.actionsView.removeFromSuperview()
        swipeDidClose(swipe.indexPath)
    }
}
