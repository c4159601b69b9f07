import Foundation
import Testing
@testable import XResponder

/// A flow layout whose items lean: its attributes carry a transform.
@MainActor
private final class LeaningLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let elements = super.layoutAttributesForElements(in: rect)
        for attributes in elements ?? [] { attributes.transform = CGAffineTransform(rotationAngle: 0.1) }
        return elements
    }
}

@MainActor
private final class Numbers: NSObject, UICollectionViewDataSource {
    var sections = 2
    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
    }
}

@Suite("A compositional section's visible items handler; layout attributes' transforms (R-LC2)", .tearsDownTestTrees)
@MainActor
struct VisibleItemsHandlerTests {
    let h = Harness()
    private let numbers = Numbers()

    /// Section 0 a carousel (groups 70 % wide, centred paging) that scales items by their distance
    /// from the middle; section 1 a column of rows that fades rows by how far down they are.
    private func carousel(_ calls: @escaping (Int, CGPoint) -> Void) -> (UIWindow, UICollectionView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7),
                                                                                                 heightDimension: .absolute(150)),
                                                               subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.visibleItemsInvalidationHandler = { items, offset, environment in
                    calls(index, offset)
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                        let scale = max(1.1 - distance / environment.container.contentSize.width, 0.7)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
                return section
            }
            let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                           heightDimension: .absolute(50)),
                                                         subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, _ in
                calls(index, offset)
                for item in items { item.alpha = item.frame.minY - offset.y > 300 ? 0.5 : 1 }
            }
            return section
        }
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collection.dataSource = numbers
        window.addSubview(collection)
        window.layoutIfNeeded()
        return (window, collection)
    }

    @Test("R-LC2: a carousel's handler scales the item in the middle largest, and as the section scrolls across it hears the scroller's offset and the next item grows")
    func carouselScales() throws {
        var offsets: [CGPoint] = []
        let (_, collection) = carousel { section, offset in if section == 0 { offsets.append(offset) } }
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(first.transform.a - 1.1) < 0.01, "the centred item at full scale: \(first.transform.a)")
        #expect(second.transform.a < first.transform.a)
        #expect(offsets.last == CGPoint(x: 0, y: 0))
        let scroller = try #require(collection.orthogonalScrollers[0])
        scroller.contentOffset.x = 210                              // one group: 70 % of 300
        #expect(offsets.last?.x == 210)
        #expect(abs(second.transform.a - 1.1) < 0.01 && first.transform.a < 1)
        #expect(first.bounds.size == CGSize(width: 210, height: 150), "the transform scales; the frame the layout gave stays")
    }

    @Test("R-LC2: a section that scrolls down hears the collection view's offset, and what it changes (alpha) shows; views of sections without a handler are left alone")
    func downSection() throws {
        var offsets: [CGPoint] = []
        let (_, collection) = carousel { section, offset in if section == 1 { offsets.append(offset) } }
        let lowest = try #require(collection.visibleCells.filter { collection.indexPath(for: $0)?.section == 1 }.max { $0.frame.minY < $1.frame.minY })
        #expect(lowest.alpha == 0.5)
        collection.contentOffset.y = 200
        collection.layoutIfNeeded()
        #expect(offsets.last == CGPoint(x: 0, y: 200))
        let row = IndexPath(item: 2, section: 1)
        #expect(collection.cellForItem(at: row)?.alpha == 1, "near the top now")
    }

    @Test("R-LC2: a layout's attributes carry a transform, and the cells take it")
    func attributesTransform() throws {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let layout = LeaningLayout()
        layout.itemSize = CGSize(width: 60, height: 60)
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        numbers.sections = 1
        collection.dataSource = numbers
        window.addSubview(collection)
        window.layoutIfNeeded()
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(cell.transform == CGAffineTransform(rotationAngle: 0.1))
    }
}
