import Foundation
import Testing
import XResponder
import XResponderTesting

/// The workout ring runs as it would on iOS (R-BR2).
@Suite("UIKit screens in Swift 5 mode: Core Animation (R-BR2)")
@MainActor
struct WorkoutRingScreenTests {
    @Test("R-BR2: the ring fills over a second and the transaction's completion fades the status in; the heart pulses; a bad goal shakes; the display link counts")
    func workoutRing() throws {
        UIApplication.launch(clock: ManualClock())
        let input = HeadlessInput()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        let controller = WorkoutRingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()

        controller.fillRing(to: 0.75)
        #expect(controller.ringLayer.strokeEnd == 0.75)
        input.advance(by: 0.5)
        let halfway = try #require(controller.ringLayer.presentation()?.strokeEnd)
        #expect(halfway > 0.3 && halfway < 0.75)
        #expect(controller.ringFilledCount == 0)
        input.advance(by: 0.6)
        #expect(controller.ringFilledCount == 1)
        #expect(controller.statusLabel.text == "Goal reached")
        #expect(controller.statusLabel.layer.animationKeys() == [kCATransition])

        controller.startPulse()
        input.advance(by: 0.4)
        let scale = controller.heartView.layer.presentation()?.value(forKeyPath: "transform.scale") as? CGFloat
        #expect(abs((scale ?? 0) - 1.3) < 0.02)
        #expect(controller.heartView.transform == .identity)

        controller.goalField.text = "lots"
        #expect(!controller.checkGoal())
        input.advance(by: 0.1)
        let shift = controller.goalField.layer.presentation()?.value(forKeyPath: "transform.translation.x") as? CGFloat
        #expect(shift != nil && shift != 0)
        input.advance(by: 0.5)
        #expect(controller.goalField.text == "")

        controller.startTimer()
        input.advance(by: 1)
        controller.stopTimer()
        #expect(abs(controller.elapsed - 1) < 0.05)
    }
}
