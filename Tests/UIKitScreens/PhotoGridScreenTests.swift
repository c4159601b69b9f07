import Foundation
import Testing
import XResponder
import XResponderTesting

/// The photo grid runs as it would on iOS, with a mouse (issue #32, R-LC2).
@Suite("UIKit screens in Swift 5 mode: a compositional photo grid with a diffable data source (R-LC2)")
@MainActor
struct PhotoGridScreenTests {
    @Test("R-LC2: a featured row and a grid of three columns, headers, a click opens a photo, a deletion animates")
    func photoGrid() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let grid = PhotoGridViewController()
        window.rootViewController = UINavigationController(rootViewController: grid)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let collection = try #require(grid.collectionView)
        #expect(collection.numberOfSections == 2 && collection.numberOfItems(inSection: 1) == 39)
        let featured = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(featured.height == 176 && featured.width == 386)
        let second = try #require(collection.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame)
        #expect(abs(second.width - (390.0 / 3 - 4)) < 0.01, "three columns in 390 points")
        let cell = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 1)) as? PhotoCell)
        #expect(cell.titleLabel.text == "Photo 3")
        #expect(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)

        input.tap(at: collection.convert(CGPoint(x: second.midX, y: second.midY), to: nil))
        input.advance(by: 0.5)
        #expect(grid.opened == ["Photo 3"] && collection.indexPathsForSelectedItems == nil)

        grid.deleteFirstPhoto()
        input.advance(by: 0.5)
        window.layoutIfNeeded()
        let moved = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)) as? PhotoCell)
        #expect(moved.titleLabel.text == "Photo 2" && collection.numberOfItems(inSection: 1) == 38)
    }
}
