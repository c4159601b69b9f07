import Foundation

/// The state of a list as identifiers (R-LC2): sections, and the items in each, in order. Apply
/// one to a diffable data source and the table animates the difference.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// Each section's identifier and its items.
    package var storage: [(section: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items to reload (new cells) and to reconfigure (the same cells), kept until applied.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    public init() {}

    public var numberOfSections: Int { storage.count }
    public var numberOfItems: Int { storage.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { storage.map(\.section) }
    public var itemIdentifiers: [ItemIdentifierType] { storage.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        storage.first { $0.section == identifier }?.items.count ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        storage.first { $0.section == identifier }?.items ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        storage.first { $0.items.contains(identifier) }?.section
    }

    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { storage.firstIndex { $0.section == identifier } }

    // MARK: Sections

    /// Appends sections; identifiers already present are ignored (UIKit raises).
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers where indexOfSection(identifier) == nil { storage.append((identifier, [])) }
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection: SectionIdentifierType) {
        guard let index = indexOfSection(beforeSection) else { return }
        storage.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index)
    }

    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection: SectionIdentifierType) {
        guard let index = indexOfSection(afterSection) else { return }
        storage.insert(contentsOf: identifiers.filter { indexOfSection($0) == nil }.map { ($0, []) }, at: index + 1)
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        storage.removeAll { identifiers.contains($0.section) }
    }

    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection: SectionIdentifierType) {
        guard let from = indexOfSection(identifier), identifier != beforeSection else { return }
        let moved = storage.remove(at: from)
        guard let to = indexOfSection(beforeSection) else { storage.insert(moved, at: from); return }
        storage.insert(moved, at: to)
    }

    // MARK: Items

    /// Appends items to `section` (or the last section); items already present are ignored.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let index = sectionIdentifier.flatMap({ indexOfSection($0) }) ?? (storage.isEmpty ? nil : storage.count - 1) else {
            return
        }
        var seen = Set(itemIdentifiers)
        for identifier in identifiers where seen.insert(identifier).inserted { storage[index].items.append(identifier) }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem: ItemIdentifierType) {
        insert(identifiers, next: beforeItem, offset: 0)
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem: ItemIdentifierType) {
        insert(identifiers, next: afterItem, offset: 1)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], next: ItemIdentifierType, offset: Int) {
        guard let section = storage.firstIndex(where: { $0.items.contains(next) }),
              let index = storage[section].items.firstIndex(of: next) else { return }
        let present = Set(itemIdentifiers)
        storage[section].items.insert(contentsOf: identifiers.filter { !present.contains($0) }, at: index + offset)
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        for index in storage.indices { storage[index].items.removeAll { doomed.contains($0) } }
    }

    public mutating func deleteAllItems() { storage = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem: ItemIdentifierType) {
        move(identifier, next: beforeItem, offset: 0)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem: ItemIdentifierType) {
        move(identifier, next: afterItem, offset: 1)
    }

    private mutating func move(_ identifier: ItemIdentifierType, next: ItemIdentifierType, offset: Int) {
        guard identifier != next, itemIdentifiers.contains(identifier), itemIdentifiers.contains(next) else { return }
        deleteItems([identifier])
        insert([identifier], next: next, offset: offset)
    }

    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) { reloadedItemIdentifiers += identifiers }
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) { reconfiguredItemIdentifiers += identifiers }
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedItemIdentifiers += identifiers.flatMap { itemIdentifiers(inSection: $0) }
    }

    /// Forgets the reloads once applied.
    package mutating func clearPendingReloads() {
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    /// Where `item` is: its section's index and its row.
    /// The item at `indexPath` (row or item), or nil outside the snapshot.
    package func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        // (UIKit's `section` and `row` are XResponder's extension of IndexPath: its two indexes.)
        guard indexPath.count == 2, storage.indices.contains(indexPath[0]) else { return nil }
        let items = storage[indexPath[0]].items
        return items.indices.contains(indexPath[1]) ? items[indexPath[1]] : nil
    }

    package func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        storage.indices.contains(index) ? storage[index].section : nil
    }

    /// The number of items in the section at `index` (0 outside the snapshot).
    package func numberOfItems(atSection index: Int) -> Int {
        storage.indices.contains(index) ? storage[index].items.count : 0
    }

    /// Moves the item at `source` to `destination`, as a user's reordering does.
    package mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard itemIdentifier(at: source) != nil, destination.count == 2, storage.indices.contains(destination[0]) else { return }
        let item = storage[source[0]].items.remove(at: source[1])
        let count = storage[destination[0]].items.count
        storage[destination[0]].items.insert(item, at: min(max(0, destination[1]), count))
    }

    package func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        for (sectionIndex, entry) in storage.enumerated() {
            if let row = entry.items.firstIndex(of: item) { return IndexPath(indexes: [sectionIndex, row]) }
        }
        return nil
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
