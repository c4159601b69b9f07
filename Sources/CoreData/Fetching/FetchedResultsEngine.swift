import DiffableSnapshots
import Foundation

/// What a fetched-results controller does (R-CD3), apart from its result type: fetches, cuts the
/// results into sections, follows its context's `NSManagedObjectContextObjectsDidChange`, and
/// tells the delegate what changed. Not generic, so that the controller the app made
/// (`NSFetchedResultsController<Note>`) and the one its delegate is handed
/// (`NSFetchedResultsController<NSFetchRequestResult>`) are two faces of one engine.
final class FetchedResultsEngine {
    let fetch: () throws -> FetchedList
    let entityName: String?
    let predicate: NSPredicate?
    let sorts: [SortKey]
    let sectionNameKeyPath: String?
    let includesSubentities: Bool
    weak var context: NSManagedObjectContext?
    weak var delegate: NSFetchedResultsControllerDelegate?
    /// Set false by the default `controller(_:didChangeContentWith:)`: the delegate takes the
    /// changes one by one instead.
    var delegateTakesDifference = true
    /// Set false by the default snapshot method: the delegate takes a difference or the changes
    /// one by one instead.
    var delegateTakesSnapshot = true
    /// The last snapshot handed out, built when the delegate first reads it: built before a
    /// change is applied in place to the list it reads from (a fetch or a re-sort installs a new
    /// list and leaves the old one as it was).
    private weak var lastSnapshot: NSDiffableDataSourceSnapshotReference?

    private var list: FetchedList?
    private(set) var sections: [FetchedSection] = []
    /// Where each fetched object is, made when first needed; the objects are held by `list`, so
    /// each key names a live one.
    private var positionCache: [ObjectIdentifier: IndexPath]?
    private var observer: NSObjectProtocol?

    /// The face handed to the delegate: the app's controller itself when it is already of
    /// `NSFetchRequestResult`, otherwise a second controller over this engine.
    weak var erasedController: NSFetchedResultsController<NSFetchRequestResult>?
    var twin: NSFetchedResultsController<NSFetchRequestResult>?

    init<T>(request: NSFetchRequest<T>, context: NSManagedObjectContext, sectionNameKeyPath: String?) {
        // Without sections, a batched request keeps keys and makes objects as rows are shown.
        fetch = { [sectionNameKeyPath] in try context.fetchedList(for: request, keysOnly: sectionNameKeyPath == nil) }
        entityName = request.entityName
        predicate = request.predicate
        sorts = (request.sortDescriptors ?? []).map(SortKey.init)
        self.sectionNameKeyPath = sectionNameKeyPath
        includesSubentities = request.includesSubentities
        self.context = context
    }

    deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    func performFetch() throws {
        let fetched = try fetch()
        install(fetched)
        // A delegate that takes snapshots gets the first one now (Core Data's rule; the others
        // hear only of changes).
        _ = sendSnapshot(reloading: [])
        guard observer == nil, let context else { return }
        // The notification comes on the context's queue, where the controller is used.
        let engine = UncheckedWeak(self)
        observer = NotificationCenter.default.addObserver(forName: .NSManagedObjectContextObjectsDidChange, object: context, queue: nil) { note in
            engine.object?.contextChanged(note.userInfo ?? [:])
        }
    }

    /// Whether `performFetch()` has run.
    var hasFetched: Bool { list != nil }

    /// Every fetched object (made now if the list kept only keys); nil before `performFetch()`.
    var objects: [NSManagedObject]? { list?.all }

    func indexPath(of object: NSManagedObject) -> IndexPath? {
        // Without sections the list finds a row by its key, making no object.
        if sectionNameKeyPath == nil, let list { return list.index(of: object).map { IndexPath(indexes: [0, $0]) } }
        return positions[ObjectIdentifier(object)]
    }

    /// Where each object is: every object made, the first time it is asked.
    private var positions: [ObjectIdentifier: IndexPath] {
        if let positionCache { return positionCache }
        var positions: [ObjectIdentifier: IndexPath] = [:]
        for (sectionIndex, section) in sections.enumerated() {
            for (row, object) in section.members.enumerated() { positions[ObjectIdentifier(object)] = IndexPath(indexes: [sectionIndex, row]) }
        }
        positionCache = positions
        return positions
    }

    // MARK: Sections

    private func install(_ list: FetchedList) {
        self.list = list
        sections = sectioned(list)
        positionCache = nil
    }

    /// Runs of equal section names, in order (the first sort descriptor should group them, as
    /// Core Data asks); one unnamed section without a section key path.
    private func sectioned(_ list: FetchedList) -> [FetchedSection] {
        guard let keyPath = sectionNameKeyPath else { return [FetchedSection(name: "", indexTitle: nil, list: list, range: 0..<list.count)] }
        var runs: [(name: String, start: Int)] = []
        for (index, object) in list.all.enumerated() {
            let name = sectionName(of: object, keyPath: keyPath)
            if runs.last?.name != name { runs.append((name, index)) }
        }
        return runs.enumerated().map { place, run in
            let end = place + 1 < runs.count ? runs[place + 1].start : list.count
            return FetchedSection(name: run.name, indexTitle: indexTitle(for: run.name), list: list, range: run.start..<end)
        }
    }

    private func sectionName(of object: NSManagedObject, keyPath: String) -> String {
        switch object.value(forKeyPath: keyPath) {
        case nil: return ""
        case let text as String: return text
        case let value?: return "\(value)"
        }
    }

    private func indexTitle(for name: String) -> String? {
        guard let controller = erased else { return name.first.map { String($0).uppercased() } }
        return delegate?.controller(controller, sectionIndexTitleForSectionName: name) ?? name.first.map { String($0).uppercased() }
    }

    var erased: NSFetchedResultsController<NSFetchRequestResult>? { erasedController ?? twin }

    // MARK: Changes

    /// The first keys of the sort descriptors' and the section's key paths: an object whose
    /// change touches none of them stays where it was.
    private var orderingKeys: Set<String> {
        var keys = Set(sorts.compactMap { $0.key?.split(separator: ".").first.map(String.init) })
        if let first = sectionNameKeyPath?.split(separator: ".").first { keys.insert(String(first)) }
        return keys
    }

    private func matches(_ object: NSManagedObject) -> Bool {
        guard !object.isDeleted, isOfEntity(object.entity) else { return false }
        return predicate?.evaluate(with: object) ?? true
    }

    private func isOfEntity(_ entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = entity
        while let here = current {
            if here.name == entityName { return true }
            guard includesSubentities else { return false }
            current = here.superentity
        }
        return false
    }

    private func contextChanged(_ info: [AnyHashable: Any]) {
        func set(_ key: String) -> Set<NSManagedObject> { (info[key] as? Set<NSManagedObject>) ?? [] }
        // Changes to other entities leave the results alone, and a list of keys unmade.
        let keys = [NSInsertedObjectsKey, NSUpdatedObjectsKey, NSDeletedObjectsKey, NSRefreshedObjectsKey]
        guard keys.contains(where: { set($0).contains { isOfEntity($0.entity) } }), let current = list else { return }
        if current.isKeyed, sectionNameKeyPath == nil { return changeInPlace(current, set) }
        guard let old = objects else { return }
        let deleted = Set(set(NSDeletedObjectsKey).map(ObjectIdentifier.init))
        let refreshed = set(NSRefreshedObjectsKey)
        let updated = set(NSUpdatedObjectsKey).union(refreshed)
        var list = old.filter { !deleted.contains(ObjectIdentifier($0)) }
        var present = Set(list.map(ObjectIdentifier.init))
        var touched = Set<ObjectIdentifier>()
        for object in set(NSInsertedObjectsKey) where !present.contains(ObjectIdentifier(object)) && matches(object) {
            list.append(object)
            present.insert(ObjectIdentifier(object))
        }
        for object in updated {
            let id = ObjectIdentifier(object)
            switch (present.contains(id), matches(object)) {
            case (true, false): list.removeAll { $0 === object }; present.remove(id)
            case (true, true): touched.insert(id)
            case (false, true): list.append(object); present.insert(id)
            case (false, false): break
            }
        }
        guard list.count != old.count || !touched.isEmpty || list.contains(where: { positions[ObjectIdentifier($0)] == nil }) else { return }
        // Sorted by the request's descriptors; ties keep their earlier order.
        let indexed = list.enumerated().map { ($0.offset, $0.element) }
        list = indexed.sorted { first, second in
            if NSManagedObjectContext.ordered(first.1, second.1, by: sorts) { return true }
            if NSManagedObjectContext.ordered(second.1, first.1, by: sorts) { return false }
            return first.0 < second.0
        }.map(\.1)
        let oldSections = sections, oldPositions = positions
        install(FetchedList(list))
        // Of the updated objects, those whose sort or section keys changed may have moved (a
        // refreshed one's changes are not known: it may have); the rest were updated in place.
        let mayMove = Set(updated.filter { refreshed.contains($0) || !$0.changedKeys.isDisjoint(with: orderingKeys) }.map(ObjectIdentifier.init))
        announce(from: old, oldSections: oldSections, oldPositions: oldPositions, touched: touched, mayMove: mayMove)
    }

    /// A change to a keyed list without sections, applied in place (`FetchedList.apply`): the
    /// same results and callbacks as the re-sort above, making only the objects that changed and
    /// those a binary search passes.
    private func changeInPlace(_ list: FetchedList, _ set: (String) -> Set<NSManagedObject>) {
        // The sets are walked in the order the re-sort walks them, so that new objects tied on
        // the sort keys come in the same order.
        let refreshed = set(NSRefreshedObjectsKey)
        let deleted = set(NSDeletedObjectsKey)
        let updated = set(NSUpdatedObjectsKey).union(refreshed)
        let inserted = set(NSInsertedObjectsKey)
        // Where the changed objects are: one pass over the places, skipped when only new objects
        // came (a new object with a row may be one the fetch already read, from a merge).
        let candidates = (Array(deleted) + Array(updated) + inserted.filter { !$0.objectID.isTemporaryID }).filter { isOfEntity($0.entity) }
        let found = candidates.isEmpty ? [:] : list.positions(of: candidates)
        func present(_ object: NSManagedObject) -> Bool { found[ObjectIdentifier(object)] != nil }
        let ordering = orderingKeys
        var leaving = Array(deleted.filter { isOfEntity($0.entity) && present($0) })
        var staying: [NSManagedObject] = [], moving: [NSManagedObject] = []
        var arriving: [NSManagedObject] = []
        for object in inserted where isOfEntity(object.entity) && !deleted.contains(object) && !present(object) && matches(object) {
            arriving.append(object)
        }
        for object in updated where isOfEntity(object.entity) && !deleted.contains(object) {
            switch (present(object), matches(object)) {
            case (true, false): leaving.append(object)
            case (true, true):
                if refreshed.contains(object) || !object.changedKeys.isDisjoint(with: ordering) { moving.append(object) } else { staying.append(object) }
            case (false, true): arriving.append(object)
            case (false, false): break
            }
        }
        lastSnapshot?.build()
        let change = list.apply(found: found, leaving: leaving, staying: staying, moving: moving, arriving: arriving, sorts: sorts)
        guard !change.isEmpty else { return }
        install(list)
        if sendSnapshot(reloading: change.touched.map(\.object)) { return }
        guard let delegate, let controller = erased else { return }
        delegateTakesDifference = true
        delegate.controller(controller, didChangeContentWith: change.difference)
        if delegateTakesDifference { return }
        func path(_ row: Int) -> IndexPath { IndexPath(indexes: [0, row]) }
        delegate.controllerWillChangeContent(controller)
        for (object, old) in change.removed { delegate.controller(controller, didChange: object, at: path(old), for: .delete, newIndexPath: nil) }
        for (object, new) in change.inserted { delegate.controller(controller, didChange: object, at: nil, for: .insert, newIndexPath: path(new)) }
        for (object, old, new, moved) in change.touched where moved {
            delegate.controller(controller, didChange: object, at: path(old), for: .move, newIndexPath: path(new))
        }
        for (object, old, new, moved) in change.touched where !moved {
            delegate.controller(controller, didChange: object, at: path(old), for: .update, newIndexPath: path(new))
        }
        delegate.controllerDidChangeContent(controller)
    }

    /// Tells the delegate what changed between the old results and the ones installed now.
    private func announce(from old: [NSManagedObject], oldSections: [FetchedSection], oldPositions: [ObjectIdentifier: IndexPath],
                          touched: Set<ObjectIdentifier>, mayMove: Set<ObjectIdentifier>) {
        guard let delegate, let controller = erased, let objects else { return }
        if sendSnapshot(reloading: objects.filter { touched.contains(ObjectIdentifier($0)) }) { return }
        delegateTakesDifference = true
        delegate.controller(controller, didChangeContentWith: objects.map(\.objectID).difference(from: old.map(\.objectID)))
        if delegateTakesDifference { return }

        let oldNames = Set(oldSections.map(\.name)), newNames = Set(sections.map(\.name))
        let kept = Set(old.map(ObjectIdentifier.init)).intersection(objects.map(ObjectIdentifier.init))
        // The rank of each kept object among the kept ones, before and after: an updated object
        // that may have moved and whose rank changed, or whose section changed, moved; the others
        // only shifted with the rows around them.
        let oldRanks = Dictionary(uniqueKeysWithValues: old.filter { kept.contains(ObjectIdentifier($0)) }.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        let newRanks = Dictionary(uniqueKeysWithValues: objects.filter { kept.contains(ObjectIdentifier($0)) }.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })

        delegate.controllerWillChangeContent(controller)
        for (index, section) in oldSections.enumerated() where !newNames.contains(section.name) {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .delete)
        }
        for (index, section) in sections.enumerated() where !oldNames.contains(section.name) {
            delegate.controller(controller, didChange: section, atSectionIndex: index, for: .insert)
        }
        for object in old where !kept.contains(ObjectIdentifier(object)) {
            delegate.controller(controller, didChange: object, at: oldPositions[ObjectIdentifier(object)], for: .delete, newIndexPath: nil)
        }
        for object in objects where !kept.contains(ObjectIdentifier(object)) {
            delegate.controller(controller, didChange: object, at: nil, for: .insert, newIndexPath: positions[ObjectIdentifier(object)])
        }
        var updates: [NSManagedObject] = []
        for object in objects where touched.contains(ObjectIdentifier(object)) {
            let id = ObjectIdentifier(object)
            guard let from = oldPositions[id], let to = positions[id] else { continue }
            let sectionChanged = oldSections[from[0]].name != sections[to[0]].name
            if sectionChanged || (mayMove.contains(id) && oldRanks[id] != newRanks[id]) {
                delegate.controller(controller, didChange: object, at: from, for: .move, newIndexPath: to)
            } else {
                updates.append(object)
            }
        }
        for object in updates {
            let id = ObjectIdentifier(object)
            delegate.controller(controller, didChange: object, at: oldPositions[id], for: .update, newIndexPath: positions[id])
        }
        delegate.controllerDidChangeContent(controller)
    }
}

extension FetchedResultsEngine {
    /// Hands the delegate the whole content as a snapshot — section names and object IDs, the
    /// changed objects (moved or not) among the reloaded items — when it takes one; true if it did
    /// (then it hears nothing else). The snapshot is built when the delegate first reads it.
    func sendSnapshot(reloading updated: [NSManagedObject]) -> Bool {
        guard let delegate, let controller = erased else { return false }
        let sections = self.sections
        let reloaded = updated.map(\.objectID)
        let reference = NSDiffableDataSourceSnapshotReference(building: {
            var snapshot = NSDiffableDataSourceSnapshot<AnyHashable, AnyHashable>()
            for section in sections {
                snapshot.appendSections([section.name])
                snapshot.appendItems(section.members.map(\.objectID), toSection: section.name)
            }
            snapshot.reloadItems(reloaded)
            return snapshot
        })
        delegateTakesSnapshot = true
        delegate.controller(controller, didChangeContentWith: reference)
        guard delegateTakesSnapshot else { return false }
        lastSnapshot = reference
        return true
    }
}

/// A weak reference handed to a notification block: the context's queue, not the compiler,
/// keeps the engine on one thread.
struct UncheckedWeak<Object: AnyObject>: @unchecked Sendable {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}
