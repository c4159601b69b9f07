import CSQLite
import CoreData
import Foundation

// MARK: Core Data (issue #52, R-CD)

/// Core Data against the SQLite C API doing the same work in the same run, on the same kind of
/// file in the same folder: inserting and saving 100,000 objects (one transaction of prepared
/// inserts for the floor), and fetching the ~half of them a predicate selects, sorted (one
/// prepared SELECT with WHERE and ORDER BY whose rows are read into Swift values for the floor).
/// Each is the median of three runs. Goals: insert ≤ 3×, fetch ≤ 2× the floor.
@MainActor
func benchmarkCoreData() {
    let count = quick ? 10_000 : 100_000
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xrbench-coredata-\(getpid())")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let model = coreDataBenchmarkModel()
    // First, before the other runs have grown the heap: its memory row is a difference.
    benchmarkFetchedResultsFirstScreen(rows: quick ? 100_000 : 1_000_000, model: coreDataBenchmarkModel(indexedByScore: true), folder: folder)
    var ours: [(insert: Double, fetch: Double)] = [], floor: [(insert: Double, fetch: Double)] = []
    for round in 0..<3 {
        floor.append(sqliteFloor(count: count, path: folder.appendingPathComponent("floor\(round).sqlite").path))
        guard let measured = coreDataRun(count: count, model: model, url: folder.appendingPathComponent("ours\(round).sqlite")) else {
            print("  Core Data: the store did not open")
            return
        }
        ours.append(measured)
    }
    let insert = percentile(ours.map(\.insert), 0.5), insertFloor = percentile(floor.map(\.insert), 0.5)
    let fetch = percentile(ours.map(\.fetch), 0.5), fetchFloor = percentile(floor.map(\.fetch), 0.5)
    add("Core Data: insert and save \(count) objects", "ms", insert, floor: insertFloor,
        goal: "≤ 3× the SQLite C API", met: insert <= 3 * insertFloor)
    add("Core Data: fetch with a predicate and a sort", "ms", fetch, floor: fetchFloor,
        goal: "≤ 2× the SQLite C API", met: fetch <= 2 * fetchFloor)
}

/// An entity Item: title (String), rank (Integer 64), score (Double); with `indexedByScore`, a
/// fetch index on score, descending (what an app sorting a million rows by it declares in Xcode).
func coreDataBenchmarkModel(indexedByScore: Bool = false) -> NSManagedObjectModel {
    func attribute(_ name: String, _ type: NSAttributeType) -> NSAttributeDescription {
        let attribute = NSAttributeDescription()
        attribute.name = name
        attribute.attributeType = type
        return attribute
    }
    let entity = NSEntityDescription()
    entity.name = "Item"
    let score = attribute("score", .doubleAttributeType)
    entity.properties = [attribute("title", .stringAttributeType), attribute("rank", .integer64AttributeType), score]
    if indexedByScore {
        let element = NSFetchIndexElementDescription(property: score, collationType: .binary)
        element.isAscending = false
        entity.indexes = [NSFetchIndexDescription(name: "byScore", elements: [element])]
    }
    let model = NSManagedObjectModel()
    model.entities = [entity]
    return model
}

/// The insert and fetch through Core Data, in milliseconds.
@MainActor
private func coreDataRun(count: Int, model: NSManagedObjectModel, url: URL) -> (insert: Double, fetch: Double)? {
    let container = NSPersistentContainer(name: "Bench", managedObjectModel: model)
    container.persistentStoreDescriptions = [NSPersistentStoreDescription(url: url)]
    var failed = false
    container.loadPersistentStores { _, error in failed = error != nil }
    guard !failed, let entity = model.entitiesByName["Item"] else { return nil }
    let context = container.viewContext
    let start = nowNanoseconds()
    for index in 0..<count {
        let item = NSManagedObject(entity: entity, insertInto: context)
        item.setValue("item \(index % 1000) \(index)", forKey: "title")
        item.setValue(index % 100, forKey: "rank")
        item.setValue(Double(index) / 7, forKey: "score")
    }
    do { try context.save() } catch { return nil }
    let inserted = nowNanoseconds()
    context.reset()
    let fetchStart = nowNanoseconds()
    let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
    request.predicate = NSPredicate(format: "rank >= %d AND title BEGINSWITH %@", 50, "item")
    request.sortDescriptors = [NSSortDescriptor(key: "score", ascending: false)]
    // Kept until after the clock is read, as the floor keeps its rows: an app holds what it
    // fetched, and releasing 50,000 objects is not part of fetching them.
    let results = (try? context.fetch(request)) ?? []
    let fetched = nowNanoseconds()
    let found = withExtendedLifetime(results) { results.count }
    guard found == count / 2 else {
        print("  Core Data: fetched \(found), expected \(count / 2)")
        return nil
    }
    return (Double(inserted - start) / 1e6, Double(fetched - fetchStart) / 1e6)
}

/// The same work with the SQLite C API, in milliseconds.
private func sqliteFloor(count: Int, path: String) -> (insert: Double, fetch: Double) {
    var db: OpaquePointer?
    sqlite3_open(path, &db)
    defer { sqlite3_close(db) }
    sqlite3_exec(db, "PRAGMA journal_mode = WAL", nil, nil, nil)
    sqlite3_exec(db, "CREATE TABLE ZITEM (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZRANK INTEGER, ZSCORE FLOAT)", nil, nil, nil)
    let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
    let start = nowNanoseconds()
    sqlite3_exec(db, "BEGIN IMMEDIATE", nil, nil, nil)
    var insert: OpaquePointer?
    sqlite3_prepare_v2(db, "INSERT INTO ZITEM (ZTITLE, ZRANK, ZSCORE) VALUES (?, ?, ?)", -1, &insert, nil)
    for index in 0..<count {
        sqlite3_bind_text(insert, 1, "item \(index % 1000) \(index)", -1, transient)
        sqlite3_bind_int64(insert, 2, Int64(index % 100))
        sqlite3_bind_double(insert, 3, Double(index) / 7)
        sqlite3_step(insert)
        sqlite3_reset(insert)
    }
    sqlite3_finalize(insert)
    sqlite3_exec(db, "COMMIT", nil, nil, nil)
    let inserted = nowNanoseconds()
    struct Item { let key: Int64; let title: String; let rank: Int64; let score: Double }
    let fetchStart = nowNanoseconds()
    var select: OpaquePointer?
    sqlite3_prepare_v2(db, "SELECT Z_PK, ZTITLE, ZRANK, ZSCORE FROM ZITEM WHERE ZRANK >= ? AND ZTITLE LIKE 'item%' ORDER BY ZSCORE DESC", -1, &select, nil)
    sqlite3_bind_int64(select, 1, 50)
    var items: [Item] = []
    while sqlite3_step(select) == SQLITE_ROW {
        items.append(Item(key: sqlite3_column_int64(select, 0), title: String(cString: sqlite3_column_text(select, 1)),
                          rank: sqlite3_column_int64(select, 2), score: sqlite3_column_double(select, 3)))
    }
    sqlite3_finalize(select)
    let fetched = nowNanoseconds()
    precondition(items.count == count / 2)
    return (Double(inserted - start) / 1e6, Double(fetched - fetchStart) / 1e6)
}
