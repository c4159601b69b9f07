import Foundation

// Drag and drop of items (R-LC2, R-DT2): the collection view's delegates and state;
// CollectionDragAndDrop does the work. Items are draggable as soon as a drag delegate is set
// (`dragInteractionEnabled` is true by default here, as on iPad and the Mac), and drops are taken
// once a drop delegate is set.

extension UICollectionView {
    /// How soon items move aside for an item dragged among them. UIKit's `fast` and `slow` wait
    /// for the drag to rest; here every cadence moves them at once (kept, without effect).
    public enum ReorderingCadence: Int, Sendable {
        case immediate, fast, slow
    }

    /// Says which items a drag carries; setting it makes items draggable.
    public var dragDelegate: (any UICollectionViewDragDelegate)? {
        get { dragAndDropStorage?.dragDelegate }
        set {
            dragAndDrop.dragDelegate = newValue
            dragAndDrop.delegatesChanged()
        }
    }

    /// Takes drops on the collection view.
    public var dropDelegate: (any UICollectionViewDropDelegate)? {
        get { dragAndDropStorage?.dropDelegate }
        set {
            dragAndDrop.dropDelegate = newValue
            dragAndDrop.delegatesChanged()
        }
    }

    /// Whether items can be dragged (with a drag delegate). True by default on the desktop.
    public var dragInteractionEnabled: Bool {
        get { dragAndDropStorage?.drag.isDragEnabled ?? true }
        set { dragAndDrop.drag.isDragEnabled = newValue }
    }

    public var reorderingCadence: ReorderingCadence {
        get { dragAndDropStorage?.reorderingCadence ?? .immediate }
        set { dragAndDrop.reorderingCadence = newValue }
    }

    /// Whether a drag of this collection view's items is under way.
    public var hasActiveDrag: Bool { dragAndDropStorage?.drag.isDragging ?? false }
    /// Whether a drag is over the collection view.
    public var hasActiveDrop: Bool { dragAndDropStorage?.activeDrop != nil }
    /// Whether a drop left items the data source does not have yet (placeholders; none are made here).
    public var hasUncommittedUpdates: Bool { false }

    private var dragAndDrop: CollectionDragAndDrop {
        if let dragAndDropStorage { return dragAndDropStorage }
        let made = CollectionDragAndDrop(collectionView: self)
        dragAndDropStorage = made
        return made
    }

    /// The proposal when there is no drop delegate: a single item of this collection view, when
    /// the data source moves items, moves where it is dropped; nothing else is taken.
    func defaultDropProposal(for session: any UIDropSession) -> UICollectionViewDropProposal {
        let own = session.localDragSession.map { $0 === dragAndDropStorage?.drag.sessionObject } ?? false
        guard own, session.items.count == 1, dataSourceMovesItems() else { return UICollectionViewDropProposal(operation: .cancel) }
        return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
}
