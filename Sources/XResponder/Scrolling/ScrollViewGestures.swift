import Foundation

// The three recognizers every scroll view installs on itself. UIKit builds its scroll view the same
// way (a pan, a pinch, and the private `_UIScrollViewDelayedTouchesBeganGestureRecognizer`), so the
// content-touch rules of R-S2 are plain gesture arbitration (R-G1 … R-G6), not special cases in the
// window's delivery code:
//
// - the touch gate holds a touch's began back from the content (`delaysTouchesBegan`) while it is
//   undecided. It fails after 150 ms, or when the touch ends first (a quick tap), and the content
//   then gets the held began (and end). When the pan starts scrolling first it claims the touch, so
//   the held began is dropped and the content gets nothing. On a moving scroll view the gate
//   recognizes at once: the motion stops and the touch is claimed before any content sees it (R-S3).
// - the pan claims its touches when it begins (`cancelsTouchesInView`): content that already had
//   the touch gets `touchesCancelled`, unless `canCancelContentTouches` is false or
//   `touchesShouldCancel(in:)` says no, in which case the pan does not begin at all.
// - the gate never prevents and is never prevented, and the pan and pinch recognize together.

/// Holds a touch back from a scroll view's content until it is clear the touch is not a scroll.
final class ScrollViewTouchGate: UIGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// How long a touch-down waits before content gets it (UIKit: about 150 ms).
    static let delay: TimeInterval = 0.15
    private var timer: ScheduledTimer?
    private weak var lastEvent: UIEvent?
    private var beganAt: TimeInterval?

    init() {
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        delaysTouchesEnded = false
        name = "UIScrollViewDelayedTouchesBeganGestureRecognizer"
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        guard let scrollView, state == .possible else { return }
        if beganAt == nil { beganAt = event.timestamp }
        if scrollView.isMoving {
            // R-S3: a touch on a moving scroll view stops it and reaches no content.
            scrollView.stopMotionForTouch()
            state = .ended
            return
        }
        guard delaysTouchesBegan else {
            decide(with: event)
            return
        }
        if timer == nil {
            timer = UIApplication.shared.clock.schedule(after: Self.delay) { [weak self] in
                guard let self else { return }
                self.decide(with: self.lastEvent)
            }
        }
    }

    /// The delay is a matter of event time: a busy application may see a move stamped after the
    /// delay before its timer had a chance to fire, and the content still gets its began first.
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        lastEvent = event
        if delaysTouchesBegan, let beganAt, event.timestamp - beganAt >= Self.delay { decide(with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Lifted before the delay: the content gets the began and the end together (a quick tap).
        if numberOfTouches == 0 { decide(with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .possible { state = .failed }
    }

    /// The delay is over: content gets the touch unless `touchesShouldBegin(_:with:in:)` says no, in
    /// which case the gate claims it (the scroll view can still be dragged with it).
    private func decide(with event: UIEvent?) {
        timer?.invalidate()
        timer = nil
        guard state == .possible, let scrollView else { return }
        var byView: [(view: UIView, touches: [UITouch])] = []
        for touch in trackedTouches where touch.phase != .cancelled {
            guard let view = touch.view, view !== scrollView, view.isDescendant(of: scrollView) else { continue }
            if let index = byView.firstIndex(where: { $0.view === view }) {
                byView[index].touches.append(touch)
            } else {
                byView.append((view, [touch]))
            }
        }
        let refused = byView.contains { !scrollView.touchesShouldBegin(Set($0.touches), with: event, in: $0.view) }
        if refused {
            EventTrace.log("scroll view \(scrollView.traceName): touchesShouldBegin said no; content gets nothing")
        }
        state = refused ? .ended : .failed
    }

    override func reset() {
        super.reset()
        timer?.invalidate()
        timer = nil
        beganAt = nil
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

/// The pan of a scroll view: it also tells the scroll view when a finger is down (`isTracking`)
/// and takes wheel and smooth-scroll input (R-S4).
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        scrollView?.isTracking = true
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        if numberOfTouches == 0 { scrollView?.isTracking = false }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        if numberOfTouches == 0 { scrollView?.isTracking = false }
    }

    override func reset() {
        super.reset()
        scrollView?.isTracking = false
        scrollView?.dragGestureDidReset()
    }

    override func handleScroll(_ event: UIEvent) -> Bool {
        scrollView?.handleScrollInput(event) ?? false
    }

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventedGestureRecognizer === scrollView?.pinchStorage { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventingGestureRecognizer === scrollView?.pinchStorage { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}

/// The pinch of a zooming scroll view; it recognizes together with the pan.
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventedGestureRecognizer === scrollView?.pan { return false }
        return super.canPrevent(preventedGestureRecognizer)
    }

    override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool {
        if preventingGestureRecognizer === scrollView?.pan { return false }
        return super.canBePrevented(by: preventingGestureRecognizer)
    }
}
