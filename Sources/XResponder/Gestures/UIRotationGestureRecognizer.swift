import Foundation

/// A continuous recognizer for two fingers turning. `rotation` is in radians, clockwise positive
/// (y grows downward); it begins once the fingers turned by 0.05 rad.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    public var rotation: CGFloat = 0
    public var velocity: CGFloat { geometry.velocity }
    private var geometry = TwoFingerGeometry()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard twoFingerTouchesBegan(), let measured = TwoFingerGeometry.measure(trackedTouches) else { return }
        geometry.initialAngle = measured.angle - rotation
        geometry.start(at: rotation, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let measured = TwoFingerGeometry.measure(trackedTouches) else { return }
        var angle = measured.angle - geometry.initialAngle
        while angle > .pi { angle -= 2 * .pi }
        while angle < -.pi { angle += 2 * .pi }
        geometry.advance(to: angle, event.timestamp)
        driveContinuous(passedThreshold: abs(angle) >= 0.05) { rotation = angle }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuous(cancelled: false, failIfPossible: numberOfTouches == 0)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuous(cancelled: true)
    }

    open override func reset() {
        super.reset()
        rotation = 0
        geometry = TwoFingerGeometry()
    }
}
