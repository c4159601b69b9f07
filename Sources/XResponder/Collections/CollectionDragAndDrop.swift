import Foundation

/// A collection view's drag and drop (R-LC2, R-DT2): the drag interaction's delegate for its items
/// and the drop interaction's delegate for their places, speaking the collection view's
/// `dragDelegate` and `dropDelegate`. Made when either delegate is first set; owned by the
/// collection view, which it knows weakly.
///
/// One of this collection view's own items proposed as a move among the items is moved live, by
/// the interactive movement (`+InteractiveMovement`): the items between slide aside. Dropped, it is
/// the drop delegate's to move in `performDropWith` (the movement hands the cells over where they
/// are seen), or, with no drop delegate, the data source's `moveItemAt` (a diffable data source's
/// reordering handlers). A drop into an item highlights that item; a drop among the items from
/// elsewhere opens no gap (the destination is still given).
@MainActor
final class CollectionDragAndDrop: UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var collectionView: UICollectionView?
    weak var dragDelegate: (any UICollectionViewDragDelegate)?
    weak var dropDelegate: (any UICollectionViewDropDelegate)?
    var reorderingCadence = UICollectionView.ReorderingCadence.immediate
    /// The interactions and the drag of this collection view's items.
    let drag = ListDragState()
    /// The drag's start less the centre of the item it began on (the item stays held there).
    private var grab = CGPoint.zero

    private(set) weak var activeDrop: DropSession?
    private var proposal: UICollectionViewDropProposal?
    private var destination: IndexPath?
    private var highlightedItem: IndexPath?
    private var showsLocalMove = false {
        didSet { drag.carriesOwnRow(showsLocalMove) }
    }

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
    }

    /// Installs a drag interaction for a drag delegate and a drop interaction for a drop delegate
    /// (or a drag delegate alone: its items then reorder by drag when the data source moves items).
    func delegatesChanged() {
        guard let collectionView else { return }
        drag.install(on: collectionView, delegate: self, drags: dragDelegate != nil, drops: dropDelegate != nil || dragDelegate != nil)
    }

    /// True when a drag on an item belongs to the drag interaction rather than the scroll view's pan.
    func claims(_ pan: UIPanGestureRecognizer) -> Bool {
        guard let collectionView else { return false }
        return drag.claims(in: collectionView) { collectionView.indexPathForItem(at: $0) }
    }

    // MARK: Dragging items

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let collectionView, let dragDelegate else { return [] }
        let point = session.location(in: collectionView)
        guard let indexPath = collectionView.indexPathForItem(at: point), collectionView.itemWithReorderHandle(at: point) == nil,
              let cell = collectionView.cellForItem(at: indexPath) else { return [] }
        let items = dragDelegate.collectionView(collectionView, itemsForBeginning: session, at: indexPath)
        drag.began(session, carrying: items, from: indexPath)
        let center = collectionView.convert(cell.center, from: cell.superview)
        grab = CGPoint(x: point.x - center.x, y: point.y - center.y)
        return items
    }

    /// The cell lifts as it is (or as the drag delegate cuts it out).
    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: any UIDragSession) -> UITargetedDragPreview? {
        guard let collectionView, let indexPath = drag.sourceIndexPath(of: item),
              let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        let parameters = dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: indexPath)
            ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession) {
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: any UIDragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return true }
        return dragDelegate.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction,
                         sessionIsRestrictedToDraggingApplication session: any UIDragSession) -> Bool {
        guard let collectionView, let dragDelegate else { return false }
        return dragDelegate.collectionView(collectionView, dragSessionIsRestrictedToDraggingApplication: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        drag.ended()
        guard let collectionView else { return }
        dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session)
    }

    // MARK: Taking drops

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession) -> Bool {
        guard let collectionView else { return false }
        if let dropDelegate { return dropDelegate.collectionView(collectionView, canHandle: session) }
        return drag.ownRows(in: session) != nil && collectionView.dataSourceMovesItems()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession) {
        activeDrop = session as? DropSession
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        guard let collectionView else { return UIDropProposal(operation: .cancel) }
        let point = session.location(in: collectionView)
        // A reload or a batch ends the movement; the drag goes on as any other.
        if showsLocalMove, collectionView.movement == nil { showsLocalMove = false }
        if showsLocalMove { follow(to: point) }
        let slot = showsLocalMove ? collectionView.movement?.current : collectionView.indexPathForItem(at: point)
        let proposal = dropDelegate?.collectionView(collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: slot)
            ?? collectionView.defaultDropProposal(for: session)
        if let items = drag.ownRows(in: session), items.count == 1, proposal.operation == .move,
           proposal.intent == .insertAtDestinationIndexPath {
            highlight(nil)
            if !showsLocalMove, collectionView.beginMovement(at: items[0]) {
                showsLocalMove = true
                follow(to: point)
            }
        } else {
            if showsLocalMove { endLocalMove() }
            let takesDrop = proposal.operation == .copy || proposal.operation == .move
            highlight(takesDrop && proposal.intent == .insertIntoDestinationIndexPath ? collectionView.indexPathForItem(at: point) : nil)
        }
        destination = showsLocalMove ? collectionView.movement?.current : slot
        self.proposal = proposal
        return proposal
    }

    /// The moved item follows the drag, held where it was grabbed; a list row keeps to its column
    /// (and the list scrolls near its edges, as for the reorder handle).
    private func follow(to point: CGPoint) {
        guard let collectionView, let movement = collectionView.movement else { return }
        if collectionView.collectionViewLayout.listAppearance(inSection: movement.current.section) != nil {
            let center = collectionView.convert(movement.cell.center, from: movement.cell.superview)
            collectionView.reorderGrab = CGPoint(x: center.x, y: grab.y)
            collectionView.followReorder(to: point)
        } else {
            collectionView.updateMovement(to: CGPoint(x: point.x - grab.x, y: point.y - grab.y))
        }
    }

    private func endLocalMove() {
        showsLocalMove = false
        collectionView?.cancelMovement()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession) {
        clearFeedback()
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        guard let collectionView else { return }
        highlight(nil)
        if showsLocalMove, collectionView.movement == nil { showsLocalMove = false }
        guard let dropDelegate else {
            if showsLocalMove {
                showsLocalMove = false
                collectionView.endMovement()
            }
            return
        }
        if showsLocalMove {
            showsLocalMove = false
            collectionView.handOverMovement()
        }
        let items = session.items.map { item in
            ListDropItem(dragItem: item, sourceIndexPath: drag.sourceIndexPath(of: item),
                         previewSize: drag.sourceIndexPath(of: item).flatMap { collectionView.cellForItem(at: $0)?.bounds.size } ?? .zero)
        }
        let coordinator = CollectionDropCoordinator(items: items, destinationIndexPath: destination,
                                                    proposal: proposal ?? UICollectionViewDropProposal(operation: .cancel), session: session)
        dropDelegate.collectionView(collectionView, performDropWith: coordinator)
        collectionView.settleShownCells()
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        clearFeedback()
        activeDrop = nil
        proposal = nil
        destination = nil
        guard let collectionView else { return }
        dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
    }

    private func highlight(_ item: IndexPath?) {
        guard item != highlightedItem, let collectionView else { return }
        if let old = highlightedItem { collectionView.cellForItem(at: old)?.isHighlighted = false }
        highlightedItem = item
        if let item { collectionView.cellForItem(at: item)?.isHighlighted = true }
    }

    private func clearFeedback() {
        if showsLocalMove { endLocalMove() }
        highlight(nil)
    }
}
