import Foundation
import Testing
@testable import XResponder

@Suite("UICollectionView: compositional sections that scroll across (R-LC2, R-LC3)", .tearsDownTestTrees)
@MainActor
struct CollectionOrthogonalTests {
    let h = Harness()
    let source = GridSource()

    /// A shelf of cards that scrolls across (groups 80 % of the width, 10 apart, 16-point insets),
    /// above a plain section of rows.
    func shelf(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 20) -> (UIWindow, UICollectionView) {
        let layout = UICollectionViewCompositionalLayout { section, _ in
            if section == 0 {
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
                                                               subitems: [item])
                let shelf = NSCollectionLayoutSection(group: group)
                shelf.orthogonalScrollingBehavior = behavior
                shelf.interGroupSpacing = 10
                shelf.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
                return shelf
            }
            let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        }
        source.counts = [items, 30]
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.dataSource = source
        collection.delegate = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    func shownItems(_ collection: UICollectionView, section: Int) -> [Int] {
        collection.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item)
    }

    @Test("R-LC2: a shelf lays its groups side by side in one band, in a scroller of its own; the next section starts below it")
    func shelfLaysOutAcross() throws {
        let (_, collection) = shelf(.continuous)
        let first = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
        #expect(first == CGRect(x: 16, y: 8, width: 294.4, height: 120) || approx(first, CGRect(x: 16, y: 8, width: (400 - 32) * 0.8, height: 120)))
        #expect(approx(second.minX, first.maxX + 10) && approx(second.minY, 8))
        #expect(approx(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minY, 136))
        #expect(shownItems(collection, section: 0) == [0, 1], "what the width shows, not the twenty")
        let scroller = try #require(collection.orthogonalScrollers[0])
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === scroller)
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.superview === collection)
        #expect(approx(scroller.frame, CGRect(x: 0, y: 8, width: 400, height: 120)))
        #expect(approx(scroller.contentSize.width, 16 + 20 * (first.width + 10) - 10 + 16))
        #expect(approx(collection.cellForItem(at: IndexPath(item: 1, section: 0))!.frame, second.offsetBy(dx: 0, dy: -8)))
    }

    @Test("R-LC3: scrolled across, a shelf of a thousand items shows the cards under it and lets the others go")
    func thousandItemsCostWhatShows() throws {
        let (window, collection) = shelf(.continuous, items: 1000)
        let scroller = try #require(collection.orthogonalScrollers[0])
        scroller.setContentOffset(CGPoint(x: 304.4 * 500, y: 0), animated: false)
        window.layoutIfNeeded()
        let shown = shownItems(collection, section: 0)
        #expect(shown.count <= 3 && shown.contains(500), "\(shown)")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.contentOffset.y == collection.minimumContentOffset.y, "the collection did not scroll down")
    }

    @Test("R-LC2: a click on a card in a scrolled shelf selects that card; a sideways wheel scrolls the shelf, a plain one the collection")
    func clicksAndWheels() throws {
        let (window, collection) = shelf(.continuous)
        let scroller = try #require(collection.orthogonalScrollers[0])
        scroller.setContentOffset(CGPoint(x: 304.4 * 3, y: 0), animated: false)
        window.layoutIfNeeded()
        h.input.tap(at: CGPoint(x: 100, y: 60), in: window)
        h.input.advance(by: 0.3)
        #expect(source.log.last == "select 3", "\(source.log)")
        #expect(collection.indexPathForItem(at: CGPoint(x: 100, y: 60)) == IndexPath(item: 3, section: 0))
        let before = scroller.contentOffset.x
        h.input.scroll(by: CGPoint(x: 40, y: 0), at: CGPoint(x: 100, y: 60), in: window)
        h.input.runUntilIdle()
        #expect(scroller.contentOffset.x > before && collection.contentOffset.y == collection.minimumContentOffset.y,
                "a sideways wheel scrolls the shelf")
        let across = scroller.contentOffset.x
        h.input.scroll(by: CGPoint(x: 0, y: 40), at: CGPoint(x: 100, y: 60), in: window)
        h.input.runUntilIdle()
        #expect(scroller.contentOffset.x == across && collection.contentOffset.y > 0, "a plain wheel over the shelf scrolls the page")
    }

    @Test("R-LC2: group paging brings the next card to the leading inset after a flick; leading-boundary rests on a card's edge")
    func pagingBehaviours() throws {
        for behavior in [UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging, .continuousGroupLeadingBoundary, .groupPagingCentered] {
            let (window, collection) = shelf(behavior)
            let scroller = try #require(collection.orthogonalScrollers[0])
            let stride = (400 - 32) * 0.8 + 10
            // A flick: 80 points to the left over 40 ms.
            let touch = h.input.beginTouch(at: CGPoint(x: 300, y: 60), in: window)
            for step in 1...4 {
                h.input.advance(by: 0.01)
                h.input.moveTouch(touch, to: CGPoint(x: 300 - CGFloat(step) * 20, y: 60))
            }
            h.input.endTouch(touch)
            h.input.advance(by: 3)
            h.input.runUntilIdle()
            let offset = scroller.contentOffset.x
            #expect(offset > 0, "\(behavior): the shelf moved")
            let groups = offset / stride
            #expect(abs(groups - groups.rounded()) < 0.01, "\(behavior) rests on a group boundary: \(offset)")
            if behavior == .groupPaging { #expect(approx(offset, stride), "one card per flick: \(offset)") }
            if behavior == .groupPagingCentered {
                let card = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).frame
                #expect(abs(card.midX - offset - 200) < 0.5, "the card is centred in the width")
            }
            window.removeFromSuperview()
        }
    }

    @Test("R-LC2: scrollToItem and the arrow keys bring a card of the shelf into view")
    func scrollToItemAcross() throws {
        let (window, collection) = shelf(.continuous)
        let scroller = try #require(collection.orthogonalScrollers[0])
        collection.scrollToItem(at: IndexPath(item: 10, section: 0), at: [], animated: false)
        window.layoutIfNeeded()
        let card = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))).frame
        #expect(card.minX >= scroller.contentOffset.x && card.maxX <= scroller.contentOffset.x + 400)
        #expect(collection.cellForItem(at: IndexPath(item: 10, section: 0))?.superview === scroller)
    }

    @Test("R-LC2: bad input survived: an empty shelf, a shelf whose group has no width, a shelf that stops scrolling across")
    func badShelves() throws {
        let (window, collection) = shelf(.continuous, items: 0)
        #expect(collection.orthogonalScrollers[0]?.contentSize.width ?? 32 <= 32)
        source.counts = [5, 30]
        collection.reloadData()
        window.layoutIfNeeded()
        #expect(shownItems(collection, section: 0) == [0, 1])
        // The section stops scrolling across: its scroller goes and its cells come back to the collection.
        collection.collectionViewLayout = UICollectionViewCompositionalLayout { _, _ in
            let row = NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(44))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        }
        window.layoutIfNeeded()
        #expect(collection.orthogonalScrollers.isEmpty)
        #expect(collection.visibleCells.allSatisfy { $0.superview === collection })
    }
}
