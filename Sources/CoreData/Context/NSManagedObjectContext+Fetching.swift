import Foundation

extension NSManagedObjectContext {
    /// The objects (or IDs, counts, dictionaries) `request` asks for (R-CD3): the store's rows
    /// and, unless `includesPendingChanges` is off, this context's unsaved objects, less the
    /// deleted ones; filtered by the predicate, sorted, then `fetchOffset` and `fetchLimit`
    /// applied. Rows already registered come back as the same objects, with their unsaved
    /// changes. The predicate is SQL's `WHERE` as far as `PredicateSQL` translates it; sorting
    /// by stored attributes, limit and offset are SQLite's when the predicate translated whole and
    /// nothing of the entity is unsaved; the rest is done in memory.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let entity = try entity(of: request)
        if request.resultType == .countResultType {
            return [NSNumber(value: try count(for: request))].compactMap { $0 as? T }
        }
        let plan = try plan(for: request, entity: entity)
        // IDs the store alone can answer are made from the rows' keys, without an object.
        if request.resultType == .managedObjectIDResultType, plan.inSQL, let coordinator = persistentStoreCoordinator {
            let store = try coordinator.store(for: entity)
            return try storedKeys(for: request, entity: entity, plan: plan)
                .compactMap { store.objectID(ofRow: $0, as: entity) as? T }
        }
        let objects = try objects(for: request, entity: entity, plan: plan, resultClass: T.self as? NSManagedObject.Type)
        switch request.resultType {
        case .managedObjectIDResultType:
            return objects.compactMap { $0.objectID as? T }
        case .dictionaryResultType:
            let keys = request.propertiesToFetch?.compactMap { ($0 as? String) ?? ($0 as? NSPropertyDescription)?.name }
            return objects.compactMap { object in
                NSDictionary(dictionary: Self.dictionaryResult(of: object, keys: keys)) as? T
            }
        default:
            return Self.results(objects, as: T.self)
        }
    }

    /// `objects` as the request's result type: the objects that are `T`s. A generic `as? T` per
    /// object was a fifth of a fetch of 50,000; when each object's class is `T` itself (always,
    /// for `NSFetchRequest<NSManagedObject>`) the array is the result as it is.
    private static func results<T>(_ objects: [NSManagedObject], as _: T.Type) -> [T] {
        if T.self == NSManagedObject.self { return unsafeBitCast(objects, to: [T].self) }
        if let wanted = T.self as? NSManagedObject.Type, objects.allSatisfy({ type(of: $0) == wanted }) {
            return unsafeBitCast(objects, to: [T].self)
        }
        return objects.compactMap { $0 as? T }
    }

    /// What a fetched-results controller shows: with `keysOnly`, a batched request the store
    /// answers alone is kept as its rows' keys, objects made as they are shown (`FetchedList`).
    func fetchedList<T>(for request: NSFetchRequest<T>, keysOnly: Bool) throws -> FetchedList {
        let entity = try entity(of: request)
        let plan = try plan(for: request, entity: entity)
        if keysOnly, request.fetchBatchSize > 0, plan.inSQL, request.resultType == .managedObjectResultType,
           let coordinator = persistentStoreCoordinator {
            let store = try coordinator.store(for: entity)
            let resultClass = T.self as? NSManagedObject.Type
            // A store file is read a run of keys at a time from a snapshot (`SQLiteKeyReader`);
            // a store in memory, which no second connection sees, all at once, and so is a
            // context pinned to a query generation, whose reads are its generation's.
            if store.type == NSSQLiteStoreType, generationPin == nil, let path = store.url?.path {
                let clause = plan.filter?.clause, order = plan.order, entities = store.connection.entities
                let subentities = plan.subentities
                // In a table shared with sub-entities each key's entity is read beside it.
                let head = entities.sharedTable(of: entity) == nil ? "SELECT Z_PK" : "SELECT Z_PK, Z_ENT"
                let counted = SQLiteRows.selection(entity, "SELECT Z_PK", where: clause, order: [],
                                                   limit: request.fetchLimit, offset: request.fetchOffset, subentities: subentities, in: entities)
                // A second connection that cannot open (no descriptors left, a file gone
                // unreadable) costs the speed, not the fetch: the keys are read here instead.
                if let reader = try? SQLiteKeyReader(
                    path: path,
                    query: { limit, offset in
                        SQLiteRows.selection(entity, head, where: clause, order: order, limit: limit, offset: offset, subentities: subentities, in: entities)
                    },
                    entities: entities, sharedTable: entities.sharedTable(of: entity),
                    counting: "SELECT COUNT(*) FROM (\(counted))", arguments: plan.filter?.arguments ?? [],
                    limit: request.fetchLimit, offset: request.fetchOffset, run: FetchedList.firstRun(batchSize: request.fetchBatchSize)) {
                    return FetchedList(reader: reader, of: entity, batchSize: request.fetchBatchSize, context: self, store: store,
                                       resultClass: resultClass)
                }
            }
            return FetchedList(keys: try storedKeys(for: request, entity: entity, plan: plan), of: entity,
                               batchSize: request.fetchBatchSize, context: self, store: store, resultClass: resultClass)
        }
        return FetchedList(try fetch(request).compactMap { $0 as? NSManagedObject })
    }

    /// A dictionary result: the attributes named (all when nil) and each to-one as its object's
    /// ID, as Core Data gives them; to-manys are not in dictionary results.
    private static func dictionaryResult(of object: NSManagedObject, keys: [String]?) -> [String: Any] {
        var result: [String: Any] = [:]
        for (key, value) in object.values where keys?.contains(key) ?? true {
            switch value {
            case is RelatedObjects: continue
            case let above as ObjectsAbove:
                if !above.isToMany, let id = above.objectIDs.first { result[key] = id }
            case let reference as RowReference:
                guard let destination = object.entity.relationshipsByName[key]?.destinationEntity,
                      let store = object.objectID.persistentStore else { continue }
                result[key] = store.objectID(ofRow: reference.primaryKey, as: destination)
            case let related as NSManagedObject: result[key] = related.objectID
            default: result[key] = AttributeValues.handedOut(value)
            }
        }
        return result
    }

    /// How many objects `request` would fetch.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        let entity = try entity(of: request)
        let plan = try plan(for: request, entity: entity)
        // Counted in SQL when the predicate translated whole and nothing unsaved could change the
        // answer (the order does not matter to a count).
        if plan.exact, !plan.pending, let coordinator = persistentStoreCoordinator {
            let stored = try coordinator.withStores {
                try SQLiteRows.count(entity, where: plan.filter?.clause, arguments: plan.filter?.arguments ?? [],
                                     subentities: plan.subentities, from: readingConnection(of: coordinator.store(for: entity)))
            }
            return max(0, min(request.fetchLimit > 0 ? request.fetchLimit : .max, stored - request.fetchOffset))
        }
        return try objects(for: request, entity: entity, plan: plan, resultClass: nil).count
    }

    /// The request's entity, with its predicate checked against it (R-CD4).
    func entity<T>(of request: NSFetchRequest<T>) throws -> NSEntityDescription {
        let entity = try namedEntity(of: request)
        if let predicate = request.predicate { try FormatPredicates.check(predicate, for: entity) }
        return entity
    }

    private func namedEntity<T>(of request: NSFetchRequest<T>) throws -> NSEntityDescription {
        if let entity = request.entity { return entity }
        guard let name = request.entityName else {
            throw CoreDataError.make(NSCoreDataError, "A fetch request must have an entity (\(request))")
        }
        guard let entity = persistentStoreCoordinator?.managedObjectModel.entitiesByName[name] else {
            let known = persistentStoreCoordinator?.managedObjectModel.entities.compactMap(\.name).joined(separator: ", ") ?? "no model"
            throw CoreDataError.make(NSCoreDataError, "No entity named '\(name)' in the context's model (entities: \(known))")
        }
        return entity
    }

    /// Whether objects of `entity` have unsaved changes here or in a context above.
    func hasUnsavedChanges(of entity: NSEntityDescription) -> Bool {
        hasPendingChanges(of: entity) || (parent != nil && pendingAbove(of: entity) != nil)
    }

    /// Whether objects of `entity`, or of an entity inheriting from it (a fetch includes them), are unsaved here.
    private func hasPendingChanges(of entity: NSEntityDescription) -> Bool {
        inserted.contains { $0.entity.isKindOf(entity: entity) } || deleted.values.contains { $0.entity.isKindOf(entity: entity) }
            || changed.values.contains { $0.entity.isKindOf(entity: entity) }
    }

    /// How a request is answered: its predicate's SQL (`exact` when it translated whole), its
    /// sort in SQL, whether unsaved changes here or above must be judged in memory (`pending`,
    /// with what is unsaved above in `above`), and so whether the store alone answers it
    /// (`inSQL`), so that order, limit and offset are SQLite's too.
    struct FetchPlan {
        let filter: SQLFilter?
        let exact: Bool
        let pending: Bool
        let above: (inserted: [NSManagedObjectID], deleted: Set<NSManagedObjectID>)?
        let inSQL: Bool
        let order: [String]
        /// The request's sort descriptors as the sort in memory applies them, read once.
        let sorts: [SortKey]
        /// Whether objects of the entities inheriting from the request's are fetched too
        /// (`includesSubentities`).
        let subentities: Bool
    }

    private func plan<T>(for request: NSFetchRequest<T>, entity: NSEntityDescription) throws -> FetchPlan {
        let descriptors = request.sortDescriptors ?? []
        let sorts = descriptors.map(SortKey.init)
        for sort in sorts {
            guard case .unsupported(let name) = sort.selector else { continue }
            throw CoreDataError.make(NSPersistentStoreUnsupportedRequestTypeError,
                                     "unsupported NSSortDescriptor selector: \(name) (the SQLite store sorts by compare:, caseInsensitiveCompare:, localizedCompare:, localizedCaseInsensitiveCompare: and localizedStandardCompare:)")
        }
        // A string sorted by another selector than `compare:` is sorted in memory, by the
        // `String` method of that name: SQLite's collations do not order text as Foundation does.
        let order = sorts.compactMap { sort -> String? in
            guard let key = sort.key, let attribute = entity.attributesByName[key], !attribute.isTransient,
                  sort.selector == .compare || attribute.attributeType != .stringAttributeType else { return nil }
            return SQLiteSchema.column(attribute) + (sort.descriptor.ascending ? " ASC" : " DESC")
        }
        // A child with changes of the entity unsaved above it reads every row and judges them
        // with those changes over them, in memory.
        if request.includesPendingChanges, parent != nil, let above = pendingAbove(of: entity) {
            return FetchPlan(filter: nil, exact: request.predicate == nil, pending: true, above: above, inSQL: false, order: [], sorts: sorts,
                             subentities: request.includesSubentities)
        }
        let pending = request.includesPendingChanges && hasPendingChanges(of: entity)
        let filter = request.predicate.flatMap { PredicateSQL.filter(for: $0, entity: entity, context: self) }
        let exact = request.predicate == nil || filter?.isExact == true
        let inSQL = exact && !pending && order.count == descriptors.count
        // Ties are broken by the row's key, as the sort in memory breaks them (by the order rows
        // are read): every fetch of the same rows, whole or a run at a time, gives one order.
        return FetchPlan(filter: filter, exact: exact, pending: pending, above: nil, inSQL: inSQL,
                         order: order.isEmpty ? order : order + ["Z_PK"], sorts: sorts, subentities: request.includesSubentities)
    }

    /// The keys of the rows a request the store alone answers (`plan.inSQL`) fetches, in order.
    private func storedKeys<T>(for request: NSFetchRequest<T>, entity: NSEntityDescription, plan: FetchPlan) throws -> [Int64] {
        guard let coordinator = persistentStoreCoordinator else { return [] }
        return try coordinator.withStores {
            try SQLiteRows.keys(entity, where: plan.filter?.clause, arguments: plan.filter?.arguments ?? [], order: plan.order,
                                limit: request.fetchLimit, offset: request.fetchOffset, subentities: plan.subentities, from: readingConnection(of: coordinator.store(for: entity)))
        }
    }

    private func objects<T>(for request: NSFetchRequest<T>, entity: NSEntityDescription, plan: FetchPlan,
                            resultClass: NSManagedObject.Type?) throws -> [NSManagedObject] {
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.make(NSPersistentStoreOperationError, "This context has no persistent store coordinator to fetch from")
        }
        // A batched fetch (or one without property values) reads only keys and returns faults,
        // read a batch at a time as they are touched (`ObjectFault`).
        if plan.inSQL, request.fetchBatchSize > 0 || !request.includesPropertyValues {
            let keys = try storedKeys(for: request, entity: entity, plan: plan)
            return faults(of: entity, keys: keys, batchSize: request.fetchBatchSize > 0 ? request.fetchBatchSize : 20,
                          store: try coordinator.store(for: entity), resultClass: resultClass)
        }
        let filter = plan.filter, exact = plan.exact, inSQL = plan.inSQL
        let rows = try coordinator.withStores {
            try SQLiteRows.select(entity, where: filter?.clause, arguments: filter?.arguments ?? [],
                                  order: inSQL ? plan.order : [], limit: inSQL ? request.fetchLimit : 0,
                                  offset: inSQL ? request.fetchOffset : 0, subentities: plan.subentities,
                                  from: readingConnection(of: coordinator.store(for: entity)))
        }
        let store = try coordinator.store(for: entity)
        // The class is found once for the fetch, not once per row.
        let type = Self.objectClass(for: entity, resultClass: resultClass)
        registry.reserve(rows.count)
        var objects: [NSManagedObject]
        if store.connection.entities.sharedTable(of: entity) == nil {
            // Every row is the entity's: its entity is not read per row (an entity's count is
            // kept in a side table, and each reference taken cost 300 instructions).
            objects = rows.map { register(NSManagedObjectID(entity: entity, primaryKey: $0.row, store: store), values: $0.values, as: type) }
        } else {
            // A sub-entity's row (a fetch of its parent) is an object of its own entity's class.
            objects = rows.map { row in
                let rowEntity = row.entity
                return register(NSManagedObjectID(entity: rowEntity, primaryKey: row.row, store: store), values: row.values,
                                as: rowEntity === entity ? type : ManagedObjectClasses.type(for: rowEntity))
            }
        }
        if inSQL { return objects }
        // Objects with unsaved changes are judged by their values now, not by their rows.
        var unsaved: [NSManagedObject] = []
        if let above = plan.above {
            objects.removeAll { above.deleted.contains($0.objectID) }
            let present = Set(objects.map(\.objectID))
            objects += above.inserted.filter { !present.contains($0) && deleted[$0] == nil && (plan.subentities || $0.entity === entity) }
                .map { object(with: $0) }
        }
        if request.includesPendingChanges {
            objects.removeAll { $0.isDeleted || changed[$0.objectID] != nil }
            let wanted = { (object: NSManagedObject) in
                object.entity === entity || (plan.subentities && object.entity.isKindOf(entity: entity))
            }
            unsaved = changed.values.filter { wanted($0) && !$0.isDeleted && !$0.isInserted } + inserted.filter(wanted)
        }
        if let predicate = request.predicate {
            if !exact { objects = objects.filter { predicate.evaluate(with: $0) } }
            unsaved = unsaved.filter { predicate.evaluate(with: $0) }
        }
        objects += unsaved
        if !plan.sorts.isEmpty {
            objects.sort { Self.ordered($0, $1, by: plan.sorts) }
        }
        let start = min(request.fetchOffset, objects.count)
        let end = request.fetchLimit > 0 ? min(objects.count, start + request.fetchLimit) : objects.count
        return Array(objects[start..<end])
    }

    /// The class objects of `entity` are made of: the model's, or the request's result class
    /// when the model names none.
    static func objectClass(for entity: NSEntityDescription, resultClass: NSManagedObject.Type?) -> NSManagedObject.Type {
        let type = ManagedObjectClasses.type(for: entity)
        if type == NSManagedObject.self, let resultClass, resultClass != NSManagedObject.self { return resultClass }
        return type
    }

    /// The registered object for `id`, or a new one made from `values` and registered.
    func register(_ id: NSManagedObjectID, values: PropertyValues, resultClass: NSManagedObject.Type?) -> NSManagedObject {
        register(id, values: values, as: Self.objectClass(for: id.entity, resultClass: resultClass))
    }

    /// The registered object for `id`, or a new object of `type` made from `values` and
    /// registered. A new object is no fault, so its values are set where they are kept.
    func register(_ id: NSManagedObjectID, values: PropertyValues, as type: NSManagedObject.Type) -> NSManagedObject {
        if let object = registry[id] { return object }
        // A child context sees its parent's unsaved values over the row.
        let values = parent == nil ? values : parentValues(for: id, over: values) ?? values
        let object = type.init(entity: id.entity, insertInto: nil)
        object.objectID = id
        object.storedValues = values
        object.storedCommittedValues = values
        object.changedKeys.removeAll()
        object.managedObjectContext = self
        registry[id] = object
        object.awakeFromFetch()
        return object
    }

    /// The object whose row `objectID` names, read and registered; nil when there is no row.
    func materialize(_ objectID: NSManagedObjectID) throws -> NSManagedObject? {
        guard let values = try readRow(of: objectID) else { return nil }
        return register(objectID, values: values, resultClass: nil)
    }

    /// The values in `objectID`'s row, or nil when there is none.
    func readRow(of objectID: NSManagedObjectID) throws -> PropertyValues? {
        // A parent's new object has no row: a child reads it from the parent.
        guard let row = objectID.primaryKey else { return parentValues(for: objectID, over: nil) }
        guard let coordinator = persistentStoreCoordinator else { return nil }
        let stored = try coordinator.withStores {
            try SQLiteRows.select(objectID.entity, where: "Z_PK = ?", arguments: [.integer(row)],
                                  from: readingConnection(of: coordinator.store(for: objectID.entity))).first?.values
        }
        // A child sees the row with what is unsaved above it over it.
        return parentValues(for: objectID, over: stored)
    }

    /// Whether `first` sorts before `second` by `sorts`: by `value(forKey:)` for descriptors
    /// made with a key (strings by the descriptor's selector), by Foundation's `compare(_:to:)`
    /// for key-path ones.
    static func ordered(_ first: NSManagedObject, _ second: NSManagedObject, by sorts: [SortKey]) -> Bool {
        for sort in sorts {
            let result: ComparisonResult
            if let key = sort.key {
                let raw = key.contains(".") ? compareValues(first.value(forKeyPath: key), second.value(forKeyPath: key), by: sort.selector)
                    : compareValues(first.values[key], second.values[key], by: sort.selector)
                result = sort.descriptor.ascending ? raw : ComparisonResult(rawValue: -raw.rawValue)!
            } else {
                result = sort.descriptor.compare(first, to: second)
            }
            if result != .orderedSame { return result == .orderedAscending }
        }
        return false
    }

    /// Core Data's order of two attribute values: nil first, then by value.
    static func compareValues(_ first: Any?, _ second: Any?, by selector: SortSelector = .compare) -> ComparisonResult {
        switch (first, second) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        // Kept reals (`AttributeValues`) before `as NSNumber`, which would box both.
        case let (a?, b?) where AttributeValues.isReal(a) && AttributeValues.isReal(b):
            guard let first = AttributeValues.real(a), let second = AttributeValues.real(b) else { return .orderedSame }
            return first < second ? .orderedAscending : first == second ? .orderedSame : .orderedDescending
        case (let a as NSNumber, let b as NSNumber): return a.compare(b)
        case (let a as String, let b as String): return selector.compare(a, b)
        case (let a as Date, let b as Date): return a.compare(b)
        case (let a as Decimal, let b as Decimal): return a < b ? .orderedAscending : a == b ? .orderedSame : .orderedDescending
        case (let a as UUID, let b as UUID): return compareValues(a.uuidString, b.uuidString)
        case (let a as URL, let b as URL): return compareValues(a.absoluteString, b.absoluteString)
        default: return .orderedSame
        }
    }
}
