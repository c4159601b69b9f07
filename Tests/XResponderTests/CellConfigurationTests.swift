import Foundation
import Testing
@testable import XResponder

/// A content configuration of an app's own, with the view that shows it: a wrapping caption.
struct CaptionConfiguration: UIContentConfiguration, Hashable {
    var caption = ""
    var selected = false
    nonisolated(unsafe) static var viewsMade = 0

    func makeContentView() -> UIView & UIContentView {
        CaptionConfiguration.viewsMade += 1
        return CaptionContentView(configuration: self)
    }

    func updated(for state: UIConfigurationState) -> CaptionConfiguration {
        var updated = self
        if let state = state as? UICellConfigurationState { updated.selected = state.isSelected }
        return updated
    }
}

final class CaptionContentView: UIView, UIContentView {
    let label = UILabel()
    var configuration: UIContentConfiguration { didSet { apply() } }

    init(configuration: CaptionConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
        ])
        apply()
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func apply() {
        guard let caption = configuration as? CaptionConfiguration else { return }
        label.text = caption.selected ? "✓ " + caption.caption : caption.caption
    }
}

/// A cell that updates its own configurations, as apps subclass UICollectionViewListCell.
final class StatefulCell: UICollectionViewListCell {
    var states: [UICellConfigurationState] = []
    var caption = ""
    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = state.isHighlighted ? caption + " (pressed)" : caption
        contentConfiguration = content
    }
}

@Suite("Cell configurations: content views, state and updates (R-LC1, R-LC2)", .tearsDownTestTrees)
@MainActor
struct CellConfigurationTests {
    let h = Harness()

    @Test("R-LC2: a cell shows an app's own content configuration in the view it makes, and reuses that view for the next of its kind")
    func customContentView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        CaptionConfiguration.viewsMade = 0
        cell.contentConfiguration = CaptionConfiguration(caption: "First")
        let view = try #require(cell.contentView.subviews.first as? CaptionContentView)
        cell.contentConfiguration = CaptionConfiguration(caption: "Second")
        #expect(CaptionConfiguration.viewsMade == 1 && cell.contentView.subviews.first === view)
        #expect(view.label.text == "Second")
        var list = UIListContentConfiguration.cell()
        list.text = "A list row"
        cell.contentConfiguration = list
        #expect(view.superview == nil, "another kind replaces the view")
        #expect(cell.contentView.subviews.first is UIListContentView)
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.isEmpty)
    }

    @Test("R-LC2: a configuration update follows the cell's state: the content becomes its updated(for:) and the handler runs")
    func updatesFollowState() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let source = TextItems([["Alpha", "Beta"]], identifier: "cell")
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
            cell.contentConfiguration = CaptionConfiguration(caption: text)
            cell.configurationUpdateHandler = { cell, state in
                cell.backgroundConfiguration = UIBackgroundConfiguration.listPlainCell().updated(for: state)
            }
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(source.texts[0])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        let view = try #require(cell.contentView.subviews.first as? CaptionContentView)
        #expect(view.label.text == "Beta" && cell.configurationState.isSelected == false)
        collection.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        window.layoutIfNeeded()
        #expect(cell.configurationState.isSelected)
        #expect(view.label.text == "✓ Beta", "the content took its selected state")
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4, "the handler's list background, selected")
        #expect(cell.backgroundColor == .systemGray4)
        _ = dataSource
    }

    @Test("R-LC2: updateConfiguration(using:) runs before the cell shows and again while it is pressed")
    func overrideSeesPress() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        collection.register(StatefulCell.self, forCellWithReuseIdentifier: "cell")
        let source = TextItems([["Alpha"]], identifier: "cell")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? StatefulCell)
        cell.caption = "Alpha"
        cell.setNeedsUpdateConfiguration()
        window.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Alpha")
        let touch = h.input.beginTouch(at: CGPoint(x: 100, y: 22), in: window)
        h.input.advance(by: 0.2)
        window.layoutIfNeeded()
        #expect(cell.states.last?.isHighlighted == true)
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Alpha (pressed)")
        h.input.endTouch(touch)
        h.input.advance(by: 0.1)
        window.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Alpha")
        #expect(cell.states.last?.isSelected == true)
    }

    @Test("R-LC2: a self-sizing row measures an app's own content view by its constraints")
    func customContentSelfSizes() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(
            using: UICollectionLayoutListConfiguration(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, text in
            cell.contentConfiguration = CaptionConfiguration(caption: text)
        }
        let long = String(repeating: "Words that wrap across the row. ", count: 8)
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collection, indexPath, text in
            collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Short", long])
        dataSource.apply(snapshot, animatingDifferences: false)
        window.addSubview(collection)
        window.layoutIfNeeded()
        let short = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let tall = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        let label = try #require((collection.cellForItem(at: IndexPath(item: 1, section: 0))?.contentView.subviews.first as? CaptionContentView)?.label)
        #expect(short.height < 44, "one line and 10-point margins: \(short)")
        #expect(tall.height > 100 && abs(tall.height - (label.frame.height + 20)) <= 0.5, "\(tall) against \(label.frame)")
        _ = dataSource
    }

    @Test("R-LC2: a background's colour transformer changes the colour drawn")
    func backgroundTransformer() {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        var background = UIBackgroundConfiguration.listPlainCell()
        background.backgroundColor = .systemRed
        background.backgroundColorTransformer = .grayscale
        cell.backgroundConfiguration = background
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        _ = cell.backgroundColor?.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - g) < 0.01 && abs(g - b) < 0.01 && r > 0.1, "grey: \(r) \(g) \(b)")
        #expect(background.resolvedBackgroundColor(for: .systemBlue) != .systemRed)
    }

    @Test("R-LC1: a table cell's configuration state follows editing; its handler sets the content")
    func tableCellState() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        window.addSubview(cell)
        cell.configurationUpdateHandler = { cell, state in
            var content = cell.defaultContentConfiguration()
            content.text = state.isEditing ? "Editing" : "Idle"
            cell.contentConfiguration = content
        }
        window.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Idle")
        cell.setEditing(true, animated: false)
        window.layoutIfNeeded()
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Editing")
        #expect(cell.configurationState.isEditing)
    }

    @Test("R-LC2: UIListContentView works on its own, in a cell of an app's own making")
    func listContentViewOnItsOwn() {
        var configuration = UIListContentConfiguration.subtitleCell()
        configuration.text = "Title"
        configuration.secondaryText = "Subtitle"
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        view.layoutIfNeeded()
        let texts = view.subviews.compactMap { ($0 as? UILabel)?.text }
        #expect(texts.contains("Title") && texts.contains("Subtitle"))
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Title")
        #expect(view.supports(configuration) && !view.supports(CaptionConfiguration()))
    }
}
