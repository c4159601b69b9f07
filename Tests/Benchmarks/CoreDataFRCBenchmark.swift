import CSQLite
import CoreData
import Foundation

// MARK: Core Data: a fetched-results controller's first screen (issue #52, R-CD3)

/// A table over a million rows, as an app opens it: a store of `rows` items (written with the C
/// API, as an app that has used it for years would have one) with a fetch index on score, a
/// fetched-results controller sorted by score with a batch size of 20, `performFetch`, and the
/// first screen's twenty rows read. Time from `performFetch` to the last title read, and resident memory grown meanwhile;
/// the floor is the SQLite C API reading the same twenty rows (`ORDER BY … LIMIT 20`). Goals
/// (issue #52): the first screen ≤ 10 ms, memory ≤ 50 MB above the store opened and empty of
/// objects.
@MainActor
func benchmarkFetchedResultsFirstScreen(rows: Int, model: NSManagedObjectModel, folder: URL) {
    let url = folder.appendingPathComponent("frc.sqlite")
    // The store's tables, made by Core Data; the rows, by the C API in one transaction.
    do {
        let container = NSPersistentContainer(name: "Bench", managedObjectModel: model)
        container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
        container.loadPersistentStores { _, _ in }
    }
    var db: OpaquePointer?
    guard sqlite3_open(url.path, &db) == SQLITE_OK else { return print("  Core Data: the store did not open") }
    sqlite3_exec(db, "BEGIN", nil, nil, nil)
    var insert: OpaquePointer?
    sqlite3_prepare_v2(db, "INSERT INTO ZITEM (Z_ENT, Z_OPT, ZTITLE, ZRANK, ZSCORE) VALUES (1, 1, ?, ?, ?)", -1, &insert, nil)
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    for index in 0..<rows {
        sqlite3_bind_text(insert, 1, "item \(index)", -1, transient)
        sqlite3_bind_int64(insert, 2, Int64(index % 100))
        sqlite3_bind_double(insert, 3, Double((index * 7919) % rows))
        sqlite3_step(insert)
        sqlite3_reset(insert)
    }
    sqlite3_finalize(insert)
    sqlite3_exec(db, "COMMIT", nil, nil, nil)

    // The floor: the first screen's rows straight from SQLite.
    let floorStart = nowNanoseconds()
    var select: OpaquePointer?
    sqlite3_prepare_v2(db, "SELECT Z_PK, ZTITLE, ZRANK, ZSCORE FROM ZITEM ORDER BY ZSCORE DESC LIMIT 20", -1, &select, nil)
    var titles: [String] = []
    while sqlite3_step(select) == SQLITE_ROW { titles.append(String(cString: sqlite3_column_text(select, 1))) }
    sqlite3_finalize(select)
    let floor = Double(nowNanoseconds() - floorStart) / 1e6
    sqlite3_close(db)

    let container = NSPersistentContainer(name: "Bench", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    container.loadPersistentStores { _, _ in }
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.sortDescriptors = [NSSortDescriptor(key: "score", ascending: false)]
    request.fetchBatchSize = 20
    let controller = NSFetchedResultsController(fetchRequest: request, managedObjectContext: container.viewContext,
                                                sectionNameKeyPath: nil, cacheName: nil)
    let before = residentKiB()
    let start = nowNanoseconds()
    do { try controller.performFetch() } catch { return print("  Core Data: performFetch failed: \(error)") }
    var shown: [String] = []
    for row in 0..<min(20, controller.sections?.first?.numberOfObjects ?? 0) {
        shown.append(controller.object(at: IndexPath(indexes: [0, row])).value(forKey: "title") as? String ?? "")
    }
    let elapsed = Double(nowNanoseconds() - start) / 1e6
    let grown = Double(residentKiB() - before) / 1024
    guard shown == titles else { return print("  Core Data: the first screen read \(shown.prefix(3)), SQLite \(titles.prefix(3))") }
    add("Core Data: fetched-results controller over \(rows) rows, first screen", "ms", elapsed, floor: floor,
        goal: "≤ 10 ms", met: elapsed <= 10)
    add("Core Data: memory for that first screen", "MB", grown, floor: nil, goal: "≤ 50 MB above the open store", met: grown <= 50)

    // The last row, as a table scrolled to its end asks: every key is needed (read in the
    // background since the first screen; this waits for what is left of that read).
    let lastStart = nowNanoseconds()
    let last = controller.object(at: IndexPath(indexes: [0, rows - 1])).value(forKey: "title") as? String
    let lastTime = Double(nowNanoseconds() - lastStart) / 1e6
    add("Core Data: that controller's last row, right after the first screen", "ms", lastTime, floor: nil, goal: "report",
        met: last == "item 0")

    // A new object sorted into the million rows, as a table hears it: from the change being
    // announced to the controller's last callback.
    final class Heard: NSObject, NSFetchedResultsControllerDelegate {
        var insertedAt: IndexPath?
        func controller(_ controller: NSFetchedResultsController<NSFetchRequestResult>, didChange anObject: Any, at indexPath: IndexPath?,
                        for type: NSFetchedResultsChangeType, newIndexPath: IndexPath?) {
            if type == .insert { insertedAt = newIndexPath }
        }
    }
    let heard = Heard()
    controller.delegate = heard
    let item = NSManagedObject(entity: request.entity ?? model.entitiesByName["Item"]!, insertInto: container.viewContext)
    item.setValue("new item", forKey: "title")
    item.setValue(Double(rows / 2) + 0.5, forKey: "score")
    let changeStart = nowNanoseconds()
    container.viewContext.processPendingChanges()
    let change = Double(nowNanoseconds() - changeStart) / 1e6
    let expected = rows - rows / 2 - 1   // the rows scored above it, descending
    add("Core Data: that controller sorting in a new object", "ms", change, floor: nil, goal: "≤ 16 ms (a frame), row \(expected)",
        met: change <= 16 && heard.insertedAt?[1] == expected)
}
