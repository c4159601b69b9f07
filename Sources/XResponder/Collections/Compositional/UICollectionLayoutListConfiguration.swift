import Foundation

/// A list in a collection view (iOS 14, R-LC2): the look of UIKit's table styles, as a
/// compositional section of full-width rows (`UICollectionViewCompositionalLayout.list(using:)`
/// or `NSCollectionLayoutSection.list(using:layoutEnvironment:)`).
public struct UICollectionLayoutListConfiguration: Sendable {
    /// How a list section looks: plain rows, grouped, inset grouped cards, or a sidebar.
    public enum Appearance: Int, Sendable { case plain = 0, grouped, insetGrouped, sidebar, sidebarPlain }
    /// Whether a list section has a header, and whether it is a supplementary view or the section's first item.
    public enum HeaderMode: Int, Sendable { case none = 0, supplementary, firstItemInSection }
    /// Whether a list section has a footer (a supplementary view).
    public enum FooterMode: Int, Sendable { case none = 0, supplementary }

    public var appearance: Appearance
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var showsSeparators = true
    public var backgroundColor: UIColor?

    /// Gives a row's swipe actions (iOS 14): nil or no actions, none on that side.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Rows stand at this height until their cells are measured (they size themselves, as UIKit's).
    static let rowHeight: CGFloat = 44

    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    var grouped: Bool { appearance == .grouped || appearance == .insetGrouped }

    /// The section this configuration describes.
    @MainActor func makeSection() -> NSCollectionLayoutSection {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowHeight))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)])
        let section = NSCollectionLayoutSection(group: group)
        section.showsListSeparators = showsSeparators
        section.listAppearance = appearance
        section.swipeProviders = (leadingSwipeActionsConfigurationProvider, trailingSwipeActionsConfigurationProvider)
        let side: CGFloat = appearance == .insetGrouped ? 20 : 0
        section.contentInsets = NSDirectionalEdgeInsets(top: grouped && headerMode != .supplementary ? 18 : 0, leading: side,
                                                        bottom: grouped && footerMode != .supplementary ? 18 : 0, trailing: side)
        if headerMode == .supplementary {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader,
                                                                     alignment: .top)
            header.pinToVisibleBounds = appearance == .plain
            section.boundarySupplementaryItems.append(header)
        }
        if footerMode == .supplementary {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28))
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: UICollectionView.elementKindSectionFooter,
                                                            alignment: .bottom))
        }
        return section
    }

    /// The collection view's background for this look (unless the configuration sets one).
    var resolvedBackgroundColor: UIColor {
        backgroundColor ?? (grouped ? .systemGroupedBackground : .systemBackground)
    }
}
