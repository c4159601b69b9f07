import XResponder

// Release notes as iOS developers write them since iOS 14: a collection view list with a
// diffable data source, subtitle cells whose notes run to several lines (the list's rows size
// themselves), and above it a strip of tags in a flow layout with automaticSize, each tag as wide
// as its name through Auto Layout. Swift 5 mode, UIKit's idiom unchanged.

struct ReleaseNote: Hashable {
    let version: String
    let text: String
}

class TagCell: UICollectionViewCell {
    static let reuseIdentifier = "TagCell"
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBlue.withAlphaComponent(0.15)
        nameLabel.font = .preferredFont(forTextStyle: .footnote)
        nameLabel.textColor = .systemBlue
        nameLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(nameLabel)
        NSLayoutConstraint.activate([
            nameLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            nameLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            nameLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 10),
            nameLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -10),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    // A pill whatever the tag's height: UIKit lets a view observe its own frame and bounds.
    override var bounds: CGRect {
        didSet {
            contentView.layer.cornerRadius = bounds.height / 2
        }
    }
}

class ReleaseNotesViewController: UIViewController, UICollectionViewDataSource {
    let tags = ["Linux", "X11", "Accessibility", "Dark Mode", "Keyboard"]
    let notes = [
        ReleaseNote(version: "2.1", text: "Fixes a crash when opening a file."),
        ReleaseNote(version: "2.0", text: "A new editor that keeps your place between launches, remembers the folders you worked in, and opens the last document where you left it, with its selection and scroll position as you had them."),
        ReleaseNote(version: "1.9", text: "Faster search."),
        ReleaseNote(version: "1.8", text: "Sharing to the desktop's mail program, and a menu bar with the commands you use most, each with its keyboard shortcut shown beside it."),
    ]
    var tagsView: UICollectionView!
    var notesView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Int, ReleaseNote>!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "What's New"
        view.backgroundColor = .systemGroupedBackground

        let flow = UICollectionViewFlowLayout()
        flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        flow.minimumInteritemSpacing = 8
        flow.sectionInset = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        tagsView = UICollectionView(frame: .zero, collectionViewLayout: flow)
        tagsView.backgroundColor = .clear
        tagsView.register(TagCell.self, forCellWithReuseIdentifier: TagCell.reuseIdentifier)
        tagsView.dataSource = self
        tagsView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(tagsView)

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        notesView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        notesView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(notesView)
        NSLayoutConstraint.activate([
            tagsView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            tagsView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tagsView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            tagsView.heightAnchor.constraint(equalToConstant: 80),
            notesView.topAnchor.constraint(equalTo: tagsView.bottomAnchor),
            notesView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            notesView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            notesView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, ReleaseNote> { cell, _, note in
            var content = UIListContentConfiguration.subtitleCell()
            content.text = "Version \(note.version)"
            content.secondaryText = note.text
            content.secondaryTextProperties.numberOfLines = 0
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Int, ReleaseNote>(collectionView: notesView) { collectionView, indexPath, note in
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: note)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, ReleaseNote>()
        snapshot.appendSections([0])
        snapshot.appendItems(notes)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return tags.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TagCell.reuseIdentifier, for: indexPath) as! TagCell
        cell.nameLabel.text = tags[indexPath.item]
        return cell
    }
}
