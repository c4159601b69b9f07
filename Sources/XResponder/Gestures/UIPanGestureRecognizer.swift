import Foundation

/// A continuous recognizer for a drag: it begins once the fingers' centroid moved 10 points, reports
/// changed on every move, and ends when fewer than `minimumNumberOfTouches` remain. With
/// `allowedScrollTypesMask` it also pans on scroll input (wheel or touchpad), which ends 0.15 s after
/// the last scroll.
open class UIPanGestureRecognizer: UIGestureRecognizer {
    // Read and assigned whole on the main actor, never in overlapping accesses, at every touch: the
    // stored properties here skip the runtime's exclusivity bookkeeping (issue #9), as UITouch's do.
    @exclusivity(unchecked) public var minimumNumberOfTouches = 1
    @exclusivity(unchecked) public var maximumNumberOfTouches = Int.max
    /// Scroll input this recognizer pans with; none by default, as in UIKit.
    public var allowedScrollTypesMask: UIScrollTypeMask = []

    /// How far touches move before a pan begins: UIKit's 10 points, or the desktop's drag
    /// threshold (XSETTINGS Net/DndDragThreshold, R-DT3).
    static let defaultHysteresis: CGFloat = 10
    static var hysteresis: CGFloat = defaultHysteresis
    static let scrollEndDelay: TimeInterval = 0.15
    /// A pause longer than this before lifting means the fingers were at rest.
    static let restingInterval: TimeInterval = 0.1

    /// Accumulated translation in window coordinates.
    @exclusivity(unchecked) private var translationInWindow: CGPoint = .zero
    @exclusivity(unchecked) private var lastCentroid: CGPoint?
    @exclusivity(unchecked) private var velocityInWindow: CGPoint = .zero
    @exclusivity(unchecked) private var lastTimestamp: TimeInterval?
    @exclusivity(unchecked) private var touchCount = 0
    private var scrollEndTimer: ScheduledTimer?

    /// How far the gesture moved, in `view`'s coordinate space (nil: the window).
    public func translation(in view: UIView?) -> CGPoint {
        vector(translationInWindow, to: view)
    }

    /// Makes the current translation `translation` (in `view`'s coordinates); usually `.zero`.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let view else {
            translationInWindow = translation
            return
        }
        let origin = view.convert(CGPoint.zero, to: nil)
        let tip = view.convert(translation, to: nil)
        translationInWindow = CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Points per second in `view`'s coordinate space.
    public func velocity(in view: UIView?) -> CGPoint {
        vector(velocityInWindow, to: view)
    }

    private func vector(_ v: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return v }
        let origin = view.convert(CGPoint.zero, from: nil)
        let tip = view.convert(v, from: nil)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if numberOfTouches > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        rebase(event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let centroid = location(in: nil)
        if let last = lastCentroid, touchCount == numberOfTouches {
            let delta = CGPoint(x: centroid.x - last.x, y: centroid.y - last.y)
            translationInWindow.x += delta.x
            translationInWindow.y += delta.y
            if let lastTimestamp, event.timestamp > lastTimestamp {
                let dt = CGFloat(event.timestamp - lastTimestamp)
                velocityInWindow = CGPoint(x: delta.x / dt, y: delta.y / dt)
            }
        }
        lastCentroid = centroid
        touchCount = numberOfTouches
        lastTimestamp = event.timestamp
        switch state {
        case .possible:
            let distance = (translationInWindow.x * translationInWindow.x + translationInWindow.y * translationInWindow.y).squareRoot()
            if distance >= Self.hysteresis, numberOfTouches >= minimumNumberOfTouches { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers that rested before lifting have no velocity left (UIKit's velocity at the end of
        // a drag that stopped is zero): the last move is too old to count.
        if let lastTimestamp, event.timestamp - lastTimestamp > Self.restingInterval { velocityInWindow = .zero }
        guard numberOfTouches < minimumNumberOfTouches else {
            rebase(event.timestamp)
            return
        }
        finishContinuous(cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        finishContinuous(cancelled: true)
    }

    /// A change in the number of fingers must not jump the translation.
    private func rebase(_ timestamp: TimeInterval) {
        lastCentroid = location(in: nil)
        touchCount = numberOfTouches
        lastTimestamp = timestamp
    }

    override func handleScroll(_ event: UIEvent) -> Bool {
        guard !allowedScrollTypesMask.isEmpty, trackedTouches.isEmpty else { return false }
        guard state == .possible || state == .began || state == .changed else { return false }
        lastLocation = event.windowLocation
        // Scrolling down (content moving up) pans like a finger moving up.
        translationInWindow.x -= event.scrollDelta.x
        translationInWindow.y -= event.scrollDelta.y
        state = state == .possible ? .began : .changed
        scrollEndTimer?.invalidate()
        scrollEndTimer = UIApplication.shared.clock.schedule(after: Self.scrollEndDelay) { [unowned self] in
            // `unowned`, not `weak`: a weak reference would give the recognizer a side table and every
            // retain of it on the touch path the runtime's slow path (issue #9). The timer never
            // fires after the recognizer is gone: its deinit invalidates it.
            guard self.state == .began || self.state == .changed else { return }
            self.state = .ended
        }
        return true
    }

    isolated deinit { scrollEndTimer?.invalidate() }

    open override func reset() {
        super.reset()
        translationInWindow = .zero
        velocityInWindow = .zero
        lastCentroid = nil
        lastTimestamp = nil
        touchCount = 0
        scrollEndTimer?.invalidate()
        scrollEndTimer = nil
    }
}

