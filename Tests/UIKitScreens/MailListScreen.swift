import XResponder

// A mail list as iOS developers write it since iOS 14: a collection view list whose configuration
// gives trailing swipe actions (Delete, which removes the message from the snapshot) and leading
// ones (Flag, which marks it). Swift 5 mode, UIKit's idiom unchanged.

class MailListViewController: UIViewController {
    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var flagged: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let message = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                var snapshot = self.dataSource.snapshot()
                snapshot.deleteItems([message])
                self.dataSource.apply(snapshot)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self = self, let message = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, completion in
                self.flagged.insert(message)
                completion(true)
            }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [flag])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, message in
            var content = cell.defaultContentConfiguration()
            content.text = message
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, message in
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: message)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Lunch on Friday?", "Your invoice", "Build failed", "Weekly report"])
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
