/// What a `SummedTree` adds up: a monoid over its elements (`zero`, `adding`) that counts them too.
protocol TreeSummary {
    static var zero: Self { get }
    /// How many elements the summary covers.
    var elementCount: Int { get }
    /// The summary of this stretch followed by `other`.
    func adding(_ other: Self) -> Self
}

/// An element of a `SummedTree`: it knows its own summary.
protocol Summarized {
    associatedtype Summary: TreeSummary
    var summary: Summary { get }
}

/// A sequence kept in a B-tree whose every node caches the sum of what lies below it, so that
/// finding an element by a running total (a UTF-16 offset, a line number, a height), replacing a
/// stretch of elements and reading the whole's sum cost O(log n), whatever n is (issue #35). The
/// text's chunks (`TextStorage`) and its laid-out paragraphs (`LaidOutParagraphs`) are both one
/// of these; the design is the one of Zed's `SumTree` and Xi's rope, written here small.
///
/// All leaves are at the same depth. A node holds at most `maximumFill` elements or children, and
/// any two neighbours hold more than that together (a replacement merges neighbours that do not),
/// so nodes are on average at least half full and the height stays logarithmic.
///
/// It is a value: nodes are shared between copies and copied on the first write along the path an
/// edit takes (a layout keeps the text it was made of while the editor edits its own copy, and
/// only the edited chunk's path is copied).
struct SummedTree<Element: Summarized> {
    typealias Summary = Element.Summary

    /// A node: a leaf's elements or an inner node's children, and their sum.
    final class Node {
        let height: Int
        var elements: [Element]
        var children: [Node]
        private(set) var summary: Summary

        init(leaf elements: [Element]) {
            height = 0
            self.elements = elements
            children = []
            summary = .zero
            resum()
        }

        init(height: Int, children: [Node]) {
            self.height = height
            elements = []
            self.children = children
            summary = .zero
            resum()
        }

        init(copying node: Node) {
            height = node.height
            elements = node.elements
            children = node.children
            summary = node.summary
        }

        /// How many elements or children this node holds itself.
        var fill: Int { height == 0 ? elements.count : children.count }

        func resum() {
            var sum = Summary.zero
            if height == 0 {
                for element in elements { sum = sum.adding(element.summary) }
            } else {
                for child in children { sum = sum.adding(child.summary) }
            }
            summary = sum
        }

        /// This node followed by `other` (the same height), in this node.
        func absorb(_ other: Node) {
            if height == 0 { elements += other.elements } else { children += other.children }
            summary = summary.adding(other.summary)
        }
    }

    /// Elements or children a node holds at most.
    static var maximumFill: Int { 32 }

    private(set) var root: Node

    init() { root = Node(leaf: []) }

    init(_ elements: some Sequence<Element>) {
        let all = Array(elements)
        root = Self.build(Self.evenGroups(all).map { Node(leaf: Array($0)) })
    }

    var summary: Summary { root.summary }
    var count: Int { root.summary.elementCount }
    var isEmpty: Bool { count == 0 }

    // MARK: Reading

    /// The element at `index` and the summary of all the elements before it.
    func element(at index: Int) -> (element: Element, before: Summary) {
        precondition(index >= 0 && index < count, "SummedTree index \(index) out of 0..<\(count)")
        var node = root, before = Summary.zero, remaining = index
        while node.height > 0 {
            for child in node.children {
                let childCount = child.summary.elementCount
                if remaining < childCount { node = child; break }
                remaining -= childCount
                before = before.adding(child.summary)
            }
        }
        for element in node.elements[..<remaining] { before = before.adding(element.summary) }
        return (node.elements[remaining], before)
    }

    /// The first element whose running total, itself included, `reaches` (a predicate false up to
    /// some element and true from it on): its index, itself, and the summary of those before it.
    /// nil when no running total reaches it.
    func first(where reaches: (Summary) -> Bool) -> (index: Int, element: Element, before: Summary)? {
        guard reaches(root.summary) else { return nil }
        var node = root, before = Summary.zero
        while node.height > 0 {
            var next = node.children[node.children.count - 1]
            for child in node.children {
                let through = before.adding(child.summary)
                if reaches(through) { next = child; break }
                before = through
            }
            node = next
        }
        for element in node.elements {
            let through = before.adding(element.summary)
            if reaches(through) { return (before.elementCount, element, before) }
            before = through
        }
        // Only reached when the predicate is not monotonic: the last element stands for it.
        let last = node.elements.count - 1
        return last >= 0 ? (before.elementCount - 1, node.elements[last], before) : nil
    }

    /// Calls `body` with each element from `index` on and the summary before it, until `body`
    /// returns false or the elements end: a screenful of paragraphs costs the screenful.
    func forEach(from index: Int, _ body: (Element, Summary) -> Bool) {
        guard index < count else { return }
        var before = Summary.zero
        _ = Self.visit(root, skipping: max(0, index), before: &before, body)
    }

    private static func visit(_ node: Node, skipping: Int, before: inout Summary, _ body: (Element, Summary) -> Bool) -> Bool {
        var skip = skipping
        if node.height == 0 {
            for element in node.elements {
                if skip > 0 { skip -= 1; before = before.adding(element.summary); continue }
                guard body(element, before) else { return false }
                before = before.adding(element.summary)
            }
            return true
        }
        for child in node.children {
            let childCount = child.summary.elementCount
            if skip >= childCount { skip -= childCount; before = before.adding(child.summary); continue }
            guard visit(child, skipping: skip, before: &before, body) else { return false }
            skip = 0
        }
        return true
    }

    // MARK: Editing

    /// Replaces the elements in `range` with `newElements`: O(log n) for the path, plus the new
    /// elements themselves.
    mutating func replaceSubrange(_ range: Range<Int>, with newElements: [Element]) {
        precondition(range.lowerBound >= 0 && range.upperBound <= count, "SummedTree range \(range) out of 0..<\(count)")
        if !isKnownUniquelyReferenced(&root) { root = Node(copying: root) }
        let replaced = Self.replace(in: root, range.lowerBound, range.upperBound, with: newElements)
        root = Self.build(replaced)
        // A root left with one child is that child.
        while root.height > 0, root.children.count == 1 { root = root.children[0] }
    }

    /// Changes the element at `index` in place.
    mutating func modify(at index: Int, _ change: (inout Element) -> Void) {
        var element = self.element(at: index).element
        change(&element)
        replaceSubrange(index..<(index + 1), with: [element])
    }

    /// Replaces elements `low..<high` of `node` (uniquely held: changed in place) and returns the
    /// nodes of the same height that take its place: none when it emptied, several when it overflowed.
    private static func replace(in node: Node, _ low: Int, _ high: Int, with newElements: [Element]) -> [Node] {
        if node.height == 0 {
            node.elements.replaceSubrange(low..<high, with: newElements)
            return settle(node)
        }
        // The children the range starts and ends in; an insertion between two children goes to
        // the end of the first.
        var first = node.children.count - 1, last = first
        var start = 0, firstStart = 0, lastStart = 0
        var foundFirst = false
        for (index, child) in node.children.enumerated() {
            let end = start + child.summary.elementCount
            if !foundFirst, low < end || (low == end && low == high) || index == node.children.count - 1 {
                (first, firstStart, foundFirst) = (index, start, true)
            }
            if foundFirst, high <= end || index == node.children.count - 1 {
                (last, lastStart) = (index, start)
                break
            }
            start = end
        }
        var replacement: [Node]
        makeUnique(&node.children[first])
        if first == last {
            replacement = replace(in: node.children[first], low - firstStart, high - firstStart, with: newElements)
        } else {
            makeUnique(&node.children[last])
            let firstChild = node.children[first]
            replacement = replace(in: firstChild, low - firstStart, firstChild.summary.elementCount, with: newElements)
            replacement += replace(in: node.children[last], 0, high - lastStart, with: [])
        }
        node.children.replaceSubrange(first...last, with: replacement)
        mergeNeighbours(of: node, around: max(0, first - 1)..<min(node.children.count, first + replacement.count + 1))
        return settle(node)
    }

    /// Merges neighbouring children in `window` that together fit in one node, keeping the
    /// half-full invariant.
    private static func mergeNeighbours(of node: Node, around window: Range<Int>) {
        var index = window.lowerBound, end = window.upperBound
        while index + 1 < end, index + 1 < node.children.count {
            if node.children[index].fill + node.children[index + 1].fill <= maximumFill {
                makeUnique(&node.children[index])
                node.children[index].absorb(node.children[index + 1])
                node.children.remove(at: index + 1)
                end -= 1
            } else {
                index += 1
            }
        }
    }

    /// A node after its contents changed: resummed, gone when empty, split evenly when overfull.
    private static func settle(_ node: Node) -> [Node] {
        guard node.fill > 0 else { return [] }
        guard node.fill > maximumFill else {
            node.resum()
            return [node]
        }
        if node.height == 0 { return evenGroups(node.elements).map { Node(leaf: Array($0)) } }
        return evenGroups(node.children).map { Node(height: node.height, children: Array($0)) }
    }

    /// Nodes of one height stacked into a tree: grouped under parents until one remains.
    private static func build(_ level: [Node]) -> Node {
        var nodes = level
        guard !nodes.isEmpty else { return Node(leaf: []) }
        while nodes.count > 1 {
            let height = nodes[0].height + 1
            nodes = evenGroups(nodes).map { Node(height: height, children: Array($0)) }
        }
        return nodes[0]
    }

    /// `items` cut into the fewest groups of at most `maximumFill`, of sizes differing by at most
    /// one (so neighbours together always overfill one node, unless there is only one).
    private static func evenGroups<T>(_ items: [T]) -> [ArraySlice<T>] {
        guard items.count > maximumFill else { return items.isEmpty ? [] : [items[...]] }
        let groups = (items.count + maximumFill - 1) / maximumFill
        let size = items.count / groups, larger = items.count % groups
        var result: [ArraySlice<T>] = [], start = 0
        result.reserveCapacity(groups)
        for group in 0..<groups {
            let end = start + size + (group < larger ? 1 : 0)
            result.append(items[start..<end])
            start = end
        }
        return result
    }

    // MARK: Checking

    /// What is wrong with the tree's shape, or nil: leaves at one depth, no node over
    /// `maximumFill`, neighbours that could be one node merged, sums that add up (tests).
    func invariantViolation() -> String? {
        Self.violation(in: root, isRoot: true)
    }

    /// The leaves' identities in order (tests check that an edit of a copy copies one path).
    var leafIdentities: [ObjectIdentifier] {
        var leaves: [ObjectIdentifier] = []
        func collect(_ node: Node) {
            if node.height == 0 { leaves.append(ObjectIdentifier(node)) } else { node.children.forEach(collect) }
        }
        collect(root)
        return leaves
    }

    private static func violation(in node: Node, isRoot: Bool) -> String? {
        if node.fill > maximumFill { return "a node of height \(node.height) holds \(node.fill)" }
        if !isRoot, node.fill == 0 { return "an empty node of height \(node.height)" }
        var sum = Summary.zero
        if node.height == 0 {
            for element in node.elements { sum = sum.adding(element.summary) }
        } else {
            for (index, child) in node.children.enumerated() {
                if child.height != node.height - 1 { return "a child of height \(child.height) under \(node.height)" }
                if index > 0, node.children[index - 1].fill + child.fill <= maximumFill {
                    return "neighbours of \(node.children[index - 1].fill) and \(child.fill) not merged"
                }
                if let problem = violation(in: child, isRoot: false) { return problem }
                sum = sum.adding(child.summary)
            }
        }
        if sum.elementCount != node.summary.elementCount { return "a node's count \(node.summary.elementCount) is not its sum \(sum.elementCount)" }
        return nil
    }

    private static func makeUnique(_ node: inout Node) {
        if !isKnownUniquelyReferenced(&node) { node = Node(copying: node) }
    }
}
