import Foundation
import Testing
@testable import XResponder

@Suite("UICollectionView: list sections look as iOS draws them (R-LC2, R-BR5)", .tearsDownTestTrees)
@MainActor
struct CollectionListLookTests {
    let h = Harness()

    /// The data sources, held here: a collection view holds its own weakly.
    final class Sources { var all: [TextItems] = [] }
    let sources = Sources()

    func list(_ appearance: UICollectionLayoutListConfiguration.Appearance, rows: Int) -> (UIWindow, UICollectionView) {
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: appearance))
        let collection = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collection.register(UICollectionViewListCell.self, forCellWithReuseIdentifier: "list")
        let source = TextItems([(0..<rows).map { "Row \($0)" }], identifier: "list")
        collection.dataSource = source
        window.addSubview(collection)
        window.layoutIfNeeded()
        sources.all.append(source)
        return (window, collection)
    }

    func cell(_ collection: UICollectionView, _ item: Int) -> UICollectionViewListCell {
        collection.cellForItem(at: IndexPath(item: item, section: 0)) as! UICollectionViewListCell
    }

    @Test("R-LC2: an inset-grouped section rounds its first and last rows' outer corners and draws no separator under its last row")
    func insetGroupedRoundsItsEnds() {
        let (window, collection) = list(.insetGrouped, rows: 3)
        #expect(cell(collection, 0).layer.cornerRadius == 10 && cell(collection, 0).layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cell(collection, 1).layer.cornerRadius == 0)
        #expect(cell(collection, 2).layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(cell(collection, 0).separatorColor != nil && cell(collection, 2).separatorColor == nil)
        // Drawn: the card's very corner shows the grouped background, its middle the row's colour.
        let top = cell(collection, 0).convert(CGPoint.zero, to: window)
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true) }
        let scale = image.scale
        func pixel(_ x: CGFloat, _ y: CGFloat) -> UInt8 { image.pixel(x: Int(x * scale), y: Int(y * scale))?.red ?? 0 }
        let background = pixel(4, 4), row = pixel(top.x + 100, top.y + 2)
        #expect(background != row, "the grouped background differs from a row's")
        #expect(pixel(top.x + 0.5, top.y + 0.5) == background, "the rounded corner lets the background show")
    }

    @Test("R-LC2: a row added at the end of a grouped section takes the last row's look; the old last row gets its separator")
    func lastRowFollowsInserts() {
        let (_, collection) = list(.insetGrouped, rows: 2)
        let source = collection.dataSource as! TextItems
        source.texts[0].append("Row 2")
        collection.insertItems(at: [IndexPath(item: 2, section: 0)])
        #expect(cell(collection, 1).separatorColor != nil && cell(collection, 1).layer.cornerRadius == 0)
        #expect(cell(collection, 2).separatorColor == nil && cell(collection, 2).layer.cornerRadius == 10)
    }

    @Test("R-LC2: a plain list keeps square rows and a separator under each")
    func plainStaysSquare() {
        let (_, collection) = list(.plain, rows: 2)
        #expect(cell(collection, 0).layer.cornerRadius == 0 && cell(collection, 1).layer.cornerRadius == 0)
        #expect(cell(collection, 1).separatorColor != nil)
    }
}
