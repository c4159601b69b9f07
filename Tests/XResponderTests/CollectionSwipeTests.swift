import Foundation
import Testing
@testable import XResponder

@Suite("UICollectionView: swipe actions in list sections (R-LC2)", .tearsDownTestTrees)
@MainActor
struct CollectionSwipeTests {
    let h = Harness()

    @MainActor final class Inbox {
        var collection: UICollectionView!
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
        var fullSwipe = false

        init(window: UIWindow, count: Int = 20, leading: Bool = true, trailing: Bool = true) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            if trailing {
                configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                    let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        guard let item = self.dataSource.itemIdentifier(for: indexPath) else { return done(false) }
                        self.log.append("delete \(item)")
                        var snapshot = self.dataSource.snapshot()
                        snapshot.deleteItems([item])
                        self.dataSource.apply(snapshot, animatingDifferences: false)
                        done(true)
                    }
                    let actions = UISwipeActionsConfiguration(actions: [delete])
                    actions.performsFirstActionWithFullSwipe = self.fullSwipe
                    return actions
                }
            }
            if leading {
                configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                    UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in
                        self.log.append("read \(indexPath.item)")
                        done(true)
                    }])
                }
            }
            collection = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, text in
                var content = cell.defaultContentConfiguration()
                content.text = text
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collection) { collection, indexPath, text in
                collection.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: text)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems((0..<count).map { "Mail \($0)" })
            dataSource.apply(snapshot, animatingDifferences: false)
            window.addSubview(collection)
            window.layoutIfNeeded()
        }

        func names() -> [String] { dataSource.snapshot().itemIdentifiers }
    }

    func swipe(_ window: UIWindow, row: Int, by dx: CGFloat, from x: CGFloat = 200) {
        let y = CGFloat(row) * 44 + 22
        let touch = h.input.beginTouch(at: CGPoint(x: x, y: y), in: window)
        for step in 1...10 {
            h.input.advance(by: 0.01)
            h.input.moveTouch(touch, to: CGPoint(x: x + dx * CGFloat(step) / 10, y: y))
        }
        h.input.advance(by: 0.05)
        h.input.endTouch(touch)
        h.input.advance(by: 0.5)
    }

    @Test("R-LC2: a drag to the left opens a row's trailing actions; a click on Delete runs the handler, which deletes the row")
    func trailingDelete() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let inbox = Inbox(window: window)
        swipe(window, row: 2, by: -150)
        let cell = try #require(inbox.collection.cellForItem(at: IndexPath(item: 2, section: 0)))
        #expect(cell.frame.minX < -60, "the row rests open: \(cell.frame)")
        #expect(cell.configurationState.isSwiped)
        #expect(inbox.collection.contentOffset.y == inbox.collection.minimumContentOffset.y, "the list did not scroll")
        h.input.tap(at: CGPoint(x: 380, y: 2 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(inbox.log == ["delete Mail 2"])
        #expect(inbox.names().prefix(4) == ["Mail 0", "Mail 1", "Mail 3", "Mail 4"])
        #expect(inbox.collection.visibleCells.allSatisfy { $0.frame.minX == 0 }, "no cell stays moved aside")
        #expect(inbox.collection.swipe == nil)
    }

    @Test("R-LC2: a drag to the right opens the leading actions; a press elsewhere closes the row without selecting")
    func leadingAndClose() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let inbox = Inbox(window: window)
        swipe(window, row: 1, by: 150, from: 100)
        let cell = try #require(inbox.collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.frame.minX > 60)
        h.input.tap(at: CGPoint(x: 300, y: 5 * 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(cell.frame.minX == 0 && inbox.collection.indexPathsForSelectedItems == nil)
        swipe(window, row: 1, by: 150, from: 100)
        h.input.tap(at: CGPoint(x: 20, y: 44 + 22), in: window)
        h.input.advance(by: 0.5)
        #expect(inbox.log == ["read 1"] && cell.frame.minX == 0, "the handler's completion closed the row")
    }

    @Test("R-LC2: a full swipe performs the first action when the configuration says so; a short one springs back")
    func fullAndShortSwipes() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let inbox = Inbox(window: window)
        inbox.fullSwipe = true
        swipe(window, row: 0, by: -20, from: 300)
        #expect(inbox.collection.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0, "a short drag springs back")
        swipe(window, row: 0, by: -330, from: 360)
        #expect(inbox.log == ["delete Mail 0"] && inbox.names().first == "Mail 1")
    }

    @Test("R-LC2: a list without providers takes no swipe; the drag is the scroll view's")
    func noProviders() {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let inbox = Inbox(window: window, leading: false, trailing: false)
        swipe(window, row: 2, by: -150)
        #expect(inbox.collection.swipe == nil && inbox.collection.visibleCells.allSatisfy { $0.frame.minX == 0 })
    }
}
