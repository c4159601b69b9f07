import CoreData
import XResponder

// The events list again, written the iOS 13 way (issue #52, R-CD3): a UITableViewDiffableDataSource
// of object IDs fed by the fetched-results controller's snapshot callback, as Apple's "Using
// Core Data with diffable data sources" material and the tutorials after it write it. Swift 5
// mode, after xrport: the callback's bridging cast `snapshot as NSDiffableDataSourceSnapshot<…>`
// is the initializer `NSDiffableDataSourceSnapshot<…>(snapshot)`. The model is Events.xcdatamodeld.

class EventsDiffableViewController: UIViewController, NSFetchedResultsControllerDelegate {

    var container: NSPersistentContainer!
    var tableView: UITableView!
    var dataSource: UITableViewDiffableDataSource<String, NSManagedObjectID>!
    var fetchedResultsController: NSFetchedResultsController<Event>!
    private let formatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        formatter.timeZone = TimeZone(identifier: "UTC")
        return formatter
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Events"
        tableView = UITableView(frame: view.bounds, style: .plain)
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        view.addSubview(tableView)

        dataSource = UITableViewDiffableDataSource<String, NSManagedObjectID>(tableView: tableView) { [weak self] tableView, indexPath, objectID in
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            guard let self = self, let event = try? self.container.viewContext.existingObject(with: objectID) as? Event else { return cell }
            cell.textLabel?.text = event.timestamp.map { self.formatter.string(from: $0) }
            return cell
        }

        let fetchRequest: NSFetchRequest<Event> = Event.fetchRequest()
        fetchRequest.sortDescriptors = [NSSortDescriptor(key: "timestamp", ascending: false)]
        fetchRequest.fetchBatchSize = 20
        fetchedResultsController = NSFetchedResultsController(fetchRequest: fetchRequest, managedObjectContext: container.viewContext,
                                                              sectionNameKeyPath: nil, cacheName: nil)
        fetchedResultsController.delegate = self
        do {
            try fetchedResultsController.performFetch()
        } catch {
            print("Fetch failed: \(error)")
        }
    }

    func addEvent(at date: Date) {
        let event = Event(context: container.viewContext)
        event.timestamp = date
        try? container.viewContext.save()
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        let snapshot = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)
        dataSource.apply(snapshot, animatingDifferences: tableView.window != nil)
    }
}
