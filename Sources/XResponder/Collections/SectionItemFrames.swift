import Foundation

/// The frames of one section's items, as numbers (R-LC3 for collections): either a pattern that
/// repeats along the scrolling axis — a flow layout's line of equal items, a compositional group —
/// so that any item's frame and the items in a rectangle are arithmetic, or, for items of
/// different sizes, every frame listed with the lines they form (found by binary search).
///
/// Everything is in "vertical space": y runs along the scrolling axis. Horizontal layouts swap the
/// axes on the way in and out.
struct SectionItemFrames {
    var count = 0
    /// Where the first block starts.
    var origin: CGPoint = .zero
    /// Item frames within one block, relative to its origin; the block repeats every `stride`.
    var pattern: [CGRect] = []
    var stride: CGFloat = 0
    /// Every item's frame, when the items do not repeat (then `pattern` is unused).
    var listed: [CGRect]?
    /// For listed frames: the first item of each line and the line's vertical extent.
    var lines: [(first: Int, minY: CGFloat, maxY: CGFloat)] = []
    /// For a self-sizing pattern: the blocks and items measured to other than the estimate.
    var sizing: SelfSizedBlocks?
    /// The sides along which the items were estimated, in the collection view's axes (a flow
    /// layout's `estimatedItemSize`; a compositional section's estimated height, for the leaves
    /// `sizing` says size themselves).
    var estimatedAxes: UICollectionViewLayoutAttributes.SelfSizingAxes = []
    /// For a section that scrolls across (a compositional `orthogonalScrollingBehavior`): the
    /// pattern repeats along x every `stride` instead, in one band as tall as the pattern.
    var runsAcross = false
    /// The height of one block when it is more than its items reach (a compositional group with
    /// inset items): the last block counts whole, as UIKit's section does.
    var blockHeight: CGFloat?

    /// The length the items take along the scrolling axis.
    var extent: CGFloat {
        if listed != nil { return (lines.last?.maxY ?? origin.y) - origin.y }
        guard count > 0, !pattern.isEmpty else { return 0 }
        let reach = pattern.map(\.maxY).max() ?? 0
        let padding = max(0, (blockHeight ?? reach) - reach)
        if runsAcross { return reach + padding }
        if let sizing {
            let last = (count - 1) / pattern.count
            let lastFrames = (last * pattern.count..<count).map { sizing.frameInBlock($0).maxY }
            return sizing.top(of: last, stride: stride) + (lastFrames.max() ?? 0) + padding
        }
        let blocks = (count + pattern.count - 1) / pattern.count
        let lastBlockItems = count - (blocks - 1) * pattern.count
        let lastBottom = blockHeight ?? (pattern.prefix(lastBlockItems).map(\.maxY).max() ?? 0)
        return CGFloat(blocks - 1) * stride + lastBottom
    }

    func frame(at item: Int) -> CGRect {
        guard item >= 0, item < count else { return .null }
        if let listed { return listed[item] }
        guard !pattern.isEmpty else { return .null }
        let block = item / pattern.count
        if runsAcross { return pattern[item % pattern.count].offsetBy(dx: origin.x + CGFloat(block) * stride, dy: origin.y) }
        if let sizing { return sizing.frameInBlock(item).offsetBy(dx: origin.x, dy: origin.y + sizing.top(of: block, stride: stride)) }
        return pattern[item % pattern.count].offsetBy(dx: origin.x, dy: origin.y + CGFloat(block) * stride)
    }

    /// The length the items of a section that runs across take along x, from its origin.
    var acrossExtent: CGFloat {
        guard runsAcross, count > 0, !pattern.isEmpty else { return 0 }
        let blocks = (count + pattern.count - 1) / pattern.count
        let lastBlockItems = count - (blocks - 1) * pattern.count
        return CGFloat(blocks - 1) * stride + (pattern.prefix(lastBlockItems).map(\.maxX).max() ?? 0)
    }

    /// The items whose frames meet the band from `minY` to `maxY`, in order; in a section that
    /// runs across, those within `across` along x (what its scroller shows).
    func items(from minY: CGFloat, to maxY: CGFloat, across: ClosedRange<CGFloat>? = nil) -> [Int] {
        guard count > 0, maxY >= minY else { return [] }
        if runsAcross { return itemsAcross(from: minY, to: maxY, window: across) }
        if let listed {
            // The first line ending below minY, by binary search; then lines until one starts below maxY.
            var low = 0, high = lines.count
            while low < high {
                let mid = (low + high) / 2
                if lines[mid].maxY < minY { low = mid + 1 } else { high = mid }
            }
            var result: [Int] = []
            var line = low
            while line < lines.count, lines[line].minY <= maxY {
                let end = line + 1 < lines.count ? lines[line + 1].first : count
                result += (lines[line].first..<end).filter { listed[$0].maxY >= minY && listed[$0].minY <= maxY }
                line += 1
            }
            return result
        }
        guard !pattern.isEmpty, stride > 0 || count <= pattern.count else { return [] }
        if sizing != nil { return measuredItems(from: minY, to: maxY) }
        let blockHeight = pattern.map(\.maxY).max() ?? 0
        let blocks = (count + pattern.count - 1) / pattern.count
        let first = stride > 0 ? max(0, Int(((minY - origin.y - blockHeight) / stride).rounded(.down))) : 0
        let last = stride > 0 ? min(blocks - 1, Int(((maxY - origin.y) / stride).rounded(.down))) : 0
        guard first <= last else { return [] }
        var result: [Int] = []
        for block in first...last {
            for (index, frame) in pattern.enumerated() {
                let item = block * pattern.count + index
                guard item < count else { break }
                let y = origin.y + CGFloat(block) * stride
                if frame.maxY + y >= minY, frame.minY + y <= maxY { result.append(item) }
            }
        }
        return result
    }

    /// `items(from:to:)` for a section that runs across: blocks along x by arithmetic.
    private func itemsAcross(from minY: CGFloat, to maxY: CGFloat, window: ClosedRange<CGFloat>?) -> [Int] {
        guard !pattern.isEmpty, origin.y + extent >= minY, origin.y <= maxY else { return [] }
        let window = window ?? -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude
        let blockWidth = pattern.map(\.maxX).max() ?? 0
        let blocks = (count + pattern.count - 1) / pattern.count
        let first = stride > 0 ? max(0, Int(min(Double(blocks), Double((window.lowerBound - origin.x - blockWidth) / stride).rounded(.down)))) : 0
        let last = stride > 0 ? min(blocks - 1, Int(max(-1, Double((window.upperBound - origin.x) / stride).rounded(.down)))) : blocks - 1
        guard first <= last else { return [] }
        var result: [Int] = []
        for item in first * pattern.count..<min(count, (last + 1) * pattern.count) {
            let frame = self.frame(at: item)
            if frame.maxX >= window.lowerBound, frame.minX <= window.upperBound, frame.maxY >= minY, frame.minY <= maxY { result.append(item) }
        }
        return result
    }

    /// `items(from:to:)` for a self-sizing pattern: the first block by binary search, then blocks
    /// until one starts below the band.
    private func measuredItems(from minY: CGFloat, to maxY: CGFloat) -> [Int] {
        guard let sizing else { return [] }
        let blocks = (count + pattern.count - 1) / pattern.count
        var block = sizing.firstBlock(endingAfter: minY - origin.y, stride: stride, count: blocks)
        var result: [Int] = []
        while block < blocks, origin.y + sizing.top(of: block, stride: stride) <= maxY {
            for item in block * pattern.count..<min(count, (block + 1) * pattern.count) {
                let frame = self.frame(at: item)
                if frame.maxY >= minY, frame.minY <= maxY { result.append(item) }
            }
            block += 1
        }
        return result
    }

    /// The sides along which an item's cell is asked for its size (`preferredLayoutAttributesFitting`).
    func selfSizingAxes(of item: Int) -> UICollectionViewLayoutAttributes.SelfSizingAxes {
        guard let sizing else { return estimatedAxes }
        return sizing.selfSizes(item) ? estimatedAxes : []
    }

    /// Frames laid out one after another, wrapping into lines `width` wide (a flow layout's items
    /// of different sizes): each line as tall as its tallest item, items centred across it.
    static func flowing(sizes: [CGSize], origin: CGPoint, width: CGFloat, interitemSpacing: CGFloat,
                        lineSpacing: CGFloat) -> SectionItemFrames {
        var frames = SectionItemFrames()
        frames.count = sizes.count
        frames.origin = origin
        var listed = [CGRect](repeating: .zero, count: sizes.count)
        var lines: [(first: Int, minY: CGFloat, maxY: CGFloat)] = []
        var index = 0
        var y = origin.y
        var lastSpacing = CGFloat.greatestFiniteMagnitude
        while index < sizes.count {
            var end = index, used: CGFloat = 0
            while end < sizes.count {
                let needed = used + (end > index ? interitemSpacing : 0) + sizes[end].width
                if end > index, needed > width + 0.001 { break }   // rounding does not wrap a line that fits
                used = needed
                end += 1
            }
            let height = sizes[index..<end].map(\.height).max() ?? 0
            // Extra room is shared between the items of a full line (UIKit justifies its lines);
            // the last line keeps the spacing of the line above, so its items line up under them.
            let gaps = end - index - 1
            var spacing = interitemSpacing
            if gaps > 0 { spacing = end < sizes.count ? interitemSpacing + max(0, width - used) / CGFloat(gaps) : min(lastSpacing, interitemSpacing + max(0, width - used) / CGFloat(gaps)) }
            lastSpacing = spacing
            var x = origin.x
            for item in index..<end {
                let size = sizes[item]
                listed[item] = CGRect(x: x, y: y + (height - size.height) / 2, width: size.width, height: size.height)
                x += size.width + spacing
            }
            lines.append((index, y, y + height))
            y += height + lineSpacing
            index = end
        }
        frames.listed = listed
        frames.lines = lines
        return frames
    }
}
