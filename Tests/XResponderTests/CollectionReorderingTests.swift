import Foundation
import Testing
@testable import XResponder
@testable import XResponderTesting

@Suite("UICollectionView: reordering — the reorder accessory, interactive movement, diffable reordering handlers (R-LC2)", .tearsDownTestTrees)
@MainActor
struct CollectionReorderingTests {
    let h = Harness()

    /// A list of emoji in two sections, as Apple's reorderable list sample builds it: the app keeps
    /// its own store and brings it up to date from each transaction.
    @MainActor final class Emoji {
        var collection: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<String, String>!
        var store: [String: [String]] = ["Smileys": (0..<8).map { "smile \($0)" }, "Animals": (0..<8).map { "animal \($0)" }]
        var transactions: [NSDiffableDataSourceTransaction<String, String>] = []
        var willReorder = 0

        init(window: UIWindow, displayed: UICellAccessory.DisplayedState = .always, canReorder: Bool = true) {
            collection = UICollectionView(frame: window.bounds,
                                          collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator(displayed: .whenNotEditing), .reorder(displayed: displayed)]
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, text in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            if canReorder { dataSource.reorderingHandlers.canReorderItem = { !$0.hasSuffix("7") } }
            dataSource.reorderingHandlers.willReorder = { [unowned self] _ in self.willReorder += 1 }
            dataSource.reorderingHandlers.didReorder = { [unowned self] transaction in
                self.transactions.append(transaction)
                for section in transaction.sectionTransactions {
                    if let items = self.store[section.sectionIdentifier], let updated = items.applying(section.difference) {
                        self.store[section.sectionIdentifier] = updated
                    }
                }
            }
            var snapshot = NSDiffableDataSourceSnapshot<String, String>()
            snapshot.appendSections(["Smileys", "Animals"])
            snapshot.appendItems(store["Smileys"]!, toSection: "Smileys")
            snapshot.appendItems(store["Animals"]!, toSection: "Animals")
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collection)
            window.layoutIfNeeded()
        }

        func shown(_ section: String) -> [String] { dataSource.snapshot().itemIdentifiers(inSection: section) }
        func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewListCell? {
            collection.cellForItem(at: IndexPath(item: item, section: section)) as? UICollectionViewListCell
        }
    }

    /// Drags from `start` to `end` in ten steps, letting go unless told not to.
    @discardableResult
    func drag(_ window: UIWindow, from start: CGPoint, to end: CGPoint, release: Bool = true) -> HeadlessInput.Touch {
        let touch = h.input.beginTouch(at: start, in: window)
        for step in 1...10 {
            h.input.advance(by: 0.02)
            let t = CGFloat(step) / 10
            h.input.moveTouch(touch, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        if release {
            h.input.advance(by: 0.02)
            h.input.endTouch(touch)
            h.input.advance(by: 0.5)
        }
        return touch
    }

    @Test("R-LC2: a reorder accessory shows as UIKit's displayed state says — .whenEditing only in editing mode — and a .whenNotEditing one hides then")
    func displayedStates() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let list = Emoji(window: window, displayed: .whenEditing)
        let cell = try #require(list.cell(1))
        #expect(cell.reorderAccessoryFrame.isNull && !cell.configurationState.isEditing)
        let content = cell.contentView.frame.width
        list.collection.isEditing = true
        window.layoutIfNeeded()
        #expect(cell.configurationState.isEditing)
        #expect(cell.reorderAccessoryFrame == CGRect(x: 356, y: 0, width: 44, height: 44))
        #expect(cell.contentView.frame.width == content - 44 + 34, "the handle's room replaces the chevron's")
        list.collection.isEditing = false
        window.layoutIfNeeded()
        #expect(cell.reorderAccessoryFrame.isNull && cell.contentView.frame.width == content)
    }

    @Test("R-LC2: dragging a row by its handle holds it under the pointer while the rows between slide aside; at the drop the diffable data source takes the order and didReorder's section difference brings the app's store along")
    func dragByHandle() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let list = Emoji(window: window)
        let held = try #require(list.cell(1))
        let touch = drag(window, from: CGPoint(x: 380, y: 44 + 22), to: CGPoint(x: 300, y: 4 * 44 + 22), release: false)
        #expect(abs(held.center.y - (4 * 44 + 22)) < 0.5 && held.center.x == 200, "held in its column under the pointer: \(held.center)")
        #expect(list.collection.cellForItem(at: IndexPath(item: 4, section: 0)) === held)
        #expect(list.cell(1)?.contentConfiguration.flatMap { ($0 as? UIListContentConfiguration)?.text } == "smile 2")
        #expect(list.transactions.isEmpty && list.shown("Smileys")[1] == "smile 1", "the data source waits for the drop")
        #expect(list.collection.contentOffset.y == list.collection.minimumContentOffset.y, "the list did not scroll")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        let order = ["smile 0", "smile 2", "smile 3", "smile 4", "smile 1", "smile 5", "smile 6", "smile 7"]
        #expect(list.shown("Smileys") == order)
        #expect(list.store["Smileys"] == order && list.store["Animals"] == (0..<8).map { "animal \($0)" })
        #expect(list.willReorder == 1 && list.transactions.count == 1)
        let transaction = try #require(list.transactions.first)
        #expect(transaction.initialSnapshot.itemIdentifiers(inSection: "Smileys")[1] == "smile 1")
        #expect(transaction.finalSnapshot.itemIdentifiers(inSection: "Smileys") == order)
        #expect(transaction.sectionTransactions.map(\.sectionIdentifier) == ["Smileys"])
        #expect(transaction.sectionTransactions.first?.finalSnapshot.items == order)
        #expect(transaction.difference.count == 2, "one removal, one insertion")
        #expect(held.frame == CGRect(x: 0, y: 4 * 44, width: 400, height: 44) && held.layer.shadowOpacity == 0)
    }

    @Test("R-LC2: a row dragged into the next section lands there; both sections' transactions say so; the list scrolls when the row nears its bottom edge")
    func acrossSectionsWithAutoscroll() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let list = Emoji(window: window)
        let touch = drag(window, from: CGPoint(x: 380, y: 22), to: CGPoint(x: 380, y: 430), release: false)
        for _ in 0..<12 {   // held near the bottom edge: each move scrolls on
            h.input.advance(by: 0.02)
            h.input.moveTouch(touch, to: CGPoint(x: 380, y: 432))
            h.input.moveTouch(touch, to: CGPoint(x: 380, y: 430))
        }
        #expect(list.collection.contentOffset.y > 100, "the list scrolled: \(list.collection.contentOffset.y)")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(!list.shown("Smileys").contains("smile 0") && list.shown("Animals").contains("smile 0"))
        let cells = list.collection.visibleCells
        #expect(cells.allSatisfy { $0.layer.shadowOpacity == 0 }, "every cell landed: \(cells.map(\.layer.shadowOpacity))")
        #expect(Set(cells.map(ObjectIdentifier.init)).count == cells.count && cells.allSatisfy { $0.superview === list.collection })
        for indexPath in list.collection.indexPathsForVisibleItems {
            let text = (list.collection.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
            #expect(text == list.dataSource.itemIdentifier(for: indexPath), "\(indexPath)")
        }
        #expect(Set(list.transactions.last?.sectionTransactions.map(\.sectionIdentifier) ?? []) == ["Smileys", "Animals"])
        #expect(list.store["Smileys"] == list.shown("Smileys") && list.store["Animals"] == list.shown("Animals"))
    }

    @Test("R-LC2: a row dragged by its handle over the gap into the next section keeps its cell: held while it moves, landed (no lift left) at the drop, every row showing its own item")
    func acrossSectionsKeepsTheCell() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let list = Emoji(window: window)
        let held = try #require(list.cell(2))
        let header = try #require(list.collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))).frame.minY
        let touch = drag(window, from: CGPoint(x: 380, y: 2 * 44 + 22), to: CGPoint(x: 380, y: header + 2 * 44 + 22), release: false)
        #expect(list.collection.visibleCells.filter { $0 === held }.count == 1)
        #expect(abs(held.center.y - (header + 2 * 44 + 22)) < 0.5, "held under the pointer: \(held.center)")
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(held.layer.shadowOpacity == 0)
        let cells = list.collection.visibleCells
        #expect(cells.allSatisfy { $0.layer.shadowOpacity == 0 }, "\(cells.map(\.layer.shadowOpacity))")
        for indexPath in list.collection.indexPathsForVisibleItems {
            let text = (list.collection.cellForItem(at: indexPath)?.contentConfiguration as? UIListContentConfiguration)?.text
            #expect(text == list.dataSource.itemIdentifier(for: indexPath), "\(indexPath)")
            let frame = list.collection.layoutAttributesForItem(at: indexPath)!.frame
            #expect(list.collection.cellForItem(at: indexPath)?.frame == frame, "\(indexPath) at its place")
        }
        #expect(list.shown("Animals").contains("smile 2"))
    }

    @Test("R-LC2: canReorderItem says which rows move; without it nothing moves, and a drag on the handle scrolls nothing")
    func canReorder() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let list = Emoji(window: window)
        #expect(!list.collection.beginInteractiveMovementForItem(at: IndexPath(item: 7, section: 0)), "smile 7 may not move")
        let fixed = Emoji(window: h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440)), canReorder: false)
        drag(fixed.collection.window!, from: CGPoint(x: 380, y: 22), to: CGPoint(x: 380, y: 200))
        #expect(fixed.shown("Smileys") == (0..<8).map { "smile \($0)" } && fixed.transactions.isEmpty)
        #expect(!fixed.collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// A data source of its own, as apps wrote before diffable data sources.
    @MainActor final class Columns: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
        var columns = [["a0", "a1", "a2", "a3"], ["b0", "b1"]]
        var moves: [String] = []
        var redirect: ((IndexPath) -> IndexPath)?
        func numberOfSections(in collectionView: UICollectionView) -> Int { columns.count }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { columns[section].count }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.accessibilityLabel = columns[indexPath.section][indexPath.item]
            return cell
        }
        func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
        func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
            guard sourceIndexPath != destinationIndexPath else { return }
            moves.append("\(sourceIndexPath.section).\(sourceIndexPath.item)→\(destinationIndexPath.section).\(destinationIndexPath.item)")
            let item = columns[sourceIndexPath.section].remove(at: sourceIndexPath.item)
            columns[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        }
        func collectionView(_ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                            atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
            redirect?(proposedIndexPath) ?? proposedIndexPath
        }
    }

    func grid(_ window: UIWindow, _ source: Columns) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return collection
    }

    func labels(_ collection: UICollectionView, section: Int) -> [String?] {
        (0..<collection.numberOfItems(inSection: section)).map {
            collection.cellForItem(at: IndexPath(item: $0, section: section))?.accessibilityLabel
        }
    }

    @Test("R-LC2: beginInteractiveMovementForItem, updateInteractiveMovementTargetPosition and endInteractiveMovement move an item of any layout; the data source hears moveItemAt once, across sections too; the delegate may redirect")
    func interactiveMovementAPI() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let source = Columns()
        let collection = grid(window, source)
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 50))   // over a2
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.accessibilityLabel == "a1")
        #expect(collection.cellForItem(at: IndexPath(item: 2, section: 0))?.center == CGPoint(x: 250, y: 50))
        #expect(source.moves.isEmpty)
        collection.endInteractiveMovement()
        #expect(source.moves == ["0.0→0.2"] && source.columns[0] == ["a1", "a2", "a0", "a3"])
        #expect(labels(collection, section: 0) == ["a1", "a2", "a0", "a3"])

        // Into the next section (its row starts at y 100): the counts follow.
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))   // over b1
        #expect(collection.numberOfItems(inSection: 0) == 3 && collection.numberOfItems(inSection: 1) == 3)
        collection.endInteractiveMovement()
        #expect(source.moves.last == "0.1→1.1" && source.columns == [["a1", "a0", "a3"], ["b0", "a2", "b1"]])
        #expect(labels(collection, section: 1) == ["b0", "a2", "b1"])

        // The delegate sends every move to the section's start.
        source.redirect = { IndexPath(item: 0, section: $0.section) }
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 1)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        collection.endInteractiveMovement()
        #expect(source.columns[1] == ["b1", "b0", "a2"])
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)), "canMoveItemAt said no")
    }

    @Test("R-LC2: cancelInteractiveMovement puts the item back and tells the data source nothing; bad calls are survived")
    func cancelAndBadInput() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let source = Columns()
        let collection = grid(window, source)
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))   // no movement: ignored
        collection.endInteractiveMovement()
        collection.cancelInteractiveMovement()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 5)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: -1, section: 0)))
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one movement at a time")
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 50))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 350, y: 50))
        #expect(labels(collection, section: 0) == ["a1", "a2", "a3", "a0"])
        collection.cancelInteractiveMovement()
        #expect(labels(collection, section: 0) == ["a0", "a1", "a2", "a3"] && source.moves.isEmpty)

        // A reload in the middle ends the movement, the item back where the data has it.
        #expect(collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collection.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
        collection.reloadData()
        window.layoutIfNeeded()
        collection.endInteractiveMovement()
        #expect(source.moves.isEmpty && collection.numberOfItems(inSection: 0) == 4 && labels(collection, section: 0).first == "a0")
    }

    @Test("R-LC2: a data source that does not move items (no moveItemAt) moves nothing")
    func dataSourceWithoutMoves() {
        @MainActor final class Still: NSObject, UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let source = Still()
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        #expect(!collection.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    }

    @Test("R-LC2: a collection view controller's long press moves items (installsStandardGestureForInteractiveMovement); setEditing reaches the collection view, which then selects nothing unless allowsSelectionDuringEditing")
    func controllerLongPressAndEditing() throws {
        final class Board: UICollectionViewController {
            var cards = ["one", "two", "three"]
            override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { cards.count }
            override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath)
                cell.accessibilityLabel = cards[indexPath.item]
                return cell
            }
            override func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
                cards.insert(cards.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
            }
        }
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 400, height: 100)
        layout.minimumLineSpacing = 0
        let board = Board(collectionViewLayout: layout)
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        window.rootViewController = board
        board.collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "card")
        board.collectionView.contentInsetAdjustmentBehavior = .never
        window.layoutIfNeeded()
        let touch = h.input.beginTouch(at: CGPoint(x: 200, y: 50), in: window)
        h.input.advance(by: 0.6)   // past the long press's half second
        for y in stride(from: 60.0, through: 250.0, by: 10) {
            h.input.advance(by: 0.02)
            h.input.moveTouch(touch, to: CGPoint(x: 200, y: y))
        }
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
        #expect(board.cards == ["two", "three", "one"])

        board.setEditing(true, animated: false)
        #expect(board.collectionView.isEditing)
        h.input.tap(at: CGPoint(x: 200, y: 50), in: window)
        #expect(board.collectionView.indexPathsForSelectedItems == nil)
        board.collectionView.allowsSelectionDuringEditing = true
        h.input.tap(at: CGPoint(x: 200, y: 50), in: window)
        #expect(board.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
        board.installsStandardGestureForInteractiveMovement = false
        #expect(board.collectionView.standardMovementRecognizer?.isEnabled == false)
    }
}
