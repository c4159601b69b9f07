import Foundation

/// Two-finger gestures: the distance and the angle between the first two touches, and the rate of
/// change of the value a recognizer derives from them.
@MainActor
struct TwoFingerGeometry {
    var initialDistance: CGFloat = 0
    var initialAngle: CGFloat = 0
    private var lastValue: CGFloat = 0
    private var lastTimestamp: TimeInterval?
    private(set) var velocity: CGFloat = 0

    static func measure(_ touches: [UITouch]) -> (distance: CGFloat, angle: CGFloat)? {
        let live = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        let a = live[0].location(in: nil), b = live[1].location(in: nil)
        return (a.distance(to: b), atan2(b.y - a.y, b.x - a.x))
    }

    /// Starts measuring change from `value` at `timestamp`.
    mutating func start(at value: CGFloat, _ timestamp: TimeInterval) {
        lastValue = value
        lastTimestamp = timestamp
    }

    /// Records `value` at `timestamp` and updates `velocity` (per second).
    mutating func advance(to value: CGFloat, _ timestamp: TimeInterval) {
        if let last = lastTimestamp, timestamp > last {
            velocity = (value - lastValue) / CGFloat(timestamp - last)
        }
        lastValue = value
        lastTimestamp = timestamp
    }
}

extension UIGestureRecognizer {
    /// The shared state logic of pinch and rotation: a third finger fails a possible gesture.
    func twoFingerTouchesBegan() -> Bool {
        if numberOfTouches > 2, state == .possible {
            state = .failed
            return false
        }
        return numberOfTouches == 2
    }

    /// Begins once `passedThreshold`, then reports changed on every move; `apply` stores the value.
    func driveContinuous(passedThreshold: Bool, apply: () -> Void) {
        switch state {
        case .possible:
            if passedThreshold {
                apply()
                state = .began
            }
        case .began, .changed:
            apply()
            state = .changed
        default:
            break
        }
    }
}

/// A continuous recognizer for two fingers moving apart or together. `scale` is the distance now
/// over the distance when the second finger went down; it begins once the distance changed by 8 points.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    public var scale: CGFloat = 1
    public var velocity: CGFloat { geometry.velocity }
    private var geometry = TwoFingerGeometry()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard twoFingerTouchesBegan(), let measured = TwoFingerGeometry.measure(trackedTouches) else { return }
        geometry.initialDistance = max(measured.distance, 1) / max(scale, 0.0001)
        geometry.start(at: scale, event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let measured = TwoFingerGeometry.measure(trackedTouches), geometry.initialDistance > 0 else { return }
        let newScale = measured.distance / geometry.initialDistance
        geometry.advance(to: newScale, event.timestamp)
        driveContinuous(passedThreshold: abs(measured.distance - geometry.initialDistance) >= 8) { scale = newScale }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuous(cancelled: false, failIfPossible: numberOfTouches == 0)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuous(cancelled: true)
    }

    open override func reset() {
        super.reset()
        scale = 1
        geometry = TwoFingerGeometry()
    }
}

