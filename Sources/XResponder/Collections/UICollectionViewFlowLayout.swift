import Foundation

/// UIKit's line-based layout (R-LC2): items flow along a line and wrap to the next, by section,
/// with optional headers and footers (pinned to the top while their section scrolls under them
/// when `sectionHeadersPinToVisibleBounds`). Sizes and spacings come from the layout's properties
/// or from the delegate (`UICollectionViewDelegateFlowLayout`).
///
/// A section whose items all have `itemSize` (the delegate gives no sizes) is a grid: frames are
/// arithmetic, so a million items cost what is on screen. Items of different sizes are measured
/// once per layout and found by binary search.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// UIKit's sentinel for self-sizing items: they stand at `itemSize` until their cells are
    /// measured (UICollectionView+SelfSizing.swift).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// What a flow layout's section insets are measured from: the content inset, the safe area or the layout margins.
    public enum SectionInsetReference: Int, Sendable { case fromContentInset = 0, fromSafeArea, fromLayoutMargins }

    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }

    /// The sections, in vertical space (see `LayoutSections`).
    var geometry = LayoutSections()
    private var contentSize: CGSize = .zero
    /// The width laid out for (the cross extent): a change of it invalidates the layout.
    private var preparedCrossExtent: CGFloat = -1
    /// The self-sizing items' measures, by section, during `prepare()`.
    private var measuredBySection: [Int: [(item: Int, size: CGSize)]] = [:]
    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate gives no sizes.
    var delegateSizeWasDefault = false

    public override init() { super.init() }

    private var vertical: Bool { scrollDirection == .vertical }
    /// Swaps the axes of horizontal layouts into vertical space and back.
    private func oriented(_ size: CGSize) -> CGSize { vertical ? size : CGSize(width: size.height, height: size.width) }
    private func oriented(_ rect: CGRect) -> CGRect {
        guard !rect.isNull, !vertical else { return rect }
        return CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }
    private func oriented(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        vertical ? insets : UIEdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    /// The extent across the scrolling axis items wrap within.
    private func crossExtent(of collectionView: UICollectionView) -> CGFloat {
        let insets = oriented(collectionView.adjustedContentInset)
        return max(0, oriented(collectionView.bounds.size).width - insets.left - insets.right)
    }

    open override func prepare() {
        super.prepare()
        geometry = LayoutSections()
        guard let collectionView else { contentSize = .zero; return }
        let cross = crossExtent(of: collectionView)
        preparedCrossExtent = cross
        let delegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        measures.keep(forCrossExtent: cross)
        measuredBySection = estimatedItemSize == .zero ? [:] : measures.bySection()
        var y: CGFloat = 0
        let count = collectionView.numberOfSections
        geometry.sections.reserveCapacity(count)
        for index in 0..<count {
            var section = LayoutSections.Section()
            section.top = y
            let items = collectionView.numberOfItems(inSection: index)
            let inset = oriented(delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset)
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index) ?? minimumLineSpacing
            let interitem = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index) ?? minimumInteritemSpacing
            let header = oriented(delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index) ?? headerReferenceSize).height
            let footer = oriented(delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index) ?? footerReferenceSize).height
            if header > 0 {
                section.supplementaries.append(.init(kind: UICollectionView.elementKindSectionHeader,
                                                     frame: CGRect(x: 0, y: y, width: cross, height: header),
                                                     pin: sectionHeadersPinToVisibleBounds && vertical ? .top : .none))
            }
            y += max(0, header) + inset.top
            let origin = CGPoint(x: inset.left, y: y)
            let width = max(0, cross - inset.left - inset.right)
            section.items = itemFrames(section: index, count: items, origin: origin, width: width,
                                       interitem: interitem, lineSpacing: lineSpacing, delegate: delegate)
            y += section.items.extent + inset.bottom
            if footer > 0 {
                section.supplementaries.append(.init(kind: UICollectionView.elementKindSectionFooter,
                                                     frame: CGRect(x: 0, y: y, width: cross, height: footer),
                                                     pin: sectionFootersPinToVisibleBounds && vertical ? .bottom : .none))
            }
            y += max(0, footer)
            section.bottom = y
            geometry.sections.append(section)
        }
        contentSize = oriented(CGSize(width: cross, height: y))
    }

    /// A grid when every item has the same size, else the items flowing one by one.
    private func itemFrames(section: Int, count: Int, origin: CGPoint, width: CGFloat, interitem: CGFloat,
                            lineSpacing: CGFloat, delegate: UICollectionViewDelegateFlowLayout?) -> SectionItemFrames {
        guard let collectionView, count > 0 else { return SectionItemFrames(origin: origin) }
        var uniform = oriented(standingItemSize)
        if let delegate {
            delegateSizeWasDefault = false
            let first = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            if !delegateSizeWasDefault {
                var sizes = [oriented(first)]
                sizes.reserveCapacity(count)
                for item in 1..<max(1, count) {
                    sizes.append(oriented(delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: item, section: section))))
                }
                return .flowing(sizes: sizes, origin: origin, width: width, interitemSpacing: interitem, lineSpacing: lineSpacing)
            }
            uniform = oriented(first)
        }
        if estimatedItemSize != .zero {
            // Self-sizing items: each stands at the estimate until its cell is measured; once any
            // is, the items flow one by one (no wider than the line).
            var frames: SectionItemFrames
            if let measured = measuredBySection[section], !measured.isEmpty {
                var sizes = Array(repeating: uniform, count: count)
                for (item, size) in measured where item < count {
                    let size = oriented(size)
                    sizes[item] = CGSize(width: min(max(0, size.width), width), height: max(0, size.height))
                }
                frames = .flowing(sizes: sizes, origin: origin, width: width, interitemSpacing: interitem, lineSpacing: lineSpacing)
            } else {
                frames = grid(count: count, origin: origin, width: width, item: uniform, interitem: interitem, lineSpacing: lineSpacing)
            }
            frames.estimatedAxes = [.width, .height]
            return frames
        }
        return grid(count: count, origin: origin, width: width, item: uniform, interitem: interitem, lineSpacing: lineSpacing)
    }

    /// Items of one size in lines: frames by arithmetic.
    private func grid(count: Int, origin: CGPoint, width: CGFloat, item uniform: CGSize, interitem: CGFloat,
                      lineSpacing: CGFloat) -> SectionItemFrames {
        var frames = SectionItemFrames()
        frames.count = count
        frames.origin = origin
        let itemWidth = max(0, uniform.width), itemHeight = max(0, uniform.height)
        let columns = max(1, Int(((width + interitem + 0.001) / max(itemWidth + interitem, 1)).rounded(.down)))
        if columns == 1 || count == 1 {
            // A line of one item centres it, as UIKit's flow layout does.
            frames.pattern = [CGRect(x: max(0, (width - itemWidth) / 2), y: 0, width: itemWidth, height: itemHeight)]
        } else {
            // Full lines are justified: the spare room widens the gaps.
            let spacing = (width - CGFloat(columns) * itemWidth) / CGFloat(columns - 1)
            frames.pattern = (0..<columns).map { CGRect(x: CGFloat($0) * (itemWidth + spacing), y: 0, width: itemWidth, height: itemHeight) }
        }
        frames.stride = itemHeight + lineSpacing
        return frames
    }

    /// The size items stand at: `itemSize`, or the estimate when items are to size themselves.
    var standingItemSize: CGSize {
        estimatedItemSize != .zero ? (estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize) : itemSize
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    override var keepsMeasures: Bool { estimatedItemSize != .zero }

    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredSizeDiffers(preferredAttributes, from: originalAttributes)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        let insets = oriented(collectionView.adjustedContentInset)
        return oriented(newBounds.size).width - insets.left - insets.right != preparedCrossExtent
    }

    /// Where pinned headers and footers stop: the visible part of the bounds, in vertical space.
    private var visibleBand: ClosedRange<CGFloat> {
        guard let collectionView else { return 0...0 }
        let bounds = oriented(collectionView.bounds)
        let insets = oriented(collectionView.adjustedContentInset)
        return (bounds.minY + insets.top)...max(bounds.minY + insets.top, bounds.maxY - insets.bottom)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        geometry.attributes(in: oriented(rect), visible: visibleBand, orient: oriented)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.itemAttributes(at: indexPath, orient: oriented)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        geometry.supplementaryAttributes(kind: elementKind, at: indexPath, visible: visibleBand, orient: oriented)
    }
}
