import Foundation

/// Apple's target–selector timers, which Linux Foundation lacks (it has no Objective-C runtime to
/// send a selector): `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` and
/// `Timer(timeInterval:target:selector:userInfo:repeats:)` build unchanged once `xrport` has turned
/// the `#selector` into a `Selector`. Two of four tutorial apps ported from storyboards used them.
///
/// As on Apple's platforms, the timer keeps its target alive: a one-shot timer until it fires, a
/// repeating one until it is invalidated and let go. The method may take no argument or the timer (`func tick(_ timer:
/// Timer)`). A timer firing on another thread's run loop calls it on the main thread, soon after —
/// a `Selector` names main-actor code. `userInfo` is not kept: Linux Foundation's `Timer` has no
/// place for it (read it from the target instead).
extension Timer {
    @preconcurrency @MainActor
    @discardableResult
    public class func scheduledTimer(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?,
                                     repeats: Bool) -> Timer {
        let timer = Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }

    @preconcurrency @MainActor
    public convenience init(timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool) {
        let receiver = TimerTarget(target as AnyObject)
        self.init(timeInterval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            let fire: @Sendable () -> Void = {
                MainActor.assumeIsolated {
                    guard let object = receiver.object, timer.isValid || !repeats else { return }
                    // A one-shot timer is done: its target goes, as Foundation lets it go.
                    if !repeats { receiver.object = nil }
                    if let invocation = selector.invocation(on: object) {
                        invocation(timer, nil)
                    } else {
                        EventTrace.log("timer: \(type(of: object)) does not implement \(selector)")
                    }
                }
            }
            if MainQueue.isCurrent { fire() } else { DispatchQueue.main.async(execute: fire) }
        }
    }
}

/// A timer's target, held strongly until a one-shot timer fires or the timer goes. (Foundation on
/// Linux keeps a timer's block after `invalidate()`; a repeating timer's target is let go when the
/// timer itself is, which the run loop does on invalidation unless the app keeps the timer.)
private final class TimerTarget: @unchecked Sendable {
    var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
