import CSQLite
import CoreData
import Foundation
import Testing

/// Fetch indexes (R-CD1): Xcode's "Fetch Indexes" as SQL indexes — made when a store opens,
/// used by sorted fetches, remade when a model version changes them, dropped when they go; what
/// the store cannot index is said, never a failure.
@Suite("Core Data: fetch indexes (R-CD1)")
@MainActor
struct CoreDataFetchIndexTests {
    let folder = ScratchFolder()

    /// An Item entity with the fetch indexes given, as Xcode writes them.
    static func model(indexes: String) -> String {
        ModelFixtures.header + """
            <entity name="Item" representedClassName="NSManagedObject" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String"/>
                <attribute name="score" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
                <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner"/>
                \(indexes)
            </entity>
            <entity name="Owner" representedClassName="NSManagedObject" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """
    }

    func open(_ indexes: String) throws -> NSPersistentContainer {
        try folder.write(Self.model(indexes: indexes), to: "Items.xcdatamodeld/Items.xcdatamodel/contents")
        return try ModelFixtures.container(model: folder.file("Items.xcdatamodeld"), store: folder.file("Items.sqlite"))
    }

    /// The store's fetch indexes as SQLite keeps them, and the plan SQLite makes for `query`.
    func inspect(_ query: String) -> (indexes: [String], plan: String) {
        var db: OpaquePointer?
        sqlite3_open(folder.file("Items.sqlite").path, &db)
        defer { sqlite3_close(db) }
        func rows(_ sql: String, column: Int32) -> [String] {
            var statement: OpaquePointer?
            sqlite3_prepare_v2(db, sql, -1, &statement, nil)
            defer { sqlite3_finalize(statement) }
            var found: [String] = []
            while sqlite3_step(statement) == SQLITE_ROW {
                if let text = sqlite3_column_text(statement, column) { found.append(String(cString: text)) }
            }
            return found
        }
        return (rows("SELECT sql FROM sqlite_master WHERE type = 'index' AND name LIKE 'Z_FI_%' ORDER BY name", column: 0),
                rows("EXPLAIN QUERY PLAN " + query, column: 3).joined(separator: "; "))
    }

    @Test("R-CD1: a model's fetch indexes become SQL indexes (descending, compound, on a to-one) that a sorted fetch reads")
    func indexesAreMadeAndUsed() throws {
        let container = try open("""
            <fetchIndex name="byScore">
                <fetchIndexElement property="score" type="Binary" order="descending"/>
            </fetchIndex>
            <fetchIndex name="byOwnerAndTitle">
                <fetchIndexElement property="owner" type="Binary" order="ascending"/>
                <fetchIndexElement property="title" type="Binary" order="ascending"/>
            </fetchIndex>
            """)
        let entity = try #require(container.managedObjectModel.entitiesByName["Item"])
        #expect(entity.indexes.map(\.name) == ["byScore", "byOwnerAndTitle"])
        #expect(entity.indexes[0].elements.map(\.isAscending) == [false])
        #expect(entity.indexes[1].elements.map { $0.property?.name } == ["owner", "title"])
        for score in [3.0, 1.0, 2.0] {
            let item = NSManagedObject(entity: entity, insertInto: container.viewContext)
            item.setValue(score, forKey: "score")
        }
        try container.viewContext.save()
        let found = inspect(#"SELECT Z_PK FROM "ZITEM" ORDER BY "ZSCORE" DESC"#)
        #expect(found.indexes.count == 2)
        #expect(found.indexes.contains { $0 == #"CREATE INDEX "Z_FI_ITEM_byScore" ON "ZITEM" ("ZSCORE" DESC)"# })
        #expect(found.plan.contains("Z_FI_ITEM_byScore"), "\(found.plan)")
        // A fetch sorted by the index reads what one without it reads.
        container.viewContext.reset()
        let request = NSFetchRequest<NSManagedObject>(entityName: "Item")
        request.sortDescriptors = [NSSortDescriptor(key: "score", ascending: false)]
        request.fetchBatchSize = 2
        #expect(try container.viewContext.fetch(request).map { $0.value(forKey: "score") as? Double } == [3, 2, 1])
    }

    @Test("R-CD1: a new model version that changes an index remakes it, and one that drops it drops it; the rows stay")
    func indexesFollowModelVersions() throws {
        do {
            let container = try open(#"<fetchIndex name="byScore"><fetchIndexElement property="score" type="Binary" order="descending"/></fetchIndex>"#)
            let item = NSEntityDescription.insertNewObject(forEntityName: "Item", into: container.viewContext)
            item.setValue("kept", forKey: "title")
            try container.viewContext.save()
        }
        do {
            _ = try open(#"<fetchIndex name="byScore"><fetchIndexElement property="title" type="Binary" order="ascending"/></fetchIndex>"#)
            #expect(inspect("SELECT 1").indexes == [#"CREATE INDEX "Z_FI_ITEM_byScore" ON "ZITEM" ("ZTITLE")"#])
        }
        let container = try open("")
        #expect(inspect("SELECT 1").indexes.isEmpty)
        let items = try container.viewContext.fetch(NSFetchRequest<NSManagedObject>(entityName: "Item"))
        #expect(items.map { $0.value(forKey: "title") as? String } == ["kept"])
    }

    @Test("R-CD1: an index built in code is made too; an R-tree or a name the entity does not have is left out and said, and the store still opens")
    func indexesInCodeAndBadElements() throws {
        let title = NSAttributeDescription()
        title.name = "title"
        title.attributeType = .stringAttributeType
        let entity = NSEntityDescription()
        entity.name = "Item"
        entity.properties = [title]
        let byTitle = NSFetchIndexElementDescription(property: title, collationType: .binary)
        byTitle.isAscending = false
        let spatial = NSFetchIndexElementDescription(property: title, collationType: .rTree)
        entity.indexes = [NSFetchIndexDescription(name: "byTitle", elements: [byTitle]),
                          NSFetchIndexDescription(name: "spatial", elements: [spatial])]
        #expect(entity.indexes.allSatisfy { $0.entity === entity } && byTitle.indexDescription === entity.indexes[0])
        let model = NSManagedObjectModel()
        model.entities = [entity]
        _ = try ModelFixtures.loadedContainer("Items", model: model, store: folder.file("Items.sqlite"))
        #expect(inspect("SELECT 1").indexes == [#"CREATE INDEX "Z_FI_ITEM_byTitle" ON "ZITEM" ("ZTITLE" DESC)"#])

        let reopened = try open(#"<fetchIndex name="odd"><fetchIndexElement property="missing" type="Binary" order="ascending"/></fetchIndex>"#)
        #expect(reopened.persistentStoreCoordinator.persistentStores.count == 1)
        #expect(inspect("SELECT 1").indexes.isEmpty)
    }
}
