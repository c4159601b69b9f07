import XResponder

// A carousel as iOS 13 apps write it (R-LC2): a compositional section that scrolls across, one
// card centred at a time, and a visible items handler that shrinks the cards beside it. Swift 5
// mode, unchanged from iOS.

class CarouselViewController: UIViewController, UICollectionViewDataSource {
    let destinations = ["Lisbon", "Kyoto", "Oaxaca", "Tromsø", "Hobart", "Cusco"]
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }

    func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                             heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                         heightDimension: .absolute(220)),
                                                       subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            items.forEach { item in
                let distanceFromCenter = abs((item.frame.midX - offset.x) - width / 2.0)
                let scale = max(1.0 - distanceFromCenter / width, 0.8)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        return UICollectionViewCompositionalLayout(section: section)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return destinations.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = destinations[indexPath.item]
        cell.contentConfiguration = content
        cell.backgroundColor = .secondarySystemBackground
        cell.layer.cornerRadius = 16
        return cell
    }
}
