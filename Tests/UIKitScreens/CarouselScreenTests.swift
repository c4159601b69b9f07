import Foundation
import Testing
import XResponder
import XResponderTesting

/// The carousel's centred card is full size and its neighbours shrink; dragged across, the next
/// card comes to the middle and grows (R-LC2).
@Suite("UIKit screens in Swift 5 mode: a carousel with a visible items handler (R-LC2)")
@MainActor
struct CarouselScreenTests {
    @Test("R-LC2: the middle card is full size, its neighbour smaller; a drag across brings Kyoto to the middle at full size")
    func cardsScale() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        let screen = CarouselViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        input.runUntilIdle()

        let lisbon = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        let kyoto = try #require(screen.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(abs(lisbon.transform.a - 1) < 0.01 && kyoto.transform.a < 0.9)

        let start = CGPoint(x: 300, y: 110)
        let touch = input.beginTouch(at: start, in: window)
        for step in 1...10 {
            input.advance(by: 0.016)
            input.moveTouch(touch, to: CGPoint(x: start.x - CGFloat(step) * 22, y: start.y))
        }
        input.advance(by: 0.016)
        input.endTouch(touch)
        input.advance(by: 1.5)
        input.runUntilIdle()
        let middle = kyoto.convert(CGPoint(x: kyoto.bounds.midX, y: kyoto.bounds.midY), to: window)
        #expect(abs(middle.x - 195) < 1, "Kyoto in the middle: \(middle)")
        #expect(abs(kyoto.transform.a - 1) < 0.01 && lisbon.transform.a < 0.9)
    }
}
