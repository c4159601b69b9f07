import Foundation

/// The measured items of a self-sizing section (R-LC2): a compositional section whose group's
/// height is estimated. Its group repeats as blocks; every block stands at the estimate until
/// one of its items is measured, and the blocks measured to another height are kept sparse
/// (`MeasuredRows`, the table's structure, with blocks for rows), so a million estimated items
/// cost nothing per item and a block's top is found by binary search.
///
/// In a block, each leaf of the pattern is one of three kinds: an item whose height is estimated
/// takes its measured height, an item whose height is a fraction of the group's stretches with the
/// block, and an item of absolute height keeps it. A horizontal group's leaves share the block (it
/// is as tall as its tallest); a vertical group's stack, each pushing the ones below it.
struct SelfSizedBlocks {
    enum Leaf { case fixed, estimated, stretched }

    /// Per leaf of the pattern, how its height is decided.
    let leaves: [Leaf]
    /// Whether the pattern's leaves stack (a vertical group) rather than share a row.
    let stacks: Bool
    /// The pattern's frames, within the block.
    let pattern: [CGRect]
    /// The block's estimated height: the bottom of its lowest leaf.
    let estimate: CGFloat
    /// The measured heights of estimated items, by item.
    private(set) var heights: [Int: CGFloat] = [:]
    /// The blocks whose height differs from the estimate.
    private(set) var blocks = MeasuredRows()

    init(pattern: [CGRect], leaves: [Leaf], stacks: Bool) {
        self.pattern = pattern
        self.leaves = leaves.count == pattern.count ? leaves : Array(repeating: .fixed, count: pattern.count)
        self.stacks = stacks
        estimate = pattern.map(\.maxY).max() ?? 0
    }

    /// Whether an item's height is measured from its cell.
    func selfSizes(_ item: Int) -> Bool { !pattern.isEmpty && leaves[item % pattern.count] == .estimated }

    /// Takes the measured heights of items (of the `count` in the section); a height that is not a
    /// finite positive number counts as 0.
    mutating func measure(_ measures: [(item: Int, height: CGFloat)], count: Int) {
        guard !pattern.isEmpty else { return }
        var touched = Set<Int>()
        for (item, height) in measures where item >= 0 && item < count && selfSizes(item) {
            heights[item] = height.isFinite && height > 0 ? height : 0
            touched.insert(item / pattern.count)
        }
        blocks = MeasuredRows(touched.map { (row: $0, height: blockHeight(of: $0, count: count)) }, estimate: estimate)
    }

    /// A leaf's height before stretching: measured, or as the pattern has it.
    private func ownHeight(_ item: Int) -> CGFloat {
        let leaf = pattern[item % pattern.count]
        return leaves[item % pattern.count] == .estimated ? (heights[item] ?? leaf.height) : leaf.height
    }

    /// What a block's measured items make of its height.
    private func blockHeight(of block: Int, count: Int) -> CGFloat {
        let first = block * pattern.count
        let items = first..<min(count, first + pattern.count)
        if stacks {
            return estimate + items.reduce(0) { $0 + ownHeight($1) - pattern[$1 - first].height }
        }
        // A row is as tall as its tallest leaf that does not stretch with it (the bottom of each
        // kept where the estimate had it, relative to the block's bottom).
        let grown = items.filter { leaves[$0 - first] != .stretched }.map { estimate + ownHeight($0) - pattern[$0 - first].height }
        return grown.max() ?? estimate
    }

    /// The top of `block`, relative to the section's first block, `stride` apart at the estimate.
    func top(of block: Int, stride: CGFloat) -> CGFloat {
        CGFloat(block) * stride + blocks.difference(before: block)
    }

    func height(of block: Int) -> CGFloat { blocks.height(of: block) ?? estimate }

    /// An item's frame relative to its block's top.
    func frameInBlock(_ item: Int) -> CGRect {
        let index = item % pattern.count
        var frame = pattern[index]
        guard blocks.height(of: item / pattern.count) != nil || heights[item] != nil else { return frame }
        switch leaves[index] {
        case .fixed: break
        case .estimated: frame.size.height = ownHeight(item)
        case .stretched: if !stacks { frame.size.height = max(0, height(of: item / pattern.count) - (estimate - frame.height)) }
        }
        if stacks {
            let first = item - index
            frame.origin.y += (first..<item).reduce(0) { $0 + ownHeight($1) - pattern[$1 - first].height }
        }
        return frame
    }

    /// The first block whose bottom is at or below `y` (relative to the first block's top), of
    /// `count` blocks.
    func firstBlock(endingAfter y: CGFloat, stride: CGFloat, count: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if top(of: middle, stride: stride) + height(of: middle) < y { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
