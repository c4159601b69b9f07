import Foundation

/// Settings of a compositional layout as a whole (R-LC2): the space between sections. The scroll
/// direction is accepted; sections scroll vertically (docs/lists.md).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration {
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    open var interSectionSpacing: CGFloat = 0

    public init() {}
}
