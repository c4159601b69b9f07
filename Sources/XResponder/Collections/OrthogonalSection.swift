import Foundation

/// A section of a compositional layout that scrolls across the collection view (R-LC2,
/// `orthogonalScrollingBehavior`), as the layout describes it to the collection view, which
/// shows its cells in a scroller of their own (`OrthogonalSectionScroller`).
struct OrthogonalSection: Equatable {
    var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// Where the scroller goes, in the layout's coordinates: the band of the section's items,
    /// across the collection view's width.
    var band: CGRect
    /// How wide the scroller's content is: the items and the section's insets at both ends.
    var contentWidth: CGFloat
    /// Where the first group starts, and the distance from one group's start to the next.
    var firstGroup: CGFloat
    var groupStride: CGFloat
    var groupWidth: CGFloat
}
