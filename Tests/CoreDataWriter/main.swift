import CoreData
import Foundation

// A program that saves batches of notes into a Core Data store until it is killed (R-CD4): the
// test kills it with SIGKILL while it saves, then opens the store and finds only whole batches.
// Arguments: the store's path, the model's path. Prints "ready", then "saving <n>" as its n-th save
// starts and "saved <n>" after it, line-buffered.

setvbuf(stdout, nil, _IOLBF, 0)
let arguments = CommandLine.arguments
guard arguments.count == 3, let model = NSManagedObjectModel(contentsOf: URL(fileURLWithPath: arguments[2])) else {
    print("usage: XRCoreDataWriter <store.sqlite> <model.xcdatamodeld>")
    exit(2)
}
let container = NSPersistentContainer(name: "Notes", managedObjectModel: model)
container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: URL(fileURLWithPath: arguments[1]))]
var failure: (any Error)?
container.loadPersistentStores { _, error in failure = error }
if let failure {
    print("cannot open: \(failure)")
    exit(1)
}
let context = container.newBackgroundContext()
let batchSize = 2_000
let first = (try? context.count(for: NSFetchRequest<NSManagedObject>(entityName: "Note"))) ?? 0
var batch = first / batchSize
var saves = 0
print("ready")
while true {
    context.performAndWait {
        for index in 0..<batchSize {
            let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
            note.setValue("batch \(batch)", forKey: "title")
            note.setValue(String(repeating: "x", count: 200), forKey: "body")
            note.setValue(index % 100, forKey: "rank")
        }
        print("saving \(saves + 1)")
        do {
            try context.save()
        } catch {
            print("save failed: \(error)")
            exit(1)
        }
        context.reset()
    }
    batch += 1
    saves += 1
    print("saved \(saves)")
}
