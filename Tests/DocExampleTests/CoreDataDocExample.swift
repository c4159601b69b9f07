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
