import Foundation

/// How a compositional section scrolls across the collection view (R-LC2): not at all, freely,
/// freely coming to rest at a group's leading edge, by pages of the collection view's width, or a
/// group at a time (centred in the width with `.groupPagingCentered`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
