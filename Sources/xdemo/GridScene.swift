import Foundation
import XResponder

/// A colour swatch: the grid's item identifier (a value, hashed by its name).
struct Swatch: Hashable {
    let name: String
    let hue: CGFloat
    var color: UIColor { UIColor(hue: hue, saturation: 0.55, brightness: 0.9, alpha: 1) }
}

/// A swatch cell: a rounded tile of the colour with its name; a ring when selected.
final class SwatchCell: UICollectionViewCell {
    let name = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 10
        contentView.layer.masksToBounds = true
        name.font = .systemFont(ofSize: 12, weight: .semibold)
        name.textColor = .white
        name.textAlignment = .center
        contentView.addSubview(name)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(_ swatch: Swatch) {
        contentView.backgroundColor = swatch.color
        name.text = swatch.name
    }

    override var isSelected: Bool {
        didSet {
            contentView.layer.borderWidth = isSelected ? 4 : 0
            contentView.layer.borderColor = UIColor.label.cgColor
        }
    }

    override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted ? 0.7 : 1 }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        name.frame = CGRect(x: 4, y: contentView.bounds.height - 24, width: contentView.bounds.width - 8, height: 20)
    }
}

/// Issue #32: a grid in a compositional layout fed by a diffable data source. The first section is
/// a large tile beside two small ones, repeated; the second a grid of four columns; headers stick
/// to the top. Shuffle, Add and Remove apply new snapshots, and the difference animates: moved
/// tiles slide, new ones fade in. Click to select (several at once), arrows move through the grid.
final class GridScene: SceneController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable { case featured, palette }
    var collection: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Swatch>!
    var featured = (0..<6).map { Swatch(name: "Feature \($0 + 1)", hue: CGFloat($0) / 6) }
    var palette = (0..<60).map { Swatch(name: "Hue \($0 * 6)°", hue: CGFloat($0) / 60) }
    var added = 0

    override var sceneTitle: String { "22 · A grid: compositional, diffable" }
    override var summary: String {
        "A compositional layout with a diffable data source. Shuffle, Add and Remove animate the difference; click selects, arrows move, headers stick."
    }

    override func buildScene() {
        collection = UICollectionView(frame: CGRect(x: 20, y: 120, width: 680, height: 390), collectionViewLayout: makeLayout())
        collection.accessibilityIdentifier = "grid"
        collection.allowsMultipleSelection = true
        collection.delegate = self
        view.addSubview(collection)

        let cell = UICollectionView.CellRegistration<SwatchCell, Swatch> { cell, _, swatch in cell.show(swatch) }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            var content = UIListContentConfiguration.plainHeader()
            content.text = indexPath.section == 0 ? "Featured" : "Palette"
            view.contentConfiguration = content
            view.backgroundColor = .systemBackground
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collectionView, indexPath, swatch in
            collectionView.dequeueConfiguredReusableCell(using: cell, for: indexPath, item: swatch)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        applySnapshot(animated: false)

        for (index, title) in ["Shuffle", "Add", "Remove"].enumerated() {
            let button = makeFilledButton(frame: CGRect(x: 20 + CGFloat(index) * 100, y: 84, width: 90, height: 28), size: .small)
            button.setTitle(title, for: .normal)
            button.accessibilityIdentifier = title.lowercased()
            button.addAction(UIAction { [unowned self] _ in act(title) }, for: .touchUpInside)
            view.addSubview(button)
        }
    }

    /// Section 0: a large tile and two small ones stacked beside it; section 1: four columns.
    private func makeLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            let section: NSCollectionLayoutSection
            if index == Section.featured.rawValue {
                let big = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(2.0 / 3),
                                                                                   heightDimension: .fractionalHeight(1)))
                big.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let small = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                     heightDimension: .fractionalHeight(0.5)))
                small.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let column = NSCollectionLayoutGroup.vertical(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                    subitems: [small])
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                    subitems: [big, column])
                section = NSCollectionLayoutSection(group: group)
            } else {
                let side = environment.container.effectiveContentSize.width / 4
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25),
                                                                                    heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side * 0.6)),
                    subitems: [item])
                section = NSCollectionLayoutSection(group: group)
            }
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 12, trailing: 8)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Swatch>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(featured, toSection: .featured)
        snapshot.appendItems(palette, toSection: .palette)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    private func act(_ title: String) {
        switch title {
        case "Shuffle":
            palette.shuffle()
            featured.shuffle()
        case "Add":
            added += 1
            palette.insert(Swatch(name: "New \(added)", hue: CGFloat(added % 12) / 12), at: min(2, palette.count))
        default:
            if !palette.isEmpty { palette.removeFirst() }
        }
        applySnapshot(animated: true)
        Status.report("\(title.lowercased()): \(featured.count + palette.count) swatches")
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let swatch = dataSource.itemIdentifier(for: indexPath)
        Status.report("selected \(swatch?.name ?? "?"); \(collectionView.indexPathsForSelectedItems?.count ?? 0) selected")
    }

    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        Status.report("deselected \(dataSource.itemIdentifier(for: indexPath)?.name ?? "?")")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if parent != nil { _ = collection.becomeFirstResponder() }   // arrows move the selection
    }

    override func tour(_ driver: TourDriver) {
        driver.screenshot("22-grid")
        driver.click(CGPoint(x: 120, y: 260), in: view)               // the large featured tile
        driver.keys([0xFF53], holding: [])                              // Right
        driver.keys([0xFF54], holding: [])                              // Down
        driver.click(CGPoint(x: 65, y: 98), in: view)                   // Shuffle
        driver.wait(0.12)
        driver.screenshot("22-grid-shuffling")
        driver.wait(0.5)
        driver.click(CGPoint(x: 165, y: 98), in: view)                  // Add
        driver.wait(0.5)
        driver.wheel(down: true, clicks: 5, at: CGPoint(x: 300, y: 400), in: view)
        driver.wait(0.5)
        driver.screenshot("22-grid-scrolled")
    }
}
