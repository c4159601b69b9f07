import XResponder

// Table drag and drop as an iOS 11 app adopts it (R-LC1, R-DT2): a shopping list whose rows are
// dragged out as text, put in order by dragging them within the list, and which takes text dropped
// on it from elsewhere. Swift 5 mode, unchanged from iOS.

class ShoppingList {
    private(set) var items = ["Milk", "Eggs", "Bread", "Coffee", "Apples"]

    func canHandle(_ session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func dragItems(for indexPath: IndexPath) -> [UIDragItem] {
        let name = items[indexPath.row]
        let provider = NSItemProvider(object: name as NSString)
        return [UIDragItem(itemProvider: provider)]
    }

    func moveItem(at sourceIndex: Int, to destinationIndex: Int) {
        guard sourceIndex != destinationIndex else { return }
        let item = items.remove(at: sourceIndex)
        items.insert(item, at: destinationIndex)
    }

    func addItem(_ name: String, at index: Int) {
        items.insert(name, at: index)
    }
}

class ShoppingListViewController: UITableViewController, UITableViewDragDelegate, UITableViewDropDelegate {
    let list = ShoppingList()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shopping"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        tableView.dragInteractionEnabled = true
        tableView.dragDelegate = self
        tableView.dropDelegate = self
    }

    // MARK: UITableViewDataSource

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return list.items.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        cell.textLabel?.text = list.items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        list.moveItem(at: sourceIndexPath.row, to: destinationIndexPath.row)
    }

    // MARK: UITableViewDragDelegate

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        return list.dragItems(for: indexPath)
    }

    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> UIDragPreviewParameters? {
        guard let cell = tableView.cellForRow(at: indexPath) else { return nil }
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: cell.bounds.insetBy(dx: 8, dy: 2), cornerRadius: 10)
        return parameters
    }

    // MARK: UITableViewDropDelegate

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        return list.canHandle(session)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        if tableView.hasActiveDrag {
            if session.items.count > 1 {
                return UITableViewDropProposal(operation: .cancel)
            }
            return UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let destinationIndexPath: IndexPath
        if let indexPath = coordinator.destinationIndexPath {
            destinationIndexPath = indexPath
        } else {
            let section = tableView.numberOfSections - 1
            destinationIndexPath = IndexPath(row: tableView.numberOfRows(inSection: section), section: section)
        }
        coordinator.session.loadObjects(ofClass: NSString.self) { items in
            let names = items as! [String]
            var indexPaths = [IndexPath]()
            for (offset, name) in names.enumerated() {
                let indexPath = IndexPath(row: destinationIndexPath.row + offset, section: destinationIndexPath.section)
                self.list.addItem(name, at: indexPath.row)
                indexPaths.append(indexPath)
            }
            tableView.insertRows(at: indexPaths, with: .automatic)
        }
    }
}

/// A label whose text can be dragged, for the screen's test to drop on the list.
class DraggableLabel: UILabel, UIDragInteractionDelegate {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addInteraction(UIDragInteraction(delegate: self))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let text = text else { return [] }
        return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))]
    }

    func dragInteraction(_ interaction: UIDragInteraction, previewForLifting item: UIDragItem,
                         session: UIDragSession) -> UITargetedDragPreview? {
        let parameters = UIDragPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: bounds, cornerRadius: 10)
        return UITargetedDragPreview(view: self, parameters: parameters)
    }
}
