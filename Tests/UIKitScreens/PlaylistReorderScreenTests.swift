import Foundation
import Testing
import XResponder
import XResponderTesting

/// The playlist's songs are put in order by their handles (R-LC2).
@Suite("UIKit screens in Swift 5 mode: reordering a collection view list (R-LC2)")
@MainActor
struct PlaylistReorderScreenTests {
    @Test("R-LC2: Edit shows the handles; dragging So What below All Blues reorders the list and the app's own array")
    func reorderByHandle() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = PlaylistViewController()
        let navigation = UINavigationController(rootViewController: screen)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        input.runUntilIdle()

        let first = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(!first.configurationState.isEditing)
        screen.setEditing(true, animated: false)
        input.runUntilIdle()
        #expect(first.configurationState.isEditing && screen.editButtonItem.title == "Done")

        func center(of item: Int) -> CGPoint {
            let cell = screen.collectionView.cellForItem(at: IndexPath(item: item, section: 0))!
            return cell.convert(CGPoint(x: cell.bounds.maxX - 20, y: cell.bounds.midY), to: window)
        }
        let start = center(of: 1), end = center(of: 3)
        let touch = input.beginTouch(at: start, in: window)
        for step in 1...10 {
            input.advance(by: 0.02)
            input.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + (end.y - start.y) * CGFloat(step) / 10))
        }
        input.advance(by: 0.02)
        input.endTouch(touch)
        input.advance(by: 0.5)
        input.runUntilIdle()
        let order = ["Blue in Green", "Freddie Freeloader", "All Blues", "So What", "Flamenco Sketches"]
        #expect(screen.dataSource.snapshot().itemIdentifiers == order)
        #expect(screen.songs == order)
    }
}
