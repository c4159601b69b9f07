import Foundation

/// A discrete recognizer for `numberOfTapsRequired` taps with `numberOfTouchesRequired` fingers.
///
/// A tap fails when a finger moves more than 10 points, when more fingers than required go down, when
/// a pointer press uses other buttons than `buttonMaskRequired`, or when the next tap does not begin
/// within 0.35 s (the application clock's time).
open class UITapGestureRecognizer: UIGestureRecognizer {
    // Read and assigned whole on the main actor, never in overlapping accesses, at every touch: the
    // stored properties here skip the runtime's exclusivity bookkeeping (issue #9), as UITouch's do.
    @exclusivity(unchecked) public var numberOfTapsRequired = 1
    @exclusivity(unchecked) public var numberOfTouchesRequired = 1
    /// For pointer touches, the buttons that must be pressed; `.primary` by default.
    @exclusivity(unchecked) public var buttonMaskRequired: UIEvent.ButtonMask = .primary

    /// How far a finger may move and still tap.
    static let allowableMovement: CGFloat = 10
    /// How long the next tap of a multiple tap may take to begin.
    static let maximumTapInterval: TimeInterval = 0.35

    @exclusivity(unchecked) private var tapsCompleted = 0
    /// Where each touch of the current tap began (window coordinates). The touch itself is kept, not
    /// its address: an ignored touch can die before reset, and its address be reused (R-U1).
    @exclusivity(unchecked) private var starts: [(touch: UITouch, location: CGPoint)] = []
    @exclusivity(unchecked) private var touchesInThisTap = 0
    @exclusivity(unchecked) private var nextTapTimer: ScheduledTimer?

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        nextTapTimer?.invalidate()
        for touch in touches {
            if touch.type == .indirectPointer, touch.buttonMask != buttonMaskRequired {
                state = .failed
                return
            }
            starts.append((touch, touch.location(in: nil)))
        }
        touchesInThisTap = max(touchesInThisTap, numberOfTouches)
        if numberOfTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches {
            guard let start = startLocation(of: touch) else { continue }
            if start.distance(to: touch.location(in: nil)) > Self.allowableMovement {
                state = .failed
                return
            }
        }
    }

    private func startLocation(of touch: UITouch) -> CGPoint? {
        for start in starts where start.touch === touch { return start.location }
        return nil
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible, numberOfTouches == 0 else { return }
        guard touchesInThisTap == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsCompleted += 1
        touchesInThisTap = 0
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            nextTapTimer = UIApplication.shared.clock.schedule(after: Self.maximumTapInterval) { [unowned self] in
                // `unowned`, not `weak`: a weak reference would give the recognizer a side table and every
                // retain of it on the touch path the runtime's slow path (issue #9). The timer never
                // fires after the recognizer is gone: its deinit invalidates it.
                guard self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    isolated deinit { nextTapTimer?.invalidate() }

    open override func reset() {
        super.reset()
        tapsCompleted = 0
        starts.removeAllKeepingStorage()
        touchesInThisTap = 0
        nextTapTimer?.invalidate()
        nextTapTimer = nil
    }
}

