import Foundation

/// One section of a compositional layout (R-LC2): its group repeated along the scrolling axis,
/// `interGroupSpacing` apart, inside `contentInsets`, with headers and footers
/// (`boundarySupplementaryItems`).
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    public let group: NSCollectionLayoutGroup
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var interGroupSpacing: CGFloat = 0
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Views behind the section (a background), made from the layout's registered classes.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    open var supplementariesFollowContentInsets = true
    /// Called with the section's visible items before they are shown, each time they are laid out
    /// or scrolled: what it changes of them (scale, alpha, …) is what shows (UICollectionView+VisibleItems.swift).
    open var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
    /// Set for list sections that show separators: their list cells draw them.
    var showsListSeparators = false
    /// Set for list sections: their look (grouped sections hide the last row's separator,
    /// inset-grouped ones round their ends).
    var listAppearance: UICollectionLayoutListConfiguration.Appearance?
    /// Set for list sections: the configuration's leading and trailing swipe action providers.
    var swipeProviders: (leading: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?,
                         trailing: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?) = (nil, nil)

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A section laid out as a list (iOS 14): full-width rows, and a header or footer as the
    /// configuration says.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection()
    }
}
