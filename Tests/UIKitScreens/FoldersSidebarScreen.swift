import XResponder

// A sidebar of folders as iOS developers write it since iOS 14: a list layout in the sidebar
// appearance, a diffable data source fed one section snapshot with nested folders, outline
// disclosures, a willExpandItem handler that counts openings, and a configurationUpdateHandler
// that shows a selected folder's name in bold. Swift 5 mode, UIKit's idiom unchanged.

class FoldersSidebarViewController: UIViewController {
    enum Section {
        case main
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, String>!
    var openedCount = 0
    let tree: [String: [String]] = [
        "iCloud Drive": ["Documents", "Desktop"],
        "Documents": ["Invoices", "Letters"],
        "On My Computer": ["Downloads"],
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Folders"
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let folderCell = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, name in
            let hasChildren = self?.tree[name] != nil
            cell.accessories = hasChildren ? [.outlineDisclosure()] : []
            cell.configurationUpdateHandler = { cell, state in
                var content = UIListContentConfiguration.cell().updated(for: state)
                content.text = name
                content.image = UIImage(systemName: hasChildren ? "folder" : "doc")
                content.textProperties.font = state.isSelected ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
                cell.contentConfiguration = content
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            return collectionView.dequeueConfiguredReusableCell(using: folderCell, for: indexPath, item: name)
        }
        dataSource.sectionSnapshotHandlers.willExpandItem = { [weak self] _ in
            self?.openedCount += 1
        }

        var folders = NSDiffableDataSourceSectionSnapshot<String>()
        func add(_ names: [String], to parent: String?) {
            folders.append(names, to: parent)
            for name in names {
                if let children = tree[name] {
                    add(children, to: name)
                }
            }
        }
        add(["iCloud Drive", "On My Computer"], to: nil)
        folders.expand(["iCloud Drive"])
        dataSource.apply(folders, to: .main, animatingDifferences: false)
    }
}
