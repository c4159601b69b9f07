import Foundation

extension NSManagedObjectContext {
    /// Writes the changes to the stores in one transaction (R-CD2) — or, for a child context, into
    /// its parent (`pushChanges(to:)`): new rows for inserted
    /// objects (which get their permanent IDs), changed columns for updated ones, deleted rows.
    /// Objects are validated first; a failed write leaves the store as it was (the transaction is
    /// rolled back) and the context's changes in place. Posts `NSManagedObjectContextWillSave`
    /// before and `NSManagedObjectContextDidSave` (with the objects) after.
    public func save() throws {
        guard hasChanges else { return }
        guard let coordinator = persistentStoreCoordinator else {
            throw CoreDataError.make(NSPersistentStoreSaveError, "This context has no persistent store coordinator to save to")
        }
        let announced = announcePendingChanges()
        NotificationCenter.default.post(name: .NSManagedObjectContextWillSave, object: self)
        let (insertedNow, updatedNow, deletedNow) = try changesToSave()
        if let parent {
            pushChanges(insertedNow, updatedNow, deletedNow, to: parent)
            finishSave(insertedNow, updatedNow, deletedNow, announced: announced)
            return
        }

        var moves: [(object: NSManagedObject, from: NSManagedObjectID, to: NSManagedObjectID)] = []
        try coordinator.withStores {
            let store = try coordinator.store(for: insertedNow.first?.entity ?? updatedNow.first?.entity ?? deletedNow[0].entity)
            let connection = store.connection
            try connection.execute("BEGIN IMMEDIATE")
            do {
                // Rows changed under the objects written are found and resolved first, with the
                // store to this transaction (nothing can change them between check and write).
                try resolveConflicts(of: updatedNow + deletedNow, in: connection)
                // Rows first, so that every new object has its row before relationships name it.
                // New rows by object, for relationships to name them: only when there are any.
                let relates = (insertedNow + updatedNow).contains { $0.entity.hasStoredRelationships }
                var newRows: [ObjectIdentifier: Int64] = [:]
                var writers = SQLiteRows.InsertWriters(connection)
                moves.reserveCapacity(insertedNow.count)
                for object in insertedNow {
                    let row = try writers.insert(object)
                    if relates { newRows[ObjectIdentifier(object)] = row }
                    moves.append((object, object.objectID, NSManagedObjectID(entity: object.entity, primaryKey: row, store: store)))
                }
                try writers.finish()
                let rowOf: (NSManagedObject) -> Int64? = { $0.objectID.primaryKey ?? newRows[ObjectIdentifier($0)] }
                for object in insertedNow where object.entity.hasStoredRelationships {
                    try SQLiteRelationships.write(object, keys: nil, row: newRows[ObjectIdentifier(object)]!, rowOf: rowOf, in: connection)
                }
                for object in updatedNow {
                    try SQLiteRows.update(object, in: connection)
                    if object.entity.hasStoredRelationships, let row = object.objectID.primaryKey {
                        try SQLiteRelationships.write(object, keys: Set(object.changedKeys), row: row, rowOf: rowOf, in: connection)
                    }
                }
                for object in deletedNow { try SQLiteRows.delete(object, from: connection) }
                try connection.execute("COMMIT")
            } catch {
                try? connection.execute("ROLLBACK")
                throw error
            }
        }

        // Every inserted object is registered under its temporary ID from insert on; when none
        // came or went since the save took them (willSave may insert or delete), they are all
        // the temporary table holds if it holds as many.
        registry.move(moves, allFresh: inserted.isUnchanged(since: insertedNow))
        formerTemporaryIDs.record(moves)
        // A context pinned to a query generation reads what it saved from now on.
        advanceQueryGeneration()
        finishSave(insertedNow, updatedNow, deletedNow, announced: announced, moves: moves)
    }

    /// Compares the rows of `objects` (updated or deleted, saved before) with the values each
    /// read; the ones that differ — another context or a batch request changed the row, or
    /// deleted it — go to the merge policy (`NSMergePolicy.resolve`), which throws for the error
    /// policy. Stored attributes are compared; relationships are not.
    private func resolveConflicts(of objects: [NSManagedObject], in connection: SQLiteConnection) throws {
        var byEntity: [ObjectIdentifier: [NSManagedObject]] = [:]
        for object in objects where object.objectID.primaryKey != nil {
            byEntity[ObjectIdentifier(object.entity), default: []].append(object)
        }
        var conflicts: [NSMergeConflict] = []
        for group in byEntity.values {
            let entity = group[0].entity
            var rows: [Int64: PropertyValues] = [:]
            for read in try SQLiteRows.select(entity, keys: group.compactMap(\.objectID.primaryKey), from: connection) {
                rows[read.row] = read.values
            }
            for object in group {
                let persisted = object.objectID.primaryKey.flatMap { rows[$0] }
                let cached = object.committedValues
                let differs = persisted.map { persisted in
                    entity.storedAttributes.contains { !AttributeValues.same(persisted[$0.name], cached[$0.name]) }
                } ?? true
                guard differs else { continue }
                // A deleted object whose row is gone already has nothing to disagree about.
                if object.isDeleted, persisted == nil { continue }
                conflicts.append(NSMergeConflict(source: object, newVersion: 0, oldVersion: 0, cachedSnapshot: cached.dictionary,
                                                 persistedSnapshot: persisted?.dictionary))
            }
        }
        guard !conflicts.isEmpty else { return }
        try ((mergePolicy as? NSMergePolicy) ?? .error).resolve(optimisticLockingConflicts: conflicts)
    }

    /// The objects a save writes — inserted, updated, deleted — each told `willSave()` and
    /// validated first (a failure throws before anything is written). Each list is walked once
    /// per step: with 100,000 objects spread over the heap, every walk costs a cache miss per
    /// object, so the lists are not joined into new arrays for it.
    private func changesToSave() throws -> ([NSManagedObject], [NSManagedObject], [NSManagedObject]) {
        var insertedNow = inserted.objects
        var updatedNow = changed.values.filter { $0.isUpdated }
        let changedCount = changed.count, deletedCount = deleted.count
        for object in insertedNow { object.willSave() }
        for object in updatedNow { object.willSave() }
        // `willSave` may insert, change or delete other objects (an app stamping a parent, or
        // writing a log entry): those are saved too, each told `willSave` first, as Core Data
        // does. Nothing came or went in the usual case, which costs no walk to find out.
        if !inserted.isUnchanged(since: insertedNow) || changed.count != changedCount || deleted.count != deletedCount {
            (insertedNow, updatedNow) = try changesMadeInWillSave(insertedNow, updatedNow)
        }
        let deletedNow = Array(deleted.values)
        for object in insertedNow { try object.validateForInsert() }
        for object in updatedNow { try object.validateForUpdate() }
        for object in deletedNow { try object.validateForDelete() }
        return (insertedNow, updatedNow, deletedNow)
    }

    /// The inserted and updated objects after `willSave` changed what there is to save: the
    /// newcomers told `willSave` in turn until none come, new objects deleted meanwhile left out.
    /// A `willSave` that keeps making changes on every call is stopped after 100 rounds, with an
    /// error rather than a save that never ends.
    private func changesMadeInWillSave(_ insertedNow: [NSManagedObject], _ updatedNow: [NSManagedObject])
        throws -> ([NSManagedObject], [NSManagedObject]) {
        var told = Set((insertedNow + updatedNow).map(ObjectIdentifier.init))
        for _ in 0..<100 {
            let newcomers = inserted.objects.filter { !told.contains(ObjectIdentifier($0)) }
                + changed.values.filter { $0.isUpdated && !told.contains(ObjectIdentifier($0)) }
            if newcomers.isEmpty {
                return (inserted.objects, changed.values.filter { $0.isUpdated })
            }
            for object in newcomers {
                told.insert(ObjectIdentifier(object))
                object.willSave()
            }
        }
        throw CoreDataError.make(NSCoreDataError, "willSave() kept changing other objects through 100 rounds: the save is abandoned")
    }

    /// After a save (to the stores or into the parent): new objects take the permanent IDs of
    /// their `moves` (in `insertedNow`'s order; none when saved into a parent), the values now are the
    /// committed ones, deleted objects leave the context, `didSave()`, and
    /// `NSManagedObjectContextDidSave`. Core Data sends `didSave` after every object is saved,
    /// so it has a walk of its own. The did-save set of inserted objects is the one the save's
    /// did-change notification `announced` when it named the same objects.
    private func finishSave(_ insertedNow: [NSManagedObject], _ updatedNow: [NSManagedObject], _ deletedNow: [NSManagedObject],
                            announced: (objects: [NSManagedObject], set: Set<NSManagedObject>)?,
                            moves: [(object: NSManagedObject, from: NSManagedObjectID, to: NSManagedObjectID)]? = nil) {
        for (index, object) in insertedNow.enumerated() {
            if let moves { object.objectID = moves[index].to }
            object.isInserted = false
            object.commitValues()
        }
        for object in updatedNow { object.commitValues() }
        for object in deletedNow {
            registry.remove(object)
            object.managedObjectContext = nil
        }
        inserted = ObjectList(.inserted)
        changed = [:]
        deleted = [:]
        for object in insertedNow { object.didSave() }
        for object in updatedNow { object.didSave() }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: [
            NSInsertedObjectsKey: announced.flatMap { $0.objects.elementsEqual(insertedNow, by: ===) ? $0.set : nil } ?? Set(insertedNow),
            NSUpdatedObjectsKey: Set(updatedNow), NSDeletedObjectsKey: Set(deletedNow),
        ])
    }

    /// Brings another context's saved changes into this one (R-CD2): objects it inserted are
    /// registered here, updated objects registered here are read again (keeping this context's
    /// own unsaved changes), deleted ones forgotten — and `NSManagedObjectContextObjectsDidChange`
    /// says so at once (a fetched-results controller on this context follows).
    public func mergeChanges(fromContextDidSave notification: Notification) {
        guard let info = notification.userInfo, (notification.object as? NSManagedObjectContext) !== self else { return }
        let insertedIDs = ((info[NSInsertedObjectsKey] as? Set<NSManagedObject>) ?? []).map(\.objectID)
        let updated = (info[NSUpdatedObjectsKey] as? Set<NSManagedObject>) ?? []
        let deletedObjects = (info[NSDeletedObjectsKey] as? Set<NSManagedObject>) ?? []
        performAndWait {
            advanceQueryGeneration()
            mergeStoreChanges(inserted: insertedIDs, updated: updated.map(\.objectID), deleted: deletedObjects.map(\.objectID))
        }
    }
}
