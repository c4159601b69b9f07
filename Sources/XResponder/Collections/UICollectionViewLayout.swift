import Foundation

/// Decides where a collection view's cells and supplementary views go (R-LC2). Subclass it as in
/// UIKit: compute in `prepare()`, answer `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` (the collection view asks for its bounds only, so a layout
/// that answers by arithmetic costs what is on screen), and the per-element questions.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view this layout serves (set when the layout is assigned).
    public internal(set) weak var collectionView: UICollectionView?
    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true

    public init() {}

    /// Computes what the answers need; called before the first layout and after each invalidation.
    open func prepare() {}

    open var collectionViewContentSize: CGSize { .zero }

    /// The elements whose frames meet `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds (a scroll, a resize) needs a new layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Drops what `prepare()` computed; the collection view lays out again.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    // MARK: Self-sizing (UICollectionView+SelfSizing.swift)

    /// Whether a cell's preferred attributes call for a new layout. UIKit's base answers no; the
    /// flow and compositional layouts answer yes when the size differs where they estimated. A
    /// layout of your own that estimates overrides this, keeps the preferred size, and answers
    /// yes.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// The sizes self-sizing cells asked for, when the layout keeps them (`keepsMeasures`).
    var measures = CellMeasures()
    /// Whether this layout lays out from `measures` (the flow and compositional layouts).
    var keepsMeasures: Bool { false }

    /// Whether the item's cell, though shown before, has no measure (after a new width).
    func needsMeasure(at indexPath: IndexPath) -> Bool { keepsMeasures && measures.sizes[indexPath] == nil }

    /// Whether a self-sizing header or footer has not been measured yet.
    func needsMeasure(ofSupplementary kind: String, inSection section: Int) -> Bool {
        keepsMeasures && measures.supplementaryHeights[.init(kind: kind, section: section)] == nil
    }

    /// A self-sizing header's or footer's preferred height: kept; true when it differs from what
    /// the layout gave, and the layout must be prepared again.
    func take(preferredHeight height: CGFloat, ofSupplementary kind: String, inSection section: Int, originalHeight: CGFloat) -> Bool {
        guard keepsMeasures, height.isFinite, height >= 0 else { return false }
        measures.supplementaryHeights[.init(kind: kind, section: section)] = height
        guard abs(height - originalHeight) > 0.25 else { return false }
        needsPrepare = true
        return true
    }

    /// A cell's preferred attributes: kept, and the layout invalidated if it asks. True when the
    /// layout must be asked again. `originalSize` is what the layout gave, in case an override
    /// changed the attributes it was handed.
    func take(preferred: UICollectionViewLayoutAttributes, originalSize: CGSize, original: UICollectionViewLayoutAttributes) -> Bool {
        // A size that is not a finite, non-negative number is not one: the layout's stands.
        for (side, given) in [(\CGSize.width, originalSize.width), (\CGSize.height, originalSize.height)] {
            let asked = preferred.size[keyPath: side]
            guard !(asked.isFinite && asked >= 0) else { continue }
            EventTrace.log("UICollectionView: a cell asked for a size of \(preferred.size) at \(original.indexPath); the layout's stands")
            preferred.size[keyPath: side] = given
        }
        if keepsMeasures, !original.selfSizingAxes.isEmpty { measures.sizes[original.indexPath] = preferred.size }
        guard abs(preferred.size.width - originalSize.width) > 0.25 || abs(preferred.size.height - originalSize.height) > 0.25 else { return false }
        // An override may have changed the attributes it was handed and returned them: the layout
        // hears the original size on a copy.
        var original = original
        if original === preferred || original.size != originalSize, let copy = original.copy() as? UICollectionViewLayoutAttributes {
            copy.size = originalSize
            original = copy
        }
        guard shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return false }
        // The library's layouts are prepared again at once, in this layout pass; one of your own
        // hears `invalidateLayout()`, as in UIKit.
        if keepsMeasures { needsPrepare = true } else { invalidateLayout() }
        return true
    }

    // MARK: Decoration views

    /// The classes of decoration views by kind, made by the collection view for this layout.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    var decorationNibs: [String: UINib] = [:]

    /// Registers the class of the decoration views of `elementKind` (a section's background).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass.map { ($0 as? UICollectionReusableView.Type) ?? UICollectionReusableView.self }
        decorationNibs[elementKind] = nil
    }

    /// Registers a nib whose first view is the decoration view of `elementKind`.
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationNibs[elementKind] = nib
        decorationClasses[elementKind] = nil
    }

    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether supplementary views of `kind` in `section` sit on items (badges) rather than on
    /// the section: in a section that scrolls across, they go in its scroller with the cells.
    func anchorsToItems(kind: String, inSection section: Int) -> Bool { false }

    /// A decoration view of `kind`, made from the registered class or nib; nil when none is
    /// registered (traced once per kind).
    func makeDecorationView(ofKind kind: String) -> UICollectionReusableView? {
        if let viewClass = decorationClasses[kind] { return viewClass.init(registeredWith: kind) }
        if let nib = decorationNibs[kind] {
            if let view = nib.instantiate(withOwner: nil, options: nil).first as? UICollectionReusableView {
                view.reuseIdentifier = kind
                return view
            }
        }
        if unregisteredDecorationKinds.insert(kind).inserted {
            EventTrace.log("UICollectionViewLayout: no decoration view registered for \"\(kind)\"; none is shown")
        }
        return nil
    }
    private var unregisteredDecorationKinds: Set<String> = []

    /// Whether list cells in `section` draw separators: only in a list section (compositional
    /// layouts made from a `UICollectionLayoutListConfiguration` that shows them).
    func showsListSeparators(inSection section: Int) -> Bool { false }

    /// The answer of the library's self-sizing layouts: yes when the size differs along a side they
    /// estimated.
    func preferredSizeDiffers(_ preferred: UICollectionViewLayoutAttributes, from original: UICollectionViewLayoutAttributes) -> Bool {
        let axes = original.selfSizingAxes
        return (axes.contains(.width) && abs(preferred.size.width - original.size.width) > 0.25)
            || (axes.contains(.height) && abs(preferred.size.height - original.size.height) > 0.25)
    }

    /// The look of a list section (compositional layouts made from a list configuration); nil
    /// for other sections.
    func listAppearance(inSection section: Int) -> UICollectionLayoutListConfiguration.Appearance? { nil }

    /// A section's visible items handler and its environment (compositional layouts only).
    func visibleItemsHandler(inSection section: Int)
        -> (NSCollectionLayoutSectionVisibleItemsInvalidationHandler, any NSCollectionLayoutEnvironment)? { nil }
    var hasVisibleItemsHandlers: Bool { false }

    /// A list row's swipe actions on one side (compositional list sections only).
    func swipeActions(for indexPath: IndexPath, trailing: Bool) -> UISwipeActionsConfiguration? { nil }

    /// The sections that scroll across, by section (compositional layouts only).
    var orthogonalSections: [Int: OrthogonalSection] { [:] }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
