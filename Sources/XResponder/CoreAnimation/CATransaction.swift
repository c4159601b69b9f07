import Foundation

/// Groups layer changes (R-BR2): `begin()` … `commit()` with the duration and timing function of
/// the implicit animations made inside, whether they are made at all (`setDisableActions`), and a
/// completion block that runs once every animation added inside has finished or been removed —
/// Core Animation's and `UIView.animate`'s alike, so a completion set around an animated
/// `pushViewController` runs when the push has finished. A completion with nothing to wait for runs
/// at `commit()`.
///
/// Changes made outside `begin()` belong to the turn's implicit transaction, which commits when
/// the run loop turns (its completion block then runs once the turn's animations are done).
/// Transactions nest; an inner one's settings shadow the outer's until it commits.
@preconcurrency @MainActor
open class CATransaction {
    /// One open transaction.
    @MainActor final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completion: (@MainActor () -> Void)?
        var values: [String: Any] = [:]
        /// Animations added while open that have not finished.
        var pending = 0
        var committed = false

        func animationBegan() { pending += 1 }
        func animationEnded() {
            pending -= 1
            finishIfDone()
        }

        func finishIfDone() {
            guard committed, pending <= 0, let completion else { return }
            self.completion = nil
            completion()
        }
    }

    private static var explicit: [Frame] = []
    private static var implicitFrame: Frame?

    /// The open frames, innermost last (the turn's implicit one first, when there is one).
    static var openFrames: [Frame] { (implicitFrame.map { [$0] } ?? []) + explicit }

    /// The innermost open frame's setting that `read` finds, without building a list: asked
    /// (`disableActions()`) at every change of a drawn standalone layer.
    private static func innermost<T>(_ read: (Frame) -> T?) -> T? {
        for frame in explicit.reversed() { if let value = read(frame) { return value } }
        return implicitFrame.flatMap(read)
    }

    /// The transaction settings read and written go to: the innermost explicit one, else the turn's
    /// implicit one (made on first use and committed when the run loop turns).
    private static var current: Frame {
        if let last = explicit.last { return last }
        if let implicitFrame { return implicitFrame }
        // Without an application no turn ends: a setting made outside begin() has nothing to
        // last for, and must not stay for ever.
        guard let application = UIApplication.sharedIfExists else { return Frame() }
        let frame = Frame()
        implicitFrame = frame
        application.performOnNextTurn { commitImplicit() }
        return frame
    }

    private static func commitImplicit() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        frame.committed = true
        frame.finishIfDone()
    }

    public init() {}

    open class func begin() { explicit.append(Frame()) }

    /// Ends the innermost transaction. An unbalanced commit is ignored (Core Animation logs it).
    open class func commit() {
        guard let frame = explicit.popLast() else {
            EventTrace.log("CATransaction.commit() without begin()")
            return
        }
        frame.committed = true
        frame.finishIfDone()
    }

    /// Commits the turn's implicit transaction now.
    open class func flush() { commitImplicit() }

    /// Kept for source compatibility: everything runs on the main actor.
    open class func lock() {}
    open class func unlock() {}

    /// 0.25 s unless a transaction says otherwise.
    open class func animationDuration() -> CFTimeInterval {
        innermost(\.duration) ?? 0.25
    }

    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        current.duration = dur.isFinite && dur >= 0 ? dur : 0.25
    }

    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        innermost(\.timingFunction)
    }

    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }

    open class func disableActions() -> Bool {
        innermost(\.disableActions) ?? false
    }

    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }

    open class func completionBlock() -> (@MainActor () -> Void)? { current.completion }

    open class func setCompletionBlock(_ block: (@MainActor () -> Void)?) { current.completion = block }

    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionAnimationDuration: return animationDuration()
        case kCATransactionDisableActions: return disableActions()
        case kCATransactionAnimationTimingFunction: return animationTimingFunction()
        default: return innermost { $0.values[key] }
        }
    }

    open class func setValue(_ anObject: Any?, forKey key: String) {
        switch key {
        case kCATransactionAnimationDuration:
            if let number = AnimatableValue(anObject), case .scalar(let v) = number { setAnimationDuration(Double(v)) }
        case kCATransactionDisableActions: setDisableActions((anObject as? Bool) ?? ((anObject as? NSNumber)?.boolValue ?? false))
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(anObject as? CAMediaTimingFunction)
        default: current.values[key] = anObject
        }
    }

    // MARK: The engine's side

    /// An animation (Core Animation's or a `UIView` block's) was added: every open transaction
    /// with a completion waits for it. Returns what to call when it ends (nil: nobody waits).
    static func animationBegan() -> (@MainActor () -> Void)? {
        guard !explicit.isEmpty || implicitFrame != nil else { return nil }
        let waiting = openFrames.filter { $0.completion != nil }
        guard !waiting.isEmpty else { return nil }
        for frame in waiting { frame.animationBegan() }
        return { for frame in waiting { frame.animationEnded() } }
    }
}

public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"
