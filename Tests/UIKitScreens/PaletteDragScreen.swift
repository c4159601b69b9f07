import XResponder

// Collection view drag and drop as iOS 11 tutorials write it (R-LC2, R-DT2): a palette of swatches
// put in order by dragging them, the move done in performDropWith with a batch update; names
// dropped from elsewhere become swatches. Swift 5 mode, unchanged from iOS.

class SwatchCell: UICollectionViewCell {
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 12
        nameLabel.frame = contentView.bounds.insetBy(dx: 6, dy: 6)
        nameLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        nameLabel.textAlignment = .center
        nameLabel.textColor = .white
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

class PaletteViewController: UICollectionViewController, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var swatches: [(name: String, color: UIColor)] = [
        ("Red", .systemRed), ("Orange", .systemOrange), ("Yellow", .systemYellow), ("Green", .systemGreen),
        ("Teal", .systemTeal), ("Blue", .systemBlue), ("Indigo", .systemIndigo), ("Purple", .systemPurple)
    ]

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        layout.minimumInteritemSpacing = 8
        layout.minimumLineSpacing = 8
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Palette"
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: "Swatch")
        collectionView.dragInteractionEnabled = true
        collectionView.dragDelegate = self
        collectionView.dropDelegate = self
        collectionView.reorderingCadence = .fast
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        return swatches.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Swatch", for: indexPath) as! SwatchCell
        cell.nameLabel.text = swatches[indexPath.item].name
        cell.contentView.backgroundColor = swatches[indexPath.item].color
        return cell
    }

    // MARK: UICollectionViewDragDelegate

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath) -> [UIDragItem] {
        let name = swatches[indexPath.item].name
        let item = UIDragItem(itemProvider: NSItemProvider(object: name as NSString))
        item.localObject = swatches[indexPath.item].color
        return [item]
    }

    // MARK: UICollectionViewDropDelegate

    func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
        return session.canLoadObjects(ofClass: NSString.self)
    }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if collectionView.hasActiveDrag {
            return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }

    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator) {
        let destinationIndexPath = coordinator.destinationIndexPath ?? IndexPath(item: swatches.count, section: 0)
        switch coordinator.proposal.operation {
        case .move:
            reorderItems(coordinator: coordinator, destinationIndexPath: destinationIndexPath, collectionView: collectionView)
        case .copy:
            coordinator.session.loadObjects(ofClass: NSString.self) { items in
                let names = items as! [String]
                for (offset, name) in names.enumerated() {
                    self.swatches.insert((name, .systemGray), at: destinationIndexPath.item + offset)
                }
                let indexPaths = names.indices.map { IndexPath(item: destinationIndexPath.item + $0, section: 0) }
                collectionView.insertItems(at: indexPaths)
            }
        default:
            return
        }
    }

    private func reorderItems(coordinator: UICollectionViewDropCoordinator, destinationIndexPath: IndexPath,
                              collectionView: UICollectionView) {
        guard let item = coordinator.items.first, let sourceIndexPath = item.sourceIndexPath else { return }
        collectionView.performBatchUpdates({
            let swatch = self.swatches.remove(at: sourceIndexPath.item)
            self.swatches.insert(swatch, at: destinationIndexPath.item)
            collectionView.deleteItems(at: [sourceIndexPath])
            collectionView.insertItems(at: [destinationIndexPath])
        }, completion: nil)
        coordinator.drop(item.dragItem, toItemAt: destinationIndexPath)
    }
}
