import Foundation

// Moving items interactively (R-LC2), as UIKit's collection view does: `beginInteractiveMovementForItem(at:)`
// lifts the item's cell, `updateInteractiveMovementTargetPosition(_:)` puts its centre at a point and,
// when the point is over another item's place, moves the item there in what the collection view
// shows (the items between slide aside; the delegate may redirect the move), and
// `endInteractiveMovement()` drops it, telling the data source `moveItemAt` once, from where it was
// to where it ended — `cancelInteractiveMovement()` puts it back. The data source keeps its order
// until the end: while the item moves, cells the layout newly shows are asked for at the index paths
// the data source still has (`dataIndexPath(forShown:)`).

/// An item being moved: where it was when the movement began, where it is shown now, and where its
/// cell's centre is held.
struct CollectionMovement {
    let original: IndexPath
    var current: IndexPath
    let cell: UICollectionViewCell
    var position: CGPoint
    /// The cell's shadow before it was lifted, put back when it lands.
    let restingShadow: (opacity: Float, radius: CGFloat, offset: CGSize)
}

extension UICollectionView {
    /// How long the items sliding aside, and the dropped item landing, take.
    static let movementSlideDuration: TimeInterval = 0.2

    /// Lifts the item at `indexPath` to move it; false when it cannot move (no such item, the data
    /// source does not move items or says no, another movement is under way).
    func beginMovement(at indexPath: IndexPath) -> Bool {
        guard movement == nil, indexPath.section >= 0, indexPath.section < numberOfSections, indexPath.item >= 0,
              indexPath.item < numberOfItems(inSection: indexPath.section), orthogonalScrollers[indexPath.section] == nil,
              let dataSource, dataSourceMovesItems(), dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
        closeSwipe(animated: false)
        layoutIfNeeded()
        guard let cell = shownCells[indexPath] else { return false }
        let layer = cell.layer
        movement = CollectionMovement(original: indexPath, current: indexPath, cell: cell, position: cell.center,
                                      restingShadow: (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset))
        cell.superview?.bringSubviewToFront(cell)
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 10
        layer.shadowOffset = CGSize(width: 0, height: 3)
        return true
    }

    /// Holds the moving item's centre at `targetPosition` (in the collection view's coordinates);
    /// over another item's place, the item moves there.
    func updateMovement(to targetPosition: CGPoint) {
        guard var current = movement, targetPosition.x.isFinite, targetPosition.y.isFinite else { return }
        current.position = targetPosition
        movement = current
        placeMovingItem()
        guard let proposed = movementDestination(at: targetPosition), proposed != current.current else { return }
        let delegate = collectionDelegate
        let target = delegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: current.original,
                                              atCurrentIndexPath: current.current, toProposedIndexPath: proposed) ?? proposed
        guard target != current.current, isValidMovementDestination(target, from: current.current) else { return }
        showMove(from: current.current, to: target, animated: true)
        placeMovingItem()
    }

    /// Drops the moving item where it is shown; the data source hears `moveItemAt` when it moved.
    func endMovement() {
        guard let finished = movement else { return }
        movement = nil
        if finished.current != finished.original {
            dataSource?.collectionView(self, moveItemAt: finished.original, to: finished.current)
        }
        land(finished)
    }

    /// Puts the moving item back where it was.
    func cancelMovement() {
        guard let cancelled = movement else { return }
        movement = nil
        if cancelled.current != cancelled.original { showMove(from: cancelled.current, to: cancelled.original, animated: true) }
        land(cancelled)
    }

    /// A drop delegate takes the movement over at the drop (drag and drop): the data source's
    /// order is shown again, since the delegate moves the item itself, but every cell stays where it
    /// was seen — the moving one at the place it was dropped on, its lift gone — so the delegate's
    /// batch animates from what is on screen.
    func handOverMovement() {
        guard let moving = movement else { return }
        let seen = shownCells.values.filter { $0 !== moving.cell }.map { ($0, $0.frame) }
        let dropped = layoutAttributesForItem(at: moving.current)?.frame
        movement = nil
        if moving.current != moving.original { showMove(from: moving.current, to: moving.original, animated: false) }
        for (cell, frame) in seen { cell.frame = frame }
        if let dropped, let container = moving.cell.superview { moving.cell.frame = convert(dropped, to: container) }
        let layer = moving.cell.layer
        (layer.shadowOpacity, layer.shadowRadius, layer.shadowOffset) = moving.restingShadow
    }

    /// Cells not at their layout's places slide there (after a drop its delegate did not follow
    /// with an update).
    func settleShownCells() {
        var moves: [(UICollectionViewCell, CGRect)] = []
        for (indexPath, cell) in shownCells {
            guard let frame = layoutAttributesForItem(at: indexPath)?.frame, let container = cell.superview else { continue }
            let home = convert(frame, to: container)
            if cell.frame != home { moves.append((cell, home)) }
        }
        guard !moves.isEmpty else { return }
        let place = { for (cell, home) in moves { cell.frame = home } }
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.movementSlideDuration, animations: place)
        } else {
            place()
        }
    }

    // MARK: Inside the movement

    /// Whether the data source moves items: asked once, by moving an item onto itself (which
    /// changes nothing), since Swift cannot ask whether `moveItemAt` is implemented.
    func dataSourceMovesItems() -> Bool {
        if let known = movesItems { return known }
        guard let dataSource, let section = (0..<numberOfSections).first(where: { numberOfItems(inSection: $0) > 0 }) else { return false }
        let item = IndexPath(item: 0, section: section)
        defaultMoveCalled = false
        dataSource.collectionView(self, moveItemAt: item, to: item)
        movesItems = !defaultMoveCalled
        return !defaultMoveCalled
    }

    /// Called by the protocol's default `moveItemAt`: the data source does not move items.
    func noteDefaultMove() { defaultMoveCalled = true }

    /// The index path the data source has for the item shown at `shown`: the same, except between
    /// the moving item's place when it began and where it is shown now.
    func dataIndexPath(forShown shown: IndexPath) -> IndexPath {
        guard let movement, movement.current != movement.original else { return shown }
        if shown == movement.current { return movement.original }
        // Take the moving item out of what is shown, then put it back where the data has it.
        var path = shown
        if path.section == movement.current.section, path.item > movement.current.item { path.item -= 1 }
        if path.section == movement.original.section, path.item >= movement.original.item { path.item += 1 }
        return path
    }

    /// The place under `point` the moving item would take: another item's place (over a header, a
    /// gap or its own place, none). In a list section only the height counts: rows span the width.
    private func movementDestination(at point: CGPoint) -> IndexPath? {
        guard let movement else { return nil }
        let inList = collectionViewLayout.listAppearance(inSection: movement.current.section) != nil
        let probe = inList ? CGPoint(x: bounds.midX, y: point.y) : point
        guard let found = indexPathForItem(at: probe) else { return nil }
        return found == movement.current ? nil : found
    }

    private func isValidMovementDestination(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard target.section >= 0, target.section < numberOfSections, orthogonalScrollers[target.section] == nil else { return false }
        // Within its section an item can go to any existing place; into another, one past the end too.
        let count = numberOfItems(inSection: target.section)
        return target.item >= 0 && target.item <= (target.section == current.section ? count - 1 : count)
    }

    /// Shows the item at `from` at `to`: the counts, the cells shown and the selection follow, the
    /// layout is asked again, and the cells between slide (the moving cell stays held).
    private func showMove(from: IndexPath, to: IndexPath, animated: Bool) {
        var update = ListUpdate()
        update.movedRows = [(from, to)]
        if from.section != to.section, var counts = itemCounts, counts.indices.contains(from.section), counts.indices.contains(to.section) {
            counts[from.section] -= 1
            counts[to.section] += 1
            itemCounts = counts
        }
        let mapping = IndexPathMapping(update)
        selected = Set(selected.compactMap { mapping.newIndexPath(for: $0) })
        let followed = ListUpdateAnimation.follow(shownCells, through: update) { [weak self] cell, old in self?.retire(cell, at: old) }
        shownCells = followed.kept
        collectionViewLayout.measures.carry(through: update)
        // Before the tile: cells it newly shows are asked for through `dataIndexPath(forShown:)`.
        movement?.current = to
        collectionViewLayout.invalidateLayout()
        prepareLayoutIfNeeded()
        let moving = movement?.cell
        GeometryDamageCoalescer.coalescing {
            tile()
            let sliding = shownCells.filter { $0.value !== moving }.map { ($0.value, followed.starts[$0.key]) }
            ListUpdateAnimation.run(shown: sliding, leaving: followed.leaving, animated: animated && UIView.areAnimationsEnabled && window != nil,
                                    completion: nil)
        }
    }

    /// Keeps the moving cell at its held centre (after each tile, which puts cells at their places).
    func placeMovingItem() {
        guard let movement, let container = movement.cell.superview else { return }
        movement.cell.center = convert(movement.position, to: container)
    }

    /// The cell settles into its place and loses its lift.
    private func land(_ movement: CollectionMovement) {
        let cell = movement.cell
        let shadow = movement.restingShadow
        let settle = {
            cell.layer.shadowOpacity = shadow.opacity
            cell.layer.shadowRadius = shadow.radius
            cell.layer.shadowOffset = shadow.offset
        }
        guard shownCells[movement.current] === cell, let frame = layoutAttributesForItem(at: movement.current)?.frame,
              let container = cell.superview else { settle(); setNeedsLayout(); return }
        let home = convert(frame, to: container)
        if window != nil, UIView.areAnimationsEnabled {
            UIView.animate(withDuration: Self.movementSlideDuration, animations: { cell.frame = home }, completion: { _ in settle() })
        } else {
            cell.frame = home
            settle()
        }
    }

    /// A reload or a batch ends a movement at once, the item back where the data has it.
    func dropMovementForUpdate() {
        guard let dropped = movement else { return }
        movement = nil
        if dropped.current != dropped.original { showMove(from: dropped.current, to: dropped.original, animated: false) }
        land(dropped)
    }
}
