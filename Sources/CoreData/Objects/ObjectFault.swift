import Foundation

/// What a fault knows before its row is read (R-CD2): the rows of the batch it was made in.
///
/// A fetch with a `fetchBatchSize` reads only the keys of its rows, in order, and makes its
/// objects as faults in runs of that size, each run sharing one `ObjectFault`. The first object
/// of a run touched reads the values of every object of the run still a fault, in one query — as
/// Core Data's batch-faulting arrays do, so that a table scrolling through a million rows reads
/// twenty at a time. A lone fault (`object(with:)`, a refreshed object) is a run of one.
final class ObjectFault {
    /// The rows of the run, in the fetch's order.
    let keys: [Int64]

    init(keys: [Int64]) {
        self.keys = keys
    }
}

extension NSManagedObject {
    /// Reads the values of a fault, and of the rest of its run; nothing for a whole object.
    @inline(__always)
    func fireFaultIfNeeded() {
        if fault != nil { fireFault() }
    }

    private func fireFault() {
        guard let fault else { return }
        // Cleared before reading: nothing the read does may fire this fault again.
        self.fault = nil
        managedObjectContext?.fulfill(fault, firstOf: self)
    }

    /// Lets the values go: the object is a fault again, read afresh when next touched
    /// (`refresh(_:mergeChanges: false)`); its relationships no longer hold other objects.
    func turnIntoFault() {
        guard let row = objectID.primaryKey, fault == nil, !isInserted, !isDeleted else { return }
        willTurnIntoFault()
        storedValues.removeAll()
        storedCommittedValues.removeAll()
        changedKeys.removeAll()
        fault = ObjectFault(keys: [row])
        didTurnIntoFault()
    }
}

extension NSManagedObjectContext {
    /// The objects `keys` name, as faults in runs of `batchSize` (the registered object where a
    /// row has one): what a batched fetch returns.
    func faults(of entity: NSEntityDescription, keys: [Int64], batchSize: Int, store: NSPersistentStore,
                resultClass: NSManagedObject.Type?) -> [NSManagedObject] {
        var objects: [NSManagedObject] = []
        objects.reserveCapacity(keys.count)
        var type = ManagedObjectClasses.type(for: entity)
        if type == NSManagedObject.self, let resultClass, resultClass != NSManagedObject.self { type = resultClass }
        // Rows of a table shared with sub-entities are each of the entity read beside its key.
        let shared = store.connection.entities.sharedTable(of: entity) != nil
        for start in stride(from: 0, to: keys.count, by: max(1, batchSize)) {
            let run = Array(keys[start..<min(keys.count, start + max(1, batchSize))])
            let fault = ObjectFault(keys: run)
            for key in run {
                let id = shared ? store.objectID(ofRow: key, as: entity) : NSManagedObjectID(entity: entity, primaryKey: key, store: store)
                if let object = registry[id] {
                    objects.append(object)
                    continue
                }
                objects.append(registerFault(id, fault: fault, type: id.entity === entity ? type : ManagedObjectClasses.type(for: id.entity)))
            }
        }
        return objects
    }

    /// A fault for `id`, registered (a new object of `type` whose values are not read).
    func registerFault(_ id: NSManagedObjectID, fault: ObjectFault, type: NSManagedObject.Type) -> NSManagedObject {
        let object = type.init(entity: id.entity, insertInto: nil)
        object.objectID = id
        object.storedValues.removeAll()
        object.storedCommittedValues.removeAll()
        object.changedKeys.removeAll()
        object.fault = fault
        object.managedObjectContext = self
        registry[id] = object
        return object
    }

    /// Reads the values of `object`, just fired, and of every object of its run still a fault
    /// here, in one query; each is then whole and hears `awakeFromFetch()`. A row gone from the
    /// store (deleted by another context) leaves its object empty, said once, where Core Data
    /// raises "could not fulfill a fault".
    func fulfill(_ fault: ObjectFault, firstOf object: NSManagedObject) {
        guard let coordinator = persistentStoreCoordinator, let store = object.objectID.persistentStore else { return }
        let entity = object.entity
        var waiting: [Int64: NSManagedObject] = [:]
        for key in fault.keys {
            let id = store.objectID(ofRow: key, as: entity)
            if let member = registry[id], member.fault === fault { waiting[key] = member }
        }
        if let row = object.objectID.primaryKey { waiting[row] = object }
        for member in waiting.values { member.fault = nil }
        let rows: [SQLiteRows.Row]
        do {
            rows = try coordinator.withStores {
                try SQLiteRows.select(entity, keys: Array(waiting.keys), from: readingConnection(of: coordinator.store(for: entity)))
            }
        } catch {
            ModelFileReader.report("CoreData: could not fulfill a fault for \(object.objectID): \(error)")
            return
        }
        var woken: [NSManagedObject] = []
        for read in rows {
            guard let member = waiting.removeValue(forKey: read.row) else { continue }
            // A child context sees its parent's unsaved values over the row.
            let values = parentValues(for: member.objectID, over: read.values) ?? read.values
            member.storedValues = values
            member.storedCommittedValues = values
            woken.append(member)
        }
        for missing in waiting.values {
            ModelFileReader.report("CoreData: could not fulfill a fault for \(missing.objectID): its row is no longer in the store")
        }
        for member in woken { member.awakeFromFetch() }
    }
}
