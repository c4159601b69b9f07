import Foundation

/// Parent and child contexts (R-CD2): a child (`child.parent = viewContext`) is a scratch pad over
/// its parent — an editor's changes kept apart until the user taps Save, an import done in the
/// background and handed over whole. The child's `save()` pushes its inserts, changes and
/// deletions into the parent, where they are unsaved changes until the parent saves.
///
/// What is built: a child reads rows through the parent's coordinator, with the parent's unsaved
/// attribute values over them (an object the parent changed shows the change in the child) and
/// the parent's new objects by ID (`object(with:)`); its save validates as a save does and makes
/// the parent's objects match — new ones under the same temporary ID, attributes and
/// relationships set through the parent's accessors (so inverses are kept there), deletions with
/// their delete rules. A child keeps its objects' temporary IDs after the parent saves them, as in
/// Core Data; the parent finds them again by those IDs. A child's fetch sees what is unsaved above
/// it: the parent's new objects are fetched, its deleted ones are not, and its changed values
/// decide the predicate and the order (`pendingAbove(of:)`). With
/// `automaticallyMergesChangesFromParent`, a child merges each save of its parent
/// (`followSaves`). Not built: the parent's unsaved relationship changes judged in a child's
/// predicates.
extension NSManagedObjectContext {
    /// The child's half of `save()`: its validated changes made the parent's.
    func pushChanges(_ insertedNow: [NSManagedObject], _ updatedNow: [NSManagedObject], _ deletedNow: [NSManagedObject],
                     to parent: NSManagedObjectContext) {
        parent.performAndWait {
            var counterparts: [ObjectIdentifier: NSManagedObject] = [:]
            // New objects first, under the child's temporary IDs, so that relationships can name them.
            for object in insertedNow {
                let made = ManagedObjectClasses.type(for: object.entity).init(entity: object.entity, insertInto: nil)
                made.objectID = object.objectID
                parent.insert(made)
                counterparts[ObjectIdentifier(object)] = made
            }
            func counterpart(_ object: NSManagedObject) -> NSManagedObject? {
                if let known = counterparts[ObjectIdentifier(object)] { return known }
                let found = parent.objectForChild(object.objectID)
                counterparts[ObjectIdentifier(object)] = found
                return found
            }
            for object in insertedNow + updatedNow {
                guard let target = counterpart(object) else { continue }
                for key in object.unsavedKeys.sorted() {
                    guard let property = object.entity.propertiesByName[key] else { continue }
                    let value = object.values[key]
                    guard let relationship = property as? NSRelationshipDescription else {
                        target.setValue(value, forKey: key)
                        continue
                    }
                    switch value {
                    case let reference as RowReference:
                        let related = relationship.destinationEntity.flatMap { parent.registeredObject(of: $0, row: reference.primaryKey) }
                        target.setValue(related, forKey: key)
                    case let related as NSManagedObject:
                        target.setValue(counterpart(related), forKey: key)
                    case let members as RelatedObjects:
                        target.setValue(members.members.compactMap(counterpart), forKey: key)
                    case let above as ObjectsAbove:
                        // Never read in the child: the parent's own objects, as it gave them.
                        let objects = above.objectIDs.compactMap { parent.objectForChild($0) }
                        target.setValue(above.isToMany ? objects as Any : objects.first as Any?, forKey: key)
                    default:
                        target.setValue(nil, forKey: key)
                    }
                }
            }
            for object in deletedNow {
                if let target = counterpart(object) { parent.delete(target) }
            }
        }
    }

    /// What the contexts above this one (its parent, the parent's parent…) have unsaved of
    /// `entity`, as this child's fetches must see it — the IDs of objects new there, and of
    /// objects deleted there — or nil when nothing of the entity is unsaved above (a fetch may
    /// then run in SQL). Objects changed above count too: their values decide the predicate.
    func pendingAbove(of entity: NSEntityDescription) -> (inserted: [NSManagedObjectID], deleted: Set<NSManagedObjectID>)? {
        var inserted: [NSManagedObjectID] = [], deleted = Set<NSManagedObjectID>(), changed = false
        var context = parent
        while let above = context {
            above.performAndWait {
                // A sub-entity's objects are the entity's too (a fetch includes them).
                for object in above.inserted where object.entity.isKindOf(entity: entity) { inserted.append(object.objectID) }
                for object in above.deleted.values where object.entity.isKindOf(entity: entity) { deleted.insert(object.objectID) }
                changed = changed || above.changed.values.contains { $0.entity.isKindOf(entity: entity) }
            }
            context = above.parent
        }
        return inserted.isEmpty && deleted.isEmpty && !changed ? nil : (inserted, deleted)
    }

    /// Installs (or removes) the observer of `automaticallyMergesChangesFromParent`: a save by
    /// this context's parent — or, for a context over the coordinator, by another context over the
    /// same coordinator writing to the stores — is merged on this context's queue.
    func followSaves(_ on: Bool) {
        if let saveFollower { NotificationCenter.default.removeObserver(saveFollower) }
        saveFollower = nil
        guard on else { return }
        let follower = UncheckedWeak(self)
        saveFollower = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextDidSave, object: nil, queue: nil) { note in
            guard let context = follower.object, let sender = note.object as? NSManagedObjectContext, sender !== context else { return }
            if let parent = context.parent {
                guard sender === parent else { return }
            } else {
                guard sender.parent == nil, sender.persistentStoreCoordinator === context.persistentStoreCoordinator else { return }
            }
            let saved = UncheckedValue(note)
            context.perform { context.mergeChanges(fromContextDidSave: saved.value) }
        }
    }

    /// The parent's object for a child's ID: registered (under the ID, or under the permanent
    /// ID a save gave its temporary one), or read from the stores.
    func objectForChild(_ id: NSManagedObjectID) -> NSManagedObject? {
        if let object = registry[id] { return object }
        if let permanent = formerTemporaryIDs[id] { return registry[permanent] ?? (try? materialize(permanent)) }
        return try? materialize(id)
    }

    /// What a child sees of the object `id` in the contexts above it: each level's unsaved values
    /// over the level above's, down from the stores' row (attributes as they are, a to-one as its
    /// row when the related object is saved); `stored` when nothing above changed it.
    func parentValues(for id: NSManagedObjectID, over stored: PropertyValues?) -> PropertyValues? {
        guard let parent else { return stored }
        var result: PropertyValues?
        parent.performAndWait {
            // What the parent itself sees under its own changes: its parent's, and so on up.
            let below = parent.parentValues(for: id, over: stored)
            guard let object = parent.registry[id] ?? parent.formerTemporaryIDs[id].flatMap({ parent.registry[$0] }),
                  object.isInserted || !object.changedKeys.isEmpty else {
                result = below
                return
            }
            var values = below ?? PropertyValues(id.entity.slots)
            for key in object.unsavedKeys {
                guard let relationship = object.entity.relationshipsByName[key] else {
                    values[key] = object.values[key]
                    continue
                }
                // The parent's objects stay the parent's: the child is given their IDs, and a
                // saved one its row, as the store would give it.
                switch object.values[key] {
                case let related as NSManagedObject:
                    if let primaryKey = related.objectID.primaryKey {
                        values[key] = RowReference(primaryKey: primaryKey)
                    } else {
                        values[key] = ObjectsAbove(objectIDs: [related.objectID], isToMany: false)
                    }
                case let members as RelatedObjects:
                    values[key] = ObjectsAbove(objectIDs: members.members.map(\.objectID), isToMany: true)
                case let passed as ObjectsAbove:
                    values[key] = passed
                case let reference as RowReference:
                    values[key] = reference
                default:
                    values[key] = relationship.isToMany ? ObjectsAbove(objectIDs: [], isToMany: true) : nil
                }
            }
            result = values
        }
        return result
    }
}
