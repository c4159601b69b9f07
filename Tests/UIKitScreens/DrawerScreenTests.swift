import Foundation
import Testing
import XResponder
import XResponderTesting

/// The drawer follows the finger through a paused animator and finishes with continueAnimation (R-L3).
@Suite("UIKit screens in Swift 5 mode: an interactive drawer driven by a property animator")
@MainActor
struct DrawerScreenTests {
    @Test("R-L3: pulled up 210 points the drawer is half open and follows; released moving up it finishes open; pulled down and flicked back up it reverses to open")
    func pullAndFlick() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 800))
        let screen = DrawerViewController()
        window.rootViewController = screen
        window.makeKeyAndVisible()
        input.runUntilIdle()
        #expect(screen.drawer.frame.minY == 720)

        func pan(from start: CGPoint, by offsets: [CGFloat], release: Bool = true) -> HeadlessInput.Touch {
            let touch = input.beginTouch(at: start, in: window)
            for offset in offsets {
                input.advance(by: 0.016)
                input.moveTouch(touch, to: CGPoint(x: start.x, y: start.y + offset))
            }
            return touch
        }

        let up = pan(from: CGPoint(x: 200, y: 750), by: stride(from: -15, through: -210, by: -15).map { CGFloat($0) })
        let shown = screen.drawer.layer.presentation()?.frame.minY ?? screen.drawer.frame.minY
        #expect(abs(shown - (720 - 210 + 15)) < 20, "half open, under the finger (the pan began past its threshold): \(shown)")
        input.advance(by: 0.016)
        input.endTouch(up)
        input.advance(by: 1)
        input.runUntilIdle()
        #expect(screen.isOpen && screen.completions == [.end])
        #expect(screen.drawer.frame.minY == 300)

        let down = pan(from: CGPoint(x: 200, y: 330), by: stride(from: 15, through: 120, by: 15).map { CGFloat($0) })
        input.advance(by: 0.016)
        input.moveTouch(down, to: CGPoint(x: 200, y: 420))
        input.advance(by: 0.016)
        input.moveTouch(down, to: CGPoint(x: 200, y: 380))
        input.endTouch(down)
        input.advance(by: 1)
        input.runUntilIdle()
        #expect(screen.completions == [.end, .start], "flicked back up: reversed to where it began")
        #expect(screen.isOpen && screen.drawer.frame.minY == 300)
    }
}
