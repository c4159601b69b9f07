import Foundation
import Testing
import XResponder
import XResponderTesting

/// The store's front page scrolls its shelves across (R-LC2).
@Suite("UIKit screens in Swift 5 mode: compositional sections that scroll across (R-LC2)")
@MainActor
struct FeaturedAppsScreenTests {
    @Test("R-LC2: the featured shelf centres its first card and pages a card per flick; the tiles scroll freely; a click opens what it hits")
    func shelvesScrollAcross() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let screen = FeaturedAppsViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        input.runUntilIdle()

        let collection = try #require(screen.collectionView)
        let first = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 0)))
        let shown = first.convert(first.bounds, to: window)
        #expect(abs(shown.midX - 195) < 0.5, "the first card is centred: \(shown)")
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0)) != nil, "the next card peeks in")
        #expect(collection.cellForItem(at: IndexPath(item: 3, section: 0)) == nil)

        // A flick to the left brings the second card to the centre.
        let touch = input.beginTouch(at: CGPoint(x: 300, y: shown.midY), in: window)
        for step in 1...4 {
            input.advance(by: 0.01)
            input.moveTouch(touch, to: CGPoint(x: 300 - CGFloat(step) * 25, y: shown.midY))
        }
        input.endTouch(touch)
        input.advance(by: 2)
        input.runUntilIdle()
        let second = try #require(collection.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(second.convert(second.bounds, to: window).midX - 195) < 0.5, "the second card is centred after one flick")

        // The tiles: the header stays, the tiles under it scroll sideways with the wheel.
        let tile = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 1)))
        let tilePoint = tile.convert(CGPoint(x: 50, y: 50), to: window)
        input.scroll(by: CGPoint(x: 120, y: 0), at: tilePoint, in: window)
        input.runUntilIdle()
        let header = try #require(collection.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first)
        let title = try #require(header.subviews.first as? UILabel)
        // The header follows the section's insets (supplementariesFollowContentInsets), as in UIKit.
        #expect(title.convert(title.bounds, to: window).minX == 32 && title.bounds.width > 50, "the header's title shows")
        #expect(collection.cellForItem(at: IndexPath(item: 0, section: 1))?.convert(CGPoint.zero, to: window).x ?? -1 < 16,
                "the first tile moved left")
        input.tap(at: tilePoint, in: window)
        input.advance(by: 0.3)
        input.runUntilIdle()
        #expect(screen.opened != nil && screen.opened != "Calendar", "the tile now under the pointer opens: \(screen.opened ?? "nothing")")

        let row = try #require(collection.cellForItem(at: IndexPath(item: 0, section: 2)))
        input.tap(at: row.convert(CGPoint(x: 100, y: 20), to: window), in: window)
        input.advance(by: 0.3)
        input.runUntilIdle()
        #expect(screen.opened == "Terminal 2.3")
    }
}
