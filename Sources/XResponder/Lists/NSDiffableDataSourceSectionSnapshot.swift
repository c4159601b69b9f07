import Foundation

/// One section's items as an outline (iOS 14): items with children, each parent expanded or
/// collapsed; the section shows the visible items — the roots, and the children of expanded parents
/// — in depth-first order. Give it to a collection view's diffable data source with
/// `apply(_:to:animatingDifferences:)`; an outline disclosure accessory expands and collapses it.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable> {
    private struct Node {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    private var nodes: [ItemIdentifierType: Node] = [:]
    public private(set) var rootItems: [ItemIdentifierType] = []

    public init() {}

    /// Every item, depth first.
    public var items: [ItemIdentifierType] { flatten(rootItems, visibleOnly: false) }
    /// The items shown: roots, and the children of expanded parents (whose parents are shown).
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, visibleOnly: true) }

    /// Depth first, without recursion (an outline may be deeper than the stack).
    private func flatten(_ roots: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var pending = Array(roots.reversed())
        while let item = pending.popLast() {
            result.append(item)
            guard let node = nodes[item], !visibleOnly || node.isExpanded else { continue }
            pending += node.children.reversed()
        }
        return result
    }

    public func contains(_ item: ItemIdentifierType) -> Bool { nodes[item] != nil }
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { nodes[child]?.parent }

    /// How deep an item is: 0 for a root.
    public func level(of item: ItemIdentifierType) -> Int {
        var level = 0
        var current = nodes[item]?.parent
        while let parent = current { level += 1; current = nodes[parent]?.parent }
        return level
    }

    public func isExpanded(_ item: ItemIdentifierType) -> Bool { nodes[item]?.isExpanded ?? false }

    /// Whether the item is shown: a root, or under parents that are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard nodes[item] != nil else { return false }
        var current = nodes[item]?.parent
        while let parent = current {
            guard nodes[parent]?.isExpanded == true else { return false }
            current = nodes[parent]?.parent
        }
        return true
    }

    /// Whether an item has children (an outline disclosure shows for it).
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(nodes[item]?.children.isEmpty ?? true) }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children, or of the roots. An item already present is
    /// traced and left where it is (UIKit raises).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let fresh = admit(items, parent: parent)
        if let parent { nodes[parent]?.children += fresh } else { rootItems += fresh }
    }

    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        place(items, next: item, after: false)
    }

    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        place(items, next: item, after: true)
    }

    private mutating func place(_ items: [ItemIdentifierType], next item: ItemIdentifierType, after: Bool) {
        guard let node = nodes[item] else {
            let name = String(describing: item)
            Self.trace("\(name) is not in the snapshot; nothing inserted")
            return
        }
        let fresh = admit(items, parent: node.parent)
        if let parent = node.parent {
            var children = nodes[parent]?.children ?? []
            let index = (children.firstIndex(of: item) ?? children.count) + (after ? 1 : 0)
            children.insert(contentsOf: fresh, at: min(index, children.count))
            nodes[parent]?.children = children
        } else {
            let index = (rootItems.firstIndex(of: item) ?? rootItems.count) + (after ? 1 : 0)
            rootItems.insert(contentsOf: fresh, at: min(index, rootItems.count))
        }
    }

    /// Makes nodes for the items not yet present, under `parent`; returns them.
    private mutating func admit(_ items: [ItemIdentifierType], parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        if let parent, nodes[parent] == nil {
            let name = String(describing: parent)
            Self.trace("the parent \(name) is not in the snapshot; nothing added")
            return []
        }
        var fresh: [ItemIdentifierType] = []
        for item in items {
            guard nodes[item] == nil, !fresh.contains(item) else {
                let name = String(describing: item)
                Self.trace("\(name) is already in the snapshot; left where it is")
                continue
            }
            nodes[item] = Node(parent: parent)
            fresh.append(item)
        }
        return fresh
    }

    /// Removes items with all their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let node = nodes[item] else { continue }
            if let parent = node.parent { nodes[parent]?.children.removeAll { $0 == item } } else { rootItems.removeAll { $0 == item } }
            for gone in flatten([item], visibleOnly: false) { nodes[gone] = nil }
        }
    }

    public mutating func deleteAll() {
        nodes = [:]
        rootItems = []
    }

    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = true }
    }

    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = false }
    }

    /// The part under `parent` (with it, as a root, when `includingParent`).
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        var part = NSDiffableDataSourceSectionSnapshot()
        guard let node = nodes[parent] else { return part }
        let roots = includingParent ? [parent] : node.children
        part.rootItems = roots
        for item in flatten(roots, visibleOnly: false) {
            var copy = nodes[item] ?? Node()
            if roots.contains(item) { copy.parent = nil }
            part.nodes[item] = copy
        }
        return part
    }

    /// Replaces `parent`'s children with the roots of `snapshot` and their children.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        guard nodes[parent] != nil else { return }
        for child in nodes[parent]?.children ?? [] { for gone in flatten([child], visibleOnly: false) { nodes[gone] = nil } }
        nodes[parent]?.children = []
        for item in snapshot.items where nodes[item] == nil {
            var node = snapshot.nodes[item] ?? Node()
            if node.parent == nil { node.parent = parent }
            nodes[item] = node
        }
        let children = snapshot.rootItems.filter { nodes[$0]?.parent == parent }
        nodes[parent]?.children = children
    }

    /// The outline as indented lines, one item each, "+" for an expanded parent and "-" for a
    /// collapsed one (UIKit's debugging aid).
    public func visualDescription() -> String {
        items.map { item in
            let mark = hasChildren(item) ? (isExpanded(item) ? "+ " : "- ") : "  "
            return String(repeating: "    ", count: level(of: item)) + mark + "\(item)"
        }.joined(separator: "\n")
    }

    /// Reports a misuse to the event trace. A snapshot is a value an app may build off the main
    /// thread, as UIKit allows; the trace belongs to the main actor, so only a main-thread misuse is
    /// recorded there.
    private static func trace(_ message: String) {
        guard Thread.isMainThread else { return }
        MainActor.assumeIsolated { EventTrace.log("NSDiffableDataSourceSectionSnapshot: " + message) }
    }
}
