import CoreData
import XResponder

// Errands: memos and reminders in one list (issue #52, R-CD1), as an app with entity inheritance
// writes it. The model (Errands.xcdatamodeld) has an abstract Entry (a title, a creation date)
// and two sub-entities, Memo (a body) and Reminder (done or not); one
// NSFetchedResultsController<Entry> shows both kinds, each cell configured by its class, and a
// segmented control switches to a controller of Reminders only. Tapping a reminder ticks it off;
// "+" adds one; a swipe deletes. Swift 5 mode; the classes are what Xcode's "Class Definition"
// generation writes (each sub-entity's class inherits its parent's), after xrport gave the
// `@NSManaged` properties bodies and turned `#selector`s into `Selector`s with their methods.

public class Entry: NSManagedObject {
}

public class Memo: Entry {
}

public class Reminder: Entry {
}

extension Entry {
    @nonobjc public class func fetchRequest() -> NSFetchRequest<Entry> {
        return NSFetchRequest<Entry>(entityName: "Entry")
    }

    public var created: Date? {
        get { value(forKey: "created") as? Date }
        set { setValue(newValue, forKey: "created") }
    }
    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
}

extension Memo {
    public var body: String? {
        get { value(forKey: "body") as? String }
        set { setValue(newValue, forKey: "body") }
    }
}

extension Reminder {
    public var done: Bool {
        get { value(forKey: "done") as? Bool ?? false }
        set { setValue(newValue, forKey: "done") }
    }
}

class ErrandsViewController: UITableViewController, NSFetchedResultsControllerDelegate {
    var container: NSPersistentContainer!
    let kindControl = UISegmentedControl(items: ["All", "Reminders"])
    var fetchedResultsController: NSFetchedResultsController<Entry>!

    override func viewDidLoad() {
        super.viewDidLoad()
        kindControl.selectedSegmentIndex = 0
        kindControl.addTarget(self, action: Selector("kindChanged:", ErrandsViewController.kindChanged(_:)), for: .valueChanged)
        navigationItem.titleView = kindControl
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector("addReminder:", ErrandsViewController.addReminder(_:)))
        preloadIfEmpty()
        showEntries(ofEntityNamed: "Entry")
    }

    /// What a first launch shows: two memos and two reminders, one of them done.
    func preloadIfEmpty() {
        let context = container.viewContext
        let count = (try? context.count(for: Entry.fetchRequest())) ?? 0
        guard count == 0 else { return }
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let memo = Memo(context: context)
        memo.title = "Packing list"
        memo.body = "Passport, charger"
        memo.created = start
        let milk = Reminder(context: context)
        milk.title = "Buy milk"
        milk.created = start.addingTimeInterval(60)
        let code = Memo(context: context)
        code.title = "Door code"
        code.body = "4711"
        code.created = start.addingTimeInterval(120)
        let bank = Reminder(context: context)
        bank.title = "Call the bank"
        bank.done = true
        bank.created = start.addingTimeInterval(180)
        saveContext()
    }

    /// A controller of the entity named (Entry: every kind; Reminder: reminders only), oldest first.
    func showEntries(ofEntityNamed name: String) {
        let fetchRequest = NSFetchRequest<Entry>(entityName: name)
        fetchRequest.sortDescriptors = [NSSortDescriptor(key: "created", ascending: true)]
        fetchRequest.fetchBatchSize = 20
        fetchedResultsController = NSFetchedResultsController(fetchRequest: fetchRequest,
                                                              managedObjectContext: container.viewContext,
                                                              sectionNameKeyPath: nil, cacheName: nil)
        fetchedResultsController.delegate = self
        do {
            try fetchedResultsController.performFetch()
        } catch {
            let nserror = error as NSError
            fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
        }
        tableView.reloadData()
    }

    func kindChanged(_ sender: UISegmentedControl) {
        showEntries(ofEntityNamed: sender.selectedSegmentIndex == 0 ? "Entry" : "Reminder")
    }

    func addReminder(_ sender: Any) {
        let reminder = Reminder(context: container.viewContext)
        reminder.title = "New reminder"
        reminder.created = Date()
        saveContext()
    }

    func saveContext() {
        let context = container.viewContext
        guard context.hasChanges else { return }
        do {
            try context.save()
        } catch {
            let nserror = error as NSError
            fatalError("Unresolved error \(nserror), \(nserror.userInfo)")
        }
    }

    // MARK: - Table View

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        return fetchedResultsController.sections?[section].numberOfObjects ?? 0
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Entry") ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Entry")
        configureCell(cell, with: fetchedResultsController.object(at: indexPath))
        return cell
    }

    func configureCell(_ cell: UITableViewCell, with entry: Entry) {
        cell.textLabel?.text = entry.title
        if let reminder = entry as? Reminder {
            cell.detailTextLabel?.text = reminder.done ? "Done" : "To do"
            cell.accessoryType = reminder.done ? .checkmark : .none
        } else if let memo = entry as? Memo {
            cell.detailTextLabel?.text = memo.body
            cell.accessoryType = .none
        }
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let reminder = fetchedResultsController.object(at: indexPath) as? Reminder else { return }
        reminder.done.toggle()
        saveContext()
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        return true
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        if editingStyle == .delete {
            container.viewContext.delete(fetchedResultsController.object(at: indexPath))
            saveContext()
        }
    }

    // MARK: - Fetched results controller

    func controllerWillChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.beginUpdates()
    }

    func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any,
                    at indexPath: IndexPath?, for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
        switch type {
        case .insert:
            tableView.insertRows(at: [newIndexPath!], with: .fade)
        case .delete:
            tableView.deleteRows(at: [indexPath!], with: .fade)
        case .update:
            if let cell = tableView.cellForRow(at: indexPath!) {
                configureCell(cell, with: anObject as! Entry)
            }
        case .move:
            tableView.moveRow(at: indexPath!, to: newIndexPath!)
        default:
            return
        }
    }

    func controllerDidChangeContent(_ controller: NSFetchedResultsController<NSFetchRequestResult>) {
        tableView.endUpdates()
    }
}
