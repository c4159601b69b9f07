import Foundation
import Testing
@testable import XResponder

/// A section background, as apps register one.
final class SectionBackground: UICollectionReusableView {
    nonisolated(unsafe) static var made = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        SectionBackground.made += 1
        backgroundColor = .systemYellow
        layer.cornerRadius = 12
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

@Suite("UICollectionView: decoration views and badges (R-LC2, R-LC3)", .tearsDownTestTrees)
@MainActor
struct CollectionDecorationTests {
    let h = Harness()
    let source = GridSource()

    /// Sections of a grid of 50-point items in fours, each with a background inset by 5 and a
    /// badge on every item when `badges`.
    func grid(sections: Int, items: Int, badges: Bool = false, across: Bool = false, register: Bool = true) -> (UIWindow, UICollectionView) {
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: .init(widthDimension: .absolute(20), heightDimension: .absolute(20)),
                                                        elementKind: "badge",
                                                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)),
                                          supplementaryItems: badges ? [badge] : [])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: across ? .absolute(200) : .fractionalWidth(1),
                                                                         heightDimension: .absolute(60)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        if across { section.orthogonalScrollingBehavior = .continuous }
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        if register { layout.register(SectionBackground.self, forDecorationViewOfKind: "background") }
        source.counts = Array(repeating: items, count: sections)
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 440))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
        collection.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "badge", withReuseIdentifier: "header")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    func backgrounds(_ collection: UICollectionView) -> [UICollectionReusableView] {
        collection.subviews.compactMap { $0 as? SectionBackground }
    }

    @Test("R-LC2: a section's background decoration covers the section less its insets, behind every cell")
    func backgroundBehindCells() throws {
        let (_, collection) = grid(sections: 3, items: 8)
        let first = try #require(collection.collectionViewLayout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0)))
        // Two lines of 60 between insets of 10: the section is 140 high.
        #expect(approx(first.frame, CGRect(x: 5, y: 5, width: 390, height: 130)))
        let shown = backgrounds(collection)
        #expect(shown.count == 3 && shown.contains { approx($0.frame, first.frame) })
        let lastBackground = try #require(shown.compactMap { collection.subviews.firstIndex(of: $0) }.max())
        let firstCell = try #require(collection.visibleCells.compactMap { collection.subviews.firstIndex(of: $0) }.min())
        #expect(lastBackground < firstCell, "the backgrounds are behind the cells")
    }

    @Test("R-LC3: backgrounds exist for the sections on screen only; cells that scroll in stay in front of them")
    func backgroundsCostWhatShows() throws {
        SectionBackground.made = 0
        let (window, collection) = grid(sections: 200, items: 8)
        #expect(backgrounds(collection).count <= 4)
        for step in 1...20 {
            collection.contentOffset.y = CGFloat(step) * 700
            window.layoutIfNeeded()
        }
        #expect(backgrounds(collection).count <= 4 && SectionBackground.made <= 8, "pooled: \(SectionBackground.made) made")
        let backgroundIndex = try #require(backgrounds(collection).compactMap { collection.subviews.firstIndex(of: $0) }.max())
        #expect(collection.visibleCells.allSatisfy { (collection.subviews.firstIndex(of: $0) ?? -1) > backgroundIndex })
    }

    @Test("R-LC2: a kind with no class registered shows nothing and is survived")
    func unregisteredDecoration() {
        let (_, collection) = grid(sections: 2, items: 4, register: false)
        #expect(backgrounds(collection).isEmpty && collection.visibleCells.count == 8)
    }

    @Test("R-LC2: a badge anchored at an item's top trailing corner, a third outside it, asked of the data source at the item's index path")
    func badgesOnItems() throws {
        let (_, collection) = grid(sections: 1, items: 4, badges: true)
        let item = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))).frame
        let badge = try #require(collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 2, section: 0)))
        #expect(approx(badge.frame, CGRect(x: item.maxX - 20 + 6, y: item.minY - 6, width: 20, height: 20)), "\(badge.frame) on \(item)")
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count == 4)
        let asked = try #require(collection.collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0)))
        #expect(approx(asked.frame, badge.frame))
        #expect((collection.subviews.firstIndex(of: badge) ?? 0) > (collection.subviews.firstIndex(of: collection.cellForItem(at: IndexPath(item: 2, section: 0))!) ?? 0))
    }

    @Test("R-LC2: in a section that scrolls across, badges ride in its scroller with their cards")
    func badgesScrollAcross() throws {
        let (window, collection) = grid(sections: 1, items: 40, badges: true, across: true)
        let scroller = try #require(collection.orthogonalScrollers[0])
        let badge = try #require(collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)))
        #expect(badge.superview === scroller)
        scroller.setContentOffset(CGPoint(x: 2000, y: 0), animated: false)
        window.layoutIfNeeded()
        #expect(collection.supplementaryView(forElementKind: "badge", at: IndexPath(item: 0, section: 0)) == nil)
        #expect(collection.visibleSupplementaryViews(ofKind: "badge").count <= 12)
    }
}
