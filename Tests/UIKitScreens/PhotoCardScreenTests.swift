import Foundation
import Testing
import XResponder
import XResponderTesting

/// The photo card's custom transitions run as they would on iOS (R-BR2).
@Suite("UIKit screens in Swift 5 mode: custom transitions (R-BR2)")
@MainActor
struct PhotoCardScreenTests {
    @Test("R-BR2: the card rises over a dimmed gallery; a short drag down goes back, a long one dismisses it")
    func photoCard() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700))
        let gallery = PhotoCardViewController()
        window.rootViewController = gallery
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        func settle() { for _ in 0..<40 { input.advance(by: 1.0 / 60) } }

        let button = gallery.openButton.convert(gallery.openButton.bounds, to: window)
        input.tap(at: CGPoint(x: button.midX, y: button.midY), type: .indirectPointer)
        settle()
        let detail = try #require(gallery.presentedViewController as? PhotoDetailViewController)
        #expect(detail.view.frame == CGRect(x: 0, y: 280, width: 400, height: 420))
        let presentation = try #require(detail.presentationController as? CardPresentationController)
        #expect(presentation.dimmingView.alpha == 1 && presentation.dimmingView.superview != nil)
        #expect(gallery.view.window === window, "the gallery stays beneath the card")

        func drag(by distance: CGFloat, settling: Bool = true) {
            let touch = input.beginTouch(at: CGPoint(x: 200, y: 400), in: window)
            var moved: CGFloat = 0
            while moved < distance {
                moved = min(moved + 30, distance)
                input.advance(by: 0.1)
                input.moveTouch(touch, to: CGPoint(x: 200, y: 400 + moved))
            }
            input.advance(by: 0.3)
            input.endTouch(touch, at: CGPoint(x: 200, y: 400 + distance))
            if settling { settle() }
        }
        drag(by: 90)
        #expect(gallery.presentedViewController === detail, "let go early, the card goes back")
        #expect(detail.view.frame == CGRect(x: 0, y: 280, width: 400, height: 420))
        drag(by: 300, settling: false)
        // Dragged 71 %, the rest would take 0.11 s at full speed; slowed to 1 - 0.71 it takes 0.4 s.
        for _ in 0..<12 { input.advance(by: 1.0 / 60) }
        #expect(gallery.presentedViewController === detail, "0.2 s after letting go it is still closing")
        let shown = detail.view.layer.presentation()?.frame.minY ?? 0
        #expect(shown > 500 && shown < 700, "on screen, on its way down: \(shown)")
        settle()
        #expect(gallery.presentedViewController == nil)
        #expect(presentation.dimmingView.alpha == 0)
    }
}
