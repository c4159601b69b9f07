import Foundation
import XResponder

/// The drag-and-drop scene's shopping list (R-LC1): a table whose rows are put in order by dragging
/// them, take text dropped on them (a chip, another program) between rows, and drag out as text
/// to the well or to another program — UIKit's table drag and drop delegates, as an iOS app sets
/// them.
final class DropListController: NSObject, UITableViewDataSource, UITableViewDragDelegate, UITableViewDropDelegate {
    var items = ["Milk", "Eggs", "Bread", "Coffee"]
    let table = UITableView(frame: .zero, style: .insetGrouped)

    override init() {
        super.init()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Item")
        table.dataSource = self
        table.dragDelegate = self
        table.dropDelegate = self
        table.accessibilityIdentifier = "shopping list"
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Shopping list" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Item", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = items[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard sourceIndexPath != destinationIndexPath else { return }
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
        Status.report("moved a row: \(items.joined(separator: ", "))")
    }

    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        [UIDragItem(itemProvider: NSItemProvider(object: items[indexPath.row] as NSString))]
    }

    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool {
        session.canLoadObjects(ofClass: NSString.self)
    }

    func tableView(_ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> UITableViewDropProposal {
        tableView.hasActiveDrag ? UITableViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UITableViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator) {
        let row = coordinator.destinationIndexPath?.row ?? items.count
        coordinator.session.loadObjects(ofClass: NSString.self) { [weak self] strings in
            guard let self else { return }
            let texts = (strings as [String]).map { String($0.prefix(40)) }
            self.items.insert(contentsOf: texts, at: min(row, self.items.count))
            tableView.insertRows(at: texts.indices.map { IndexPath(row: min(row, self.items.count - texts.count) + $0, section: 0) },
                                 with: .automatic)
            Status.report("dropped on the list: \(texts.joined(separator: ", "))")
        }
    }
}
