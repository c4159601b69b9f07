import Foundation

/// Calls its target once a frame, in step with drawing (R-BR2): `CADisplayLink(target: self,
/// selector: Selector("step:", Game.step))` (what xrport writes for `#selector(step(_:))`), then
/// `add(to: .main, forMode: .common)`.
///
/// Frames come from the application's frame clock (`FrameTicker`, the display's 60 Hz), so a link
/// ticks on `UIApplication.clock` and a headless test steps it with a `ManualClock`. `timestamp`
/// is the time of the frame being prepared and `targetTimestamp` the next one; `duration` is the
/// frame interval. `preferredFramesPerSecond` below the display's rate skips frames to match it.
///
/// As in UIKit, an added link keeps its target (and itself) alive until `invalidate()`; a paused
/// link costs nothing (no frames are scheduled for it).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector
    private var isAdded = false
    private var lastFired: CFTimeInterval?
    private var warnedTarget = false

    /// Links added to a run loop: the run loop's strong references.
    private static var added: [CADisplayLink] = []

    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        super.init()
    }

    open private(set) var timestamp: CFTimeInterval = 0
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open var duration: CFTimeInterval { FrameTicker.interval }

    /// 0: every frame.
    open var preferredFramesPerSecond = 0
    open var preferredFrameRateRange = CAFrameRateRange.default
    @available(*, deprecated, message: "use preferredFramesPerSecond")
    open var frameInterval = 1

    open var isPaused = false {
        didSet { if isPaused != oldValue { scheduleFrames() } }
    }

    /// Starts the callbacks. The run loop and mode are accepted as UIKit's are: there is one loop.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard target != nil, !isAdded else { return }
        isAdded = true
        Self.added.append(self)
        scheduleFrames()
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { invalidate() }

    /// Stops the callbacks for good and lets go of the target.
    open func invalidate() {
        isAdded = false
        target = nil
        Self.added.removeAll { $0 === self }
        UIApplication.sharedIfExists?.frameTicker.remove(self)
    }

    private func scheduleFrames() {
        guard let ticker = UIApplication.sharedIfExists?.frameTicker else { return }
        if isAdded, !isPaused {
            ticker.add(self) { [weak self] now in self?.frame(at: now) ?? false }
        } else {
            ticker.remove(self)
            lastFired = nil
        }
    }

    private func frame(at now: CFTimeInterval) -> Bool {
        guard isAdded, !isPaused, let target else { return false }
        let interval = FrameTicker.interval
        if preferredFramesPerSecond > 0, let lastFired {
            let wanted = 1 / Double(min(preferredFramesPerSecond, Int(1 / interval)))
            // Half a frame of slack: frames land on the display's grid, not exactly on the wish.
            if now - lastFired < wanted - interval / 2 { return true }
        }
        lastFired = now
        timestamp = now
        targetTimestamp = now + interval
        if let call = selector.invocation(on: target) {
            call(self, nil)
        } else if !warnedTarget {
            warnedTarget = true
            EventTrace.log("CADisplayLink: \(type(of: target)) does not implement \(selector.name)")
        }
        return isAdded && !isPaused
    }
}
