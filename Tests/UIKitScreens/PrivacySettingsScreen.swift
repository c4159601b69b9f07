import XResponder

// A privacy settings page as iOS apps build it since iOS 14: an inset grouped list whose
// sections explain themselves in footers of several lines, which size themselves to their text
// (R-LC2). Swift 5 mode.

class PrivacySettingsViewController: UIViewController {
    enum Section: Int, CaseIterable {
        case tracking
        case analytics

        var title: String {
            switch self {
            case .tracking: return "Tracking"
            case .analytics: return "Analytics"
            }
        }

        var explanation: String {
            switch self {
            case .tracking:
                return "Apps that ask to track you can see what you do in other companies' apps and websites. "
                    + "When this is off, every new request is denied for you, and the apps you already allowed "
                    + "keep their permission until you take it away."
            case .analytics:
                return "Shared anonymously."
            }
        }
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Privacy"
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.title
            header.contentConfiguration = content
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter) { footer, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = Section(rawValue: indexPath.section)?.explanation
            footer.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, item in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            if kind == UICollectionView.elementKindSectionHeader {
                return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
            }
            return collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(["Allow Apps to Request to Track", "Apps That Asked"], toSection: .tracking)
        snapshot.appendItems(["Share Mac Analytics"], toSection: .analytics)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
