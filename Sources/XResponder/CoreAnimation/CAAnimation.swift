import Foundation

/// The base of Core Animation's animations (R-BR2): timing (`CAMediaTiming`), a timing function,
/// a delegate and whether the animation leaves its layer when it ends.
///
/// As in Core Animation, `layer.add(_:forKey:)` adds a copy: changing the animation afterwards
/// does not change the one running, and `layer.animation(forKey:)` hands out the copy. An
/// animation never changes the layer's model values: it changes what is drawn, until it is
/// removed, when the drawing snaps back to the model (set the model to the end value before adding,
/// or keep the animation with `fillMode = .forwards` and `isRemovedOnCompletion = false`).
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction, @preconcurrency NSCopying {
    /// 0 on a new animation: the layer sets it to its current time when the animation is added.
    /// Otherwise a time in the layer's time space (`CACurrentMediaTime() + 0.5` starts half a
    /// second from now).
    open var beginTime: CFTimeInterval = 0
    /// 0 means Core Animation's default of 0.25 s, or, inside a group, the group's duration.
    open var duration: CFTimeInterval = 0
    open var speed: Float = 1
    open var timeOffset: CFTimeInterval = 0
    /// May be fractional; `.infinity` repeats for ever.
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed
    /// nil is linear (implicit animations use `.default`).
    open var timingFunction: CAMediaTimingFunction?
    /// Kept strongly, as Core Animation keeps it.
    open var delegate: (any CAAnimationDelegate)?
    open var isRemovedOnCompletion = true
    /// Kept for source compatibility; frames come at the display's rate.
    open var preferredFrameRateRange = CAFrameRateRange.default

    /// Values apps attach with `setValue(_:forKey:)` (Core Animation's animations accept any key),
    /// usually to tell animations apart in a shared delegate.
    private var userValues: [String: Any] = [:]

    public required override init() { super.init() }

    /// Core Animation's factory (`CABasicAnimation()` in Swift).
    open class func animation() -> Self { Self() }

    /// The default of a property by key (nil: no default), as Core Animation reports it.
    open class func defaultValue(forKey key: String) -> Any? { nil }

    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    open func setValue(_ value: Any?, forKey key: String) { userValues[key] = value }
    open func value(forKey key: String) -> Any? { userValues[key] }

    // MARK: Copying

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copyState(to: copy)
        return copy
    }

    /// Copies what this class adds; subclasses call super first.
    func copyState(to copy: CAAnimation) {
        copy.beginTime = beginTime; copy.duration = duration; copy.speed = speed; copy.timeOffset = timeOffset
        copy.repeatCount = repeatCount; copy.repeatDuration = repeatDuration; copy.autoreverses = autoreverses
        copy.fillMode = fillMode; copy.timingFunction = timingFunction; copy.delegate = delegate
        copy.isRemovedOnCompletion = isRemovedOnCompletion; copy.userValues = userValues
        copy.preferredFrameRateRange = preferredFrameRateRange
    }

    // MARK: CAAction

    /// An animation as a layer's action adds itself to the layer for the changed property.
    open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        guard let layer = anObject as? CALayer else { return }
        if let property = self as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = event }
        layer.add(self, forKey: event)
    }

    // MARK: Running (the engine's side)

    /// Set once the delegate heard `animationDidStart`.
    var hasStarted = false
    /// Set once the animation has ended (its delegate told), so nothing is said twice.
    var hasStopped = false

    /// One cycle's length: the animation's own duration, else the inherited one, else 0.25 s.
    func cycleDuration(inherited: CFTimeInterval?) -> CFTimeInterval {
        if duration > 0, duration.isFinite { return duration }
        if let inherited, inherited > 0 { return inherited }
        return 0.25
    }

    /// The whole active time: repeats and reversals included (infinite for ever).
    func activeDuration(inherited: CFTimeInterval?) -> CFTimeInterval {
        let cycle = cycleDuration(inherited: inherited) * (autoreverses ? 2 : 1)
        if repeatDuration > 0 { return repeatDuration }
        if repeatCount > 0 { return repeatCount >= HUGE ? .infinity : cycle * Double(repeatCount) }
        return cycle
    }

    /// When the animation's active time ends, in its parent's time; infinite for ever.
    func endTime(inherited: CFTimeInterval?) -> CFTimeInterval {
        let rate = Double(speed)
        guard rate > 0 else { return .infinity }
        return beginTime + max(0, activeDuration(inherited: inherited) - timeOffset) / rate
    }

    /// Where the animation is at `parentTime` (its layer's time, or its group's): the eased
    /// fraction of the current cycle, which cycle it is, and its local time in seconds; nil when
    /// it shows nothing (before it begins or after it ends, unless its fill mode holds a value).
    func phase(atParentTime parentTime: CFTimeInterval, inherited: CFTimeInterval?) -> Phase? {
        let d = cycleDuration(inherited: inherited)
        let active = activeDuration(inherited: inherited)
        var t = (parentTime - beginTime) * Double(speed) + timeOffset
        guard t.isFinite || t == .infinity else { return nil }
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            t = 0
        }
        var ended = false
        if t >= active {
            guard fillMode.fillsForwards else { return nil }
            t = active
            ended = true
        }
        let cycle = d * (autoreverses ? 2 : 1)
        var iteration = cycle > 0 ? Int(min(floor(t / cycle), Double(Int32.max))) : 0
        var x = cycle > 0 ? t - Double(iteration) * cycle : 0
        // The very end of a whole number of cycles shows the end of the last one, not the start of
        // the next.
        if ended, iteration > 0, x < 1e-9 { iteration -= 1; x = cycle }
        if autoreverses, x > d { x = cycle - x }
        let linear = d > 0 ? CGFloat(min(max(x / d, 0), 1)) : 1
        let eased = timingFunction?.progress(linear) ?? linear
        return Phase(fraction: eased, linear: linear, iteration: iteration, seconds: x)
    }

    struct Phase {
        /// 0…1 along the timing function (may overshoot for curves that do).
        var fraction: CGFloat
        var linear: CGFloat
        var iteration: Int
        /// Seconds into the current cycle (for springs, which run on time, not on a curve).
        var seconds: CFTimeInterval
    }

    /// Applies the animation to the values being drawn (`values`, by the layer's top-level keys).
    /// The base class animates nothing.
    func apply(to values: inout LayerPresentationValues, atParentTime time: CFTimeInterval, inherited: CFTimeInterval?) {}

    /// The layer keys this animation changes (its key path's first part; a group's, all of its
    /// children's).
    var animatedKeys: [String] { [] }
}
