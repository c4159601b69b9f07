import Foundation

/// UIKit's layout of sections made of groups of items (iOS 13, R-LC2): one section for all, or a
/// section provider asked per section with the environment (the container's size and traits).
/// Each section's group repeats down the collection; its items' frames are computed once per
/// group and then by arithmetic, so a section of a million items costs what is on screen.
///
/// Vertical scrolling; a section with an `orthogonalScrollingBehavior` scrolls across in a
/// scroller of its own (UICollectionView+Orthogonal.swift). A group of estimated height sizes itself by its cells (`SelfSizedBlocks`); an
/// estimated width stands at its estimate (docs/lists.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let sectionProvider: SectionProvider
    open var configuration = UICollectionViewCompositionalLayoutConfiguration() { didSet { invalidateLayout() } }
    var geometry = LayoutSections()
    private var contentSize: CGSize = .zero
    private var preparedSize: CGSize = .zero
    /// The list configuration this layout was made from, if any (its background colour is the
    /// collection view's, as in UIKit).
    private var listConfiguration: UICollectionLayoutListConfiguration?
    /// Whether each section is a list that shows separators.
    private var separatedSections: [Bool] = []
    /// Each list section's look (nil: not a list).
    private var listAppearances: [UICollectionLayoutListConfiguration.Appearance?] = []
    /// Each section's visible items handler, with the environment it was laid out in.
    private var itemsHandlers: [Int: (NSCollectionLayoutSectionVisibleItemsInvalidationHandler, any NSCollectionLayoutEnvironment)] = [:]
    /// The sections that scroll across, as the last `prepare()` laid them out.
    private var acrossSections: [Int: OrthogonalSection] = [:]
    /// Each list section's swipe action providers, as the last `prepare()` found them.
    private var swipeProviders: [Int: (leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
                                       trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?)] = [:]

    public init(section: NSCollectionLayoutSection) {
        sectionProvider = { _, _ in section }
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        self.sectionProvider = sectionProvider
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// A layout whose every section is a list (iOS 14).
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout(sectionProvider: { _, _ in configuration.makeSection() })
        layout.listConfiguration = configuration
        return layout
    }

    open override func prepare() {
        super.prepare()
        geometry = LayoutSections()
        separatedSections = []
        listAppearances = []
        acrossSections = [:]
        swipeProviders = [:]
        itemsHandlers = [:]
        guard let collectionView else { contentSize = .zero; return }
        if let listConfiguration { collectionView.backgroundColor = listConfiguration.resolvedBackgroundColor }
        let insets = collectionView.adjustedContentInset
        let width = max(0, collectionView.bounds.width - insets.left - insets.right)
        let height = max(0, collectionView.bounds.height - insets.top - insets.bottom)
        preparedSize = collectionView.bounds.size
        let container = CollectionLayoutContainer(contentSize: CGSize(width: width, height: height),
                                                  contentInsets: NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        let environment = CollectionLayoutEnvironment(container: container, traitCollection: collectionView.traitCollection)
        measures.keep(forCrossExtent: width)
        let measured = measures.bySection()
        var y: CGFloat = 0
        for index in 0..<collectionView.numberOfSections {
            if index > 0 { y += configuration.interSectionSpacing }
            guard let section = sectionProvider(index, environment) else {
                geometry.sections.append(LayoutSections.Section(top: y, bottom: y, items: SectionItemFrames(count: 0)))
                separatedSections.append(false)
                listAppearances.append(nil)
                continue
            }
            let laidOut = lay(section, index: index, at: y, width: width, height: height, measured: measured, in: collectionView)
            geometry.sections.append(laidOut)
            separatedSections.append(section.showsListSeparators)
            listAppearances.append(section.listAppearance)
            if section.swipeProviders.leading != nil || section.swipeProviders.trailing != nil { swipeProviders[index] = section.swipeProviders }
            if let handler = section.visibleItemsInvalidationHandler { itemsHandlers[index] = (handler, environment) }
            y = laidOut.bottom
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// A section that scrolls down with the collection view: its group repeated below itself; a
    /// group of estimated height sizes itself, its estimated items by their cells.
    private func down(_ section: NSCollectionLayoutSection, leaves: [NSCollectionLayoutItem.Leaf], group groupSize: CGSize, index: Int,
                      origin: CGPoint, measured: [(item: Int, size: CGSize)], in collectionView: UICollectionView) -> SectionItemFrames {
        var frames = SectionItemFrames()
        frames.count = collectionView.numberOfItems(inSection: index)
        frames.origin = origin
        frames.pattern = leaves.map(\.frame)
        frames.stride = groupSize.height + section.interGroupSpacing
        frames.blockHeight = groupSize.height
        if frames.pattern.isEmpty { frames.count = 0 }
        if section.group.layoutSize.heightDimension.isEstimated, !frames.pattern.isEmpty {
            var sizing = SelfSizedBlocks(pattern: frames.pattern, leaves: leaves.map { Self.sizing(of: $0.item) },
                                         stacks: section.group.axis == .vertical)
            sizing.measure(measured.map { ($0.item, $0.size.height) }, count: frames.count)
            frames.sizing = sizing
            frames.estimatedAxes = .height
        }
        return frames
    }

    /// A section that scrolls across: its groups side by side from the leading inset (centred in
    /// the width for `.groupPagingCentered`), in one band; described to the collection view, which
    /// gives it a scroller. Estimated sizes stand at their estimate here.
    private func across(_ section: NSCollectionLayoutSection, leaves: [NSCollectionLayoutItem.Leaf], group groupSize: CGSize, index: Int,
                        at y: CGFloat, width: CGFloat, in collectionView: UICollectionView) -> SectionItemFrames {
        let insets = section.contentInsets
        var frames = SectionItemFrames()
        frames.runsAcross = true
        frames.count = collectionView.numberOfItems(inSection: index)
        let groupWidth = max(0, groupSize.width)
        let centred = section.orthogonalScrollingBehavior == .groupPagingCentered
        let leading = centred ? max(insets.leading, (width - groupWidth) / 2) : insets.leading
        frames.origin = CGPoint(x: leading, y: y)
        frames.pattern = leaves.map(\.frame)
        frames.stride = groupWidth + section.interGroupSpacing
        frames.blockHeight = groupSize.height
        if frames.pattern.isEmpty { frames.count = 0 }
        let trailing = centred ? max(insets.trailing, (width - groupWidth) / 2) : insets.trailing
        acrossSections[index] = OrthogonalSection(behavior: section.orthogonalScrollingBehavior,
                                                  band: CGRect(x: 0, y: y, width: width, height: frames.extent),
                                                  contentWidth: leading + frames.acrossExtent + trailing,
                                                  firstGroup: leading, groupStride: frames.stride, groupWidth: groupWidth)
        return frames
    }

    override var orthogonalSections: [Int: OrthogonalSection] { acrossSections }

    /// The section's decoration items: each over the whole section (headers and footers too),
    /// less its content insets.
    private func decorate(_ result: inout LayoutSections.Section, with section: NSCollectionLayoutSection, width: CGFloat) {
        result.decorations = section.decorationItems.map { item in
            let insets = item.contentInsets
            let frame = CGRect(x: insets.leading, y: result.top + insets.top, width: max(0, width - insets.leading - insets.trailing),
                               height: max(0, result.bottom - result.top - insets.top - insets.bottom))
            return LayoutSections.Supplementary(kind: item.elementKind, frame: frame, zIndex: item.zIndex)
        }
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.decorationAttributes(kind: elementKind, at: indexPath, orient: { $0 })
    }

    override func anchorsToItems(kind: String, inSection section: Int) -> Bool {
        geometry.sections.indices.contains(section) && geometry.sections[section].anchored.contains { $0.contains { $0.elementKind == kind } }
    }

    /// How a leaf's height is decided in a group of estimated height.
    private static func sizing(of item: NSCollectionLayoutItem) -> SelfSizedBlocks.Leaf {
        let height = item.layoutSize.heightDimension
        return height.isEstimated ? .estimated : (height.isFractionalHeight ? .stretched : .fixed)
    }

    /// One section from `y`: headers above, the repeated group inside the content insets, footers
    /// below.
    private func lay(_ section: NSCollectionLayoutSection, index: Int, at top: CGFloat, width: CGFloat, height: CGFloat,
                     measured: [Int: [(item: Int, size: CGSize)]], in collectionView: UICollectionView) -> LayoutSections.Section {
        var result = LayoutSections.Section()
        result.top = top
        var y = top
        let insets = section.contentInsets
        let inner = CGSize(width: max(0, width - insets.leading - insets.trailing), height: height)
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        let supplementaryWidth = section.supplementariesFollowContentInsets ? inner.width : width
        func supplementary(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> LayoutSections.Supplementary {
            var size = item.layoutSize.resolve(in: CGSize(width: supplementaryWidth, height: height))
            // An estimated header or footer stands at its estimate until its view is measured.
            let estimated = item.layoutSize.heightDimension.isEstimated
            if estimated, let measured = measures.supplementaryHeights[.init(kind: item.elementKind, section: index)] { size.height = measured }
            let frame = CGRect(x: supplementaryX, y: y, width: min(size.width, supplementaryWidth), height: size.height)
            return .init(kind: item.elementKind, frame: frame, pin: item.pinToVisibleBounds ? (item.isAbove ? .top : .bottom) : .none,
                         zIndex: item.zIndex, sizesItself: estimated)
        }
        for item in section.boundarySupplementaryItems where item.isAbove {
            let placed = supplementary(item)
            result.supplementaries.append(placed)
            y += placed.frame.height
        }
        y += insets.top
        let groupSize = section.group.layoutSize.resolve(in: inner)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        // A group that scrolls across may be wider than the section; one that scrolls down may not.
        let groupArea = CGSize(width: orthogonal ? groupSize.width : min(groupSize.width, inner.width), height: groupSize.height)
        let leaves = section.group.leaves(in: CGRect(origin: .zero, size: groupArea))
        if leaves.contains(where: { !$0.item.supplementaryItems.isEmpty }) { result.anchored = leaves.map(\.item.supplementaryItems) }
        let frames = orthogonal
            ? across(section, leaves: leaves, group: groupSize, index: index, at: y, width: width, in: collectionView)
            : down(section, leaves: leaves, group: groupSize, index: index, origin: CGPoint(x: insets.leading, y: y),
                   measured: measured[index] ?? [], in: collectionView)
        result.items = frames
        y += frames.extent + insets.bottom
        for item in section.boundarySupplementaryItems where !item.isAbove {
            let placed = supplementary(item)
            result.supplementaries.append(placed)
            y += placed.frame.height
        }
        result.bottom = y
        decorate(&result, with: section, width: width)
        return result
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    override var keepsMeasures: Bool { true }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredSizeDiffers(preferredAttributes, from: originalAttributes)
    }

    override func showsListSeparators(inSection section: Int) -> Bool {
        separatedSections.indices.contains(section) && separatedSections[section]
    }

    override func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? {
        guard let providers = swipeProviders[indexPath.section] else { return nil }
        return (trailing ? providers.trailing : providers.leading)?(indexPath)
    }

    override func visibleItemsHandler(inSection section: Int)
        -> (NSCollectionLayoutSectionVisibleItemsInvalidationHandler, any NSCollectionLayoutEnvironment)? { itemsHandlers[section] }

    override var hasVisibleItemsHandlers: Bool { !itemsHandlers.isEmpty }

    /// Only items and headers of estimated size are measured: the rest are not asked again on
    /// every tile.
    override func needsMeasure(at indexPath: IndexPath) -> Bool {
        guard geometry.sections.indices.contains(indexPath.section),
              !geometry.sections[indexPath.section].items.selfSizingAxes(of: indexPath.item).isEmpty else { return false }
        return super.needsMeasure(at: indexPath)
    }

    override func needsMeasure(ofSupplementary kind: String, inSection section: Int) -> Bool {
        guard geometry.sections.indices.contains(section),
              geometry.sections[section].supplementaries.contains(where: { $0.kind == kind && $0.sizesItself }) else { return false }
        return super.needsMeasure(ofSupplementary: kind, inSection: section)
    }

    override func listAppearance(inSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? {
        listAppearances.indices.contains(section) ? listAppearances[section] : nil
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != preparedSize
    }

    private var visibleBand: ClosedRange<CGFloat> {
        guard let collectionView else { return 0...0 }
        let top = collectionView.bounds.minY + collectionView.adjustedContentInset.top
        return top...max(top, collectionView.bounds.maxY - collectionView.adjustedContentInset.bottom)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        geometry.attributes(in: rect, visible: visibleBand, orient: { $0 }, across: { [weak collectionView] section in
            collectionView?.orthogonalWindow(inSection: section)
        })
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.itemAttributes(at: indexPath, orient: { $0 })
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.supplementaryAttributes(kind: elementKind, at: indexPath, visible: visibleBand, orient: { $0 })
    }
}
