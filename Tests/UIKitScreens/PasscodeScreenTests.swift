import Foundation
import Testing
import XResponder
import XResponderTesting

/// The passcode screen's keyframe animations run as they would on iOS (R-L3).
@Suite("UIKit screens in Swift 5 mode: keyframe animations (R-L3)")
@MainActor
struct PasscodeScreenTests {
    @Test("R-L3: a wrong code shakes the dots through four keyframes and clears the field; the right one pops the lock and fades in the label")
    func shakeAndPop() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 600))
        let screen = PasscodeViewController()
        window.rootViewController = UINavigationController(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let home = screen.dotsView.frame
        #expect(home.width == 200 && home.minX == 100)
        func tap(_ view: UIView) {
            let frame = view.convert(view.bounds, to: window)
            input.tap(at: CGPoint(x: frame.midX, y: frame.midY), type: .indirectPointer)
        }
        func shownX() -> CGFloat { screen.dotsView.layer.presentation()?.frame.minX ?? .nan }

        tap(screen.codeField)
        input.typeText("1234")
        tap(screen.unlockButton)
        #expect(screen.attempts == 1)
        #expect(screen.dotsView.frame == home, "the model is home again at once: the last keyframe's value")
        input.advance(by: 0.05)                   // halfway through the first keyframe: 10 to the left
        #expect(abs(shownX() - (home.minX - 10)) < 1, "\(shownX())")
        input.advance(by: 0.1)                    // halfway through the second: from -20 to +20
        #expect(abs(shownX() - home.minX) < 1, "\(shownX())")
        input.advance(by: 0.05)                   // the second ends 20 to the right
        #expect(abs(shownX() - (home.minX + 20)) < 1, "\(shownX())")
        #expect(screen.codeField.text == "1234", "cleared in the completion, not before")
        input.advance(by: 0.25)
        #expect(abs(shownX() - home.minX) < 0.5)
        #expect(screen.codeField.text == "")

        tap(screen.codeField)
        input.typeText(screen.correctCode)
        tap(screen.unlockButton)
        #expect(screen.lockView.transform == .identity && screen.statusLabel.alpha == 1, "the model ends at once")
        input.advance(by: 0.3)                    // the end of the first keyframe: the lock at 1.5×
        let grown = try #require(screen.lockView.layer.presentation()).frame.width
        #expect(abs(grown - 72) < 1, "\(grown)")
        #expect((screen.statusLabel.layer.presentation()?.opacity ?? 1) < 0.05, "the label waits for the second half")
        input.advance(by: 0.15)                   // halfway back, the label halfway in
        let opacity = screen.statusLabel.layer.presentation()?.opacity ?? 0
        #expect(opacity > 0.3 && opacity < 0.7, "\(opacity)")
        input.advance(by: 0.2)
        #expect(abs((screen.lockView.layer.presentation()?.frame.width ?? 0) - 48) < 0.5)
    }
}
