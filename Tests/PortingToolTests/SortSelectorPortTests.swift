import CoreData
import Foundation
import Testing
import XResponder

/// What `xrport` makes of a sort descriptor's `#selector` (R-CD3), run: XResponder's `Selector`
/// over `NSString`'s comparison method, handed to the CoreData module's
/// `NSSortDescriptor(key:ascending:selector:)`, sorts a fetch as that method orders strings.
@Suite("Ported sort descriptors with a selector sort as the selector does (R-CD3)")
@MainActor
struct SortSelectorPortTests {
    @Test("R-CD3: NSSortDescriptor(key:ascending:selector: Selector(\"localizedStandardCompare:\", NSString.localizedStandardCompare(_:))) orders a fetch by that method")
    func portedSelectorSortsAFetch() throws {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let entity = NSEntityDescription()
        entity.name = "Book"
        entity.properties = [title]
        let model = NSManagedObjectModel()
        model.entities = [entity]
        let container = NSPersistentContainer(name: "Books", managedObjectModel: model)
        let description = NSPersistentStoreDescription()
        description.type = NSInMemoryStoreType
        container.persistentStoreDescriptions = [description]
        var failure: (any Error)?
        container.loadPersistentStores { _, error in failure = error }
        #expect(failure == nil)
        let context = container.viewContext
        for text in ["Volume 10", "volume 2", "Volume 1"] {
            NSManagedObject(entity: entity, insertInto: context).setValue(text, forKey: "title")
        }
        try context.save()

        let request = NSFetchRequest<NSManagedObject>(entityName: "Book")
        request.sortDescriptors = [NSSortDescriptor(key: "title", ascending: true,
                                                    selector: Selector("localizedStandardCompare:", NSString.localizedStandardCompare(_:)))]
        let titles = try context.fetch(request).map { $0.value(forKey: "title") as? String ?? "?" }
        // compare: would give "Volume 1", "Volume 10", "volume 2".
        #expect(titles == ["Volume 1", "volume 2", "Volume 10"])
    }
}
