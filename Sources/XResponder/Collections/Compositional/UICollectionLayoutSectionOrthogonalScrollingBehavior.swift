import Foundation

/// UIKit's sideways-scrolling sections. Accepted; such a section lays out as a plain one for now
/// (docs/lists.md).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
