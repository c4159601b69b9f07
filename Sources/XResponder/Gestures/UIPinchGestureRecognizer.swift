import Foundation

/// Two-finger gestures: the distance and the angle between the first two touches.
@MainActor
struct TwoFingerGeometry {
    var initialDistance: CGFloat = 0
    var initialAngle: CGFloat = 0
    var lastValue: CGFloat = 0
    var lastTimestamp: TimeInterval?

    static func measure(_ touches: [UITouch]) -> (distance: CGFloat, angle: CGFloat)? {
        let live = touches.filter { $0.phase != .ended && $0.phase != .cancelled }
        guard live.count >= 2 else { return nil }
        let a = live[0].location(in: nil), b = live[1].location(in: nil)
        return (a.distance(to: b), atan2(b.y - a.y, b.x - a.x))
    }
}

/// A continuous recognizer for two fingers moving apart or together. `scale` is the distance now
/// over the distance when the second finger went down; it begins once the distance changed by 8 points.
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    public var scale: CGFloat = 1
    public private(set) var velocity: CGFloat = 0
    private var geometry = TwoFingerGeometry()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible {
            state = .failed
            return
        }
        if let measured = TwoFingerGeometry.measure(trackedTouches), numberOfTouches == 2 {
            geometry.initialDistance = max(measured.distance, 1) / max(scale, 0.0001)
            geometry.lastValue = scale
            geometry.lastTimestamp = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let measured = TwoFingerGeometry.measure(trackedTouches), geometry.initialDistance > 0 else { return }
        let newScale = measured.distance / geometry.initialDistance
        if let last = geometry.lastTimestamp, event.timestamp > last {
            velocity = (newScale - geometry.lastValue) / CGFloat(event.timestamp - last)
        }
        geometry.lastValue = newScale
        geometry.lastTimestamp = event.timestamp
        switch state {
        case .possible:
            if abs(measured.distance - geometry.initialDistance) >= 8 {
                scale = newScale
                state = .began
            }
        case .began, .changed:
            scale = newScale
            state = .changed
        default:
            break
        }
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
        velocity = 0
        geometry = TwoFingerGeometry()
    }
}

/// A continuous recognizer for two fingers turning. `rotation` is in radians, clockwise positive
/// (y grows downward); it begins once the fingers turned by 0.05 rad.
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    public var rotation: CGFloat = 0
    public private(set) var velocity: CGFloat = 0
    private var geometry = TwoFingerGeometry()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > 2, state == .possible {
            state = .failed
            return
        }
        if let measured = TwoFingerGeometry.measure(trackedTouches), numberOfTouches == 2 {
            geometry.initialAngle = measured.angle - rotation
            geometry.lastValue = rotation
            geometry.lastTimestamp = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 2, let measured = TwoFingerGeometry.measure(trackedTouches) else { return }
        var angle = measured.angle - geometry.initialAngle
        while angle > .pi { angle -= 2 * .pi }
        while angle < -.pi { angle += 2 * .pi }
        if let last = geometry.lastTimestamp, event.timestamp > last {
            velocity = (angle - geometry.lastValue) / CGFloat(event.timestamp - last)
        }
        geometry.lastValue = angle
        geometry.lastTimestamp = event.timestamp
        switch state {
        case .possible:
            if abs(angle) >= 0.05 {
                rotation = angle
                state = .began
            }
        case .began, .changed:
            rotation = angle
            state = .changed
        default:
            break
        }
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
        velocity = 0
        geometry = TwoFingerGeometry()
    }
}

/// A continuous recognizer for the pointer moving over its view with no button held (R-G7): began
/// when it enters, changed as it moves, ended when it leaves.
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    override func handleHover(_ event: UIEvent, inside: Bool) -> Bool {
        lastLocation = event.windowLocation
        lastLocationWindow = event.locationWindow
        switch (state, inside) {
        case (.possible, true): state = .began
        case (.began, true), (.changed, true): state = .changed
        case (.began, false), (.changed, false): state = .ended
        default: return false
        }
        return true
    }
}
