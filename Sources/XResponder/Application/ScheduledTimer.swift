import Dispatch
import Foundation

/// A timer handed out by an ``ApplicationClock``. Invalidating it keeps it from firing.
@preconcurrency @MainActor
public final class ScheduledTimer {
    public let fireDate: TimeInterval
    // Read by the clock for every pending timer at every turn; main-actor state, read and assigned
    // whole: no exclusivity bookkeeping (issue #9).
    @exclusivity(unchecked) public private(set) var isValid = true
    let action: @MainActor () -> Void
    /// The main-queue timer armed for this one when no platform loop fires it (`SystemClock`).
    /// Cancelled as soon as this timer fires or is invalidated: a cancelled source that has not
    /// fired never queues its block, so a loop that fires the timer itself while holding the main
    /// queue (a test's, an embedder's `processEvents`) leaves nothing behind to run later.
    /// Main-actor state read and assigned whole, like `isValid`: no exclusivity bookkeeping.
    /// Kept as the object, not as the `DispatchSourceTimer` protocol it is made as: an optional
    /// existential is copied and destroyed through the runtime's generic value witnesses, about
    /// 150 instructions at each invalidation and deinit even when empty, and every gesture
    /// invalidates and frees two or three timers (callgrind over the dispatch benchmark, issue
    /// #50). Dispatch's sources are objects; only an armed timer pays the cast back.
    @exclusivity(unchecked) private var mainQueueSource: AnyObject?

    init(fireDate: TimeInterval, action: @escaping @MainActor () -> Void) {
        self.fireDate = fireDate
        self.action = action
    }

    public func invalidate() {
        isValid = false
        cancelMainQueueSource()
    }

    func fire() {
        guard isValid else { return }
        isValid = false
        cancelMainQueueSource()
        action()
    }

    /// Whether a main-queue timer is armed for this one.
    var isArmedOnMainQueue: Bool { mainQueueSource != nil }

    /// Arms a main-queue timer that fires this one at `fireDate` (`now` is the clock's reading),
    /// once: a timer armed already is left alone.
    func armOnMainQueue(now: TimeInterval) {
        guard isValid, mainQueueSource == nil else { return }
        let delay = fireDate - now
        // Clamped to 9e9 s (about 285 years, below Int.max nanoseconds): a distant or infinite
        // fire date must not trap converting to an integer, and must stay distant — an infinite
        // one waits "forever", it does not fire at once. A date already past (or not a number)
        // fires at once.
        let seconds = delay > 0 ? min(delay, 9e9) : 0
        let nanoseconds = Int(seconds * 1_000_000_000)
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds))
        source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.fire() } }
        mainQueueSource = source as AnyObject
        source.activate()
    }

    /// Nothing is assigned when no source is armed, the usual case under a platform loop or a
    /// manual clock: clearing an already empty existential still destroyed its old value, and
    /// each gesture invalidates two or three timers (issue #50).
    private func cancelMainQueueSource() {
        guard let source = mainQueueSource else { return }
        (source as? DispatchSourceProtocol)?.cancel()
        mainQueueSource = nil
    }
}
