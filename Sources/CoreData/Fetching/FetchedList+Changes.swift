import Foundation

/// What one change did to a fetched list: the objects that left (at their old places, in old
/// order), came (at their new places, in new order), and stayed but changed (in new order),
/// each with whether it moved among the objects that stayed.
struct FetchedListChange {
    var removed: [(object: NSManagedObject, old: Int)] = []
    var inserted: [(object: NSManagedObject, new: Int)] = []
    var touched: [(object: NSManagedObject, old: Int, new: Int, moved: Bool)] = []
    /// The objects sorted in again whose order against the objects left in place changed: in
    /// the difference, each is removed and inserted (the rest keep one common order).
    var reordered: [(object: NSManagedObject, old: Int, new: Int)] = []

    var isEmpty: Bool { removed.isEmpty && inserted.isEmpty && touched.isEmpty }

    /// The change as the difference of the object IDs (what `didChangeContentWith` is handed).
    var difference: CollectionDifference<NSManagedObjectID> {
        var changes: [CollectionDifference<NSManagedObjectID>.Change] = []
        for (object, old) in removed { changes.append(.remove(offset: old, element: object.objectID, associatedWith: nil)) }
        for (object, new) in inserted { changes.append(.insert(offset: new, element: object.objectID, associatedWith: nil)) }
        for (object, old, new) in reordered {
            changes.append(.remove(offset: old, element: object.objectID, associatedWith: nil))
            changes.append(.insert(offset: new, element: object.objectID, associatedWith: nil))
        }
        return CollectionDifference(changes) ?? CollectionDifference([])!
    }
}

extension FetchedList {
    /// Applies a change to a keyed list in place, giving what an unbatched controller's full
    /// re-sort gives (a stable sort of the old order with the new objects after it), without
    /// making every object: `leaving` go, `staying` stay where they are (their sort keys did not
    /// change), `moving` are sorted in again, `arriving` are sorted in as new. Sorting one in
    /// is a binary search over the places that stayed, which reads the rows it passes.
    /// `found` is where the leaving, staying and moving objects are (`positions(of:)`).
    func apply(found: [ObjectIdentifier: Int], leaving: [NSManagedObject], staying: [NSManagedObject], moving: [NSManagedObject],
               arriving: [NSManagedObject], sorts: [SortKey]) -> FetchedListChange {
        readAllKeys()
        let oldCount = entries.count
        let leavingAt = leaving.compactMap { object in found[ObjectIdentifier(object)].map { (object: object, old: $0) } }
            .sorted { $0.old < $1.old }
        let movingAt = moving.compactMap { object in found[ObjectIdentifier(object)].map { (object: object, old: $0) } }
        // The places taken out, in order; the rest stay, sorted by the sort keys and, among equal
        // keys, by old index — the order a stable sort keeps. They are taken out in place (each
        // a move of the places after it), so that a change of a few rows among a million costs
        // a few block moves rather than a copy of every place.
        let taken = Set(leavingAt.map(\.old) + movingAt.map(\.old)).sorted()
        removeEntries(at: taken)
        /// The old index of the place now at `rank` among those that stayed.
        func oldIndex(ofKept rank: Int) -> Int {
            var old = rank
            for place in taken {
                if place <= old { old += 1 } else { break }
            }
            return old
        }
        // Each object to sort in, with the index a stable sort breaks its ties by: its old index,
        // or after every old one for a new object.
        var placing = movingAt.map { (object: $0.object, tie: $0.old, isNew: false) }
            + arriving.enumerated().map { (object: $0.element, tie: oldCount + $0.offset, isNew: true) }
        func before(_ first: (object: NSManagedObject, tie: Int), _ second: (object: NSManagedObject, tie: Int)) -> Bool {
            if NSManagedObjectContext.ordered(first.object, second.object, by: sorts) { return true }
            if NSManagedObjectContext.ordered(second.object, first.object, by: sorts) { return false }
            return first.tie < second.tie
        }
        placing.sort { before(($0.object, $0.tie), ($1.object, $1.tie)) }
        // Where each goes among the kept places: the first kept place that sorts after it.
        let keptCount = entries.count
        var slots: [Int] = []
        var low = 0
        for item in placing {
            var high = keptCount
            while low < high {
                let middle = (low + high) / 2
                if before((object(at: middle), oldIndex(ofKept: middle)), (item.object, item.tie)) { low = middle + 1 } else { high = middle }
            }
            slots.append(low)
        }
        // The placed objects go in, the last first: each lands at its slot moved on by the
        // objects placed before it.
        var newIndex: [ObjectIdentifier: Int] = [:]
        for (order, (item, slot)) in zip(placing, slots).enumerated() { newIndex[ObjectIdentifier(item.object)] = slot + order }
        insertEntries(placing.map { Entry.object($0.object) }, at: slots)
        // Where an object updated in place went: its place among the kept ones, moved on by the
        // objects placed before it.
        func newPlace(ofKept old: Int) -> Int {
            let rank = old - Self.count(of: taken, below: old)
            return rank + Self.count(of: slots, below: rank + 1)
        }

        var change = FetchedListChange()
        change.removed = leavingAt
        let arrivingIDs = Set(arriving.map(ObjectIdentifier.init))
        change.inserted = placing.filter { $0.isNew }.compactMap { item in newIndex[ObjectIdentifier(item.object)].map { (item.object, $0) } }
            .sorted { $0.1 < $1.1 }
        // A moving object moved when its rank among the objects that stayed changed.
        let removedOld = leavingAt.map(\.old)
        let insertedNew = change.inserted.map(\.new)
        var touched: [(object: NSManagedObject, old: Int, new: Int, moved: Bool)] = []
        for (object, old) in movingAt {
            guard let new = newIndex[ObjectIdentifier(object)], !arrivingIDs.contains(ObjectIdentifier(object)) else { continue }
            let oldRank = old - Self.count(of: removedOld, below: old)
            let newRank = new - Self.count(of: insertedNew, below: new)
            touched.append((object, old, new, oldRank != newRank))
        }
        for object in staying {
            guard let old = found[ObjectIdentifier(object)] else { continue }
            touched.append((object, old, newPlace(ofKept: old), false))
        }
        change.touched = touched.sorted { $0.new < $1.new }
        change.reordered = Self.reordered(placing.filter { !$0.isNew }.map { ($0.object, $0.tie) }, slots: zip(placing, slots)
            .filter { !$0.0.isNew }.map(\.1), taken: taken, newIndex: newIndex)
        return change
    }

    /// Of the objects sorted in again (each with its old index and its slot among the places
    /// left), those whose order against the places left changed — a different number of them
    /// before it, or a different order among those with the same number — with their old and
    /// new indexes. The rest keep one order with the places left, as a difference needs.
    private static func reordered(_ moving: [(object: NSManagedObject, old: Int)], slots: [Int], taken: [Int],
                                  newIndex: [ObjectIdentifier: Int]) -> [(object: NSManagedObject, old: Int, new: Int)] {
        var result: [(object: NSManagedObject, old: Int, new: Int)] = []
        var groups: [Int: [(object: NSManagedObject, old: Int, new: Int)]] = [:]
        for ((object, old), slot) in zip(moving, slots) {
            guard let new = newIndex[ObjectIdentifier(object)] else { continue }
            let before = old - count(of: taken, below: old)
            if before == slot { groups[slot, default: []].append((object, old, new)) } else { result.append((object, old, new)) }
        }
        for group in groups.values {
            let byOld = group.sorted { $0.old < $1.old }
            let inOrder = zip(byOld, byOld.dropFirst()).allSatisfy { $0.new < $1.new }
            if !inOrder { result += group }
        }
        return result
    }

    /// How many of the sorted `values` are below `limit`.
    private static func count(of values: [Int], below limit: Int) -> Int {
        var low = 0, high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < limit { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
