import Foundation

/// What a list — a table or a collection view — keeps of drag and drop (R-LC1, R-LC2, R-DT2): the
/// drag and drop interactions it installs on itself, and the drag of its own rows under way (its
/// session, and the row each of its items came from). `TableDragAndDrop` and
/// `CollectionDragAndDrop` each hold one and speak their own delegates' languages around it.
@MainActor
final class ListDragState {
    private(set) var dragInteraction: UIDragInteraction?
    private var dropInteraction: UIDropInteraction?
    var isDragEnabled = true {
        didSet { dragInteraction?.isEnabled = isDragEnabled }
    }
    private weak var session: DragSession?
    private var items: [(item: Weak<UIDragItem>, indexPath: IndexPath)] = []

    /// Installs on `list` (or takes away) a drag interaction when it `drags` and a drop
    /// interaction when it takes `drops`, `delegate` speaking for both.
    func install(on list: UIView, delegate: any UIDragInteractionDelegate & UIDropInteractionDelegate, drags: Bool, drops: Bool) {
        if drags, dragInteraction == nil {
            let interaction = UIDragInteraction(delegate: delegate)
            interaction.isEnabled = isDragEnabled
            list.addInteraction(interaction)
            dragInteraction = interaction
        } else if !drags, let interaction = dragInteraction {
            list.removeInteraction(interaction)
            dragInteraction = nil
        }
        if drops, dropInteraction == nil {
            let interaction = UIDropInteraction(delegate: delegate)
            list.addInteraction(interaction)
            dropInteraction = interaction
        } else if !drops, let interaction = dropInteraction {
            list.removeInteraction(interaction)
            dropInteraction = nil
        }
    }

    /// True when a drag on a row belongs to the drag interaction rather than the scroll view's
    /// pan: with the pointer from the press on, with a finger once the row was held (lifted).
    func claims(in list: UIView, rowAt: (CGPoint) -> IndexPath?) -> Bool {
        guard let recognizer = dragInteraction?.recognizer, isDragEnabled, recognizer.isLifted,
              let start = recognizer.startPoint else { return false }
        return rowAt(list.convert(start, from: nil)) != nil
    }

    /// A drag of the row at `indexPath` began, carrying `items`.
    func began(_ session: any UIDragSession, carrying items: [UIDragItem], from indexPath: IndexPath) {
        self.session = session as? DragSession
        self.items = items.map { (Weak($0), indexPath) }
    }

    /// The list shows its own dragged row moving (a reorder) or stops showing it: the drag's
    /// picture hides meanwhile.
    func carriesOwnRow(_ carries: Bool) {
        session?.preview?.isCarried = carries
    }

    func ended() {
        session = nil
        items = []
    }

    /// The drag of this list's rows, for comparing with a drop session's `localDragSession`.
    var sessionObject: AnyObject? { session }
    var isDragging: Bool { session.map { !$0.hasEnded } ?? false }

    /// The rows a drop session carries when it is the drag of this list's rows, else nil.
    func ownRows(in dropSession: any UIDropSession) -> [IndexPath]? {
        guard let local = dropSession.localDragSession, local === session else { return nil }
        return items.map(\.indexPath)
    }

    /// The row `item` was dragged from, when it is one of this list's.
    func sourceIndexPath(of item: UIDragItem) -> IndexPath? {
        items.first { $0.item.object === item }?.indexPath
    }
}

/// One item of a drop on a table or a collection view, as the drop delegate sees it: the dragged
/// item and, for one of the list's own rows, where it came from and its size.
@MainActor
final class ListDropItem: UITableViewDropItem, UICollectionViewDropItem {
    let dragItem: UIDragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: UIDragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
