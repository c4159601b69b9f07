import Foundation

/// A row (horizontal) or column (vertical) of items or nested groups in a compositional layout
/// (R-LC2). Its subitems repeat until the group is full — or, made with a count, exactly that many
/// share it equally. A section repeats its group along the scrolling axis.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    enum Axis { case horizontal, vertical }
    let axis: Axis
    public let subitems: [NSCollectionLayoutItem]
    /// Made with a count: that many subitems share the group equally.
    let fixedCount: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, axis: Axis, subitems: [NSCollectionLayoutItem], count: Int?) {
        self.axis = axis
        self.subitems = subitems
        fixedCount = count.map { max(1, $0) }
        super.init(layoutSize: layoutSize)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: subitems, count: nil)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .horizontal, subitems: [subitem], count: count)
    }

    public static func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                  count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: subitems, count: nil)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, axis: .vertical, subitems: [subitem], count: count)
    }

    public static func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// The cells this group makes in `area`, in order: its subitems placed along its axis
    /// (each sized against the group's area), nested groups flattened.
    override func leaves(in area: CGRect) -> [Leaf] {
        let inner = area.inset(by: UIEdgeInsets(top: contentInsets.top, left: contentInsets.leading,
                                                bottom: contentInsets.bottom, right: contentInsets.trailing))
        guard !subitems.isEmpty, inner.width > 0, inner.height > 0 else { return [] }
        let horizontal = axis == .horizontal
        let length = horizontal ? inner.width : inner.height
        let spacing = interItemSpacing?.spacing ?? 0
        // The subitems and their lengths along the axis.
        var placed: [(item: NSCollectionLayoutItem, length: CGFloat, across: CGFloat)] = []
        if let fixedCount {
            let share = max(0, (length - spacing * CGFloat(fixedCount - 1)) / CGFloat(fixedCount))
            let item = subitems[0]
            let across = horizontal ? item.layoutSize.heightDimension.resolve(in: inner.size) : item.layoutSize.widthDimension.resolve(in: inner.size)
            placed = Array(repeating: (item, share, across), count: fixedCount)
        } else {
            var used: CGFloat = 0
            var index = 0
            // Repeat the subitems while the next one fits (at least one is placed).
            while placed.count < 10_000 {
                let item = subitems[index % subitems.count]
                let size = item.layoutSize.resolve(in: inner.size)
                let along = horizontal ? size.width : size.height
                let needed = used + (placed.isEmpty ? 0 : spacing) + along
                if !placed.isEmpty, needed > length + 0.001 { break }
                placed.append((item, along, horizontal ? size.height : size.width))
                used = needed
                index += 1
                if along <= 0 { break }
            }
            if interItemSpacing?.isFlexibleSpacing == true, placed.count > 1 {
                let spare = max(0, length - used)
                let extra = spare / CGFloat(placed.count - 1)
                return lay(placed, in: inner, horizontal: horizontal, spacing: spacing + extra)
            }
        }
        return lay(placed, in: inner, horizontal: horizontal, spacing: spacing)
    }

    private func lay(_ placed: [(item: NSCollectionLayoutItem, length: CGFloat, across: CGFloat)], in inner: CGRect,
                     horizontal: Bool, spacing: CGFloat) -> [Leaf] {
        var frames: [Leaf] = []
        var position = horizontal ? inner.minX : inner.minY
        for (item, length, across) in placed {
            let span = min(across, horizontal ? inner.height : inner.width)
            let room = horizontal ? CGRect(x: position, y: inner.minY, width: length, height: span)
                : CGRect(x: inner.minX, y: position, width: span, height: length)
            frames += item.leaves(in: room)
            position += length + spacing
        }
        return frames
    }
}
