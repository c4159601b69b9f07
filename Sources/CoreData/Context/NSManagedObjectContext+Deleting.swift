import Foundation

extension NSManagedObjectContext {
    /// `delete(_:)`'s work (see there).
    func markDeleted(_ object: NSManagedObject) {
        guard object.managedObjectContext === self, !object.isDeleted else { return }
        object.prepareForDeletion()
        object.isDeleted = true
        applyDeleteRules(of: object)
        if inserted.remove(object) {
            registry.removeValue(forKey: object.objectID)
            changed.removeValue(forKey: object.objectID)
            object.isInserted = false
            object.managedObjectContext = nil
            // Inserted and deleted before anyone heard of it: if it was announced, it goes.
            if !unannounced.inserted.remove(object) { announce { $0.deleted[object.objectID] = object } }
            unannounced.updated.removeValue(forKey: object.objectID)
            return
        }
        deleted[object.objectID] = object
        unannounced.updated.removeValue(forKey: object.objectID)
        announce { $0.deleted[object.objectID] = object }
    }

    private func applyDeleteRules(of object: NSManagedObject) {
        for relationship in object.entity.storedToOneRelationships + object.entity.storedToManyRelationships {
            switch relationship.deleteRule {
            case .denyDeleteRule, .noActionDeleteRule:
                continue
            case .nullifyDeleteRule, .cascadeDeleteRule:
                let related = relationship.isToMany ? object.members(of: relationship).members
                    : [object.target(of: relationship)].compactMap { $0 }
                for other in related {
                    if let inverse = relationship.inverseRelationship { other.unlink(object, via: inverse) }
                    if relationship.deleteRule == .cascadeDeleteRule { delete(other) }
                }
            }
        }
    }

    /// The objects `object`'s to-many `relationship` holds in the store, registered here (those
    /// already registered as they are, unsaved changes and all), less those deleted here.
    func relatedObjects(of object: NSManagedObject, through relationship: NSRelationshipDescription) -> [NSManagedObject] {
        guard let row = object.objectID.primaryKey, let coordinator = persistentStoreCoordinator,
              let destination = relationship.destinationEntity, let store = try? coordinator.store(for: destination) else { return [] }
        do {
            let rows = try coordinator.withStores { try SQLiteRelationships.related(to: row, through: relationship, in: readingConnection(of: store)) }
            return rows.map { register(NSManagedObjectID(entity: $0.entity, primaryKey: $0.row, store: store), values: $0.values, resultClass: nil) }
                .filter { !$0.isDeleted }
        } catch {
            ModelFileReader.report("CoreData: \(object.entity.name ?? "?").\(relationship.name) could not be read from the store: \(error)")
            return []
        }
    }

    /// The object of `entity` whose row is `row`: the registered one, or one read from the row;
    /// nil when the row is gone.
    func registeredObject(of entity: NSEntityDescription, row: Int64) -> NSManagedObject? {
        guard let coordinator = persistentStoreCoordinator, let store = try? coordinator.store(for: entity) else { return nil }
        let id = store.objectID(ofRow: row, as: entity)
        if let object = registry[id] { return object.isDeleted ? nil : object }
        return try? materialize(id)
    }
}
