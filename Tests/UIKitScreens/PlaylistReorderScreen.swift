import XResponder

/// A playlist whose songs the user puts in order, as an iOS 14 app writes it: a list layout, an
/// Edit button that shows the reorder handles, a diffable data source whose reordering handlers
/// keep the app's own array in step (Swift 5 mode, unchanged from iOS).
class PlaylistViewController: UIViewController {
    enum Section { case main }

    var songs = ["Blue in Green", "So What", "Freddie Freeloader", "All Blues", "Flamenco Sketches"]
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Kind of Blue"
        navigationItem.rightBarButtonItem = editButtonItem

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, indexPath, song in
            var content = cell.defaultContentConfiguration()
            content.text = song
            content.secondaryText = "Track \(indexPath.item + 1)"
            cell.contentConfiguration = content
            cell.accessories = [.reorder()]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, song: String) -> UICollectionViewCell? in
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: song)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self = self else { return }
            if let updated = self.songs.applying(transaction.difference) {
                self.songs = updated
            }
        }

        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(songs)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }
}
