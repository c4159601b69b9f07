import Foundation

/// What the flow and compositional layouts compute, as numbers (R-LC3): sections in order along
/// the scrolling axis, each with its items' frames (`SectionItemFrames`) and its headers and
/// footers; and how to answer the collection view's questions from them — the sections meeting a
/// rectangle by binary search, the items in it by arithmetic. In vertical space (y along the
/// scrolling axis); `orient` maps a frame back to the collection view's axes.
struct LayoutSections {
    struct Supplementary {
        enum Pin { case none, top, bottom }
        var kind: String
        var frame: CGRect
        var pin: Pin = .none
        var zIndex = 1
        /// Its height was estimated: the view is asked for its own.
        var sizesItself = false
    }

    struct Section {
        var top: CGFloat = 0
        var bottom: CGFloat = 0
        var items = SectionItemFrames()
        var supplementaries: [Supplementary] = []
        /// Views behind the section (compositional decoration items), in its coordinates.
        var decorations: [Supplementary] = []
        /// Per leaf of the items' pattern, the supplementary items anchored on each of its cells.
        var anchored: [[NSCollectionLayoutSupplementaryItem]] = []

        /// The supplementary items anchored on `item`'s cell.
        func anchored(on item: Int) -> [NSCollectionLayoutSupplementaryItem] {
            guard !anchored.isEmpty, !items.pattern.isEmpty, items.listed == nil else { return [] }
            let leaf = item % items.pattern.count
            return leaf < anchored.count ? anchored[leaf] : []
        }
    }

    var sections: [Section] = []

    /// The first section whose bottom is below `y`.
    func firstSection(endingAfter y: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom < y { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// The cells and supplementary views meeting `band`; pinned ones held inside `visible`. A
    /// section that runs across gives the items within `across(section)` along x.
    @MainActor
    func attributes(in band: CGRect, visible: ClosedRange<CGFloat>, orient: (CGRect) -> CGRect,
                    across: (Int) -> ClosedRange<CGFloat>? = { _ in nil }) -> [UICollectionViewLayoutAttributes] {
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: band.minY)
        while index < sections.count, sections[index].top <= band.maxY {
            let section = sections[index]
            let window = section.items.runsAcross ? across(index) : nil
            for item in section.items.items(from: band.minY, to: band.maxY, across: window) {
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                attributes.frame = orient(section.items.frame(at: item))
                attributes.selfSizingAxes = section.items.selfSizingAxes(of: item)
                result.append(attributes)
                for anchored in section.anchored(on: item) {
                    result.append(self.attributes(anchored, onItemAt: IndexPath(item: item, section: index), frame: attributes.frame, orient: orient))
                }
            }
            for decoration in section.decorations where decoration.frame.intersects(band) {
                let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: decoration.kind, with: IndexPath(item: 0, section: index))
                attributes.frame = orient(decoration.frame)
                attributes.zIndex = decoration.zIndex
                result.append(attributes)
            }
            for supplementary in section.supplementaries {
                let frame = place(supplementary, in: section, visible: visible)
                guard frame.intersects(band) else { continue }
                result.append(attributes(of: supplementary, frame: orient(frame), section: index))
            }
            index += 1
        }
        return result
    }

    @MainActor
    func itemAttributes(at indexPath: IndexPath, orient: (CGRect) -> CGRect) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section) else { return nil }
        let frame = sections[indexPath.section].items.frame(at: indexPath.item)
        guard !frame.isNull else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = orient(frame)
        attributes.selfSizingAxes = sections[indexPath.section].items.selfSizingAxes(of: indexPath.item)
        return attributes
    }

    /// A supplementary item anchored on an item's cell (already oriented).
    @MainActor
    private func attributes(_ anchored: NSCollectionLayoutSupplementaryItem, onItemAt indexPath: IndexPath, frame: CGRect,
                            orient: (CGRect) -> CGRect) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: anchored.elementKind, with: indexPath)
        attributes.frame = anchored.frame(on: frame)
        attributes.zIndex = max(anchored.zIndex, 1)
        return attributes
    }

    @MainActor
    func decorationAttributes(kind: String, at indexPath: IndexPath, orient: (CGRect) -> CGRect) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(indexPath.section),
              let decoration = sections[indexPath.section].decorations.first(where: { $0.kind == kind }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: indexPath)
        attributes.frame = orient(decoration.frame)
        attributes.zIndex = decoration.zIndex
        return attributes
    }

    @MainActor
    func supplementaryAttributes(kind: String, at indexPath: IndexPath, visible: ClosedRange<CGFloat>,
                                 orient: (CGRect) -> CGRect) -> UICollectionViewLayoutAttributes? {
        if sections.indices.contains(indexPath.section),
           let anchored = sections[indexPath.section].anchored(on: indexPath.item).first(where: { $0.elementKind == kind }) {
            let frame = sections[indexPath.section].items.frame(at: indexPath.item)
            guard !frame.isNull else { return nil }
            return attributes(anchored, onItemAt: indexPath, frame: orient(frame), orient: orient)
        }
        guard sections.indices.contains(indexPath.section),
              let supplementary = sections[indexPath.section].supplementaries.first(where: { $0.kind == kind }) else { return nil }
        let frame = place(supplementary, in: sections[indexPath.section], visible: visible)
        return attributes(of: supplementary, frame: orient(frame), section: indexPath.section)
    }

    @MainActor
    private func attributes(of supplementary: Supplementary, frame: CGRect, section: Int) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: supplementary.kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = supplementary.pin == .none ? supplementary.zIndex : max(10, supplementary.zIndex)
        if supplementary.sizesItself { attributes.selfSizingAxes = .height }
        return attributes
    }

    /// A pinned header stays at the top of the visible band while its section is under it, and is
    /// pushed off by the section's end; a pinned footer likewise at the bottom.
    private func place(_ supplementary: Supplementary, in section: Section, visible: ClosedRange<CGFloat>) -> CGRect {
        var frame = supplementary.frame
        switch supplementary.pin {
        case .none: break
        case .top: frame.origin.y = min(max(frame.minY, visible.lowerBound), section.bottom - frame.height)
        case .bottom: frame.origin.y = max(min(frame.minY, visible.upperBound - frame.height), section.top)
        }
        return frame
    }
}
