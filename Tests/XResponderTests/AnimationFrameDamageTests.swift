import Foundation
import Testing
@testable import XResponder

/// R-L3 with a frame drawn after every tick, as a window on screen draws them: each frame of an
/// animation leaves no trace of the one before and matches drawing the whole window afresh.
/// (The other animation tests step many frames between drawings, which hides a trail.)
@Suite("UIView.animate drawn frame by frame (R-L3)", .tearsDownTestTrees)
@MainActor
struct AnimationFrameDamageTests {
    /// The window drawn from scratch with the animation where it is now.
    func freshPixels(of window: UIWindow, _ h: Harness) -> Data? {
        h.app.viewAnimator.withPresentationValues {
            let fresh = WindowCompositor(window: window)
            window.damage.add(window.bounds)
            fresh.renderIfNeeded()
            return fresh.snapshot()?.pngData()
        }
    }

    @Test("R-L3 views sliding, growing and fading, drawn after every frame, leave nothing behind")
    func framesLeaveNoTrail() throws {
        let h = Harness()
        let window = h.makeWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        window.backgroundColor = .white
        let slider = UIView(frame: CGRect(x: 0, y: 10, width: 40, height: 40))
        slider.backgroundColor = .red
        let grower = UIView(frame: CGRect(x: 200, y: 60, width: 80, height: 50))
        grower.backgroundColor = .blue
        window.addSubview(slider)
        window.addSubview(grower)
        let compositor = WindowCompositor(window: window)
        compositor.renderIfNeeded()
        UIView.animate(withDuration: 0.5, delay: 0, options: [.curveLinear], animations: {
            slider.frame.origin.x = 200
            grower.frame = CGRect(x: 230, y: 80, width: 20, height: 10)
            grower.alpha = 0.3
        })
        for step in 0..<36 {
            h.input.advance(by: 1.0 / 60)
            compositor.renderIfNeeded()
            #expect(compositor.snapshot()?.pngData() == freshPixels(of: window, h), "frame \(step)")
        }
        let trail = try #require(compositor.snapshot())
        #expect(rgba(trail, 60, 30) == [255, 255, 255, 255])   // where the red box passed
    }
}
