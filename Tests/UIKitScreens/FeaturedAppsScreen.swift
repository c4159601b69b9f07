import XResponder

// A store's front page as iOS developers write it with a compositional layout: a shelf of large
// cards that pages a card at a time (groupPagingCentered), a row of small tiles that scrolls freely
// under a section header, and a plain list below. Swift 5 mode, UIKit's idiom unchanged.

class FeaturedCardCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemIndigo
        contentView.layer.cornerRadius = 12
        titleLabel.textColor = .white
        titleLabel.font = .preferredFont(forTextStyle: .title2)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class FeaturedAppsViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let featured = ["Notes", "Weather", "Maps", "Music"]
    let tiles = ["Calendar", "Clock", "Photos", "Camera", "Books", "Podcasts", "Files", "Home"]
    let updates = ["Terminal 2.3", "Editor 1.9", "Viewer 4.0"]
    var collectionView: UICollectionView!
    var opened: String?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Today"
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(FeaturedCardCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "Row")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Header")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }

    func makeLayout() -> UICollectionViewLayout {
        return UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch sectionIndex {
            case 0:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85),
                                                                                                 heightDimension: .absolute(220)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.interGroupSpacing = 12
                section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 0, bottom: 16, trailing: 0)
                return section
            case 1:
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                    heightDimension: .fractionalHeight(1.0)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100),
                                                                                                 heightDimension: .absolute(100)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            default:
                return NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain),
                                                      layoutEnvironment: environment)
            }
        }
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        return 3
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return [featured.count, tiles.count, updates.count][section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if indexPath.section == 2 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Row", for: indexPath) as! UICollectionViewListCell
            var content = cell.defaultContentConfiguration()
            content.text = updates[indexPath.item]
            cell.contentConfiguration = content
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! FeaturedCardCell
        cell.titleLabel.text = indexPath.section == 0 ? featured[indexPath.item] : tiles[indexPath.item]
        cell.contentView.backgroundColor = indexPath.section == 0 ? .systemIndigo : .systemTeal
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        if header.subviews.isEmpty {
            let label = UILabel()
            label.font = .preferredFont(forTextStyle: .headline)
            label.text = "Apps We Love"
            label.translatesAutoresizingMaskIntoConstraints = false
            header.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                label.centerYAnchor.constraint(equalTo: header.centerYAnchor),
            ])
        }
        return header
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        opened = indexPath.section == 0 ? featured[indexPath.item] : indexPath.section == 1 ? tiles[indexPath.item] : updates[indexPath.item]
    }
}
