import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

/// A grid of tiles that drag out as text; it moves items, and its drop delegate (when set) moves
/// its own items in `performDropWith` as UIKit tutorials do, and inserts text from elsewhere.
@MainActor
final class DragTiles: NSObject, UICollectionViewDataSource, UICollectionViewDragDelegate, UICollectionViewDropDelegate {
    var tiles = (0..<12).map { "T\($0)" }
    var moves: [String] = []
    var log: [String] = []
    var proposal: UICollectionViewDropProposal?
    var coordinator: (any UICollectionViewDropCoordinator)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = tiles[indexPath.item]
        cell.contentConfiguration = content
        return cell
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        // The collection view asks once whether items move by moving one onto itself (docs/lists.md).
        guard sourceIndexPath != destinationIndexPath else { return }
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        tiles.insert(tiles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }

    func collectionView(_ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
                        at indexPath: IndexPath) -> [UIDragItem] {
        log.append("items for \(indexPath.item)")
        let item = UIDragItem(itemProvider: NSItemProvider(object: tiles[indexPath.item] as NSString))
        item.localObject = tiles[indexPath.item]
        return [item]
    }
    func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: any UIDragSession) { log.append("drag did end") }

    func collectionView(_ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> UICollectionViewDropProposal {
        if let proposal { return proposal }
        return collectionView.hasActiveDrag ? UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
            : UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
    }
    func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: any UICollectionViewDropCoordinator) {
        self.coordinator = coordinator
        log.append("perform at \(coordinator.destinationIndexPath.map { "\($0.item)" } ?? "nil")")
        guard coordinator.proposal.intent == .insertAtDestinationIndexPath else { return }
        let destination = coordinator.destinationIndexPath ?? IndexPath(item: tiles.count, section: 0)
        for item in coordinator.items {
            if let source = item.sourceIndexPath {
                guard source.item < tiles.count, destination.item < tiles.count else { continue }
                collectionView.performBatchUpdates({
                    self.tiles.insert(self.tiles.remove(at: source.item), at: destination.item)
                    collectionView.deleteItems(at: [source])
                    collectionView.insertItems(at: [destination])
                })
                coordinator.drop(item.dragItem, toItemAt: destination)
            } else {
                coordinator.session.loadObjects(ofClass: NSString.self) { strings in
                    let texts = strings as [String]
                    self.tiles.insert(contentsOf: texts, at: destination.item)
                    collectionView.insertItems(at: texts.indices.map { IndexPath(item: destination.item + $0, section: 0) })
                }
            }
        }
    }
}

@Suite("UICollectionView drag and drop: items dragged out, moved by drag, drops among and into items (R-LC2, R-DT2)", .tearsDownTestTrees)
@MainActor
struct CollectionDragAndDropTests {
    let h = Harness()
    let window: UIWindow
    let collection: UICollectionView
    private let tiles = DragTiles()
    let source = DragSourceView(frame: CGRect(x: 340, y: 10, width: 50, height: 50))

    init() {
        window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 80, height: 80)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Tile")
        collection.dataSource = tiles
        window.addSubview(collection)
        window.addSubview(source)
        source.addInteraction(UIDragInteraction(delegate: source))
        window.layoutIfNeeded()
    }

    /// The tiles in the order shown, read row by row from the cells' places.
    private func shown() -> [String] {
        collection.visibleCells.sorted { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
            .compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
    }

    /// The centre of the place of item `item` (4 to a row, 80 points square).
    private func place(_ item: Int) -> CGPoint { CGPoint(x: CGFloat(item % 4) * 80 + 40, y: CGFloat(item / 4) * 80 + 40) }

    @discardableResult
    private func mouseDrag(through points: [CGPoint], release: Bool = true) -> HeadlessInput.Touch {
        h.mouseDrag(through: points, in: window, release: release)
    }

    @Test("R-LC2: with only a drag delegate, a tile dragged onto another's place moves there live and lands by moveItemAt; the grid does not scroll")
    func moveByDrag() {
        collection.dragDelegate = tiles
        let touch = mouseDrag(through: [place(0), place(5)], release: false)
        #expect(collection.hasActiveDrag && collection.movement?.current == IndexPath(item: 5, section: 0))
        #expect(abs((collection.movement?.cell.center.x ?? 0) - place(5).x) < 1, "held under the pointer")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(tiles.moves == ["0→5"])
        #expect(tiles.tiles.prefix(6) == ["T1", "T2", "T3", "T4", "T5", "T0"])
        #expect(shown() == tiles.tiles)
        #expect(collection.contentOffset == .zero && !collection.hasActiveDrag && collection.movement == nil)
        #expect(tiles.log == ["items for 0", "drag did end"])
    }

    @Test("R-LC2: with a drop delegate, the moved tile is the delegate's to move in performDropWith (its source index path given); the cells end where the data has them")
    func moveThroughDropDelegate() throws {
        collection.dragDelegate = tiles
        collection.dropDelegate = tiles
        mouseDrag(through: [place(6), place(1)])
        #expect(tiles.log.contains("perform at 1"))
        #expect(tiles.coordinator?.items.first?.sourceIndexPath == IndexPath(item: 6, section: 0))
        #expect(tiles.moves.isEmpty, "the data source was not asked to move")
        #expect(Array(tiles.tiles.prefix(3)) == ["T0", "T6", "T1"])
        #expect(shown() == tiles.tiles)
        for indexPath in collection.indexPathsForVisibleItems {
            let frame = try #require(collection.layoutAttributesForItem(at: indexPath)).frame
            #expect(collection.cellForItem(at: indexPath)?.frame == frame, "\(indexPath) at its place")
        }
    }

    @Test("R-LC2: text dropped from elsewhere goes in at the tile under the pointer; a drop into a tile highlights it while the drag is over it")
    func dropsFromElsewhere() throws {
        collection.dropDelegate = tiles
        mouseDrag(through: [CGPoint(x: 360, y: 30), place(2)])
        #expect(tiles.log.contains("perform at 2"))
        #expect(Array(tiles.tiles.prefix(4)) == ["T0", "T1", "hello", "T2"])
        #expect(shown() == tiles.tiles)
        #expect(tiles.coordinator?.items.first?.sourceIndexPath == nil)

        tiles.proposal = UICollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath)
        let touch = mouseDrag(through: [CGPoint(x: 360, y: 30), place(5)], release: false)
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 5, section: 0)))
        #expect(cell.isHighlighted)
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(!cell.isHighlighted && tiles.log.last == "perform at 5" && tiles.tiles.count == 13)
    }

    @Test("R-LC2: a diffable list whose reordering handlers allow it reorders by dragging a row, without a drop delegate; didReorder hears the transaction")
    func diffableReorderByDrag() throws {
        // Laid over the grid (the window keeps both, and tears them down on the main actor).
        let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        window.addSubview(list)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: list) { view, indexPath, name in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var reordered: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { transaction in reordered.append(transaction.finalSnapshot.itemIdentifiers) }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["One", "Two", "Three", "Four"])
        dataSource.apply(snapshot, animatingDifferences: false)
        list.dragDelegate = tiles
        window.layoutIfNeeded()
        let rowHeight = try #require(list.cellForItem(at: IndexPath(item: 0, section: 0))).frame.height
        mouseDrag(through: [CGPoint(x: 100, y: rowHeight / 2), CGPoint(x: 100, y: rowHeight * 2.6)])
        #expect(dataSource.snapshot().itemIdentifiers == ["Two", "Three", "One", "Four"])
        #expect(reordered == [["Two", "Three", "One", "Four"]])
    }

    @Test("R-LC2 bad input: a drop on an empty collection view, a reload under a moving drag, a drag delegate with no items — survived")
    func survives() {
        collection.dragDelegate = tiles
        collection.dropDelegate = tiles
        let touch = mouseDrag(through: [place(0), place(3)], release: false)
        tiles.tiles = ["A", "B"]
        collection.reloadData()
        h.input.moveTouch(touch, to: place(1))
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(!collection.hasActiveDrag && collection.movement == nil)
        tiles.tiles = []
        collection.reloadData()
        mouseDrag(through: [CGPoint(x: 360, y: 30), place(0)])
        #expect(tiles.tiles == ["hello"] && tiles.log.last == "perform at nil")
        source.text = ""
        tiles.log = []
        mouseDrag(through: [CGPoint(x: 360, y: 30), place(0)])
        #expect(tiles.log.isEmpty)
    }
}
