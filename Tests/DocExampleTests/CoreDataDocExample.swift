import CoreData
import XResponder

// docs/core-data.md's samples, compiled.

final class CoreDataDocAppDelegate: UIResponder, UIApplicationDelegate {
    lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "HitList")
        container.loadPersistentStores(completionHandler: { (storeDescription, error) in
            if let error = error as NSError? {
                fatalError("Unresolved error \(error), \(error.userInfo)")
            }
        })
        return container
    }()
}

final class CoreDataDocListController: UIViewController {
    var people: [NSManagedObject] = []
    var managedContext: NSManagedObjectContext!

    func reload() throws {
        let fetchRequest = NSFetchRequest<NSManagedObject>(entityName: "Person")
        fetchRequest.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
        people = try managedContext.fetch(fetchRequest)
    }
}

final class CoreDataDocNote: NSManagedObject {}

final class CoreDataDocNotesController: UITableViewController {
    var notes: NSFetchedResultsController<CoreDataDocNote>!

    func startFollowing(_ context: NSManagedObjectContext) throws {
        let request = NSFetchRequest<CoreDataDocNote>(entityName: "Note")
        request.sortDescriptors = [NSSortDescriptor(key: "created", ascending: false)]
        notes = NSFetchedResultsController(fetchRequest: request, managedObjectContext: context,
                                           sectionNameKeyPath: "day", cacheName: nil)
        notes.delegate = self
        try notes.performFetch()
    }
}

extension CoreDataDocNotesController: @preconcurrency NSFetchedResultsControllerDelegate {
    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.beginUpdates()
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        switch type {
        case .insert: tableView.insertRows(at: [newIndexPath!], with: .fade)
        case .delete: tableView.deleteRows(at: [indexPath!], with: .fade)
        case .move: tableView.moveRow(at: indexPath!, to: newIndexPath!)
        case .update: tableView.reloadRows(at: [indexPath!], with: .none)
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.endUpdates()
    }
}

/// docs/core-data.md, "Snapshots": the snapshot callback feeding a diffable data source.
final class CoreDataDocSnapshotController: UIViewController {
    var dataSource: UITableViewDiffableDataSource<String, NSManagedObjectID>!
}

extension CoreDataDocSnapshotController: @preconcurrency NSFetchedResultsControllerDelegate {
    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>,
                    didChangeContentWith snapshot: NSDiffableDataSourceSnapshotReference) {
        // iOS: let snapshot = snapshot as NSDiffableDataSourceSnapshot<String, NSManagedObjectID>
        let snapshot = NSDiffableDataSourceSnapshot<String, NSManagedObjectID>(snapshot)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

final class Event: NSManagedObject {}

@MainActor
func coreDataDocDeleteAllEvents(in context: NSManagedObjectContext) {
    let fetchRequest: NSFetchRequest<NSFetchRequestResult> = Event.fetchRequest()
    let deleteRequest = NSBatchDeleteRequest(fetchRequest: fetchRequest)
    deleteRequest.resultType = .resultTypeObjectIDs

    do {
        let result = try context.execute(deleteRequest) as? NSBatchDeleteResult
        let changes: [AnyHashable: Any] = [NSDeletedObjectsKey: result?.result as? [NSManagedObjectID] ?? []]
        NSManagedObjectContext.mergeChanges(fromRemoteContextSave: changes, into: [context])
    } catch {
        print("Could not delete: \(error)")
    }
}

/// docs/core-data.md, "Query generations": the stack templates pin the view context.
func coreDataDocPinViewContext(_ container: NSPersistentContainer) throws {
    container.viewContext.automaticallyMergesChangesFromParent = true
    try container.viewContext.setQueryGenerationFrom(.current)
}
