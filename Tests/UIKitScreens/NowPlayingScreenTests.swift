import Foundation
import Testing
import XResponder

/// The now-playing card's blur and vibrancy draw as on iOS (R-BR1).
@Suite("UIKit screens in Swift 5 mode: blur and vibrancy (R-BR1)")
@MainActor
struct NowPlayingScreenTests {
    @Test("R-BR1: the artwork's bands blur into a dark wash behind the card, the vibrant divider shows light, the bar is a light material")
    func nowPlaying() throws {
        UIApplication.launch(clock: ManualClock())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
        let controller = NowPlayingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        let picture = try #require(compositor.snapshot())
        func pixel(_ point: CGPoint) -> (Int, Int, Int) {
            guard let p = picture.pixel(x: Int(point.x), y: Int(point.y)) else { return (-1, -1, -1) }
            return (Int(p.red), Int(p.green), Int(p.blue))
        }
        let card = controller.blurView.frame
        #expect(card.width == 342 && card.height == 140)
        // Inside the card, where the pink and purple bands meet behind it: dark, and a mix.
        let seam = pixel(CGPoint(x: card.minX + 10, y: 350))
        #expect(seam.0 + seam.1 + seam.2 < 3 * 110, "a dark material: \(seam)")
        #expect(seam.0 > seam.1 && seam.2 > seam.1, "pink and purple show through, mixed: \(seam)")
        // Outside the card the artwork is sharp.
        let outside = pixel(CGPoint(x: 10, y: 350))
        #expect(outside.0 + outside.1 + outside.2 > 3 * 110, "\(outside)")
        // The divider through the vibrancy effect is light on the dark blur.
        let divider = controller.divider.convert(controller.divider.bounds, to: window)
        let line = pixel(CGPoint(x: divider.midX, y: divider.midY))
        let beside = pixel(CGPoint(x: divider.midX, y: divider.midY + 6))
        #expect(line.0 > beside.0 + 40, "the vibrant divider: \(line) over \(beside)")
        // The controls bar: a light chrome material.
        let bar = pixel(CGPoint(x: 20, y: 690))
        #expect(bar.0 > 180 && bar.1 > 180, "\(bar)")
    }
}
