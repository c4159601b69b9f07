import Foundation
import Testing
@testable import XResponder

/// A label cell, as apps write them: it overrides init(frame:) and init?(coder:).
final class LabelCell: UICollectionViewCell {
    static var made = 0
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        LabelCell.made += 1
        contentView.addSubview(label)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = contentView.bounds
    }
}

/// Equal within rounding (frames pass through centres and sizes).
func approx(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
func approx(_ a: CGRect, _ b: CGRect) -> Bool {
    approx(a.minX, b.minX) && approx(a.minY, b.minY) && approx(a.width, b.width) && approx(a.height, b.height)
}

/// A delegate that gives every item its own size.
@MainActor
final class SizingDelegate: UICollectionViewDelegateFlowLayout {
    let sizes: (IndexPath) -> CGSize
    init(sizes: @escaping (IndexPath) -> CGSize) { self.sizes = sizes }
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize { sizes(indexPath) }
}

/// A data source of `sections` sections of `items` items, counting what the collection asks.
@MainActor
final class GridSource: UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    var sections = 1
    var items = 1_000_000
    var counts: [Int]?
    var cellRequests = 0
    var countRequests = 0
    var log: [String] = []

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts?.count ?? sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        countRequests += 1
        return counts?[section] ?? items
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests += 1
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? LabelCell)?.label.text = "\(indexPath.section).\(indexPath.item)"
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        view.backgroundColor = .systemGray5
        return view
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { log.append("select \(indexPath.item)") }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("deselect \(indexPath.item)") }
}

@Suite("UICollectionView: flow and compositional layouts, reuse, selection, updates (R-LC2, R-LC3)", .tearsDownTestTrees)
@MainActor
struct CollectionViewTests {
    let h = Harness()
    let window: UIWindow

    init() { window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440)) }

    func collection(_ layout: UICollectionViewLayout, _ source: GridSource) -> UICollectionView {
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                            withReuseIdentifier: "header")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }

    /// A flow layout of 90-point squares: four columns and five lines in 400×440.
    func gridOf90() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 90, height: 90)
        return layout
    }

    func texts(_ collection: UICollectionView) -> [String] {
        collection.visibleCells.map { ($0 as? LabelCell)?.label.text ?? "?" }
    }

    @Test("R-LC3: a grid of a million items asks for counts once and cells for the items on screen only; scrolling keeps it so")
    func millionItemGrid() throws {
        let source = GridSource()
        let collection = collection(gridOf90(), source)
        // 400 wide: 4 columns of 90 with 10-point gaps justified to (400 - 360) / 3; 440 high: 5 lines.
        #expect(collection.visibleCells.count == 20 && source.cellRequests == 20 && source.countRequests == 1)
        let frame = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 999_999, section: 0))?.frame)
        #expect(frame.minY == CGFloat(249_999) * 100 && abs(frame.minX - 310) < 0.01)
        #expect(collection.contentSize.height == CGFloat(250_000) * 100 - 10)
        for step in 1...50 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 477_777)
            window.layoutIfNeeded()
            #expect(collection.visibleCells.count <= 24)
        }
        #expect(source.countRequests == 1)
        let top = collection.indexPathsForVisibleItems.first!
        #expect(texts(collection).first == "0.\(top.item)", "a cell shows its own item")
    }

    @Test("R-LC2: a flow layout justifies full lines, centres a lone item, places headers and pins them when asked")
    func flowLayoutGeometry() throws {
        let source = GridSource()
        source.counts = [5, 1]
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.sectionInset = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        layout.headerReferenceSize = CGSize(width: 0, height: 30)
        let collection = collection(layout, source)
        func frame(_ item: Int, _ section: Int) -> CGRect { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame }
        // 360 wide inside the insets: 3 columns (100 + 10 + 100 + 10 + 100 ≤ 360), gaps of 30.
        #expect(frame(0, 0) == CGRect(x: 20, y: 40, width: 100, height: 50))
        #expect(frame(2, 0) == CGRect(x: 280, y: 40, width: 100, height: 50))
        #expect(frame(3, 0) == CGRect(x: 20, y: 100, width: 100, height: 50))
        // Section 1 starts after 30 + 10 + 110 + 10; its single item is centred.
        #expect(frame(0, 1) == CGRect(x: 150, y: 160 + 40, width: 100, height: 50))
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 160, width: 400, height: 30))
        layout.sectionHeadersPinToVisibleBounds = true
        collection.contentOffset = CGPoint(x: 0, y: 60)
        window.layoutIfNeeded()
        let pinned = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 60, "the first section's header stays at the top while its section is under it")
    }

    @Test("R-LC2: items of different sizes flow and wrap; a horizontal flow layout fills columns")
    func flowLayoutSizesAndDirection() {
        let source = GridSource()
        source.counts = [6]
        let sizing = SizingDelegate { CGSize(width: $0.item.isMultiple(of: 2) ? 150 : 100, height: 40 + CGFloat($0.item) * 5) }
        let layout = UICollectionViewFlowLayout()
        let collection = collection(layout, source)
        collection.delegate = sizing
        window.layoutIfNeeded()
        let frames = (0..<6).map { collection.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        // 150 + 10 + 100 + 10 = 270 then 150 would pass 400: lines of [0, 1] and [2, 3], [4, 5].
        #expect(frames[0].midY == frames[1].midY && frames[2].minY > frames[1].maxY, "items are centred in their line")
        #expect(approx(frames[3].minY, 45 + 10), "a line is as tall as its tallest item")
        #expect(frames[1].maxX == 400, "a full line is justified to the edge")

        collection.delegate = source
        source.counts = [12]
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        collection.reloadData()
        window.layoutIfNeeded()
        let first = collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame
        let second = collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame
        let fifth = collection.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame
        #expect(second.minX == first.minX && second.minY > first.minY, "items go down a column first")
        #expect(fifth.minX == 110 && fifth.minY == 0, "four fit in 440, the fifth starts the next column")
        #expect(collection.contentSize.width == 100 * 3 + 20 && collection.contentSize.height == 440)
    }

    @Test("R-LC2: a compositional grid repeats its group; nested groups, insets, spacing and a pinned header")
    func compositionalGrid() throws {
        let source = GridSource()
        source.counts = [7, 300]
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                // A wide item beside two stacked small ones.
                let big = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(2.0 / 3), heightDimension: .fractionalHeight(1)))
                let small = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
                let column = NSCollectionLayoutGroup.vertical(layoutSize: .init(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)),
                                                              subitems: [small])
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
                                                               subitems: [big, column])
                return NSCollectionLayoutSection(group: group)
            }
            let width = environment.container.effectiveContentSize.width
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(width / 4)),
                                                           subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        let collection = collection(layout, source)
        func frame(_ item: Int, _ section: Int) -> CGRect { collection.layoutAttributesForItem(at: IndexPath(item: item, section: section))!.frame }
        #expect(approx(frame(0, 0), CGRect(x: 0, y: 0, width: 400.0 * 2 / 3, height: 120)))
        #expect(approx(frame(1, 0).minX, 400.0 * 2 / 3) && approx(frame(1, 0).height, 60) && approx(frame(2, 0).minY, 60))
        #expect(frame(3, 0).minY == 120, "the group repeats below")
        #expect(frame(6, 0).minY == 240, "three items a group")
        // Section 1 starts at 360: header 30, inset 8, then rows of four 100-point cells inset by 2.
        #expect(frame(0, 1) == CGRect(x: 2, y: 360 + 38 + 2, width: 96, height: 96))
        #expect(frame(5, 1) == CGRect(x: 102, y: 360 + 38 + 110 + 2, width: 96, height: 96))
        collection.contentOffset = CGPoint(x: 0, y: 2_000)
        window.layoutIfNeeded()
        let header = try #require(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                               at: IndexPath(item: 0, section: 1)))
        #expect(header.frame.minY == 2_000 && collection.subviews.last === header, "pinned, above the cells")
        #expect(collection.visibleCells.count <= 24)
    }

    @Test("R-LC2: a list layout lays full-width rows with a header in UIKit's inset-grouped look")
    func listLayout() throws {
        let source = GridSource()
        source.counts = [3, 4]
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collection = collection(UICollectionViewCompositionalLayout.list(using: configuration), source)
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(first == CGRect(x: 20, y: 38, width: 360, height: 44))
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame)
        #expect(abs(second.minY - (38 + 3 * 44 + 18 + 38)) < 0.001)
        #expect(collection.backgroundColor == .systemGroupedBackground)
    }

    @Test("R-LC2: a click selects, the delegate hears it; multiple selection toggles; a drag scrolls and selects nothing")
    func selection() {
        let source = GridSource()
        source.items = 200
        let collection = collection(gridOf90(), source)
        h.input.tap(at: CGPoint(x: 150, y: 50), in: window)
        h.input.advance(by: 0.5)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)] && source.log == ["select 1"])
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        h.input.tap(at: CGPoint(x: 50, y: 150), in: window)
        h.input.advance(by: 0.5)
        #expect(collection.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        collection.allowsMultipleSelection = true
        h.input.tap(at: CGPoint(x: 150, y: 50), in: window)
        h.input.advance(by: 0.5)
        h.input.tap(at: CGPoint(x: 150, y: 50), in: window)
        h.input.advance(by: 0.5)
        #expect(source.log == ["select 1", "deselect 1", "select 4", "select 1", "deselect 1"])
        h.input.drag(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 200, y: 100))
        h.input.advance(by: 1)
        #expect(collection.contentOffset.y > 100 && source.log.count == 5)
        #expect(collection.visibleCells.allSatisfy { !$0.isHighlighted })
    }

    @Test("R-LC4: arrows move the selection through a grid (down keeps the column), Home and End, Return activates")
    func keyboard() {
        let source = GridSource()
        source.items = 200
        let collection = collection(gridOf90(), source)
        h.input.tap(at: CGPoint(x: 150, y: 50), in: window)
        h.input.advance(by: 0.5)
        #expect(collection.isFirstResponder)
        func press(_ usage: UIKeyboardHIDUsage) {
            h.input.pressKey(UIKey(characters: "", modifierFlags: [], keyCode: usage))
        }
        func selection() -> Int? { collection.indexPathsForSelectedItems?.first?.item }
        press(.keyboardRightArrow)
        #expect(selection() == 2)
        press(.keyboardDownArrow)
        #expect(selection() == 6)
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        press(.keyboardDownArrow)
        #expect(selection() == 22 && collection.contentOffset.y > 0, "the item scrolls into view")
        press(.keyboardUpArrow)
        #expect(selection() == 18)
        press(.keyboardLeftArrow)
        #expect(selection() == 17)
        press(.keyboardEnd)
        #expect(selection() == 199)
        press(.keyboardHome)
        #expect(selection() == 0)
        press(.keyboardReturnOrEnter)
        #expect(source.log.last == "select 0")
    }

    @Test("R-LC2: inserts, deletes and moves slide the cells shown; counts that do not match reload instead")
    func batchUpdates() {
        let source = GridSource()
        source.counts = [20]
        let collection = collection(gridOf90(), source)
        let cell5 = collection.cellForItem(at: IndexPath(item: 5, section: 0))
        source.counts = [21]
        collection.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(collection.cellForItem(at: IndexPath(item: 6, section: 0)) === cell5, "the same cell follows its item")
        h.input.advance(by: 0.15)
        let target = collection.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))!.frame
        let midway = h.app.viewAnimator.withPresentationValues { cell5!.frame }
        #expect(midway != target, "sliding from item 5's place to item 6's")
        h.input.advance(by: 0.5)
        #expect(approx(cell5!.frame, target))
        source.counts = [20]
        collection.performBatchUpdates({
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
        })
        h.input.advance(by: 0.5)
        #expect(collection.cellForItem(at: IndexPath(item: 5, section: 0)) === cell5)
        source.counts = [25]
        collection.deleteItems(at: [IndexPath(item: 1, section: 0)])
        #expect(collection.batchesReloadedInstead == 1)
        window.layoutIfNeeded()
        #expect(texts(collection).first == "0.0")
    }

    @Test("R-LC2: registrations configure cells and headers; a diffable source animates the difference and never shows stale content")
    func diffableWithRegistrations() {
        let layout = UICollectionViewCompositionalLayout.list(using: {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            return configuration
        }())
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        window.addSubview(collection)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            view.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collection) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var items = (0..<30).map { "Item \($0)" }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        window.layoutIfNeeded()
        func shown() -> [String] { collection.visibleCells.map { ($0.contentConfiguration as? UIListContentConfiguration)?.text ?? "?" } }
        #expect(shown().prefix(3) == ["Item 0", "Item 1", "Item 2"])
        #expect(collection.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                             at: IndexPath(item: 0, section: 0))?.subviews.isEmpty == false)
        var generator = SystemRandomNumberGenerator()
        for round in 0..<200 {
            items.shuffle(using: &generator)
            if round.isMultiple(of: 3) { items.removeLast() }
            if round.isMultiple(of: 2) { items.insert("New \(round)", at: Int.random(in: 0...items.count, using: &generator)) }
            var next = NSDiffableDataSourceSnapshot<Int, String>()
            next.appendSections([0])
            next.appendItems(items)
            dataSource.apply(next, animatingDifferences: true)
            if round.isMultiple(of: 10) { h.input.advance(by: 0.5) }
        }
        h.input.advance(by: 0.5)
        window.layoutIfNeeded()
        #expect(Array(shown()) == Array(items.prefix(shown().count)))
        #expect(collection.visibleCells.count <= 10)
        let headers = collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == collection.visibleCells.count + headers.count,
                "no cell left behind")
    }

    @Test("R-LC2: a collection view controller with flow-layout delegate sizes, as UIKit apps write it")
    func controller() {
        final class PhotosController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            var selected: [Int] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "photo")
            }
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 40 }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                sizeForItemAt indexPath: IndexPath) -> CGSize {
                let side = (collectionView.bounds.width - 20) / 3
                return CGSize(width: side, height: side)
            }
            override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath.item)
            }
        }
        let controller = PhotosController(collectionViewLayout: UICollectionViewFlowLayout())
        window.rootViewController = controller
        window.layoutIfNeeded()
        let third = controller.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        #expect(abs(third.maxX - 400) < 0.01 && abs(third.width - 380.0 / 3) < 0.01)
        h.input.tap(at: CGPoint(x: third.midX, y: third.midY), in: window)
        h.input.advance(by: 0.5)
        #expect(controller.selected == [2])
    }

    @Test("R-LC3: hundreds of reloads, scrolls and selections make no more cells than fit and never show another item's content")
    func repeatedReloads() {
        let source = GridSource()
        source.items = 5_000
        let collection = collection(gridOf90(), source)
        LabelCell.made = 0
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            collection.contentOffset = CGPoint(x: 0, y: CGFloat(Int.random(in: 0..<120_000, using: &generator)))
            if round.isMultiple(of: 3) { collection.reloadData() }
            window.layoutIfNeeded()
            if let first = collection.indexPathsForVisibleItems.first, round.isMultiple(of: 5) {
                collection.selectItem(at: first, animated: false, scrollPosition: [])
            }
            for indexPath in collection.indexPathsForVisibleItems {
                let text = (collection.cellForItem(at: indexPath) as? LabelCell)?.label.text
                #expect(text == "0.\(indexPath.item)")
                if text != "0.\(indexPath.item)" { return }
            }
        }
        #expect(LabelCell.made <= 24 + UICollectionView.poolLimitPerIdentifier, "cells made: \(LabelCell.made)")
        #expect(collection.subviews.filter { $0 is UICollectionViewCell }.count == collection.visibleCells.count)
    }
}
