import CoreData
import XResponder

// Editing a record in a child context, as the Core Data guides and the "scratch pad" tutorials
// write a detail editor (issue #52, R-CD2): the editor gets its own main-queue context whose
// parent is the view context; Cancel throws the child away, Save pushes its changes into the
// parent and saves the parent. The view context's merge policy keeps the editor's name when
// another context renamed the person meanwhile, and the view context is pinned to a query
// generation, as Apple's stack templates pin it. Swift 5 mode; the model is HitList.xcdatamodeld
// (a Person with a name, used through key-value coding). As after xrport: `#selector` is
// `Selector(name, method)` and `@objc` is gone.

class PersonStack {
    let container: NSPersistentContainer

    init() {
        container = NSPersistentContainer(name: "HitList")
        container.loadPersistentStores { _, error in
            if let error = error {
                fatalError("Unresolved error \(error)")
            }
        }
        container.viewContext.mergePolicy = NSMergeByPropertyObjectTrumpMergePolicy
        do {
            try container.viewContext.setQueryGenerationFrom(.current)
        } catch {
            print("Failed to pin the view context: \(error)")
        }
    }
}

class PersonEditorViewController: UIViewController {
    var viewContext: NSManagedObjectContext!
    var personID: NSManagedObjectID!
    var onFinish: (() -> Void)?

    let nameField = UITextField()
    private(set) var editingContext: NSManagedObjectContext!
    private var person: NSManagedObject!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit Person"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                           action: Selector("cancel", PersonEditorViewController.cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self,
                                                            action: Selector("save", PersonEditorViewController.save))

        editingContext = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        editingContext.parent = viewContext
        person = editingContext.object(with: personID)

        nameField.borderStyle = .roundedRect
        nameField.text = person.value(forKey: "name") as? String
        nameField.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(nameField)
        NSLayoutConstraint.activate([
            nameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
            nameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            nameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
        ])
    }

    func cancel() {
        editingContext = nil
        onFinish?()
    }

    func save() {
        person.setValue(nameField.text, forKey: "name")
        do {
            try editingContext.save()
            try viewContext.save()
            onFinish?()
        } catch {
            let alert = UIAlertController(title: "Could not save", message: error.localizedDescription, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            present(alert, animated: true)
        }
    }
}
