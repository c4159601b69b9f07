import XResponder

// A photo grid as iOS developers write it (issue #32, collections): a compositional layout with a
// section provider (a featured row, then a grid that adapts its columns to the width), cell and
// header registrations, a diffable data source, and didSelectItemAt. Swift 5 mode, UIKit's idiom
// unchanged.

struct Photo: Hashable {
    let id = UUID()
    let title: String
}

enum PhotoSection: Int, CaseIterable {
    case featured
    case all
}

class PhotoCell: UICollectionViewCell {
    static let reuseIdentifier = "PhotoCell"
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemTeal
        contentView.layer.cornerRadius = 8
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.textColor = .white
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PhotoGridViewController: UIViewController, UICollectionViewDelegate {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<PhotoSection, Photo>!
    var photos = (1...40).map { Photo(title: "Photo \($0)") }
    var opened: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Photos"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
    }

    func createLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            guard let section = PhotoSection(rawValue: sectionIndex) else { return nil }
            let columns = section == .featured ? 1 : (layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 3)
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupHeight = section == .featured ? NSCollectionLayoutDimension.absolute(180) : NSCollectionLayoutDimension.fractionalWidth(1.0 / CGFloat(columns))
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            let layoutSection = NSCollectionLayoutSection(group: group)
            let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            layoutSection.boundarySupplementaryItems = [header]
            return layoutSection
        }
    }

    func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<PhotoCell, Photo> { (cell, indexPath, photo) in
            cell.titleLabel.text = photo.title
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) { (headerView, elementKind, indexPath) in
            var content = headerView.defaultContentConfiguration()
            content.text = indexPath.section == 0 ? "Featured" : "All Photos"
            headerView.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<PhotoSection, Photo>(collectionView: collectionView) { (collectionView, indexPath, photo) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { (collectionView, kind, indexPath) in
            return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        applySnapshot(animatingDifferences: false)
    }

    func applySnapshot(animatingDifferences: Bool = true) {
        var snapshot = NSDiffableDataSourceSnapshot<PhotoSection, Photo>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(Array(photos.prefix(1)), toSection: .featured)
        snapshot.appendItems(Array(photos.dropFirst()), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let photo = dataSource.itemIdentifier(for: indexPath) else { return }
        opened.append(photo.title)
        collectionView.deselectItem(at: indexPath, animated: true)
    }

    func deleteFirstPhoto() {
        photos.removeFirst()
        applySnapshot()
    }
}
