import Foundation

extension NSManagedObjectContext {
    /// Runs a batch request against the stores (R-CD3): `NSBatchDeleteRequest`,
    /// `NSBatchInsertRequest` or `NSBatchUpdateRequest`. Rows change in the store only; registered objects learn of it
    /// through `mergeChanges(fromRemoteContextSave:into:)`, as in Core Data.
    public func execute(_ request: NSPersistentStoreRequest) throws -> NSPersistentStoreResult {
        switch request {
        case let delete as NSBatchDeleteRequest: return try executeBatchDelete(delete)
        case let insert as NSBatchInsertRequest: return try executeBatchInsert(insert)
        case let update as NSBatchUpdateRequest: return try executeBatchUpdate(update)
        default:
            throw CoreDataError.make(NSPersistentStoreOperationError,
                                     "execute(_:) runs NSBatchDeleteRequest, NSBatchInsertRequest and NSBatchUpdateRequest; use fetch(_:) for \(type(of: request))")
        }
    }

    private func storeCoordinator() throws -> NSPersistentStoreCoordinator {
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.make(NSPersistentStoreOperationError, "This context has no persistent store coordinator")
        }
        return coordinator
    }

    /// Runs `body` in one write transaction of the store `entity`'s rows are in.
    private func inTransaction<Result>(for entity: NSEntityDescription, _ body: (NSPersistentStore) throws -> Result) throws -> Result {
        let coordinator = try storeCoordinator()
        return try coordinator.withStores {
            let store = try coordinator.store(for: entity)
            try store.connection.execute("BEGIN IMMEDIATE")
            do {
                let result = try body(store)
                try store.connection.execute("COMMIT")
                return result
            } catch {
                try? store.connection.execute("ROLLBACK")
                throw error
            }
        }
    }

    // MARK: Batch delete

    private func executeBatchDelete(_ request: NSBatchDeleteRequest) throws -> NSBatchDeleteResult {
        let coordinator = try storeCoordinator()
        let entity = try self.entity(of: request.fetchRequest)
        let keys = try rowsToDelete(request, entity: entity)
        let deleted = try inTransaction(for: entity) { store in
            try SQLiteBatchDelete.delete(keys, of: entity, model: coordinator.managedObjectModel, in: store.connection)
                .map { part in (part.entity, part.rows, store) }
        }
        switch request.resultType {
        case .resultTypeStatusOnly: return NSBatchDeleteResult(result: NSNumber(value: true), resultType: .resultTypeStatusOnly)
        case .resultTypeCount: return NSBatchDeleteResult(result: NSNumber(value: deleted.reduce(0) { $0 + $1.1.count }), resultType: .resultTypeCount)
        case .resultTypeObjectIDs:
            let ids = deleted.flatMap { entity, rows, store in rows.map { NSManagedObjectID(entity: entity, primaryKey: $0, store: store) } }
            return NSBatchDeleteResult(result: ids, resultType: .resultTypeObjectIDs)
        }
    }

    /// The rows a batch delete names: its IDs, or what its fetch request selects.
    private func rowsToDelete(_ request: NSBatchDeleteRequest, entity: NSEntityDescription) throws -> [Int64] {
        if let ids = request.objectIDs { return ids.filter { $0.entity.isKindOf(entity: entity) }.compactMap(\.primaryKey) }
        let fetch = request.fetchRequest
        return try storedRows(of: entity, predicate: fetch.predicate, sortDescriptors: fetch.sortDescriptors,
                              limit: fetch.fetchLimit, offset: fetch.fetchOffset)
    }

    /// The rows of `entity` in the store `predicate` selects, unsaved changes left out: in SQL
    /// when the predicate translates whole (and there is no limit or offset), otherwise fetched.
    private func storedRows(of entity: NSEntityDescription, predicate: NSPredicate?, sortDescriptors: [NSSortDescriptor]?,
                            limit: Int, offset: Int) throws -> [Int64] {
        let filter = predicate.flatMap { PredicateSQL.filter(for: $0, entity: entity, context: self) }
        if predicate == nil || filter?.isExact == true, limit == 0, offset == 0 {
            let coordinator = try storeCoordinator()
            return try coordinator.withStores {
                try SQLiteRows.keys(entity, where: filter?.clause, arguments: filter?.arguments ?? [],
                                    from: coordinator.store(for: entity).connection)
            }
        }
        let ids = NSFetchRequest<NSManagedObjectID>()
        ids.entity = entity
        ids.predicate = predicate
        ids.sortDescriptors = sortDescriptors
        ids.fetchLimit = limit
        ids.fetchOffset = offset
        ids.includesPendingChanges = false
        ids.resultType = .managedObjectIDResultType
        return try self.fetch(ids).compactMap(\.primaryKey)
    }

    // MARK: Batch update

    private func executeBatchUpdate(_ request: NSBatchUpdateRequest) throws -> NSBatchUpdateResult {
        let coordinator = try storeCoordinator()
        guard let entity = request.entity ?? coordinator.managedObjectModel.entitiesByName[request.entityName] else {
            throw CoreDataError.make(NSCoreDataError, "A batch update needs an entity the model has (\(request.entityName))")
        }
        request.entity = entity
        if let predicate = request.predicate { try FormatPredicates.check(predicate, for: entity) }
        var assignments: [(column: String, value: SQLiteConnection.Value)] = []
        for (key, value) in request.propertiesToUpdate ?? [:] {
            let name = (key as? String) ?? (key as? NSPropertyDescription)?.name ?? "\(key)"
            guard let attribute = entity.attributesByName[name], !attribute.isTransient else {
                throw CoreDataError.make(NSCoreDataError, "A batch update of \(entity.name ?? "?") sets attributes only; \(name) is not a stored attribute")
            }
            let normalized = AttributeValues.normalized(AttributeValues.isNull(value) ? nil : value, for: attribute)
            if let problem = AttributeValues.problem(with: normalized, for: attribute, of: entity) {
                throw CoreDataError.make(problem.code, problem.reason)
            }
            assignments.append((SQLiteSchema.column(attribute), try SQLiteColumns.encode(normalized, for: attribute)))
        }
        let keys = try storedRows(of: entity, predicate: request.predicate, sortDescriptors: nil, limit: 0, offset: 0)
        let store = try inTransaction(for: entity) { store in
            if !assignments.isEmpty {
                let set = "UPDATE \(SQLiteSchema.table(entity)) SET Z_OPT = Z_OPT + 1" + assignments.map { ", \($0.column) = ?" }.joined()
                try store.connection.query(set + " WHERE Z_PK", in: keys, leading: assignments.map(\.value))
            }
            return store
        }
        switch request.resultType {
        case .statusOnlyResultType: return NSBatchUpdateResult(result: NSNumber(value: true), resultType: .statusOnlyResultType)
        case .updatedObjectsCountResultType: return NSBatchUpdateResult(result: NSNumber(value: keys.count), resultType: .updatedObjectsCountResultType)
        case .updatedObjectIDsResultType:
            return NSBatchUpdateResult(result: keys.map { store.objectID(ofRow: $0, as: entity) },
                                       resultType: .updatedObjectIDsResultType)
        }
    }

    // MARK: Batch insert

    private func executeBatchInsert(_ request: NSBatchInsertRequest) throws -> NSBatchInsertResult {
        let coordinator = try storeCoordinator()
        guard let entity = request.entity ?? coordinator.managedObjectModel.entitiesByName[request.entityName] else {
            throw CoreDataError.make(NSCoreDataError, "A batch insert needs an entity the model has (\(request.entityName))")
        }
        let objects = try rowsToInsert(request, entity: entity)
        let rows = try inTransaction(for: entity) { store in
            var writers = SQLiteRows.InsertWriters(store.connection)
            let rows = try objects.map { (try writers.insert($0), store) }
            try writers.finish()
            return rows
        }
        switch request.resultType {
        case .statusOnly: return NSBatchInsertResult(result: NSNumber(value: true), resultType: .statusOnly)
        case .count: return NSBatchInsertResult(result: NSNumber(value: rows.count), resultType: .count)
        case .objectIDs:
            return NSBatchInsertResult(result: rows.map { NSManagedObjectID(entity: entity, primaryKey: $0.0, store: $0.1) }, resultType: .objectIDs)
        }
    }

    /// The new rows as unregistered objects — defaults filled in, values as attributes keep them
    /// — checked as a save checks attributes.
    private func rowsToInsert(_ request: NSBatchInsertRequest, entity: NSEntityDescription) throws -> [NSManagedObject] {
        let type = ManagedObjectClasses.type(for: entity)
        var objects: [NSManagedObject] = []
        var unknown = Set<String>()
        func add(_ values: [String: Any]) throws {
            let object = type.init(entity: entity, insertInto: nil)
            for (key, value) in values {
                guard let attribute = entity.attributesByName[key], !attribute.isTransient else {
                    unknown.insert(key)
                    continue
                }
                object.values[key] = AttributeValues.normalized(AttributeValues.isNull(value) ? nil : value, for: attribute)
            }
            try AttributeValues.validateAttributes(of: object)
            objects.append(object)
        }
        if let dictionaries = request.objectsToInsert {
            for values in dictionaries { try add(values) }
        } else if let handler = request.dictionaryHandler {
            while true {
                let dictionary = NSMutableDictionary()
                if handler(dictionary) { break }
                var values: [String: Any] = [:]
                for (key, value) in dictionary { if let key = key as? String { values[key] = value } }
                try add(values)
            }
        } else if let handler = request.managedObjectHandler {
            while true {
                let object = type.init(entity: entity, insertInto: nil)
                if handler(object) { break }
                try add(object.values.dictionary.filter { entity.attributesByName[$0.key] != nil })
            }
        }
        if !unknown.isEmpty {
            ModelFileReader.report("CoreData: a batch insert into \(entity.name ?? "?") left out keys the entity does not have: \(unknown.sorted().joined(separator: ", "))")
        }
        return objects
    }

    // MARK: Merging what batch requests changed

    /// Tells `contexts` of changes made in the store without them (R-CD3): `changeNotificationData`
    /// holds `NSInsertedObjectsKey`, `NSUpdatedObjectsKey` and `NSDeletedObjectsKey` arrays of
    /// object IDs (or their URIs, or objects) — what a batch request's `resultTypeObjectIDs`
    /// gives. Deleted objects are forgotten, updated ones read again, inserted ones registered;
    /// each context posts `NSManagedObjectContextObjectsDidChange`.
    public class func mergeChanges(fromRemoteContextSave changeNotificationData: [AnyHashable: Any], into contexts: [NSManagedObjectContext]) {
        for context in contexts {
            context.performAndWait {
                func ids(_ key: String) -> [NSManagedObjectID] { context.objectIDs(in: changeNotificationData[key]) }
                context.advanceQueryGeneration()
                context.mergeStoreChanges(inserted: ids(NSInsertedObjectsKey), updated: ids(NSUpdatedObjectsKey), deleted: ids(NSDeletedObjectsKey))
            }
        }
    }

    /// The object IDs in a merge's value: IDs, objects or URIs, in an array or a set.
    private func objectIDs(in value: Any?) -> [NSManagedObjectID] {
        let items: [Any]
        switch value {
        case let array as [Any]: items = array
        case let set as Set<AnyHashable>: items = Array(set)
        case let set as NSSet: items = set.allObjects
        default: items = []
        }
        return items.compactMap { item in
            switch item {
            case let id as NSManagedObjectID: id
            case let object as NSManagedObject: object.objectID
            case let url as URL: persistentStoreCoordinator?.managedObjectID(forURIRepresentation: url)
            default: nil
            }
        }
    }

    /// Brings changes the store already holds into this context and announces them.
    func mergeStoreChanges(inserted insertedIDs: [NSManagedObjectID], updated: [NSManagedObjectID], deleted deletedIDs: [NSManagedObjectID]) {
        for id in insertedIDs where registry[id] == nil {
            if let object = try? materialize(id) { announce { $0.insert(object) } }
        }
        for id in updated {
            if let mine = registry[id] {
                refresh(mine, mergeChanges: true)
                announce { $0.refreshed[mine.objectID] = mine }
            }
        }
        for id in deletedIDs {
            if let mine = registry.removeValue(forKey: id) {
                mine.isDeleted = true
                mine.managedObjectContext = nil
                changed.removeValue(forKey: id)
                inserted.remove(mine)
                deleted.removeValue(forKey: id)
                announce { $0.deleted[mine.objectID] = mine }
            } else if id.primaryKey != nil {
                // A row this context never made an object of: one is made all the same (Core
                // Data's merge asks objectWithID:), so that a controller keeping the row's key
                // hears it go.
                let gone = ManagedObjectClasses.type(for: id.entity).init(entity: id.entity, insertInto: nil)
                gone.objectID = id
                gone.storedValues.removeAll()
                gone.isDeleted = true
                announce { $0.deleted[id] = gone }
            }
        }
        processPendingChanges()
    }
}
