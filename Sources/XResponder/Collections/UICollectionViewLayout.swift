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

    /// Whether list cells in `section` draw separators: only in a list section (compositional
    /// layouts made from a `UICollectionLayoutListConfiguration` that shows them).
    func showsListSeparators(inSection section: Int) -> Bool { false }

    /// Runs `prepare()` if the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
