import Foundation

/// A continuous recognizer: a finger held still for `minimumPressDuration` (0.5 s) begins it; it
/// fails if the finger moves more than `allowableMovement` (10 points) before that, then reports
/// changed on every move with no limit, and ends when the finger lifts.
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    // Read and assigned whole on the main actor, never in overlapping accesses, at every touch: the
    // stored properties here skip the runtime's exclusivity bookkeeping (issue #9), as UITouch's do.
    @exclusivity(unchecked) public var minimumPressDuration: TimeInterval = 0.5
    @exclusivity(unchecked) public var allowableMovement: CGFloat = 10
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    @exclusivity(unchecked) public var numberOfTapsRequired = 0

    @exclusivity(unchecked) private var start: CGPoint?
    @exclusivity(unchecked) private var timer: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        if numberOfTouches > numberOfTouchesRequired {
            timer?.invalidate()
            state = .failed
            return
        }
        guard numberOfTouches == numberOfTouchesRequired else { return }
        start = location(in: nil)
        timer?.invalidate()
        timer = UIApplication.shared.clock.schedule(after: minimumPressDuration) { [unowned self] in
            // `unowned`, not `weak`: a weak reference would give the recognizer a side table and every
            // retain of it on the touch path the runtime's slow path (issue #9). The timer never
            // fires after the recognizer is gone: its deinit invalidates it.
            guard self.state == .possible else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            if let start, start.distance(to: location(in: nil)) > allowableMovement {
                timer?.invalidate()
                state = .failed
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        finishContinuous(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        timer?.invalidate()
        finishContinuous(cancelled: true)
    }

    isolated deinit { timer?.invalidate() }

    open override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        start = nil
    }
}
