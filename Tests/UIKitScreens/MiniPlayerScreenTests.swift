import Foundation
import Testing
import XResponder
import XResponderTesting

/// The mini player runs from its storyboard as it would on iOS (R-IB1, R-IB2, R-BR1).
@Suite("UIKit screens in Swift 5 mode: a storyboard's visual effect view")
@MainActor
struct MiniPlayerScreenTests {
    @Test("R-IB1: the storyboard's bar is a chrome-material blur holding the title and Play; it blurs the orange behind it, and Play toggles the title")
    func blurredBar() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let storyboard = UIStoryboard(name: "MiniPlayer", bundle: .module)
        let player = try #require(storyboard.instantiateInitialViewController() as? MiniPlayerViewController)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = player
        window.makeKeyAndVisible()
        input.runUntilIdle()
        window.layoutIfNeeded()

        #expect((player.barView.effect as? UIBlurEffect)?.style == .systemChromeMaterial)
        #expect(player.barView.frame == CGRect(x: 0, y: 770, width: 393, height: 82))
        #expect(player.titleLabel.superview === player.barView.contentView)
        #expect(player.titleLabel.text == "Not Playing")

        // Inside the bar the orange behind shows through, blurred and lightened by the material.
        let image = UIGraphicsImageRenderer(bounds: window.bounds).image { _ in
            _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: true)
        }
        let above = try #require(image.pixel(x: 200, y: 700)), inBar = try #require(image.pixel(x: 200, y: 835))
        #expect(above.red > 240 && above.blue < 20, "the album colour: orange")
        #expect(inBar.red > 200 && inBar.blue > above.blue + 40, "the material lightens the orange it blurs")

        let play = try #require(player.barView.contentView.subviews.compactMap { $0 as? UIButton }.first)
        let center = play.convert(CGPoint(x: play.bounds.midX, y: play.bounds.midY), to: window)
        input.tap(at: center, in: window)
        #expect(player.titleLabel.text == "Clair de Lune" && play.title(for: .normal) == "Pause")
    }
}
